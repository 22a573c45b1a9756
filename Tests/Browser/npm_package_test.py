#!/usr/bin/env python3
"""The npm package, as a user gets it: `npm pack` offline in a copy of the library's folder
(its prepack copying the engine modules from ENGINES instead of building them, and bundling
with esbuild), `npm install --offline` of the tarball into a scratch project, the consumer's
TypeScript compiled against the installed types, then a page that imports the package by its
name (an import map onto node_modules, served statically) and has no script of its own: its
<crossfade-cover-carousel> mounts, draws, puts the page's <img slot="cover.1"> in its slot and
fires `centered` as a bubbling CustomEvent; a second one inside a shadow root does too
(composed); a bad attribute is an `error` event, not a crash; disconnecting gives the children
back. In each ENGINE (chromium, webkit; WebKitGTK needs a display: xvfb-run).

Usage: npm_package_test.py REPOSITORY ENGINES ARTIFACTS ENGINE...
Prints one line per check; exits non-zero on the first failure.
"""
import json, os, shutil, subprocess, sys, tempfile
from browser_support import browser, check, serve, wait_for, webkit

REPOSITORY, ENGINES, ARTIFACTS, BROWSERS = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
LIBRARY = os.path.join(REPOSITORY, "Sources/CrossfadeStudio/crossfade")
IDS = ["player-transition", "lyrics-cards", "card-presentation", "cover-carousel", "library-pager", "showcase"]

PAGE = """<!doctype html>
<meta charset="utf-8">
<title>crossfade from npm</title>
<script type="importmap">{ "imports": { "crossfade": "./node_modules/crossfade/dist/crossfade.js",
  "crossfade/elements": "./node_modules/crossfade/dist/elements.js" } }</script>
<link rel="preload" href="./node_modules/crossfade/engines/engine-cover-carousel.wasm" as="fetch" crossorigin>
<script type="module">import 'crossfade/elements';</script>
<body style="margin: 0">
<crossfade-cover-carousel id="carousel" demo style="width: 390px; height: 600px">
  <img slot="cover.1" id="cover" alt="the page's own cover" style="background: #c33">
</crossfade-cover-carousel>
<div id="host"></div>
"""

# The test's own listeners (the page needs none): the events heard at the document, and a
# second carousel inside a shadow root.
HARNESS = """
window.heard = [];
for (const type of ['ready', 'centered']) document.addEventListener(type, (e) => window.heard.push([type, e.target.id || e.target.localName, e.detail.index ?? null]));
const shadow = document.getElementById('host').attachShadow({ mode: 'open' });
shadow.innerHTML = '<crossfade-cover-carousel id="inner" demo style="width: 390px; height: 500px"></crossfade-cover-carousel>';
"""


def run(command, cwd, env=None):
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stdout + result.stderr)
    return result


def pack(work):
    """npm pack in a copy of the folder (where the repository's LICENSE is, as in a clone): the tarball."""
    folder = os.path.join(work, "clone/Sources/CrossfadeStudio/crossfade")
    shutil.copytree(LIBRARY, folder, ignore=shutil.ignore_patterns("node_modules", "engines", "dist", "*.tgz", "LICENSE"))
    shutil.copy(os.path.join(REPOSITORY, "LICENSE"), os.path.join(work, "clone/LICENSE"))
    env = dict(os.environ, CROSSFADE_ENGINES=ENGINES, npm_config_cache=os.path.join(work, "npm-cache"))
    packed = run(["npm", "pack", "--offline", "--json", "--pack-destination", work], folder, env)
    check(packed.returncode == 0, "npm pack (offline) in the library's folder")
    report = json.loads(packed.stdout[packed.stdout.index("["):])[0]
    files = sorted(f["path"] for f in report["files"])
    print("tarball %s: %d bytes packed, %d unpacked, %d files" % (report["filename"], report["size"], report["unpackedSize"], len(files)))
    for f in report["files"]:
        print("    %8d  %s" % (f["size"], f["path"]))
    wanted = ["package.json", "LICENSE", "crossfade.css", "dist/crossfade.js", "dist/elements.js", "types/crossfade.d.ts",
              "types/elements.d.ts", "types/interactions.d.ts"] + ["engines/engine-%s.wasm" % i for i in IDS]
    missing = [w for w in wanted if w not in files]
    check(not missing, "the tarball holds the bundle, the types, the stylesheet, LICENSE and every engine module (missing: %s)" % (missing or "none"))
    check(not [f for f in files if f.endswith(".js") and not f.startswith("dist/")], "no unbundled module in the tarball")
    left = [b for b in ["engines", "dist", "LICENSE"] if os.path.exists(os.path.join(folder, b))]
    check(not left, "postpack left the folder as it was (left: %s)" % (left or "nothing"))
    return os.path.join(work, report["filename"])


def install(work, tarball):
    """A scratch project with the tarball installed offline, and the consumer's TypeScript compiled against it."""
    app = os.path.join(work, "app")
    os.makedirs(app)
    for name in ["consumer.ts", "tsconfig.json", "package.json"]:
        shutil.copy(os.path.join(REPOSITORY, "Tests/Consumer/Web", name), app)
    env = dict(os.environ, npm_config_cache=os.path.join(work, "npm-cache"))
    installed = run(["npm", "install", "--offline", "--no-audit", "--no-fund", tarball], app, env)
    check(installed.returncode == 0, "npm install --offline of the tarball into a scratch project")
    version = json.load(open(os.path.join(app, "node_modules/crossfade/package.json")))["version"]
    check(version == open(os.path.join(REPOSITORY, "VERSION")).read().strip(), "the installed package is version %s, VERSION's" % version)
    tsc = run(["tsc", "-p", app], app)
    check(tsc.returncode == 0, "the consumer's TypeScript compiles against the installed package (tsc --strict, skipLibCheck false)")
    with open(os.path.join(app, "index.html"), "w") as page:
        page.write(PAGE)
    # A self-hosted copy served with the wrong MIME type (.bin: application/octet-stream): compiled from its bytes.
    shutil.copy(os.path.join(app, "node_modules/crossfade/engines/engine-cover-carousel.wasm"), os.path.join(app, "self-hosted.bin"))
    return app


def walk(driver, base, engine):
    driver.get(base + "index.html")
    driver.execute_script(HARNESS)
    wait_for(driver, "document.getElementById('carousel').player && document.getElementById('carousel').player.state.phase === 'idle'"
             " && document.querySelector('#carousel .cf-layer')", description="the element mounted and drawn", timeout=20)
    drawn = driver.execute_script("return document.querySelectorAll('#carousel .cf-layer').length")
    check(drawn > 5, "%s: <crossfade-cover-carousel> from the package mounted and drew %d layers" % (engine, drawn))
    slotted = driver.execute_script("const img = document.getElementById('cover'), layer = document.getElementById('carousel').player.layer('cover.1');"
                                    " return !!layer && layer.contains(img) && img.getBoundingClientRect().width > 50")
    check(slotted, "%s: the page's <img slot=\"cover.1\"> is in the engine's cover.1" % engine)
    driver.execute_script("document.getElementById('carousel').player.perform('next')")
    heard = wait_for(driver, "window.heard.find((h) => h[0] === 'centered' && h[1] === 'carousel')", description="centered at the document")
    check(heard[2] == 1, "%s: `centered` bubbled to the document as a CustomEvent, detail.index %s" % (engine, heard[2]))
    inner = "document.getElementById('host').shadowRoot.getElementById('inner')"
    wait_for(driver, "%s.player && %s.shadowRoot === null && %s.querySelector('.cf-layer')" % (inner, inner, inner),
             description="the element in a shadow root drawn", timeout=20)
    driver.execute_script("%s.player.perform('next')" % inner)
    heard = wait_for(driver, "window.heard.find((h) => h[0] === 'centered' && h[1] === 'host')", description="centered out of the shadow root")
    check(heard[2] == 1, "%s: inside a shadow root it draws, and `centered` crosses out of it (composed, retargeted to the host)" % engine)
    driver.execute_script("window.before = document.getElementById('carousel').player; document.getElementById('carousel').style.width = '420px'")
    width = wait_for(driver, "document.getElementById('carousel').player === window.before && window.before.viewport.width === 420 && 420",
                     description="the new size, same player")
    check(width == 420, "%s: the element follows its own size (a viewport change, not a restart)" % engine)
    driver.execute_script("const el = document.createElement('crossfade-cover-carousel'); el.id = 'hosted';"
                          " el.setAttribute('engine-url', './self-hosted.bin'); el.setAttribute('demo', '');"
                          " el.style.cssText = 'width: 390px; height: 400px'; document.body.append(el);")
    wait_for(driver, "document.getElementById('hosted').player && document.querySelector('#hosted .cf-layer')",
             description="the self-hosted engine drawn", timeout=20)
    check(True, "%s: engine-url from elsewhere, served as application/octet-stream, still compiles and draws" % engine)
    error = driver.execute_script(
        "const el = document.getElementById('carousel'); let message = null;"
        " el.addEventListener('error', (e) => { message = e.detail.message; }, { once: true });"
        " el.setAttribute('snap-response', 'fast'); return message;")
    check(error is not None and "snap-response" in error, "%s: a bad attribute is an `error` event naming it: %s" % (engine, error))
    check(driver.execute_script("return document.getElementById('carousel').player.isOpen"), "%s: and the widget runs on" % engine)
    driver.execute_script("window.removed = document.getElementById('carousel'); window.removed.remove()")
    back = wait_for(driver, "(() => { const el = window.removed, img = el.querySelector('#cover');"
                    " return !el.player && img && img.parentElement === el && !el.querySelector('.cf-layer') && 'back'; })()",
                    description="the children back")
    check(back == "back", "%s: disconnecting destroyed the widget and gave the element its children back" % engine)


def main():
    work = tempfile.mkdtemp(prefix="crossfade-npm-")
    try:
        app = install(work, pack(work))
        server, base = serve(app)
        for engine in BROWSERS:
            driver = browser(1000, 800) if engine == "chromium" else webkit()
            try:
                walk(driver, base, engine)
            finally:
                driver.quit()
        server.shutdown()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("npm package: packed, installed and run in %s" % ", ".join(BROWSERS))


if __name__ == "__main__":
    main()
