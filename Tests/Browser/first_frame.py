#!/usr/bin/env python3
"""Time to the first drawn frame of a page that shows one interaction, before and after the npm
package: headless Chromium, the page on loopback (Python's static server), the cache disabled
(CDP Network.setCacheDisabled) and the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate),
the median of RUNS loads. The time is from navigation start (performance.now()'s origin) to the
first engine layer in the DOM (a MutationObserver in the page's head: the first frame's draw
creates the layers, in the animation frame before the first paint of them).

- before: REF's crossfade.js unbundled (its modules loaded one import at a time), the engine
  beside it fetched whole and then compiled, `Crossfade.mount` from the page's module script;
- after: the packed and installed package, `import 'crossfade/elements'` and the element alone,
  the bundle (one module) and the engine hinted in the head (modulepreload, preload as fetch),
  the engine compiled while it streams in.

Usage: first_frame.py REPOSITORY ENGINES [REF] [RUNS] [RATE]   (REF: main, RUNS: 3, RATE: the CPU throttle, 4)
Not a test: prints a table (and writes nothing).
"""
import json, os, shutil, statistics, subprocess, sys, tempfile, time
from browser_support import browser, serve, wait_for

REPOSITORY, ENGINES = sys.argv[1], sys.argv[2]
REF = sys.argv[3] if len(sys.argv) > 3 else "main"
RUNS = int(sys.argv[4]) if len(sys.argv) > 4 else 3
RATE = float(sys.argv[5]) if len(sys.argv) > 5 else 4
IDS = ["cover-carousel", "card-presentation", "showcase"]
SIZE = "width: 390px; height: 844px"
PROBE = """<script>new MutationObserver((_, o) => { if (document.querySelector('.cf-layer')) { window.firstFrame = performance.now(); o.disconnect(); } })
  .observe(document, { childList: true, subtree: true });</script>"""

BEFORE = """<!doctype html><meta charset="utf-8">%(probe)s
<body style="margin: 0"><div id="widget" style="%(size)s"></div>
<script type="module">
import { Crossfade } from './crossfade/crossfade.js';
await Crossfade.mount(document.getElementById('widget'), '%(id)s', {}, { demo: true });
</script>"""

AFTER = """<!doctype html><meta charset="utf-8">%(probe)s
<script type="importmap">{ "imports": { "crossfade": "./node_modules/crossfade/dist/crossfade.js",
  "crossfade/elements": "./node_modules/crossfade/dist/elements.js" } }</script>
<link rel="modulepreload" href="./node_modules/crossfade/dist/elements.js">
<link rel="modulepreload" href="./node_modules/crossfade/dist/crossfade.js">
<link rel="preload" href="./node_modules/crossfade/engines/engine-%(id)s.wasm" as="fetch" crossorigin>
<script type="module">import 'crossfade/elements';</script>
<body style="margin: 0"><crossfade-%(id)s demo style="%(size)s"></crossfade-%(id)s>"""


def prepare(work):
    before = os.path.join(work, "before")
    os.makedirs(before)
    archive = subprocess.run(["git", "-C", REPOSITORY, "archive", REF, "Sources/CrossfadeStudio/crossfade"], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", before, "--strip-components=2"], input=archive, check=True)
    for id in IDS:
        shutil.copy(os.path.join(ENGINES, "engine-%s.wasm" % id), os.path.join(before, "crossfade"))
    folder = os.path.join(work, "clone/Sources/CrossfadeStudio/crossfade")
    shutil.copytree(os.path.join(REPOSITORY, "Sources/CrossfadeStudio/crossfade"), folder,
                    ignore=shutil.ignore_patterns("node_modules", "engines", "dist", "*.tgz", "LICENSE"))
    shutil.copy(os.path.join(REPOSITORY, "LICENSE"), os.path.join(work, "clone/LICENSE"))
    env = dict(os.environ, CROSSFADE_ENGINES=ENGINES, npm_config_cache=os.path.join(work, "npm-cache"))
    packed = subprocess.run(["npm", "pack", "--offline", "--json", "--pack-destination", work], cwd=folder, env=env, capture_output=True, text=True, check=True)
    tarball = os.path.join(work, json.loads(packed.stdout[packed.stdout.index("["):])[0]["filename"])
    after = os.path.join(work, "after")
    os.makedirs(after)
    with open(os.path.join(after, "package.json"), "w") as f:
        f.write('{ "private": true, "type": "module" }')
    subprocess.run(["npm", "install", "--offline", "--no-audit", "--no-fund", tarball], cwd=after, env=env, capture_output=True, check=True)
    for id in IDS:
        for page, template in [(before, BEFORE), (after, AFTER)]:
            with open(os.path.join(page, "%s.html" % id), "w") as f:
                f.write(template % {"probe": PROBE, "size": SIZE, "id": id})


def measure(driver, url):
    times = []
    for _ in range(RUNS):
        driver.get("about:blank")
        driver.get(url)
        times.append(wait_for(driver, "window.firstFrame", timeout=60, description="the first frame of " + url))
    return statistics.median(times), times


def main():
    work = tempfile.mkdtemp(prefix="crossfade-first-frame-")
    try:
        prepare(work)
        server, base = serve(work)
        driver = browser(500, 900)
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": RATE})
        print("first frame, ms from navigation start (Chromium, loopback, cache disabled, CPU %gx throttled, median of %d)" % (RATE, RUNS))
        print("| interaction | before (%s: unbundled, fetch then compile) | after (package: bundle, hints, streaming) |" % REF)
        print("|---|---|---|")
        for id in IDS:
            b, bs = measure(driver, base + "before/%s.html" % id)
            a, as_ = measure(driver, base + "after/%s.html" % id)
            print("| %s | %.0f (%s) | %.0f (%s) |" % (id, b, ", ".join("%.0f" % t for t in bs), a, ", ".join("%.0f" % t for t in as_)), flush=True)
        driver.quit()
        server.shutdown()
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
