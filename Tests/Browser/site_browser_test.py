#!/usr/bin/env python3
"""The static export (`crossfade export-site DIR`) in a real headless Chromium, served by
Python's plain http.server: no Crossfade server behind it.

Usage: site_browser_test.py DIR ARTIFACTS_DIR
The example web player: a flick moves the carousel by one cover and the page hears
`centered`; a pointer capture lost mid-drag cancels that touch and the next drag is
taken; frames stop at rest. Then the exported Studio runs its engine in the page and says
why the server-driven mode is off. Writes to ARTIFACTS_DIR: example-trace.json (the
page's own recording), example-covers.json (each cover <img>'s box in the player, in
points, at rest: the Swift side replays the trace and compares), example-metrics.json,
example.png and site-studio.png. Prints one line per check; exits non-zero on the first failure.
"""
import functools, json, os, sys, time
from browser_support import browser, check, serve, wait_for
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.actions import interaction

SITE, ARTIFACTS = sys.argv[1], sys.argv[2]
os.makedirs(ARTIFACTS, exist_ok=True)


# This walk waits up to 10 s for a condition unless told otherwise.
wait_for = functools.partial(wait_for, timeout=10.0)


def player_point(driver, x, y):
    """Points in the player element → page pixels."""
    left, top = driver.execute_script("const r = document.getElementById('player').getBoundingClientRect(); return [r.left, r.top];")
    return int(left + x), int(top + y)


def pointer_actions(driver, path, duration, press=True, release=True):
    """A real mouse gesture through `path` (points in the player), over `duration` seconds."""
    actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"), duration=0)
    steps = len(path) - 1
    if press:
        actions.pointer_action.move_to_location(*player_point(driver, *path[0]))
        actions.pointer_action.pointer_down()
    for point in path[1:]:
        actions.pointer_action.move_to_location(*player_point(driver, *point))
        actions.pointer_action.pause(duration / max(1, steps))
    if release:
        actions.pointer_action.pointer_up()
    actions.perform()


def line(start, end, steps):
    return [(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps) for i in range(steps + 1)]


def cover_boxes(driver):
    return driver.execute_script(
        "const p = document.getElementById('player').getBoundingClientRect(), out = {};"
        "for (const img of document.querySelectorAll('#player img')) { const r = img.getBoundingClientRect();"
        " out[img.parentElement.dataset.id] = [r.left - p.left, r.top - p.top, r.width, r.height]; } return out;")


def events(driver, kind=None):
    return driver.execute_script("return window.example.events.filter((e) => !arguments[0] || e.type === arguments[0])", kind)


def run_example(driver, base):
    driver.get(base + "example/")
    wait_for(driver, "window.example && window.example.player && document.querySelectorAll('#player img').length >= 2",
             description="the example player with its covers")
    slotted = driver.execute_script("return [...document.querySelectorAll('#player img')].map((i) => i.parentElement.dataset.id)")
    check("cover.0" in slotted and "cover.1" in slotted, "the page's own <img> covers sit in the engine's slots: %s" % slotted)
    driver.execute_script("window.example.frames = []; window.example.player.on('frame', (f) => window.example.frames.push(f));")
    before = cover_boxes(driver)
    y = before["cover.0"][1] + before["cover.0"][3] / 2
    # A flick left past half a cover: one cover, whatever velocity the release carries.
    pointer_actions(driver, line((340, y), (140, y), 7), 0.07)
    centered = wait_for(driver, "window.example.events.find((e) => e.type === 'centered')", description="the centered event")
    check(centered["index"] == 1, "the page heard centered: %s" % json.dumps(centered))
    wait_for(driver, "window.example.player.state.phase === 'idle'", description="the carousel at rest")
    boxes = cover_boxes(driver)
    width = driver.execute_script("return document.getElementById('player').clientWidth")
    one = boxes["cover.1"]
    check(abs(one[0] + one[2] / 2 - width / 2) < 0.5 and abs(one[2] - (width - 68)) < 0.5,
          "cover 1's <img> is centred and full size: %s" % [round(v, 2) for v in one])
    check(boxes["cover.0"][2] < one[2] - 5 and boxes["cover.0"][0] < 0,
          "cover 0's <img> moved off to the left and shrank: %s" % [round(v, 2) for v in boxes["cover.0"]])
    check(driver.execute_script("return document.querySelector('#tracks li[aria-current=\"true\"] strong').textContent") == "Lanterns",
          "the page's own list follows the event")
    with open(os.path.join(ARTIFACTS, "example-covers.json"), "w") as f:
        json.dump(boxes, f, indent=1)
    with open(os.path.join(ARTIFACTS, "example-trace.json"), "w") as f:
        json.dump(driver.execute_script("return window.example.player.recording()"), f, indent=1)
    # At rest the page stops asking for frames.
    driver.execute_script("window.example.frames.length = 0")
    time.sleep(0.5)
    check(driver.execute_script("return window.example.frames.length") == 0, "at rest no frame is drawn")

    # A drag whose pointer capture is lost half way: its touch is cancelled, and the next drag is taken.
    driver.execute_script("document.getElementById('player').addEventListener('pointerdown', (e) => { window.example.pointerId = e.pointerId; }, true)")
    pointer_actions(driver, line((300, y), (230, y), 6), 0.1, release=False)
    lost = driver.execute_script(
        "const p = document.getElementById('player'), id = window.example.pointerId; const had = p.hasPointerCapture(id);"
        "p.releasePointerCapture(id); return [had, p.hasPointerCapture(id)];")
    check(lost == [True, False], "the player held the pointer, then lost its capture mid-drag: %s" % lost)
    # The mouse goes on well past half a cover and lifts: a cancelled touch takes none of it.
    pointer_actions(driver, line((230, y), (60, y), 8), 0.15, press=False)
    wait_for(driver, "window.example.player.state.phase === 'idle'", description="rest after the lost drag")
    check(driver.execute_script("return window.example.player.state.centered") == 1 and len(events(driver, "centered")) == 1,
          "the drag was cancelled when its capture was lost: the carousel went back to cover 1")
    driver.execute_script("window.example.frames.length = 0")
    pointer_actions(driver, line((60, y), (260, y), 7), 0.07)  # a flick right: back to cover 0
    wait_for(driver, "window.example.events.filter((e) => e.type === 'centered').length >= 2", description="the next drag's centered")
    check(events(driver, "centered")[-1]["index"] == 0, "the next drag was taken, not refused: centered on cover 0")
    errors = [e["type"] for e in events(driver) if e["type"].startswith("error")]
    check(not errors, "no touch refused: %s" % errors)
    wait_for(driver, "window.example.player.state.phase === 'idle'", description="rest")
    run_resize(driver)
    run_metrics(driver, y)
    driver.save_screenshot(os.path.join(ARTIFACTS, "example.png"))


def run_resize(driver):
    """The player's container narrows from 390 to 320 px: the session follows it (a viewport change,
    not a restart), the centred cover fits the new width, and a tap on the visible play button plays."""
    before = driver.execute_script("return window.example.player.state")
    driver.execute_script("document.getElementById('player').style.width = '320px'")
    wait_for(driver, "window.example.player.viewport.width === 320 && window.example.player.state.phase === 'idle'",
             description="the player following its element to 320 px")
    after = driver.execute_script("return window.example.player.state")
    check(after["centered"] == before["centered"], "narrowed, the carousel keeps its cover (%s → %s)" % (before["centered"], after["centered"]))
    boxes = cover_boxes(driver)
    centred = boxes["cover.%d" % after["centered"]]
    check(abs(centred[0] + centred[2] / 2 - 160) < 0.5 and abs(centred[2] - (320 - 68)) < 0.5,
          "the centred cover fits the 320 px player: %s" % [round(v, 2) for v in centred])
    play = driver.execute_script(
        "const p = document.getElementById('player').getBoundingClientRect(), r = window.example.player.layer('button.play').getBoundingClientRect();"
        "return [r.left - p.left + r.width / 2, r.top - p.top + r.height / 2, r.right - p.left];")
    check(play[2] <= 320, "the play button is inside the narrowed player: %s" % [round(v, 1) for v in play])
    playing = driver.execute_script("return window.example.player.state.playing")
    pointer_actions(driver, [(play[0], play[1]), (play[0], play[1])], 0.05)
    wait_for(driver, "window.example.player.state.playing === %s" % ("false" if playing else "true"), description="the tap on play")
    check(True, "a tap on the visible play button toggled playing (%s → %s)" % (playing, not playing))
    trace = driver.execute_script("return window.example.player.recording()")
    sizes = [e["viewport"] for e in trace["events"] if e["kind"] == "viewport"]
    check(sizes == [{"width": 320, "height": 640}], "the recording holds the size change: %s" % sizes)
    driver.execute_script("document.getElementById('player').style.width = ''")
    wait_for(driver, "window.example.player.viewport.width === 390 && window.example.player.state.phase === 'idle'",
             description="the player back at 390 px")


def run_metrics(driver, y):
    """The page's time per frame (engine, and engine + DOM) during a two-second drag back and forth."""
    driver.execute_script("window.example.frames.length = 0")
    pointer_actions(driver, line((200, y), (320, y), 30) + line((320, y), (80, y), 60) + line((80, y), (200, y), 30), 2.0)
    numbers = driver.execute_script(
        "const f = window.example.frames, q = (list, p) => list.sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(p * list.length))];"
        "const engine = f.map((x) => x.engineMilliseconds * 1000), total = f.map((x) => (x.engineMilliseconds + x.applyMilliseconds) * 1000);"
        "return {frames: f.length, engineMicros: {median: q(engine.slice(), 0.5), p99: q(engine.slice(), 0.99)},"
        " engineAndDomMicros: {median: q(total.slice(), 0.5), p99: q(total.slice(), 0.99)}};")
    with open(os.path.join(ARTIFACTS, "example-metrics.json"), "w") as f:
        json.dump(numbers, f, indent=1)
    check(numbers["frames"] > 60, "frames ran during a 2 s drag: %s" % json.dumps(numbers))


def run_studio(driver, base):
    driver.get(base)
    wait_for(driver, "window.crossfade && window.crossfade.mode === 'wasm' && window.crossfade.state", timeout=30,
             description="the exported Studio, its engine in the page")
    note = driver.execute_script("const n = document.getElementById('serverless'); return n.hidden ? '' : n.textContent")
    check("static export" in note, "the exported Studio says why the server-driven mode is off: %s" % note)
    driver.save_screenshot(os.path.join(ARTIFACTS, "site-studio.png"))


def main():
    server, base = serve(SITE)
    driver = browser(1000, 760)
    try:
        run_example(driver, base)
        run_studio(driver, base)
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
