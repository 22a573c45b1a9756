/* Stub: see module.modulemap. */
