// Applies the engine's mount operations, decoded by the page's own reader
// (crossfade.js's mount.js), to a tree of records, as the page
// applies them to its elements, and writes what the tree shows at chosen frames.
//   node Scripts/mount-apply.mjs runs.json out.json
// runs.json: [{"name", "file": frames.bin, "checks": [frame index, ...]}]; a frames
// file holds each frame as a u32 length (little-endian) and that many bytes.
// out.json: {name: {"checks": [[root layers]...], "problems": [text], "operations": n}}
// where a layer is {"id", "frame", "transform", "opacity", "children"}, children
// back to front. A problem is an operation no real host could carry out.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const { readFrame } = await import(join(here, '../Sources/CrossfadeStudio/crossfade/mount.js'));
const [runsPath, outPath] = process.argv.slice(2);

/// A host that remembers: views by handle, each with its parent and children.
class RecordTarget {
  constructor() { this.views = new Map(); this.roots = []; this.problems = []; this.count = 0; }
  create(handle, kind, id) {
    this.count++;
    const old = this.views.get(handle);
    if (old && old.mounted) this.problems.push(`create #${handle} while it shows ${old.id}`);
    if (old && old.kind !== kind) this.problems.push(`reuse of #${handle} (${old.kind}) as ${kind}`);
    this.views.set(handle, { id, kind, props: null, children: [], parent: null, mounted: false });
  }
  insert(handle, parent, index) {
    this.count++;
    const view = this.views.get(handle);
    if (!view) return this.problems.push(`insert of unknown #${handle}`);
    if (parent !== null && !this.views.get(parent)?.mounted) return this.problems.push(`insert of #${handle} under #${parent}, not mounted`);
    this.detach(handle);
    const list = parent === null ? this.roots : this.views.get(parent).children;
    if (index > list.length) return this.problems.push(`insert of #${handle} at ${index} of ${list.length}`);
    list.splice(index, 0, handle);
    view.parent = parent;
    view.mounted = true;
  }
  update(handle, changes) {
    this.count++;
    const view = this.views.get(handle);
    if (!view) return this.problems.push(`update of unknown #${handle}`);
    if (!view.props && Object.keys(changes).length !== 8) this.problems.push(`first update of #${handle} is partial`);
    view.props = Object.assign(view.props || {}, changes);
  }
  remove(handle) {
    this.count++;
    const view = this.views.get(handle);
    if (!view || !view.mounted) return this.problems.push(`remove of #${handle}, which is not mounted`);
    this.detach(handle);
    view.mounted = false;
  }
  event() {}
  detach(handle) {
    const view = this.views.get(handle);
    if (!view.mounted) return;
    const list = view.parent === null ? this.roots : this.views.get(view.parent).children;
    list.splice(list.indexOf(handle), 1);
    view.parent = null;
  }
  layer(handle) {
    const view = this.views.get(handle), p = view.props || {};
    return { id: view.id, frame: p.frame, transform: p.transform, opacity: p.opacity, children: view.children.map((h) => this.layer(h)) };
  }
  get layers() { return this.roots.map((h) => this.layer(h)); }
}

const results = {};
for (const run of JSON.parse(readFileSync(runsPath, 'utf8'))) {
  const bytes = readFileSync(run.file);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const view = new DataView(buffer);
  const target = new RecordTarget();
  const wanted = new Set(run.checks);
  const checks = [];
  let at = 0;
  try {
    for (let frame = 0; at < buffer.byteLength; frame++) {
      const length = view.getUint32(at, true);
      readFrame(buffer, at + 4, length, target);
      at += 4 + length;
      if (wanted.has(frame)) checks.push(target.layers);
    }
  } catch (error) {
    target.problems.push('the reader failed: ' + error.message);
  }
  results[run.name] = { checks, problems: target.problems.slice(0, 5), operations: target.count };
}
writeFileSync(outPath, JSON.stringify(results));
