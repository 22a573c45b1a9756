#!/usr/bin/env python3
"""Drives the Crossfade Studio in a real headless Chromium with real pointer events.

Usage: studio_browser_test.py URL ARTIFACTS_DIR
Runs twice: with the engine on the server (?mode=socket, the fallback) and with the
engine in the page (WebAssembly, the default). Writes to ARTIFACTS_DIR, per mode
(socket-…, wasm-…): a screenshot of the open player, lyrics.png, metrics.json (frame
round trips and server work, or the engine's time per frame in the page and the
frames over 16.7 ms), recorded-trace.json and recorded-state.json (a trace recorded
in the page, and the page's final state). Prints one line per check and exits
non-zero on the first failure.
"""
import json, os, sys, time
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.support.ui import Select

URL, ARTIFACTS = sys.argv[1], sys.argv[2]
os.makedirs(ARTIFACTS, exist_ok=True)


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message, flush=True)
    if not condition:
        raise SystemExit(1)


def wait_for(driver, script, timeout=8.0, description=""):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = driver.execute_script("return " + script)
        if value:
            return value
        time.sleep(0.05)
    check(False, "timed out waiting for " + (description or script))


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,1000",
                     "--disable-gpu", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def stage_point(driver, x, y):
    """Viewport points in the phone → page pixels."""
    rect = driver.execute_script("const r = document.getElementById('stage').getBoundingClientRect();"
                                 "return [r.left, r.top, window.crossfade.scale];")
    return rect[0] + x * rect[2], rect[1] + y * rect[2]


def drag(driver, start, end, duration, steps=None, hold=0.12):
    """A real pointer drag (mouse): down, evenly spaced moves, a short hold, up."""
    steps = steps or max(2, int(duration * 60))
    mouse = PointerInput(interaction.POINTER_MOUSE, "mouse")
    actions = ActionBuilder(driver, mouse=mouse, duration=0)
    x0, y0 = stage_point(driver, *start)
    x1, y1 = stage_point(driver, *end)
    actions.pointer_action.move_to_location(int(x0), int(y0))
    actions.pointer_action.pointer_down()
    for i in range(1, steps + 1):
        f = i / steps
        actions.pointer_action.move_to_location(int(x0 + (x1 - x0) * f), int(y0 + (y1 - y0) * f))
        actions.pointer_action.pause(duration / steps)
    actions.pointer_action.pause(hold)
    actions.pointer_action.pointer_up()
    actions.perform()


def state(driver):
    return driver.execute_script("return window.crossfade.state")


def wait_for_mode(driver, mode):
    wait_for(driver, "window.crossfade && window.crossfade.mode === '%s' && window.crossfade.state" % mode,
             timeout=240, description="the page in %s mode" % mode)


def run_suite(driver, base, mode):
    url = base + ("?mode=socket" if mode == "socket" else "")
    artifact = lambda name: os.path.join(ARTIFACTS, "%s-%s" % (mode, name))
    driver.get(url)
    wait_for_mode(driver, mode)
    check(state(driver)["state"] == "closed", "[%s] the Studio opens on player-transition, closed" % mode)
    shown = driver.execute_script("return document.getElementById('mode').textContent")
    check(("WebAssembly" in shown) == (mode == "wasm"), "[%s] the page says where the engine runs: %s" % (mode, shown))

    # Drag the mini player up with real pointer events: the DOM shows the open player.
    drag(driver, (195, 729), (195, 260), 0.5)
    wait_for(driver, "window.crossfade.state.state === 'open' && window.crossfade.state.phase === 'idle'", description="open")
    player = driver.execute_script("const p = document.querySelector('[data-id=\"player\"]').getBoundingClientRect();"
                                   "const s = document.getElementById('stage').getBoundingClientRect();"
                                   "return [p.left - s.left, p.top - s.top, p.width, p.height, s.width, s.height];")
    check(abs(player[0]) < 1 and abs(player[1]) < 1 and abs(player[2] - player[4]) < 1 and abs(player[3] - player[5]) < 1,
          "[%s] the DOM shows the full player covering the phone: %s" % (mode, [round(v, 1) for v in player]))
    driver.save_screenshot(artifact("studio.png"))

    if mode == "socket":
        # Five seconds of dragging the open player up and down: frame round trips.
        driver.execute_script("window.crossfade.rtts.length = 0; window.crossfade.serverMicros.length = 0;")
        start = time.time()
        y = 300
        while time.time() - start < 5:
            drag(driver, (195, y), (195, y + 60), 0.4, hold=0.0)
            drag(driver, (195, y + 60), (195, y), 0.4, hold=0.0)
        samples = driver.execute_script("return [window.crossfade.rtts.slice(), window.crossfade.serverMicros.slice()]")
        rtts, micros = sorted(samples[0]), sorted(samples[1])
        metrics = {
            "frames": len(rtts),
            "roundTripMs": {"median": rtts[len(rtts) // 2], "p99": rtts[min(len(rtts) - 1, int(len(rtts) * 0.99))]},
            "serverMicros": {"median": micros[len(micros) // 2], "p99": micros[min(len(micros) - 1, int(len(micros) * 0.99))]},
        }
        check(len(rtts) > 100, "[socket] frames flowed during the drag: %s" % json.dumps(metrics))
    else:
        # A ten-second drag at 60 Hz, the engine in the page: its time per frame.
        driver.execute_script("window.crossfade.engineMicros.length = 0; window.crossfade.longFrames = 0; window.crossfade.frames = 0;")
        drag(driver, (195, 300), (195, 700), 10.0, steps=600, hold=0.0)
        numbers = driver.execute_script(
            "const c = window.crossfade, s = [...c.engineMicros].sort((a, b) => a - b);"
            "return {frames: c.frames, longFrames: c.longFrames, median: s[Math.floor(s.length / 2)],"
            " p99: s[Math.min(s.length - 1, Math.floor(s.length * 0.99))], wasmBytes: c.wasm.size, loadMs: c.wasm.loadMilliseconds};")
        metrics = {
            "frames": numbers["frames"], "framesOver16_7ms": numbers["longFrames"],
            "engineMicrosPerFrame": {"median": numbers["median"], "p99": numbers["p99"]},
            "wasmBytes": numbers["wasmBytes"], "wasmLoadMs": numbers["loadMs"],
        }
        check(numbers["frames"] > 300, "[wasm] frames ran in the page during a 10 s drag: %s" % json.dumps(metrics))
        wait_for(driver, "window.crossfade.state.phase === 'idle'", description="rest after the long drag")
    with open(artifact("metrics.json"), "w") as f:
        json.dump(metrics, f, indent=1)

    # lyrics-cards: a 100 pt drag swaps the front card.
    Select(driver.find_element("id", "interaction")).select_by_value("lyrics-cards")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.front === 0", description="lyrics-cards")
    drag(driver, (195, 440), (195, 540), 0.4)
    wait_for(driver, "window.crossfade.state.front === 1 && window.crossfade.state.phase === 'idle'", description="front card 1")
    check(driver.execute_script("return !!document.querySelector('[data-id=\"card.1\"]')"), "[%s] the DOM shows card.1 in front" % mode)
    driver.save_screenshot(artifact("lyrics.png"))

    # Record a trace in the page, then stop: the page holds it (and offers a download).
    driver.find_element("id", "record").click()
    wait_for(driver, "window.crossfade.state && window.crossfade.state.front === 0", description="a fresh recording session")
    drag(driver, (195, 440), (195, 560), 0.35)
    wait_for(driver, "window.crossfade.state.front === 1 && window.crossfade.state.phase === 'idle'", description="swap while recording")
    driver.execute_script("window.crossfade.lastTrace = null")
    driver.find_element("id", "record").click()
    trace = wait_for(driver, "window.crossfade.lastTrace", description="the recorded trace")
    with open(artifact("recorded-trace.json"), "w") as f:
        json.dump(trace, f, indent=1)
    with open(artifact("recorded-state.json"), "w") as f:
        json.dump(state(driver), f)
    check(len(trace["events"]) > 5, "[%s] recorded %d events" % (mode, len(trace["events"])))
    errors = driver.execute_script("return window.crossfade.errors")
    check(not errors, "[%s] no errors reported: %s" % (mode, errors))


def main():
    driver = browser()
    try:
        for mode in ("socket", "wasm"):
            run_suite(driver, URL, mode)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
