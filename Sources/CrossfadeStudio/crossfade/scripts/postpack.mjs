// `npm pack`'s postpack: removes what prepack.mjs built once it is in the tarball, so the
// folder is again the library's sources (the Studio serves it as they are).
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = resolve(dirname(fileURLToPath(import.meta.url)), '..');
for (const built of ['engines', 'dist', 'LICENSE']) rmSync(join(folder, built), { recursive: true, force: true });
