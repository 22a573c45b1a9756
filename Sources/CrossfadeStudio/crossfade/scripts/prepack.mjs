// `npm pack`'s prepack: builds what the package ships and the repository never holds,
// then postpack.mjs removes it again (the folder is also the Studio's resources):
// - engines/engine-<id>.wasm, each interaction's and the showcase's, built with the Swift
//   toolchain (`swift run crossfade engine <id>`: the module is the same bits in a debug or
//   release build of the tool, WasmEngineBuilder compiles it with its own flags), or copied
//   from CROSSFADE_ENGINES=DIR where they are built already (a test reuses its suite's);
// - dist/crossfade.js, the library bundled into one module by esbuild (package.js: the API
//   and the elements' classes), and dist/elements.js, which registers the elements;
// - LICENSE, the repository's.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { interactionOptions } from '../interactions.js';

const folder = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repository = resolve(folder, '../../..');
const engines = join(folder, 'engines');
mkdirSync(engines, { recursive: true });

for (const id of Object.keys(interactionOptions)) {
  const name = `engine-${id}.wasm`;
  let built;
  if (process.env.CROSSFADE_ENGINES) {
    built = join(process.env.CROSSFADE_ENGINES, name);
    if (!existsSync(built)) throw new Error(`CROSSFADE_ENGINES=${process.env.CROSSFADE_ENGINES} holds no ${name}`);
  } else {
    const printed = execFileSync('swift', ['run', '-q', '--package-path', repository, 'crossfade', 'engine', id], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    built = printed.trim().split('\n').pop().replace(/ \(.*$/, '');
  }
  copyFileSync(built, join(engines, name));
  console.error(`prepack: engines/${name}`);
}

execFileSync('esbuild', [join(folder, 'package.js'), '--bundle', '--format=esm', '--target=es2022', '--minify', '--legal-comments=none',
  `--outfile=${join(folder, 'dist/crossfade.js')}`], { stdio: 'inherit' });
writeFileSync(join(folder, 'dist/elements.js'), `// Registers <crossfade-ID> for each interaction (crossfade/elements).
import { defineElements } from './crossfade.js';
export { CrossfadeElement, defineElements, elementClass, elementName } from './crossfade.js';
defineElements();
`);
copyFileSync(join(repository, 'LICENSE'), join(folder, 'LICENSE'));
console.error('prepack: dist/crossfade.js, dist/elements.js, LICENSE');
