#!/usr/bin/env python3
"""A fuzz through the page host: random Pointer Event sequences, in headless Chromium,
into each interaction mounted by crossfade.js, checked against a native replay.

Usage: page_fuzz.py SITE ARTIFACTS CROSSFADE [--seed N] [--runs N] [--only ID]
SITE is `crossfade export-site`'s folder, CROSSFADE the `crossfade` executable.

Each run mounts one interaction (the five and the showcase in turn) in an element of a
random size and drives it through Chrome's own input pipeline (DevTools' Input domain,
so the page gets real Pointer Events: mouse and touch, several fingers, moves in bursts
that Chromium coalesces, `pointercancel` from a cancelled touch), and between gestures
loses the pointer capture, hides and shows the page, and resizes the element. Then it
waits for a frame, reads every mounted element's box at that frame and the page's own
recording, replays the recording natively (`crossfade replay`) and requires each element
to sit where the replay draws its layer (0.5 px), and no error in the console or from
the widget. A failing run writes its trace and boxes to ARTIFACTS/page-fuzz-<id>-<seed>.json
and prints how to replay it. The random choices come from the seed alone; the page's
timing is the machine's, which is the point: the recording is what happened.
"""
import argparse, json, os, random, subprocess, sys, time
from browser_support import browser, check, serve

parser = argparse.ArgumentParser()
parser.add_argument("site")
parser.add_argument("artifacts")
parser.add_argument("crossfade")
parser.add_argument("--seed", type=int, default=1)
parser.add_argument("--runs", type=int, default=12, help="runs in all, spread over the interactions")
parser.add_argument("--only", default=None, help="one interaction id")
parser.add_argument("--first", type=int, default=0, help="the first run's number (a failing run's seed is seed · 1000 + run)")
arguments = parser.parse_args()
os.makedirs(arguments.artifacts, exist_ok=True)

INTERACTIONS = ["cover-carousel", "lyrics-cards", "card-presentation", "library-pager", "player-transition", "showcase"]
SIZES = [(390, 844), (320, 568), (844, 390), (430, 932), (600, 700), (1024, 768), (375, 667)]
TOLERANCE = 0.5

PAGE = """<!doctype html><meta charset="utf-8"><title>page fuzz</title><link rel="icon" href="data:,">
<style>html, body { overscroll-behavior: none; } body { margin: 0; background: #fff; } #host { position: absolute; left: 10px; top: 10px; }</style>
<div id="host"></div>
<script type="module">
import { Crossfade } from '../crossfade/crossfade.js';
window.fuzz = { errors: [], frames: 0, pointers: new Set() };
addEventListener('error', (e) => window.fuzz.errors.push('page: ' + e.message));
addEventListener('unhandledrejection', (e) => window.fuzz.errors.push('promise: ' + e.reason));
const host = document.getElementById('host');
host.addEventListener('pointerdown', (e) => window.fuzz.pointers.add(e.pointerId), true);
window.fuzz.mount = async (id, width, height) => {
  host.style.width = width + 'px'; host.style.height = height + 'px';
  // The demo (as the Studio mounts it): the recording's replay draws the demo's data and chrome.
  const player = await Crossfade.mount(host, id, {}, { environment: { reduceMotion: false, appearance: 'dark' }, demo: true });
  player.on('error', (e) => window.fuzz.errors.push('widget: ' + e.message));
  player.on('frame', () => { window.fuzz.frames += 1; });
  window.fuzz.player = player;
  return true;
};
// The page hidden or shown, as the browser tells it (document.visibilityState and the event).
window.fuzz.visibility = (state) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};
// Every pointer the element holds loses its capture (a system gesture, a removed element).
window.fuzz.loseCapture = () => {
  let lost = 0;
  for (const id of window.fuzz.pointers) if (host.hasPointerCapture(id)) { host.releasePointerCapture(id); lost += 1; }
  return lost;
};
// The boxes of every mounted layer element at the next drawn frame (or now, at rest),
// then the recording: nothing reaches the session between the two, so the recording
// ends at that frame's time.
window.fuzz.capture = () => new Promise((resolve) => {
  const player = window.fuzz.player, root = host.getBoundingClientRect();
  let done = false;
  const read = () => {
    if (done) return;
    done = true;
    player.off('frame', read);
    const boxes = {};
    for (const [id, view] of player.target.byId) {
      const r = view.el.getBoundingClientRect();
      boxes[id] = [r.left - root.left, r.top - root.top, r.width, r.height];
    }
    queueMicrotask(() => resolve({ boxes, trace: player.recording(), state: player.state }));
  };
  player.on('frame', read);
  if (!player.running) read();
});
</script>
"""


class Fuzzer:
    """One run's random gestures, sent through DevTools' Input domain in page pixels."""

    def __init__(self, driver, rng, width, height):
        self.driver, self.rng, self.width, self.height = driver, rng, width, height
        self.log = []
        # The page's visible height (the window never changes size; the widget does).
        self.visible = driver.execute_script("return innerHeight") - 12

    def cdp(self, method, params):
        self.driver.execute_cdp_cmd(method, params)

    def point(self):
        """A point on the widget, inside the page's visible viewport (a touch off screen is the browser's)."""
        return (10 + self.rng.uniform(2, self.width - 2), 10 + self.rng.uniform(2, min(self.height, self.visible) - 2))

    def path(self, start, steps):
        """A path from `start`: mostly along one axis (as users swipe), sometimes diagonal."""
        axis = self.rng.choice(["x", "y", "xy"])
        distance = self.rng.uniform(20, 0.8 * (self.width if axis == "x" else self.height))
        sign = self.rng.choice([-1, 1])
        dx = distance * sign if axis in ("x", "xy") else self.rng.uniform(-6, 6)
        dy = distance * (sign if axis == "xy" else self.rng.choice([-1, 1])) if axis in ("y", "xy") else self.rng.uniform(-6, 6)
        return [(start[0] + dx * i / steps, start[1] + dy * i / steps) for i in range(1, steps + 1)]

    def pause(self):
        """Between moves: usually a frame or so, sometimes a burst (coalesced), sometimes a hold."""
        roll = self.rng.random()
        if roll < 0.25:
            return
        time.sleep(self.rng.uniform(0.002, 0.02) if roll < 0.9 else self.rng.uniform(0.05, 0.25))

    def mouse(self):
        start, steps = self.point(), self.rng.randint(1, 12)
        self.log.append("mouse drag from %s, %d moves" % (tuple(round(v) for v in start), steps))
        self.cdp("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": start[0], "y": start[1]})
        self.cdp("Input.dispatchMouseEvent", {"type": "mousePressed", "x": start[0], "y": start[1], "button": "left", "buttons": 1, "clickCount": 1})
        end = start
        for end in self.path(start, steps):
            self.pause()
            self.cdp("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": end[0], "y": end[1], "button": "left", "buttons": 1})
        if self.rng.random() < 0.15:
            self.lose_capture()
        self.pause()
        self.cdp("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": end[0], "y": end[1], "button": "left", "buttons": 0, "clickCount": 1})

    def touch(self):
        """One or two fingers; the second may land mid-drag; the gesture may be cancelled."""
        fingers = {0: self.point()}
        steps = self.rng.randint(1, 12)
        second_at = self.rng.randint(1, steps) if self.rng.random() < 0.3 else None
        cancel_at = self.rng.randint(1, steps) if self.rng.random() < 0.2 else None
        self.log.append("touch from %s, %d moves%s%s" % (tuple(round(v) for v in fingers[0]), steps,
                                                        ", second finger at %d" % second_at if second_at else "",
                                                        ", cancelled at %d" % cancel_at if cancel_at else ""))

        def points():
            return [{"x": x, "y": y, "id": i} for i, (x, y) in fingers.items()]
        self.cdp("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points()})
        route = self.path(fingers[0], steps)
        for index, point in enumerate(route, start=1):
            self.pause()
            fingers[0] = point
            if second_at == index:
                fingers[1] = self.point()
                self.cdp("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points()})
                continue
            if 1 in fingers:
                fingers[1] = (fingers[1][0] + self.rng.uniform(-8, 8), fingers[1][1] + self.rng.uniform(-8, 8))
            self.cdp("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": points()})
            if cancel_at == index:
                self.cdp("Input.dispatchTouchEvent", {"type": "touchCancel", "touchPoints": []})
                return
        if self.rng.random() < 0.1:
            self.lose_capture()
        self.pause()
        if 1 in fingers and self.rng.random() < 0.5:
            del fingers[1]
            self.cdp("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": points()})
        self.cdp("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def tap(self):
        at = self.point()
        self.log.append("tap at %s" % (tuple(round(v) for v in at),))
        self.cdp("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": at[0], "y": at[1]}]})
        time.sleep(self.rng.uniform(0, 0.08))
        self.cdp("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def lose_capture(self):
        lost = self.driver.execute_script("return window.fuzz.loseCapture()")
        self.log.append("capture lost (%d pointers)" % lost)

    def hide(self):
        self.log.append("page hidden and shown")
        self.driver.execute_script("window.fuzz.visibility('hidden')")
        time.sleep(self.rng.uniform(0.02, 0.3))
        self.driver.execute_script("window.fuzz.visibility('visible')")

    def resize(self):
        self.width, self.height = self.rng.choice(SIZES)
        self.log.append("resized to %d × %d" % (self.width, self.height))
        self.driver.execute_script("const h = document.getElementById('host'); h.style.width = arguments[0] + 'px';"
                                   " h.style.height = arguments[1] + 'px';", self.width, self.height)

    def run(self, moves):
        choices = [(self.touch, 5), (self.mouse, 3), (self.tap, 2), (self.hide, 1), (self.resize, 1)]
        bag = [f for f, weight in choices for _ in range(weight)]
        for _ in range(moves):
            self.rng.choice(bag)()
            if not self.driver.execute_script("return !!(window.fuzz && window.fuzz.player)"):
                return "the page went away (now at %s) after: %s" % (self.driver.current_url, self.log[-1])
            if self.rng.random() < 0.4:
                time.sleep(self.rng.uniform(0.0, 0.35))


def replay(trace_path):
    result = subprocess.run([arguments.crossfade, "replay", trace_path], capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        return None, result.stderr.strip() or result.stdout.strip()
    return json.loads(result.stdout), None


def compare(boxes, replayed):
    """Each mounted element against the replay's layer of the same id: the misplaced ones."""
    layers = {layer["id"]: layer for layer in replayed["layers"]}
    wrong = []
    for id, page in sorted(boxes.items()):
        layer = layers.get(id)
        if layer is None:
            wrong.append("%s: mounted in the page, not drawn by the replay" % id)
            continue
        if max(abs(a - b) for a, b in zip(page, layer["box"])) > TOLERANCE:
            wrong.append("%s: the page has %s, the replay %s" % (id, [round(v, 2) for v in page], [round(v, 2) for v in layer["box"]]))
    return wrong


def main():
    site = arguments.site
    os.makedirs(os.path.join(site, "page-fuzz"), exist_ok=True)
    with open(os.path.join(site, "page-fuzz", "index.html"), "w") as f:
        f.write(PAGE)
    server, base = serve(site)
    driver = browser(1400, 1200)  # (the page's own viewport is about 1400 × 1060: every size fits, at 10, 10)
    ids = [arguments.only] if arguments.only else INTERACTIONS
    started, failures, layers_checked = time.time(), 0, 0
    try:
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        for run in range(arguments.first, arguments.first + arguments.runs):
            id = ids[run % len(ids)]
            seed = arguments.seed * 1000 + run
            rng = random.Random(seed)
            width, height = rng.choice(SIZES)
            driver.get(base + "page-fuzz/")
            ready = driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "const wait = () => window.fuzz ? window.fuzz.mount(arguments[0], arguments[1], arguments[2]).then(done, (e) => done(String(e)))"
                " : setTimeout(wait, 20); wait();", id, width, height)
            check(ready is True, "run %d (%s, seed %d): mounted at %d × %d%s" % (run, id, seed, width, height, "" if ready is True else ": %s" % ready)) if ready is not True else None
            fuzzer = Fuzzer(driver, rng, width, height)
            gone = fuzzer.run(rng.randint(3, 9))
            if gone:
                failures += 1
                print("FAIL run %d (%s, seed %d): %s\n     gestures: %s" % (run, id, seed, gone, "; ".join(fuzzer.log)), flush=True)
                continue
            time.sleep(rng.uniform(0.0, 0.6))
            shown = driver.execute_async_script("window.fuzz.capture().then(arguments[arguments.length - 1])")
            errors = driver.execute_script("return window.fuzz.errors") + [
                entry["message"] for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
            path = os.path.join(arguments.artifacts, "page-fuzz-%s-%d.json" % (id, seed))
            with open(path, "w") as f:
                json.dump(shown["trace"], f, indent=1)
            replayed, refusal = replay(path)
            wrong = ["replay refused the page's recording: %s" % refusal] if refusal else compare(shown["boxes"], replayed)
            wrong += ["console or widget error: %s" % e for e in errors]
            layers_checked += len(shown["boxes"])
            if wrong:
                failures += 1
                with open(path.replace(".json", "-boxes.json"), "w") as f:
                    json.dump({"gestures": fuzzer.log, "boxes": shown["boxes"], "state": shown["state"]}, f, indent=1)
                print("FAIL run %d (%s, seed %d, %d events): %s\n     gestures: %s\n     replay: crossfade replay %s" % (
                    run, id, seed, len(shown["trace"].get("events", [])), "; ".join(wrong[:6]), "; ".join(fuzzer.log), path), flush=True)
            else:
                os.remove(path)
                print("ok   run %d (%s, seed %d, %d × %d): %d events, %d elements where the replay draws them (%s)" % (
                    run, id, seed, width, height, len(shown["trace"].get("events", [])), len(shown["boxes"]), "; ".join(fuzzer.log)), flush=True)
    finally:
        driver.quit()
        server.shutdown()
    print("page fuzz: %d runs, %d elements compared, %d failures, %.0f s" % (arguments.runs, layers_checked, failures, time.time() - started))
    sys.exit(1 if failures else 0)


main()
