// The npm package's one module (esbuild bundles it into dist/crossfade.js): the API
// and the custom elements' classes, not registered (`crossfade/elements` registers
// them). Its engine modules are in the package's engines/ folder.
'use strict';
import { Crossfade } from './crossfade.js';

export * from './crossfade.js';
export { default } from './crossfade.js';
export { CrossfadeElement, defineElements, elementClass, elementName } from './element.js';

Crossfade.engineBase = new URL('../engines/', import.meta.url);
