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
from selenium.webdriver.common.action_chains import ActionChains

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

    # card-presentation: its actions are offered; the Up Next row dragged up presents the
    # card at the large detent; a drag down on it dismisses it.
    Select(driver.find_element("id", "interaction")).select_by_value("card-presentation")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.presented === false && window.crossfade.state.phase === 'idle'",
             description="card-presentation")
    buttons = driver.execute_script("return [...document.querySelectorAll('#actions button')].map((b) => b.textContent)")
    check(all(any(b.startswith(name + " ") for b in buttons) for name in ["present", "dismiss", "statusBarTap", "scrollToTop", "escape"]),
          "[%s] card-presentation's actions are offered: %s" % (mode, buttons))
    row = driver.execute_script("const r = document.querySelector('[data-id=\"presenting.upNext\"]').getBoundingClientRect();"
                                "const s = document.getElementById('stage').getBoundingClientRect(), k = window.crossfade.scale;"
                                "return [(r.left + r.width / 2 - s.left) / k, (r.top + r.height / 2 - s.top) / k];")
    drag(driver, tuple(row), (row[0], row[1] - 500), 0.4)
    wait_for(driver, "window.crossfade.state.presented === true && window.crossfade.state.phase === 'idle'", description="presented")
    top = driver.execute_script("const r = document.querySelector('[data-id=\"card\"]').getBoundingClientRect();"
                                "const s = document.getElementById('stage').getBoundingClientRect();"
                                "return (r.top - s.top) / window.crossfade.scale;")
    check(abs(top - 57) < 0.5, "[%s] the DOM shows the card presented at its large detent: top %.2f pt" % (mode, top))
    driver.save_screenshot(artifact("card.png"))
    drag(driver, (row[0], 300), (row[0], 780), 0.25, hold=0.0)  # on the rows (the slider row would keep it)
    wait_for(driver, "window.crossfade.state.presented === false && window.crossfade.state.phase === 'idle'", description="dismissed")
    check(state(driver)["statusBar"] == "dark", "[%s] dismissed by a drag down, status bar dark again" % mode)

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
    run_lab(driver, mode, artifact)
    errors = driver.execute_script("return window.crossfade.errors")
    check(not errors, "[%s] no errors reported: %s" % (mode, errors))


def lab_input(driver, form, field, value, editor="spring-a"):
    """Types a value into one field of the motion lab's spring editor, as a person does."""
    element = driver.find_element("css selector", '#%s input[data-form="%s"][data-field="%s"]' % (editor, form, field))
    element.clear()
    element.send_keys(str(value))
    return element


def run_lab(driver, mode, artifact):
    """The motion lab: edit, see every form, the plot and the code change; compare;
    shape a Bézier curve; apply a spring to player-transition and watch it overshoot."""
    Select(driver.find_element("id", "interaction")).select_by_value("player-transition")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.state === 'closed'", description="player-transition again")
    driver.execute_script("document.getElementById('lab').scrollIntoView()")
    code = lambda: driver.execute_script("return document.getElementById('lab-code').textContent")
    value_path = lambda: driver.execute_script("const p = document.querySelector('#lab-plot path.value.spring-0'); return p && p.getAttribute('d')")
    wait_for(driver, "document.getElementById('lab-code').textContent.includes('dampingFraction: 0.825')", description="the lab's first spring")
    before = value_path()
    check(".spring(response: 0.5, dampingFraction: 0.825)" in code(), "[%s] the lab shows SwiftUI code for its spring" % mode)
    # Change damping in the SwiftUI row: the other forms, the plot and the code follow.
    lab_input(driver, "response", "dampingRatio", "0.4")
    wait_for(driver, "document.getElementById('lab-code').textContent.includes('dampingFraction: 0.4)')", description="the code after damping 0.4")
    after = value_path()
    check(after and after != before, "[%s] the plot changed with the damping" % mode)
    forms = driver.execute_script(
        "const v = (f, n) => document.querySelector(`#spring-a input[data-form=\"${f}\"][data-field=\"${n}\"]`).value;"
        "return {bounce: v('duration', 'bounce'), stiffness: v('physical', 'stiffness'), damping: v('physical', 'damping'),"
        " uikitZeta: v('uikit', 'dampingRatio'), uikitDuration: v('uikit', 'uikitDuration')};")
    check(forms["bounce"] == "0.6" and forms["stiffness"] == "157.9137" and forms["damping"] == "10.0531" and forms["uikitZeta"] == "0.4",
          "[%s] every other form updated: %s" % (mode, forms))
    check("UIViewPropertyAnimator(duration: %s, dampingRatio: 0.4)" % forms["uikitDuration"] in code(),
          "[%s] UIKit code uses the solved duration %s" % (mode, forms["uikitDuration"]))
    overshoot = driver.execute_script("const s = window.crossfade.lab.springs[0].result.samples; return Math.max(...s.map(p => p[1]));")
    check(overshoot > 1.2, "[%s] the engine's samples overshoot at ζ 0.4: peak %.3f" % (mode, overshoot))
    settles = driver.execute_script("return document.querySelectorAll('#lab-plot line.settle.spring-0').length")
    check(settles == 3, "[%s] SwiftUI, Core Animation and UIKit settling points are marked (%d)" % (mode, settles))
    # A bad number gets a clear message, and nothing else breaks.
    lab_input(driver, "duration", "bounce", "1.5")
    message = wait_for(driver, "document.querySelector('#spring-a .lab-error').textContent", description="an error for bounce 1.5")
    check("bounce must be greater than -1 and less than 1" in message, "[%s] out of range: %s" % (mode, message))
    lab_input(driver, "response", "dampingRatio", "0.4")
    wait_for(driver, "document.querySelector('#spring-a .lab-error').textContent === ''", description="the error cleared")
    # Compare: spring B overlaid.
    driver.find_element("id", "lab-compare").click()
    wait_for(driver, "document.querySelectorAll('#lab-plot path.value').length === 2", description="two springs overlaid")
    lab_input(driver, "physical", "stiffness", "300", editor="spring-b")
    wait_for(driver, "window.crossfade.lab.springs[1].result.stiffness === 300", description="spring B edited")
    # The Bézier curve: a preset, then a handle dragged.
    Select(driver.find_element("id", "curve-preset")).select_by_value("linear")
    wait_for(driver, "document.getElementById('curve-code').textContent.includes('CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)')", description="the linear preset")
    handle = driver.find_element("css selector", '#curve-plot circle[data-handle="0"]')
    ActionChains(driver).click_and_hold(handle).move_by_offset(40, -60).pause(0.1).release().perform()
    points = wait_for(driver, "window.crossfade.lab.curve[1] > 0.2 && window.crossfade.lab.curve.slice()", description="the handle dragged")
    check(points[0] > 0 and points[2:] == [1, 1], "[%s] dragging the first handle moves only it: %s" % (mode, points))
    check("controlPoints: %g, %g, 1, 1" % (points[0], points[1]) in driver.execute_script("return document.getElementById('curve-code').textContent"),
          "[%s] the curve's code follows the handle" % mode)
    driver.save_screenshot(artifact("lab.png"))
    # Apply spring A (response 0.5, ζ 0.4) to player-transition: its next opening overshoots.
    driver.find_element("id", "lab-apply").click()
    tuned = wait_for(driver, "window.crossfade.tuned['player-transition']", description="the spring applied")
    check(tuned["dampingRatio"] == 0.4 and abs(tuned["duration"] - float(forms["uikitDuration"])) < 1e-3,
          "[%s] applied as UIKit's duration spring: %s" % (mode, tuned))
    wait_for(driver, "window.crossfade.state && window.crossfade.state.state === 'closed' && window.crossfade.state.phase === 'idle'", description="the restarted session")
    driver.find_element("id", "record").click()
    wait_for(driver, "window.crossfade.state && window.crossfade.state.phase === 'idle'", description="a recording session")
    driver.execute_script(
        "window.crossfade.highest = Infinity; const s = document.getElementById('stage');"
        "const watch = () => { const p = document.querySelector('[data-id=\"player\"]');"
        " if (p) window.crossfade.highest = Math.min(window.crossfade.highest, (p.getBoundingClientRect().top - s.getBoundingClientRect().top) / window.crossfade.scale);"
        " if (window.crossfade.watching) requestAnimationFrame(watch); };"
        "window.crossfade.watching = true; requestAnimationFrame(watch);")
    driver.find_element("css selector", "#actions button").click()  # open
    wait_for(driver, "window.crossfade.state.state === 'open' && window.crossfade.state.phase === 'idle'", timeout=10, description="opened with the tuned spring")
    highest = driver.execute_script("window.crossfade.watching = false; return window.crossfade.highest")
    check(highest < -50, "[%s] the player overshot the top by %.0f pt (ζ 0.4; with ζ 1 it never passes 0)" % (mode, -highest))
    driver.execute_script("window.crossfade.lastTrace = null")
    driver.find_element("id", "record").click()
    trace = wait_for(driver, "window.crossfade.lastTrace", description="the trace recorded with the tuned spring")
    with open(artifact("lab-trace.json"), "w") as f:
        json.dump(trace, f, indent=1)
    check(trace["options"].get("dampingRatio") == 0.4 and trace["options"].get("duration") == tuned["duration"],
          "[%s] the recorded trace carries the tuned spring: %s" % (mode, trace["options"]))
    driver.find_element("id", "lab-reset").click()
    wait_for(driver, "!window.crossfade.tuned['player-transition']", description="reset")


def main():
    driver = browser()
    try:
        for mode in ("socket", "wasm"):
            run_suite(driver, URL, mode)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
