#!/usr/bin/env python3
"""Drives the Crossfade Studio in a real headless Chromium with real pointer events.

Usage: studio_browser_test.py URL ARTIFACTS_DIR
Runs twice: with the engine on the server (?mode=socket, the fallback) and with the
engine in the page (WebAssembly, the default). Writes to ARTIFACTS_DIR, per mode
(socket-…, wasm-…): a screenshot of the open player, lyrics.png, metrics.json (frame
round trips and server work, or the engine's time per frame in the page and the
frames over 16.7 ms), recorded-trace.json and recorded-state.json (a trace recorded
in the page, and the page's final state). Then the designer's walk (keys, options, devices)
and issue 48's calmer workbench (the loading notice, the phone at 100 % where it fits,
labelled actions, grouped options, the status bar per device, keys scoped to the screen),
writing fit-scales.json and screenshots of each. Prints one line per check and exits
non-zero on the first failure.
"""
import json, os, re, struct, subprocess, sys, time, zlib
from browser_support import browser, check, wait_for
from studio_support import centre, drag, drag_path, layer_box, pressed_straight, stage_point, wait_for_mode, wait_state
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.support.ui import Select
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

URL, ARTIFACTS = sys.argv[1], sys.argv[2]
os.makedirs(ARTIFACTS, exist_ok=True)










def state(driver):
    return driver.execute_script("return window.crossfade.state")


def panel(driver, name):
    """Shows one of the workbench's panels (actions, options, lab), as a person clicks its tab."""
    driver.find_element("id", "tab-" + name).click()
    wait_for(driver, "!document.getElementById('%s').hidden" % name, description="the %s panel" % name)


def show_panel(driver, name):
    """The workbench's panel `name`, clicking its tab only if another one shows."""
    if driver.execute_script("return document.getElementById(arguments[0]).hidden", name):
        panel(driver, name)




def run_suite(driver, base, mode):
    url = base + ("?mode=socket" if mode == "socket" else "")
    artifact = lambda name: os.path.join(ARTIFACTS, "%s-%s" % (mode, name))
    driver.get(url)
    wait_for_mode(driver, mode)
    check(driver.find_element("id", "interaction").get_attribute("value") == "showcase" and state(driver)["tab"] == 2,
          "[%s] the Studio opens on the showcase, in Your Library" % mode)
    run_showcase(driver, mode, artifact)
    run_showcase_items(driver, base, mode, artifact, "dark")
    if mode == "wasm":
        run_showcase_items(driver, base, mode, artifact, "light")
    Select(driver.find_element("id", "interaction")).select_by_value("player-transition")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.state === 'closed' && window.crossfade.state.phase === 'idle'",
             description="player-transition")
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
        driver.execute_script("window.crossfade.engineMicros.length = 0; window.crossfade.frameMicros.length = 0; window.crossfade.longFrames = 0; window.crossfade.frames = 0;")
        drag(driver, (195, 300), (195, 700), 10.0, steps=600, hold=0.0)
        numbers = driver.execute_script(
            "const c = window.crossfade, s = [...c.engineMicros].sort((a, b) => a - b), d = [...c.frameMicros].sort((a, b) => a - b);"
            "return {frames: c.frames, longFrames: c.longFrames, median: s[Math.floor(s.length / 2)],"
            " p99: s[Math.min(s.length - 1, Math.floor(s.length * 0.99))], wasmBytes: c.wasm.size, loadMs: c.wasm.loadMilliseconds,"
            " domMedian: d[Math.floor(d.length / 2)], domP99: d[Math.min(d.length - 1, Math.floor(d.length * 0.99))]};")
        metrics = {
            "frames": numbers["frames"], "framesOver16_7ms": numbers["longFrames"],
            "engineMicrosPerFrame": {"median": numbers["median"], "p99": numbers["p99"]},
            "engineAndDomMicrosPerFrame": {"median": numbers["domMedian"], "p99": numbers["domP99"]},
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
    panel(driver, "actions")
    buttons = driver.execute_script("return [...document.querySelectorAll('#actions button')].map((b) => [b.dataset.action, b.textContent])")
    names = [name for name, _ in buttons]
    check(all(name in names for name in ["present", "dismiss", "statusBarTap", "scrollToTop", "escape"]),
          "[%s] card-presentation's actions are offered: %s" % (mode, buttons))
    check(any(text.startswith("Present card ") for _, text in buttons), "[%s] each action's button shows its label: %s" % (mode, buttons))
    if mode == "wasm":
        # Which actions apply comes from the engine session: the card is down, so presenting applies and dismissing does not.
        marked = wait_for(driver, "(() => { const b = document.querySelector('#actions button[data-action=\"dismiss\"]');"
                                  " return b && b.classList.contains('unavailable') && b; })()", description="dismiss marked as not applying")
        present = driver.execute_script("return document.querySelector('#actions button[data-action=\"present\"]').classList.contains('unavailable')")
        check(marked and not present, "[wasm] the actions that do not apply now are marked (dismiss), the others not (present)")
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
    # (The app behind is drawn dark, the default appearance: its status bar stays light.)
    check(state(driver)["statusBar"] == "light", "[%s] dismissed by a drag down, status bar light over the dark app" % mode)

    # cover-carousel: a quick drag left moves exactly one cover; the play button plays.
    Select(driver.find_element("id", "interaction")).select_by_value("cover-carousel")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.centered === 0 && window.crossfade.state.phase === 'idle'",
             description="cover-carousel")
    drag(driver, (350, 272), (150, 272), 0.07, steps=7, hold=0.0)  # past half a cover: one cover whatever the release velocity
    wait_for(driver, "window.crossfade.state.centered === 1 && window.crossfade.state.track === 1 && window.crossfade.state.phase === 'idle'",
             description="the next cover")
    cover = driver.execute_script("const r = document.querySelector('[data-id=\"cover.1\"]').getBoundingClientRect();"
                                  "const s = document.getElementById('stage').getBoundingClientRect();"
                                  "return (r.left + r.width / 2 - s.left) / window.crossfade.scale;")
    check(abs(cover - 195) < 0.5, "[%s] a flick moved exactly one cover, centred at %.1f pt" % (mode, cover))
    driver.find_element("css selector", "#actions button[data-action='togglePlay']").click()
    wait_for(driver, "window.crossfade.state.playing === true && window.crossfade.state.elapsed > 0.2", description="playing")
    field = driver.find_element("css selector", "#actions input[data-action='selectCover'][data-field='index']")
    field.clear(); field.send_keys("3")
    driver.find_element("css selector", "#actions button[data-action='selectCover']").click()
    wait_for(driver, "window.crossfade.state.centered === 3 && window.crossfade.state.track === 3 && window.crossfade.state.phase === 'idle'",
             description="cover 3 from the action's own field")
    check(True, "[%s] selectCover takes its index from the field beside it" % mode)
    driver.save_screenshot(artifact("cover.png"))

    run_library(driver, mode, artifact)

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
    check(isinstance(trace.get("end"), (int, float)) and trace["end"] >= trace["events"][-1]["t"],
          "[%s] the trace ends where recording stopped: end %s" % (mode, trace.get("end")))
    run_recording_while_playing(driver, mode, artifact)
    run_lab(driver, mode, artifact)
    errors = driver.execute_script("return window.crossfade.errors")
    check(not errors, "[%s] no errors reported: %s" % (mode, errors))


def run_recording_while_playing(driver, mode, artifact):
    """A trace recorded while music plays stops where recording stopped (its "end"):
    the Swift side replays it to the state the page showed then (issue 32)."""
    Select(driver.find_element("id", "interaction")).select_by_value("cover-carousel")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.centered === 0 && window.crossfade.state.phase === 'idle'",
             description="cover-carousel for recording")
    driver.find_element("id", "record").click()
    wait_for(driver, "window.crossfade.state && window.crossfade.state.centered === 0 && window.crossfade.state.playing === false",
             description="a fresh recording session")
    show_panel(driver, "actions")  # (stopping the last recording showed the Recording tab)
    driver.find_element("css selector", "#actions button[data-action='togglePlay']").click()
    wait_for(driver, "window.crossfade.state.playing === true && window.crossfade.state.elapsed > 1.0", description="playing while recording")
    driver.execute_script("window.crossfade.lastTrace = null; window.crossfade.lastTraceState = null")
    driver.find_element("id", "record").click()
    trace = wait_for(driver, "window.crossfade.lastTrace", description="the trace recorded while playing")
    shown = driver.execute_script("return window.crossfade.lastTraceState")
    with open(artifact("playing-trace.json"), "w") as f:
        json.dump(trace, f, indent=1)
    with open(artifact("playing-state.json"), "w") as f:
        json.dump(shown, f)
    check(shown and shown.get("playing") is True and isinstance(trace.get("end"), (int, float)),
          "[%s] recorded while playing, ending at %s s with %s" % (mode, trace.get("end"), shown))




def tap(driver, point):
    drag(driver, point, point, 0.05, steps=1, hold=0.0)


def showcase_state(driver, path):
    """A value from the showcase's nested state, e.g. 'player.state'."""
    return driver.execute_script("return arguments[0].split('.').reduce((s, k) => s && s[k], window.crossfade.state)", path)




def run_showcase(driver, mode, artifact):
    """The showcase, as a new user goes through it: all five interactions in one session, with real pointer drags."""
    driver.execute_script("window.crossfade.engineMicros.length = 0; window.crossfade.frameMicros.length = 0; window.crossfade.longFrames = 0; window.crossfade.frames = 0;")
    wait_state(driver, "s.phase === 'idle'", "the showcase at rest")
    check(layer_box(driver, "library.pager.indicator") is not None and layer_box(driver, "tab.2") is not None,
          "[%s] Your Library shows the pager and the tab bar" % mode)
    # Your Library: three swipes from Music's first page reach Podcasts; a vertical drag scrolls the page.
    # Each swipe goes past half a page, so it pages whatever velocity the release
    # carries (on a loaded machine the up may come more than 40 ms after the last
    # move, and then, rightly, without a flick's velocity).
    for expected in [(0, 1), (0, 2), (1, 0)]:
        drag(driver, (340, 400), (120, 400), 0.08, steps=8, hold=0.0)
        wait_state(driver, "s.library.category === %d && s.library.subcategory === %d && s.phase === 'idle'" % expected, "library %s" % (expected,))
    drag(driver, (195, 560), (195, 340), 0.3, hold=0.1)
    wait_state(driver, "s.phase === 'idle' && s.library.contentOffset > 150 && s.library.category === 1", "the library page scrolled")
    check(True, "[%s] Your Library paged to Podcasts and a page scrolled %.0f pt" % (mode, showcase_state(driver, "library.contentOffset")))
    driver.save_screenshot(artifact("showcase-library.png"))
    # The mini player's play button plays, and does not open the player.
    tap(driver, centre(driver, "player.miniPlayer.play"))
    wait_state(driver, "s.playing === true", "playing from the mini player")
    check(showcase_state(driver, "player.state") == "closed" and showcase_state(driver, "player.progress") == 0,
          "[%s] the mini player's play button plays without opening the player" % mode)
    # Drag the mini player up: the full player opens with Now Playing.
    mini = centre(driver, "player.miniPlayer.title")
    drag(driver, mini, (mini[0], mini[1] - 450), 0.35)
    wait_state(driver, "s.player.state === 'open' && s.phase !== 'dragging' && s.player.phase === 'idle'", "the full player open")
    # A horizontal drag on the covers pages the carousel; the player stays open.
    covers = centre(driver, "carousel.carousel")
    drag(driver, (covers[0] + 120, covers[1]), (covers[0] - 80, covers[1]), 0.07, steps=7, hold=0.0)  # past half a cover
    wait_state(driver, "s.carousel.centered === 1 && s.track === 1 && s.carousel.phase === 'idle'", "the next cover")
    check(showcase_state(driver, "player.state") == "open" and showcase_state(driver, "player.progress") == 1,
          "[%s] a horizontal drag on the covers paged the carousel and the player stayed open" % mode)
    # The slider's thumb takes its own drag, even a slanting one.
    thumb = centre(driver, "carousel.slider.thumb")
    drag(driver, thumb, (thumb[0] + 150, thumb[1] + 60), 0.4, hold=0.1)
    wait_state(driver, "s.carousel.elapsed > 60 && s.phase !== 'dragging'", "seeked by the slider")
    check(showcase_state(driver, "player.progress") == 1, "[%s] the slider seeked to %.0f s and the player stayed open" % (mode, showcase_state(driver, "carousel.elapsed")))
    driver.save_screenshot(artifact("showcase-player.png"))
    # Lyrics: the button opens the cards; the front card follows the playback clock.
    tap(driver, centre(driver, "nowPlaying.lyricsButton"))
    wait_state(driver, "s.lyricsOpen === true && s.phase === 'idle' || s.lyricsOpen === true && s.lyrics.phase === 'idle'", "lyrics open")
    front = showcase_state(driver, "lyrics.front")
    wait_state(driver, "s.lyrics.front !== %d" % front, "the next line comes forward with the clock", timeout=10)
    check(True, "[%s] the lyric card in front followed the clock: line %d, then %d" % (mode, front, showcase_state(driver, "lyrics.front")))
    driver.save_screenshot(artifact("showcase-lyrics.png"))
    tap(driver, centre(driver, "lyricsView.close"))
    wait_state(driver, "s.lyricsOpen === false && s.phase === 'idle'", "lyrics closed")
    # The queue: presented as a card over the player, then dismissed by one drag down. Its
    # eleven rows (what plays next, issue 47) fit the card: a drag up only rubber-bands and
    # the list rests at its top again. (The scroll, then the hand-off, is replayed natively
    # with 30 tracks: Traces/showcase/queue-scroll-then-dismiss-by-hand-off.json.)
    tap(driver, centre(driver, "nowPlaying.queueButton"))
    wait_state(driver, "s.queue.presented === true && s.queue.phase === 'idle'", "the queue presented")
    driver.save_screenshot(artifact("showcase-queue.png"))
    drag(driver, (195, 700), (195, 450), 0.5, hold=0.15)
    wait_state(driver, "s.queue.presented === true && s.queue.contentOffset === 0 && s.queue.phase === 'idle'", "the queue back at its top")
    # Long enough to dismiss by position once the content reaches its top, whatever
    # velocity the release carries on a loaded machine.
    drag(driver, (195, 160), (195, 835), 0.5, hold=0.0)
    wait_state(driver, "s.queue.presented === false && s.queue.phase === 'idle'", "the queue dismissed by one drag down")
    check(showcase_state(driver, "player.state") == "open", "[%s] one drag down dismissed the queue; the player stayed open" % mode)
    # A vertical drag that starts on the covers closes the player.
    covers = centre(driver, "carousel.carousel")
    drag(driver, covers, (covers[0], covers[1] + 450), 0.35)
    wait_state(driver, "s.player.state === 'closed' && s.player.phase === 'idle'", "the player closed")
    check(showcase_state(driver, "carousel.centered") == 1, "[%s] a vertical drag on the covers closed the player (the covers stayed)" % mode)
    # Home: a tile plays its track, shown in the mini player.
    tap(driver, centre(driver, "tab.0"))
    wait_state(driver, "s.tab === 0", "Home")
    tap(driver, centre(driver, "home.tile.3"))
    wait_state(driver, "s.track === 3 && s.playing === true", "the tile's track playing")
    title = driver.execute_script("return document.querySelector('[data-id=\"player.miniPlayer.title\"]').textContent")
    check(title == "Slow Motion City", "[%s] a home tile plays its track, and the mini player says so: %s" % (mode, title))
    driver.save_screenshot(artifact("showcase-home.png"))
    tap(driver, centre(driver, "player.miniPlayer.play"))
    wait_state(driver, "s.playing === false", "paused")
    if mode == "wasm":
        numbers = driver.execute_script(
            "const c = window.crossfade, s = [...c.engineMicros].sort((a, b) => a - b), d = [...c.frameMicros].sort((a, b) => a - b);"
            "return {frames: c.frames, longFrames: c.longFrames, median: s[Math.floor(s.length / 2)], p99: s[Math.min(s.length - 1, Math.floor(s.length * 0.99))],"
            " engineAndDomMedian: d[Math.floor(d.length / 2)], engineAndDomP99: d[Math.min(d.length - 1, Math.floor(d.length * 0.99))]};")
        with open(artifact("showcase-metrics.json"), "w") as f:
            json.dump(numbers, f, indent=1)
        check(numbers["frames"] > 200, "[wasm] the showcase in the page: %s" % json.dumps(numbers))
        # The phone is crossfade.js's Host: the same accessibility tree a page gets.
        tree = driver.execute_script(
            "const stage = document.getElementById('stage'), named = (e) => (e.getAttribute('aria-label') || e.textContent).trim();"
            "const controls = [...stage.querySelectorAll('[role=button], [role=tab], [role=slider], [role=tabpanel]')].filter((e) => !e.closest('[inert]'));"
            "return { controls: controls.length, unnamed: controls.filter((e) => !named(e)).map((e) => e.dataset.id),"
            " tabs: [...stage.querySelectorAll('[role=tab]')].filter((e) => !e.closest('[inert]')).map(named) };")
        check(tree["controls"] > 10 and not tree["unnamed"] and "Home" in tree["tabs"],
              "[wasm] the Studio's phone carries the page's accessibility tree: %d controls, unnamed %s, tabs %s" % (
                  tree["controls"], tree["unnamed"] or "none", tree["tabs"]))
        # What a frame of the showcase costs the page while a finger drags the player
        # up over Home and back (the engine, and the engine and the DOM together).
        driver.execute_script("window.crossfade.engineMicros.length = 0; window.crossfade.frameMicros.length = 0;")
        mini = centre(driver, "player.miniPlayer.title")
        drag_path(driver, [mini, (mini[0], mini[1] - 420), mini], 3.0)
        wait_state(driver, "s.player.state === 'closed' && s.phase === 'idle'", "the player back down")
        moved = driver.execute_script(
            "const q = (l, p) => { const s = [...l].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; }, c = window.crossfade;"
            "return {frames: c.frameMicros.length, engineMicros: {median: q(c.engineMicros, 0.5), p99: q(c.engineMicros, 0.99)},"
            " engineAndDomMicros: {median: q(c.frameMicros, 0.5), p99: q(c.frameMicros, 0.99)}};")
        with open(artifact("showcase-drag-metrics.json"), "w") as f:
            json.dump(moved, f, indent=1)
        check(moved["frames"] > 60, "[wasm] a 3 s drag of the showcase's player: %s" % json.dumps(moved))


# ---- Issue 31: the showcase looks and behaves like the apps it recreates ------------
# One pass per appearance (both engine modes in dark, the page's engine in light too):
# each numbered item of the issue is checked on the DOM (and, for the seam, on the
# pixels), and a screenshot of the phone is kept for each: <mode>-item<N>-<what>-<appearance>.png.

def phone_shot(driver, path):
    driver.execute_script("window.scrollTo(0, 0)")
    driver.find_element("id", "phone").screenshot(path)


def press(driver, start, end, steps=12, pause=0.016):
    """A real pointer pressed at start and moved to end, still held (release() lifts it)."""
    actions = pressed_straight(driver, start, end, steps, pause)
    actions.pointer_action.pause(0.25)
    actions.perform()


def release(driver):
    mouse = PointerInput(interaction.POINTER_MOUSE, "mouse")
    actions = ActionBuilder(driver, mouse=mouse, duration=0)
    actions.pointer_action.pointer_up()
    actions.perform()


def set_appearance(driver, appearance):
    """The options panel's appearance (it restarts the session)."""
    show_panel(driver, "options")
    select = driver.find_element("css selector", "#options [data-option='appearance'] select")
    if select.get_attribute("value") != appearance:
        Select(select).select_by_value(appearance)
    background = "rgb(255, 255, 255)" if appearance == "light" else "rgb(18, 18, 18)"  # the palette's, behind the app
    wait_for(driver, "(() => { const e = document.querySelector('[data-id=\"app\"]'); return e && getComputedStyle(e).backgroundColor === '%s'; })()" % background,
             description="the app drawn in %s" % appearance)
    wait_state(driver, "s.phase === 'idle' && s.tab === 2", "the showcase restarted in %s" % appearance)


def perform(driver, name, fields=None):
    """An action as the actions panel sends it (the non-gesture path)."""
    show_panel(driver, "actions")
    field_inputs = driver.find_elements("css selector", "#actions input[data-action='%s']" % name)
    for element in field_inputs:
        element.clear()
        element.send_keys(str((fields or {})[element.get_attribute("data-field")]))
    driver.find_element("css selector", "#actions button[data-action='%s']" % name).click()


def png_pixels(png):
    """An 8-bit RGB(A) PNG (what Chromium writes) as (width, height, rows of RGB tuples)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    position, chunks, width = 8, [], 0
    while position < len(png):
        length, kind = struct.unpack(">I4s", png[position:position + 8])
        data = png[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", data[:10])
            assert depth == 8 and colour in (2, 6), "unexpected PNG format"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            chunks.append(data)
        position += 12 + length
    raw, stride, rows, previous = zlib.decompress(b"".join(chunks)), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def seam_redness(png):
    """How much redder than the sheet beside it the phone's last column is, at most (mid-height rows)."""
    width, height, rows = png_pixels(png)
    redness = lambda p: p[0] - p[1]
    return max(redness(rows[y][width - 1]) - redness(rows[y][width - 4]) for y in range(int(0.3 * height), int(0.7 * height), 5))


def element_style(driver, layer_id, prop):
    return driver.execute_script("const e = document.querySelector(arguments[0]); return e && getComputedStyle(e)[arguments[1]];",
                                 '[data-id="%s"]' % layer_id, prop)


def run_showcase_items(driver, base, mode, artifact, appearance):
    shot = lambda item, what: phone_shot(driver, artifact("item%d-%s-%s.png" % (item, what, appearance)))
    tag = "[%s, %s]" % (mode, appearance)
    driver.get(base + ("?mode=socket" if mode == "socket" else ""))
    wait_for_mode(driver, mode)
    set_appearance(driver, appearance)
    # The page's status bar follows the state at the next frame it draws: wait for it.
    words = "light" if appearance == "dark" else "dark"
    wait_for(driver, "window.crossfade.state.statusBar === '%s' && document.getElementById('chrome').dataset.style === '%s'" % (words, words),
             description="%s the status bar's %s words over Your Library" % (tag, words))
    check(showcase_state(driver, "statusBar") == words
          and driver.execute_script("return document.getElementById('chrome').dataset.style") == showcase_state(driver, "statusBar"),
          "%s the status bar over Your Library: %s words (the page's: %s)" % (tag, showcase_state(driver, "statusBar"),
                                                                        driver.execute_script("return document.getElementById('chrome').dataset.style")))

    # 1. The pages show what their names say: Artists are round portraits; a library row plays (6).
    perform(driver, "library.selectSubcategory", {"index": 1})
    wait_state(driver, "s.library.subcategory === 1 && s.phase === 'idle'", "Artists")
    radius = driver.execute_script(
        "const a = [...document.querySelectorAll('[data-id^=\"library.pager.list.\"][data-id$=\".art\"]')]"
        ".find((e) => { const r = e.getBoundingClientRect(), s = document.getElementById('stage').getBoundingClientRect(); return r.left >= s.left && r.right <= s.right; });"
        "return a && [parseFloat(getComputedStyle(a).borderTopLeftRadius), a.getBoundingClientRect().width / window.crossfade.scale];")
    check(radius and abs(radius[0] - radius[1] / 2) < 0.5, "%s item 1: Artists are round portraits (radius %s of %s pt)" % (tag, radius and radius[0], radius and radius[1]))
    shot(1, "artists")
    row = driver.execute_script(
        "const t = [...document.querySelectorAll('[data-id^=\"library.pager.list.\"][data-id$=\".title\"]')].find((e) => e.textContent === 'Juniper Vale');"
        "const r = t.getBoundingClientRect(), s = document.getElementById('stage').getBoundingClientRect(), k = window.crossfade.scale;"
        "return [(r.left + 20 - s.left) / k, (r.top + r.height / 2 - s.top) / k];")
    tap(driver, tuple(row))
    wait_state(driver, "s.track === 1 && s.playing === true", "the artist's row plays")
    tap(driver, centre(driver, "player.miniPlayer.title"))
    wait_state(driver, "s.player.state === 'open' && s.player.phase === 'idle'", "Now Playing")
    footer = driver.execute_script("return document.querySelector('[data-id=\"nowPlaying.header.name\"]').textContent")
    check(footer == "Juniper Vale", "%s item 6: a library row plays (track 1), and Now Playing plays from the artist: %s" % (tag, footer))

    # 5. Spotify's layout: like beside the title, share, the header's "⋯", the mini player's devices.
    title, like = layer_box(driver, "carousel.title"), layer_box(driver, "nowPlaying.like")
    check(abs((like[1] + like[3] / 2) - (title[1] + title[3] / 2)) < 0.5 and like[0] >= title[0] + title[2] - 0.5,
          "%s item 5: the like button is beside the title: %s, %s" % (tag, [round(v) for v in like], [round(v) for v in title]))
    check(all(layer_box(driver, i) is not None for i in ["nowPlaying.shareButton", "nowPlaying.more", "nowPlaying.devices", "player.miniPlayer.devices"]),
          "%s item 5: share, ⋯ and devices buttons are drawn" % tag)
    shot(5, "now-playing")
    tap(driver, centre(driver, "nowPlaying.more"))
    wait_state(driver, "s.sheet === 'more' && s.phase === 'idle'", "the ⋯ menu")
    shot(5, "menu")
    tap(driver, centre(driver, "sheet.row.2"))  # Go to artist
    wait_state(driver, "s.sheet === 'none' && s.player.state === 'closed' && s.tab === 2 && s.library.subcategory === 1 && s.phase === 'idle'",
               "the menu's Go to artist")
    check(True, "%s item 5: the ⋯ menu's 'Go to artist' closed the player on Your Library's Artists" % tag)

    # 3. Now Playing is a solid sheet: held at 60 % of the way up, nothing behind shows through.
    mini = centre(driver, "player.miniPlayer.title")
    travel = layer_box(driver, "player.player")[1]
    press(driver, mini, (mini[0], mini[1] - 0.6 * travel))
    opacity = driver.execute_script(
        "const o = (id) => { let e = document.querySelector(`[data-id=\"${id}\"]`), v = 1; while (e && e.id !== 'stage') { v *= parseFloat(getComputedStyle(e).opacity); e = e.parentElement; } return v; };"
        "return [o('player'), o('player.player'), o('player.player.backdrop'), getComputedStyle(document.querySelector('[data-id=\"player.player\"]')).backgroundColor];")
    sheet, backdrop = layer_box(driver, "player.player"), layer_box(driver, "player.player.backdrop")
    progress = showcase_state(driver, "player.progress")
    check(0.4 < progress < 0.8 and opacity[:3] == [1, 1, 1] and opacity[3] in ("rgba(0, 0, 0, 0)", "transparent")
          and backdrop[0] <= sheet[0] + 0.01 and backdrop[0] + backdrop[2] >= sheet[0] + sheet[2] - 0.01,
          "%s item 3: at %.0f %% the sheet and its backdrop are opaque (%s) and the backdrop covers it" % (tag, progress * 100, opacity))
    shot(3, "sheet-held-60pct")
    release(driver)
    wait_state(driver, "s.player.phase === 'idle' && s.phase !== 'dragging'", "the player at rest")
    if showcase_state(driver, "player.state") != "open":
        tap(driver, centre(driver, "player.miniPlayer.title"))
        wait_state(driver, "s.player.state === 'open' && s.player.phase === 'idle'", "Now Playing open")

    # 7. No seam: at the default zoom, the phone's last column of pixels (the sheet's
    # edge, partly covered) is no redder than the sheet beside it.
    if driver.find_element("id", "zoom").get_attribute("value") == "fit":
        driver.execute_script("window.scrollTo(0, 0)")
        worst = seam_redness(driver.find_element("id", "phone").screenshot_as_png)
        check(worst <= 12, "%s item 7: no crimson seam down the right edge at zoom %.3f (the edge's red excess %d)"
              % (tag, driver.execute_script("return window.crossfade.scale"), worst))

    # 2. Apple Music's card: held half way down, the app is half way back over black.
    tap(driver, centre(driver, "nowPlaying.queueButton"))
    wait_state(driver, "s.queue.presented === true && s.queue.phase === 'idle'", "the queue")
    check(layer_box(driver, "queue.card.slider") is None, "%s item 2: no slider heads the queue" % tag)
    app = layer_box(driver, "app")
    check(abs(app[1] - device_top(driver)) < 0.5 and app[2] < 0.93 * layer_box(driver, "queue.dim")[2], "%s item 2: presented, the app is shrunk to %s" % (tag, [round(v) for v in app]))
    shot(2, "card")

    # 5. The queue's rows have reorder handles: the third row dragged by its handle to the
    # top follows the finger, the rows above make way, and the drop moves it (and what plays next).
    titles = lambda: driver.execute_script(
        "return [0, 1, 2, 3].map((i) => { const e = document.querySelector('[data-id=\"queue.card.row.' + i + '.title\"]'); return e && e.textContent; })")
    before = titles()
    handle = layer_box(driver, "queue.card.row.2.handle")
    check(handle is not None and handle[2] >= 43.9, "%s item 5: every queue row has a reorder handle (%s)" % (tag, handle))
    start = (handle[0] + handle[2] / 2, handle[1] + handle[3] / 2)
    row = layer_box(driver, "queue.card.row.2")
    press(driver, start, (start[0], start[1] - 112), steps=14)
    held = layer_box(driver, "queue.card.row.2")
    check(abs((row[1] - held[1]) - 112) < 1.5 and showcase_state(driver, "queue.presented"),
          "%s item 5: the held row followed the finger 112 pt up (moved %.1f pt); the card stayed" % (tag, row[1] - held[1]))
    shot(5, "queue-row-held")
    release(driver)
    wait_state(driver, "s.queue.phase === 'idle' && s.phase === 'idle'", "the row dropped")
    after = titles()
    check(after == [before[2], before[0], before[1], before[3]], "%s item 5: the drop moved the row to the top: %s → %s" % (tag, before, after))
    shot(5, "queue-reordered")
    perform(driver, "carousel.next")
    wait_for(driver, "document.querySelector('[data-id=\"carousel.title\"]').textContent === %s" % json.dumps(before[2]),
             description="%s item 5: next plays the row moved to the top (%s)" % (tag, before[2]))
    perform(driver, "carousel.previous")
    wait_state(driver, "s.carousel.phase === 'idle'", "back on the first cover")

    press(driver, (195, 140), (195, 140 + 0.5 * (844 - 57)), steps=16)
    app, progress = layer_box(driver, "app"), showcase_state(driver, "queue.progress")
    width, height, rows = png_pixels(driver.get_screenshot_as_png())
    x, y = stage_point(driver, 195, app[1] / 2)
    pixel = rows[int(y)][int(x)]
    check(0.3 < progress < 0.7 and app[1] > 10 and max(pixel) < 20 and showcase_state(driver, "statusBar") == "light",
          "%s item 2: half way (%.2f) the app's top is at %.1f pt, black above it %s, the status bar light" % (tag, progress, app[1], pixel))
    shot(2, "card-held-half")
    release(driver)
    wait_state(driver, "s.queue.phase === 'idle' && s.phase !== 'dragging'", "the queue at rest")
    if showcase_state(driver, "queue.presented"):
        perform(driver, "queue.dismiss")
        wait_state(driver, "s.queue.presented === false && s.queue.phase === 'idle'", "the queue dismissed")

    # 8. A lyric card answers a sideways drag, a little, and springs back (paused: the
    # clock would otherwise bring the next line forward once the finger lifts).
    perform(driver, "carousel.pause")
    wait_state(driver, "s.playing === false", "paused for the lyrics")
    tap(driver, centre(driver, "nowPlaying.lyricsButton"))
    wait_state(driver, "s.lyricsOpen === true && s.phase === 'idle'", "lyrics", timeout=10)
    front = "lyrics.card.%d" % showcase_state(driver, "lyrics.front")
    card = layer_box(driver, front)
    press(driver, (card[0] + card[2] / 2, card[1] + card[3] / 2), (card[0] + card[2] / 2 + 120, card[1] + card[3] / 2))
    moved = layer_box(driver, front)[0] - card[0]
    shot(8, "lyric-card-pulled-sideways")
    release(driver)
    wait_for(driver, "(() => { const s = window.crossfade.state; return s.lyrics.phase === 'idle'; })()", description="the card back")
    back = layer_box(driver, front)
    check(5 < moved < 24.5 and abs(back[0] - card[0]) < 0.5, "%s item 8: a 120 pt sideways drag moved the card %.1f pt; it sprang back" % (tag, moved))
    tap(driver, centre(driver, "lyricsView.close"))
    wait_state(driver, "s.lyricsOpen === false && s.phase === 'idle'", "lyrics closed")
    perform(driver, "player.close")
    wait_state(driver, "s.player.state === 'closed' && s.phase === 'idle'", "the player closed")

    # 6. Home and Search scroll; a shelf scrolls sideways; a card plays.
    tap(driver, centre(driver, "tab.0"))
    wait_state(driver, "s.tab === 0", "Home")
    shot(6, "home")
    drag(driver, (195, 640), (195, 340), 0.3, hold=0.1)
    wait_state(driver, "s.homeOffset > 200 && s.phase === 'idle'", "Home scrolled")
    card = layer_box(driver, "home.shelf.1.item.1")
    drag(driver, (300, card[1] + card[3] / 3), (100, card[1] + card[3] / 3), 0.3, hold=0.1)
    wait_state(driver, "s.phase === 'idle'", "the shelf at rest")
    moved = layer_box(driver, "home.shelf.1.item.1")
    check(moved[0] < card[0] - 150 and abs(moved[1] - card[1]) < 0.5, "%s item 6: Home scrolled %.0f pt; its shelf scrolled sideways %.0f pt"
          % (tag, showcase_state(driver, "homeOffset"), card[0] - moved[0]))
    shot(6, "home-scrolled")
    tap(driver, (moved[0] + moved[2] / 2, moved[1] + moved[2] / 2))
    wait_state(driver, "s.playing === true && s.track === 1", "the album card plays")
    tap(driver, centre(driver, "tab.1"))
    wait_state(driver, "s.tab === 1", "Search")
    drag(driver, (195, 640), (195, 400), 0.3, hold=0.1)
    wait_state(driver, "s.searchOffset > 150 && s.phase === 'idle'", "Search scrolled")
    shot(6, "search-scrolled")
    tap(driver, centre(driver, "search.category.5"))
    wait_state(driver, "s.tab === 2 && s.library.category === 1 && s.library.subcategory === 2 && s.phase === 'idle'", "Shows from Search")
    check(True, "%s item 6: Search scrolled and its Shows tile opened Your Library's Shows" % tag)
    shot(1, "shows")
    tap(driver, centre(driver, "player.miniPlayer.play"))
    wait_state(driver, "s.playing === false", "paused")

    # 4. No neighbour cover peeks at rest, on any device: Now Playing stays open while the
    # device changes (a size change of the running session, never a restart).
    perform(driver, "player.open")
    wait_state(driver, "s.player.state === 'open' && s.phase === 'idle'", "Now Playing")
    for device in driver.execute_script("return window.crossfade.devices"):
        frames = driver.execute_script("return window.crossfade.frames")
        Select(driver.find_element("id", "device")).select_by_value(device["id"])
        wait_for(driver, "(() => { const m = window.crossfade; return m.viewport.width === %d && m.viewport.height === %d && m.frames > %d"
                 " && m.state.phase === 'idle'; })()" % (device["width"], device["height"], frames), description=device["id"])
        check(driver.execute_script("return window.crossfade.state.player.state") == "open",
              "%s item 4: Now Playing stays open on the %s (the session kept)" % (tag, device["name"]))
        # (In socket mode frames already on their way were laid out before the change: wait for one after it.)
        # (The covers' strip is the whole width in portrait and beside the controls in landscape, clipped there.)
        peeking_script = ("const s = document.querySelector('[data-id=\"carousel.carousel\"]').getBoundingClientRect(), k = window.crossfade.scale, c = window.crossfade.state.carousel.centered;"
            "return [...document.querySelectorAll('[data-id^=\"carousel.cover.\"]')].filter((e) => /^carousel\\.cover\\.\\d+$/.test(e.dataset.id) && e.dataset.id !== `carousel.cover.${c}`)"
            ".map((e) => { const r = e.getBoundingClientRect(); return [e.dataset.id, (r.left - s.left) / k, (r.right - s.left) / k]; })"
            ".filter(([id, l, r]) => r > 0.01 && l < s.width / k - 0.01);")
        deadline = time.time() + 8
        peeking = driver.execute_script(peeking_script)
        while peeking and time.time() < deadline:
            time.sleep(0.05)
            peeking = driver.execute_script(peeking_script)
        check(not peeking, "%s item 4: on %s no neighbour cover reaches into the screen: %s" % (tag, device["name"], peeking))
        if device["id"] == "se":
            shot(4, "now-playing-se")
    Select(driver.find_element("id", "device")).select_by_value("14")
    wait_state(driver, "s.phase === 'idle'", "back on the iPhone 14")
    perform(driver, "player.close")
    wait_state(driver, "s.player.state === 'closed' && s.phase === 'idle'", "Now Playing closed")
    if appearance == "dark" and mode == "wasm":  # the README's picture: Now Playing, playing
        perform(driver, "playHome", {"index": 7})
        perform(driver, "player.open")
        wait_state(driver, "s.player.state === 'open' && s.player.phase === 'idle' && s.carousel.elapsed > 2", "Now Playing for the README")
        driver.execute_script("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()")
        time.sleep(0.3)
        driver.save_screenshot(os.path.join(ARTIFACTS, "readme-studio.png"))
        perform(driver, "carousel.pause")


def device_top(driver):
    return driver.execute_script("const d = window.crossfade.devices.find((d) => d.id === document.getElementById('device').value); return d.top;")




def check_indicator(driver, mode, category, sub):
    """The indicator's DOM box matches the selected label's drawn text within 1 px."""
    indicator = layer_box(driver, "pager.indicator")
    text = layer_box(driver, "pager.sub.%d.%d" % (category, sub), " .cf-fit")
    natural = driver.execute_script("const e = document.querySelector(arguments[0]); return e.offsetWidth;",
                                    '[data-id="pager.sub.%d.%d"] .cf-fit' % (category, sub))
    scale = driver.execute_script("return window.crossfade.scale")
    check(abs(indicator[0] - text[0]) * scale <= 1 and abs(indicator[2] - text[2]) * scale <= 1,
          "[%s] the indicator (x %.2f, width %.2f pt) matches label %d.%d's text (x %.2f, width %.2f pt; the font's own width %.2f pt)"
          % (mode, indicator[0], indicator[2], category, sub, text[0], text[2], natural))


def run_library(driver, mode, artifact):
    """library-pager: swipes through both categories; the indicator always matches its label."""
    Select(driver.find_element("id", "interaction")).select_by_value("library-pager")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.category === 0 && window.crossfade.state.phase === 'idle'",
             description="library-pager")
    check_indicator(driver, mode, 0, 0)
    for expected in [(0, 1), (0, 2), (1, 0), (1, 1)]:  # past half a page each: pages whatever the release velocity
        drag(driver, (340, 470), (120, 470), 0.08, steps=8, hold=0.0)
        wait_for(driver, "window.crossfade.state.category === %d && window.crossfade.state.subcategory === %d && window.crossfade.state.phase === 'idle'"
                 % expected, description="page %s" % (expected,))
        page = layer_box(driver, "pager.page.%d.%d" % expected)
        check(abs(page[0]) < 0.5, "[%s] one swipe, one page: %s at x %.2f" % (mode, expected, page[0]))
        check_indicator(driver, mode, *expected)
    driver.save_screenshot(artifact("library.png"))
    # Back across the categories, each drag past half a page (so it pages whatever velocity
    # the release carries on a loaded machine), and a tap on "Music".
    for expected in [(1, 0), (0, 2)]:
        drag(driver, (40, 470), (260, 470), 0.08, steps=8, hold=0.0)
        wait_for(driver, "window.crossfade.state.category === %d && window.crossfade.state.subcategory === %d && window.crossfade.state.phase === 'idle'"
                 % expected, description="back to %s" % (expected,))
    music = layer_box(driver, "pager.category.0")
    drag(driver, (music[0] + music[2] / 2, music[1] + music[3] / 2), (music[0] + music[2] / 2, music[1] + music[3] / 2), 0.05, steps=1, hold=0.0)
    wait_for(driver, "window.crossfade.state.category === 0 && window.crossfade.state.subcategory === 0 && window.crossfade.state.phase === 'idle'",
             description="Music tapped")
    check_indicator(driver, mode, 0, 0)
    # A vertical drag scrolls the page's list, not the pager.
    drag(driver, (195, 700), (195, 450), 0.3, hold=0.1)
    wait_for(driver, "window.crossfade.state.phase === 'idle' && window.crossfade.state.contentOffset > 200", description="the list scrolled")
    check(state(driver)["subcategory"] == 0, "[%s] a vertical drag scrolled the list (%.0f pt) and did not page" % (mode, state(driver)["contentOffset"]))


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
    panel(driver, "lab")
    code = lambda: driver.execute_script("return document.getElementById('lab-code').textContent")
    value_path = lambda: driver.execute_script("const p = document.querySelector('#lab-plot path.value.spring-0'); return p && p.getAttribute('d')")
    wait_for(driver, "document.getElementById('lab-code').textContent.includes('dampingFraction: 0.825')", description="the lab's first spring")
    before = value_path()
    check(".spring(response: 0.5, dampingFraction: 0.825)" in code(), "[%s] the lab shows SwiftUI code for its spring" % mode)
    if mode == "wasm":
        # The lab's numbers come from its own module; the interaction's module has no lab.
        modules = driver.execute_script("return performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.includes('engine-'))")
        check(any(m.endswith("/crossfade/engine-lab.wasm") for m in modules), "[wasm] the lab loaded engine-lab.wasm beside crossfade.js: %s" % modules)
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
    panel(driver, "actions")
    driver.find_element("css selector", "#actions button").click()  # open
    wait_for(driver, "window.crossfade.state.state === 'open' && window.crossfade.state.phase === 'idle'", timeout=10, description="opened with the tuned spring")
    highest = driver.execute_script("window.crossfade.watching = false; return window.crossfade.highest")
    check(highest < -50, "[%s] the player overshot the top by %.0f pt (ζ 0.4; with ζ 1 it never passes 0)" % (mode, -highest))
    driver.execute_script("window.crossfade.lastTrace = null")
    driver.find_element("id", "record").click()
    trace = wait_for(driver, "window.crossfade.lastTrace", description="the trace recorded with the tuned spring")
    with open(artifact("lab-trace.json"), "w") as f:
        json.dump(trace, f, indent=1)
    # Hosts put option numbers on the microsecond grid a trace writes exactly.
    check(trace["options"].get("dampingRatio") == 0.4 and abs(trace["options"].get("duration", 0) - tuned["duration"]) <= 5e-7,
          "[%s] the recorded trace carries the tuned spring: %s" % (mode, trace["options"]))
    panel(driver, "lab")
    driver.find_element("id", "lab-reset").click()
    wait_for(driver, "!window.crossfade.tuned['player-transition']", description="reset")
    # The showcase's springs are the lab's too: spring A on its player.frame makes its player overshoot.
    Select(driver.find_element("id", "interaction")).select_by_value("showcase")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.tab === 2 && window.crossfade.state.phase === 'idle'", description="the showcase")
    Select(driver.find_element("id", "lab-target")).select_by_value("player.frame")
    driver.find_element("id", "lab-apply").click()
    # (The light pass already tuned the showcase's appearance: wait for the spring itself, as apply() is asynchronous.)
    tuned = wait_for(driver, "window.crossfade.tuned.showcase && window.crossfade.tuned.showcase['player.dampingRatio'] !== undefined && window.crossfade.tuned.showcase",
                     description="the spring applied to the showcase")
    check(tuned.get("player.dampingRatio") == 0.4 and abs(tuned.get("player.duration", 0) - float(forms["uikitDuration"])) < 1e-3,
          "[%s] applied to the showcase's player.frame: %s" % (mode, tuned))
    wait_for(driver, "window.crossfade.sessionOptions['player.dampingRatio'] === 0.4 && window.crossfade.state && window.crossfade.state.phase === 'idle'",
             description="the restarted showcase")
    driver.execute_script(
        "window.crossfade.highest = Infinity; const s = document.getElementById('stage');"
        "const watch = () => { const p = document.querySelector('[data-id=\"player.player\"]');"
        " if (p) window.crossfade.highest = Math.min(window.crossfade.highest, (p.getBoundingClientRect().top - s.getBoundingClientRect().top) / window.crossfade.scale);"
        " if (window.crossfade.watching) requestAnimationFrame(watch); };"
        "window.crossfade.watching = true; requestAnimationFrame(watch);")
    panel(driver, "actions")
    driver.find_element("css selector", "#actions [data-group='player'] button[data-action='player.open']").click()
    wait_for(driver, "window.crossfade.state.player.state === 'open' && window.crossfade.state.player.phase === 'idle'", timeout=10, description="the showcase's player open")
    highest = driver.execute_script("window.crossfade.watching = false; return window.crossfade.highest")
    check(highest < -50, "[%s] the showcase's player overshot the top by %.0f pt" % (mode, -highest))
    panel(driver, "lab")
    driver.find_element("id", "lab-reset").click()
    # (the appearance chosen in the options panel stays chosen: only the lab's springs reset)
    wait_for(driver, "!(window.crossfade.tuned.showcase || {})['player.dampingRatio'] && !(window.crossfade.tuned.showcase || {})['player.duration']",
             description="the showcase's spring reset")


def layers_at_rest(driver):
    """The engine's layers as the page holds them (frame, transform, opacity), at rest."""
    return driver.execute_script(
        "const out = {}; for (const [id, l] of window.crossfade.layers) out[id] = [l.frame, l.transform, l.opacity]; return out;")


def same_scene(a, b):
    if a.keys() != b.keys():
        return False
    flat = lambda v: [x for part in v for x in (part if isinstance(part, list) else [part])]
    return all(all(abs(x - y) <= 1e-6 for x, y in zip(flat(a[k]), flat(b[k]))) for k in a)


def choose(driver, select_id, value):
    """Uses a select with the pointer, as a person would: it ends up focused."""
    element = driver.find_element("id", select_id)
    element.click()
    Select(element).select_by_value(value)


def run_slow_motion(driver, base, mode):
    """The same slow drag at ×1 and ×0.1: the same decision and the same scene at rest. (The
    engine decides from the page's event times; on a loaded machine a drag driven through
    WebDriver can reach the page with its last moves bunched, a faster release than the hand
    made: the pair is tried up to three times, and every pair is printed.)"""
    url = base + "?interaction=player-transition" + ("&mode=socket" if mode == "socket" else "")
    tries = []
    for attempt in range(3):
        results = []
        for speed in ("1", "0.1"):
            driver.get(url)
            wait_for_mode(driver, mode)
            choose(driver, "speed", speed)
            # 200 pt up in 0.6 s, lifted at once: at ×1 it springs back closed.
            drag(driver, (195, 760), (195, 560), 0.6, hold=0.0)
            wait_for(driver, "window.crossfade.state.phase === 'idle'", timeout=40, description="rest at ×%s" % speed)
            results.append((state(driver)["state"], layers_at_rest(driver)))
        tries.append((results[0][0], results[1][0]))
        if results[0][0] == results[1][0] == "closed":
            break
    check(results[0][0] == results[1][0] == "closed",
          "[%s] a slow 200 pt drag decides the same at ×1 and ×0.1: %s, %s (tries: %s)" % (mode, results[0][0], results[1][0], tries))
    check(same_scene(results[0][1], results[1][1]), "[%s] and rests on the same scene (%d layers)" % (mode, len(results[0][1])))


def option_input(driver, name):
    """The options panel's control for option `name`, its spring's or curve's fold opened first
    (as a person clicks its summary) where it is folded."""
    fold = driver.execute_script("return document.querySelector(`#options [data-option='${arguments[0]}']`).closest('details')", name)
    if fold is not None and not fold.get_property("open"):
        fold.find_element("css selector", "summary").click()
    return driver.find_element("css selector", "#options [data-option='%s'] :is(input, select, textarea)" % name)


def phone_box(driver):
    """The phone as the window shows it, bezel (11 px) included: left, top, right, bottom; the window's size; the scale."""
    return driver.execute_script(
        "const r = document.getElementById('phone').getBoundingClientRect();"
        "return {left: r.left - 11, top: r.top - 11, right: r.right + 11, bottom: r.bottom + 11, width: innerWidth, height: innerHeight,"
        " scale: window.crossfade.scale, scrollY};")


def check_fit(driver, device):
    """Zoom 'fit': the whole phone in the window without scrolling, at 100 % where that fits,
    else at the largest scale that does (its bezel then ends within 12 px of the window's bottom)."""
    box = phone_box(driver)
    inside = box["left"] >= 0 and box["top"] >= 0 and box["right"] <= box["width"] and box["bottom"] <= box["height"] and box["scrollY"] == 0
    largest = box["scale"] == 1 or box["height"] - box["bottom"] <= 12 or device.get("tablet")
    check(inside and largest, "%s: drawn at %.3f in a %d × %d window, the whole phone in view (%d…%d px)%s" % (
        device["name"], box["scale"], box["width"], box["height"], box["top"], box["bottom"],
        "" if box["scale"] == 1 else ", as large as fits"))


def run_loading_notice(driver, base):
    """Before its first frame the phone says what it is doing: the engine's module held back (its
    fetch waits for the test), the phone shows "Loading the engine (WebAssembly, N KB)…", then
    "Starting showcase…", and nothing once the first frame is drawn."""
    gate = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        (() => {
          const fetchNow = window.fetch.bind(window);
          let release;
          const released = new Promise((resolve) => { release = resolve; });
          window.releaseWasm = () => release();
          window.fetch = (input, init) => String(input && input.url ? input.url : input).endsWith('.wasm')
            ? released.then(() => fetchNow(input, init)) : fetchNow(input, init);
          window.notices = [];
          document.addEventListener('DOMContentLoaded', () => {
            const notice = document.getElementById('phone-notice');
            const note = () => { if (!notice.hidden && notice.textContent !== window.notices.at(-1)) window.notices.push(notice.textContent); };
            note();
            new MutationObserver(note).observe(notice, { childList: true, characterData: true, subtree: true, attributes: true });
          });
        })();"""})
    try:
        driver.get(base)
        loading = wait_for(driver, "(() => { const n = document.getElementById('phone-notice');"
                                   " return !n.hidden && n.textContent.startsWith('Loading the engine') && n.textContent; })()",
                           timeout=30, description="the loading notice")
        bare = driver.execute_script("return [window.crossfade.frames, document.getElementById('stage').childElementCount,"
                                     " getComputedStyle(document.getElementById('phone-notice')).display]")
        check(bare[0] == 0 and bare[1] == 0 and bare[2] != "none" and "WebAssembly" in loading and " KB)" in loading,
              "while the engine's module downloads, the phone says so: '%s' (frames %d, layers %d)" % (loading, bare[0], bare[1]))
        driver.execute_script("window.releaseWasm()")
        wait_for_mode(driver, "wasm")
        wait_for(driver, "document.getElementById('phone-notice').hidden", description="the notice gone at the first frame")
        notices = driver.execute_script("return window.notices")
        check(any(n.startswith("Loading the engine (WebAssembly, ") for n in notices) and "Starting showcase…" in notices
              and driver.execute_script("return window.crossfade.frames") > 0,
              "then it says it starts the showcase, and at the first frame the notice is gone: %s" % notices)
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": gate["identifier"]})


def run_fit_scales(driver, base):
    """Zoom 'fit' draws the phone at 100 % where it fits: a 1440 × 900 page shows the iPhone 14
    at 100 %; real headless windows of 1440 × 900 and 1280 × 720 (whose pages are 143 px shorter:
    the browser's own bars) at the largest scale that fits, the whole phone in view."""
    measured = {}
    for width, height, emulated in ((1440, 900, True), (1440, 900, False), (1366, 768, False), (1280, 720, False)):
        driver.set_window_size(width, height)
        if emulated:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        try:
            driver.get(base + "?interaction=player-transition")
            wait_for_mode(driver, "wasm")
            box = phone_box(driver)
            name = "%d×%d %s" % (width, height, "page" if emulated else "window (page %d×%d)" % (box["width"], box["height"]))
            measured[name] = round(box["scale"], 3)
            check_fit(driver, {"name": "iPhone 14 in a %s" % name})
            if emulated:
                check(driver.execute_script("return window.crossfade.scale") == 1, "in a 1440 × 900 page the iPhone 14 is drawn at 100 %")
                driver.save_screenshot(os.path.join(ARTIFACTS, "fit-1440x900-page.png"))
            else:
                driver.save_screenshot(os.path.join(ARTIFACTS, "fit-%dx%d-window.png" % (width, height)))
        finally:
            if emulated:
                driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    with open(os.path.join(ARTIFACTS, "fit-scales.json"), "w") as f:
        json.dump(measured, f, indent=1)
    check(True, "the iPhone 14's scales: %s" % measured)


def run_status_bar(driver):
    """The Studio's status bar as each device lays it out: the time centred on a phone without a
    notch (iPhone SE), in the middle of the left ear beside a notch (iPhone 14)."""
    time_box = lambda: driver.execute_script(
        "const t = document.querySelector('#chrome .time').getBoundingClientRect(), p = document.getElementById('phone').getBoundingClientRect();"
        "return {centre: (t.left + t.width / 2 - p.left) / window.crossfade.scale, phone: p.width / window.crossfade.scale, width: t.width};")
    for device, expected, what in (("se", lambda w: w / 2, "centred"), ("14", lambda w: (w - 174) / 4, "in the middle of the left ear")):
        Select(driver.find_element("id", "device")).select_by_value(device)
        wait_for(driver, "window.crossfade.viewport.width === window.crossfade.device.width && window.crossfade.device.id === '%s'" % device,
                 description=device)
        box = time_box()
        check(box["width"] > 0 and abs(box["centre"] - expected(box["phone"])) * driver.execute_script("return window.crossfade.scale") <= 2,
              "%s: the status bar's time is %s (its centre at %.1f pt of %g)" % (device, what, box["centre"], box["phone"]))
        driver.find_element("id", "device-frame").screenshot(os.path.join(ARTIFACTS, "status-bar-%s.png" % device))


def run_grouped_options(driver, interaction, spring):
    """The options panel of `interaction`: appearance and the environment first, every spring
    folded shut in a <details> of its own (by child, then spring), and "Tune in the motion lab"
    opens the lab with that spring (`spring`) chosen."""
    Select(driver.find_element("id", "interaction")).select_by_value(interaction)
    wait_state(driver, "s.phase === 'idle' && window.crossfade.phoneNotice === null", interaction)
    panel(driver, "options")
    check(driver.find_element("id", "tab-options").text == "Options", "the Options tab says only that: '%s'" % driver.find_element("id", "tab-options").text)
    rows = driver.execute_script(
        "const specs = new Map(window.crossfade.descriptor.options.map((o) => [o.name, o]));"
        "return [...document.querySelectorAll('#options [data-option]')].map((e) => { const d = e.closest('details');"
        " return {name: e.dataset.option, motion: !!(specs.get(e.dataset.option).spring || specs.get(e.dataset.option).curve),"
        " fold: d ? d.querySelector('summary').textContent : null, open: d ? d.open : null, shown: e.checkVisibility()}; });")
    first = [r["name"] for r in rows[:3]]
    motion = [r for r in rows if r["motion"]]
    plain = [r for r in rows if not r["motion"]]
    check(first[0] == "appearance" and all(not r["motion"] for r in rows[:len(plain)]),
          "[%s] the options begin with appearance and the environment: %s…" % (interaction, ", ".join(first)))
    check(motion and all(r["fold"] and r["open"] is False and not r["shown"] for r in motion),
          "[%s] every spring's options (%d) are folded shut, in %d <details>" % (interaction, len(motion), len(driver.find_elements("css selector", "#options details"))))
    visible = driver.find_element("id", "options").text
    # (Unfolded, the showcase's panel read well over a hundred lines; folded, its 23 springs
    # and curves take one line each, about 40 in all.)
    lines = len([line for line in visible.splitlines() if line.strip()])
    check(lines < 48, "[%s] the panel reads in %d lines" % (interaction, lines))
    driver.save_screenshot(os.path.join(ARTIFACTS, "options-%s.png" % interaction))
    fold = driver.find_element("css selector", "#options details[data-spring='%s']" % spring)
    fold.find_element("css selector", "summary").click()
    check(fold.get_property("open") and fold.find_element("css selector", "[data-option] input").is_displayed(),
          "[%s] a click on 'spring %s' unfolds its options" % (interaction, spring))
    fold.find_element("css selector", "button.tune").click()
    wait_for(driver, "!document.getElementById('lab').hidden", description="the motion lab")
    chosen = driver.execute_script("return [document.getElementById('lab-target').value, document.getElementById('lab-apply').textContent, window.crossfade.panel]")
    check(chosen[0] == spring and spring in chosen[1] and chosen[2] == "lab",
          "[%s] 'Tune in the motion lab' opens the lab with %s chosen: '%s'" % (interaction, spring, chosen[1]))
    panel(driver, "options")
    check(driver.find_element("css selector", "#options details[data-spring='%s']" % spring).get_property("open"),
          "[%s] the spring unfolded stays unfolded" % interaction)


KEYS = {"↑": Keys.ARROW_UP, "↓": Keys.ARROW_DOWN, "←": Keys.ARROW_LEFT, "→": Keys.ARROW_RIGHT, "Esc": Keys.ESCAPE, "Space": Keys.SPACE,
        **{str(digit): str(digit) for digit in range(1, 10)}}


def run_labelled_actions(driver):
    """The showcase's actions panel reads as words: each button its registry label and its key
    (a <kbd>), what it does as its title, each group under its name in words."""
    panel(driver, "actions")
    text = driver.find_element("id", "actions").text
    camel = re.findall(r"\b\w*[a-z][A-Z]\w*", text)
    check(not camel, "the actions panel shows no identifiers: %s" % (camel or "none in %d characters" % len(text)))
    buttons = driver.execute_script(
        "const actions = new Map(window.crossfade.descriptor.actions.map((a) => [a.name, a]));"
        "return [...document.querySelectorAll('#actions button[data-action]')].map((b) => ({name: b.dataset.action,"
        " label: b.querySelector('span').textContent, key: b.querySelector('kbd') && b.querySelector('kbd').textContent,"
        " title: b.title.replace(/ \\(does not apply now\\)$/, ''), expected: actions.get(b.dataset.action)}));")
    check(all(b["label"] == b["expected"]["label"] and b["title"] == b["expected"]["summary"] for b in buttons),
          "each of the %d buttons shows its registry label, its summary as its title" % len(buttons))
    keyed = {b["name"]: b["key"] for b in buttons if b["key"]}
    check(keyed.get("player.open") == "↑" and keyed.get("carousel.next") == "→" and keyed.get("library.nextPage") == "→" and keyed.get("selectTab") == "1",
          "and its key as a <kbd> (%d keyed): player.open ↑, carousel.next →, library.nextPage →, selectTab 1" % len(keyed))
    legends = driver.execute_script("return [...document.querySelectorAll('#actions legend')].map((l) => l.textContent)")
    check(legends == ["Showcase", "Player", "Carousel", "Library", "Lyrics", "Queue"], "the groups are named in words: %s" % legends)
    driver.save_screenshot(os.path.join(ARTIFACTS, "actions-showcase.png"))


def press_key(driver, key):
    """A key pressed on the phone (focused, as after a tap); whether the page took it (preventDefault)."""
    driver.execute_script("document.getElementById('stage').focus({preventScroll: true});"
                          "window.keyTaken = null; window.addEventListener('keydown', (e) => { window.keyTaken = e.defaultPrevented; }, {once: true});")
    ActionChains(driver).send_keys(key).perform()
    return wait_for(driver, "window.keyTaken !== null && [window.keyTaken]", description="the key seen")[0]


def run_scoped_keys(driver, base):
    """Keys act on what is on screen: in Your Library, a key whose actions all do not apply
    (the player's close ↓, the queue's dismiss) changes nothing and logs nothing; → pages the
    library (the carousel's next track is not on screen) and ↑ opens the player."""
    driver.get(base)
    wait_for_mode(driver, "wasm")
    wait_state(driver, "s.phase === 'idle' && s.tab === 2 && window.crossfade.available instanceof Set", "the showcase in Your Library")
    show_panel(driver, "actions")
    unavailable = driver.execute_script(
        "const byKey = new Map(); for (const b of document.querySelectorAll('#actions button[data-action]')) { const k = b.querySelector('kbd');"
        " if (!k) continue; if (!byKey.has(k.textContent)) byKey.set(k.textContent, []);"
        " byKey.get(k.textContent).push([b.dataset.action, window.crossfade.available.has(b.dataset.action)]); }"
        "return [...byKey].filter(([k, a]) => a.every(([, on]) => !on));")
    check(any(key == "↓" for key, _ in unavailable), "in Your Library these keys' actions all do not apply: %s" % unavailable)
    for key, actions in unavailable:
        if key not in KEYS:
            continue
        before = [json.dumps(state(driver), sort_keys=True), len(driver.execute_script("return window.crossfade.errors"))]
        taken = press_key(driver, KEYS[key])
        time.sleep(0.3)
        after = [json.dumps(state(driver), sort_keys=True), len(driver.execute_script("return window.crossfade.errors"))]
        check(not taken and after == before, "%s (%s) does nothing here: the state and the log unchanged, the key left to the page"
              % (key, ", ".join(name for name, _ in actions)))
    track = showcase_state(driver, "track")
    check(press_key(driver, Keys.ARROW_RIGHT), "→ is taken")
    wait_state(driver, "s.library.subcategory === 1 && s.phase === 'idle'", "→ paging the library")
    check(showcase_state(driver, "track") == track, "→ in Your Library pages the library and leaves the track (%s) alone" % track)
    press_key(driver, Keys.ARROW_UP)
    wait_state(driver, "s.player.state === 'open' && s.player.phase === 'idle'", "↑ opening the player")
    press_key(driver, Keys.ARROW_RIGHT)
    wait_state(driver, "s.track === %d && s.carousel.phase === 'idle'" % (track + 1), "→ on the player: the next track")
    check(True, "with the player open, → plays the next track (%d)" % (track + 1))


def run_calm_workbench(driver, base):
    """Issue 48, a calmer workbench, as a new user meets it."""
    run_loading_notice(driver, base)
    run_fit_scales(driver, base)
    driver.set_window_size(1440, 900)
    driver.get(base)
    wait_for_mode(driver, "wasm")
    run_labelled_actions(driver)
    run_grouped_options(driver, "showcase", "player.frame")
    run_grouped_options(driver, "lyrics-cards", "card")
    Select(driver.find_element("id", "interaction")).select_by_value("showcase")
    run_status_bar(driver)
    run_scoped_keys(driver, base)
    driver.set_window_size(1200, 1000)


def run_designer(driver, base):
    """Keys after controls, the generated options panel, devices, a phone-sized window (wasm mode)."""
    driver.get(base + "?interaction=player-transition")
    wait_for_mode(driver, "wasm")
    # Keys: a select and a checkbox used with the pointer hand the keys back to the phone.
    choose(driver, "speed", "0.25")
    choose(driver, "speed", "1")
    ActionChains(driver).send_keys(Keys.ARROW_UP).perform()
    wait_for(driver, "window.crossfade.state.state === 'open' && window.crossfade.state.phase === 'idle'", description="ArrowUp opens")
    check(driver.find_element("id", "speed").get_attribute("value") == "1", "after using Speed, ArrowUp opened the player and left Speed alone")
    driver.find_element("id", "touches").click()
    ActionChains(driver).send_keys(Keys.SPACE).perform()
    wait_for(driver, "window.crossfade.state.state === 'closed' && window.crossfade.state.phase === 'idle'", description="Space toggles")
    check(driver.find_element("id", "touches").is_selected(), "after ticking Show touches, Space toggled the player, not the box")
    driver.find_element("id", "touches").click()
    # The readout names where a moving player is heading, beside its progress (state names where it rests).
    choose(driver, "speed", "0.1")
    ActionChains(driver).send_keys(Keys.ARROW_UP).perform()
    heading = wait_for(driver, "window.crossfade.state.state === 'closed' && window.crossfade.state.progress > 0.2 && "
                               "document.getElementById('summary').textContent", description="the player on its way open")
    check("→ open" in heading and "progress" in heading and state(driver)["target"] == "open",
          "on its way open the readout says so: '%s'" % heading)
    choose(driver, "speed", "1")
    wait_for(driver, "window.crossfade.state.state === 'open' && window.crossfade.state.phase === 'idle'", description="open at rest")
    check("→" not in driver.execute_script("return document.getElementById('summary').textContent"), "at rest the readout drops the heading")

    # Options: every option of every interaction is in the panel; each change restarts the session with it.
    panel(driver, "options")
    for descriptor in driver.execute_script("return window.crossfade.interactions"):
        Select(driver.find_element("id", "interaction")).select_by_value(descriptor["id"])
        # (its own session: the module loaded, the first frame drawn, so the panel is drawn for it)
        wait_for(driver, "window.crossfade.wasmFor === '%s' && window.crossfade.phoneNotice === null && window.crossfade.state"
                         " && window.crossfade.state.phase === 'idle'" % descriptor["id"], description=descriptor["id"])
        names = [o["name"] for o in descriptor["options"] if o["name"] not in ("reduceMotion", "rtl")]
        shown = driver.execute_script("return [...document.querySelectorAll('#options [data-option]')].map((e) => e.dataset.option)")
        check(sorted(shown) == sorted(names) and len(shown) == len(names), "[%s] the panel has every option: %s" % (descriptor["id"], shown))
        for spec in descriptor["options"]:
            kind = spec["kind"]
            if kind["type"] not in ("number", "integer"):
                continue
            value = kind["min"] + (kind["max"] - kind["min"]) * 0.37
            value = round(value) if kind["type"] == "integer" else round(value, 3)
            field = option_input(driver, spec["name"])
            field.clear()
            field.send_keys(str(value) + "\t")
            wait_for(driver, "window.crossfade.sessionOptions['%s'] === %s" % (spec["name"], json.dumps(value)),
                     description="%s.%s = %s" % (descriptor["id"], spec["name"], value))
        driver.find_element("id", "options-defaults").click()
    check(True, "every numeric option of every interaction restarted the session with its new value")
    # A change a user sees, and a value out of range refused with a clear message.
    Select(driver.find_element("id", "interaction")).select_by_value("card-presentation")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.phase === 'idle'", description="card-presentation")
    field = driver.find_element("css selector", "#options [data-option='rowCount'] input")
    field.clear(); field.send_keys("5\t")
    wait_for(driver, "document.querySelector('[data-id=\"card.row.4\"]') && !document.querySelector('[data-id=\"card.row.5\"]')",
             description="five rows")
    field = driver.find_element("css selector", "#options [data-option='rowCount'] input")
    field.clear(); field.send_keys("500\t")
    message = wait_for(driver, "document.querySelector(\"#options [data-option='rowCount'] .option-error\").textContent",
                       description="the range message")
    check("between 0 and 200" in message and driver.execute_script("return window.crossfade.sessionOptions.rowCount") == 5,
          "rowCount 5 leaves five rows; 500 is refused: %s" % message)
    driver.find_element("id", "options-defaults").click()

    # Devices: each one's safe area reaches the engine (the presented card sits 10 pt below it), each
    # drawn at 100 % where it fits the window, else at the largest scale that fits.
    panel(driver, "actions")
    scales = {}
    # The card is presented once; each device after it is a size change of the running
    # session: the card stays presented and moves to the new safe area.
    driver.find_element("css selector", "#actions button[data-action='present']").click()
    wait_for(driver, "window.crossfade.state.presented === true && window.crossfade.state.phase === 'idle'", description="presented")
    for device in driver.execute_script("return window.crossfade.devices"):
        frames = driver.execute_script("return window.crossfade.frames")
        Select(driver.find_element("id", "device")).select_by_value(device["id"])
        wait_for(driver, "(() => { const m = window.crossfade; return m.viewport.width === %d && m.viewport.height === %d && m.frames > %d"
                 " && m.state.phase === 'idle'; })()" % (device["width"], device["height"], frames), description=device["id"])
        check(driver.execute_script("return window.crossfade.state.presented") is True,
              "%s: the card stays presented across the device change" % device["name"])
        top, width, scale = driver.execute_script(
            "const r = document.querySelector('[data-id=\"card\"]').getBoundingClientRect(), s = document.getElementById('stage').getBoundingClientRect();"
            "return [(r.top - s.top) / window.crossfade.scale, s.width / window.crossfade.scale, window.crossfade.scale];")
        check(abs(top - (device["top"] + 10)) < 0.5 and abs(width - device["width"]) < 0.5,
              "%s: %g × %g pt, the card at %.1f pt (safe area %g)" % (device["name"], device["width"], device["height"], top, device["top"]))
        scales[device["id"]] = round(scale, 4)
        check_fit(driver, device)
        driver.save_screenshot(os.path.join(ARTIFACTS, "device-%s.png" % device["id"]))
    check(True, "the scales at a %s window: %s" % ("×".join(map(str, driver.execute_script("return [innerWidth, innerHeight]"))), scales))
    driver.find_element("css selector", "#actions button[data-action='dismiss']").click()
    wait_for(driver, "window.crossfade.state.presented === false && window.crossfade.state.phase === 'idle'", description="dismissed")

    # A phone-sized window: the phone comes first and is fully visible without scrolling.
    driver.set_window_size(390, 844)
    driver.get(base)
    wait_for_mode(driver, "wasm")
    box = driver.execute_script("const r = document.getElementById('phone').getBoundingClientRect();"
                                "return [r.left, r.top, r.right, r.bottom, innerWidth, innerHeight, scrollY];")
    check(box[0] >= 0 and box[1] >= 0 and box[2] <= box[4] and box[3] <= box[5] and box[6] == 0,
          "at a 390 × 844 window the phone is fully visible: %s" % [round(v) for v in box])
    driver.save_screenshot(os.path.join(ARTIFACTS, "phone-window.png"))
    driver.set_window_size(1200, 1000)



# ---- Issue 48: live tuning, the recording's timeline, sharing -----------------------

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLI = os.environ.get("CROSSFADE_CLI") or os.path.join(REPOSITORY, ".build", "debug", "crossfade")


def replay_at(trace_path, at):
    """`crossfade replay TRACE --at S`, as a user runs it: the JSON it prints."""
    args = [CLI, "replay", trace_path] + (["--at", repr(at)] if at is not None else [])
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        check(False, "crossfade replay %s: %s" % (os.path.basename(trace_path), result.stderr.strip()))
    return json.loads(result.stdout)


def scrub(driver, seconds):
    """Moves the timeline's slider to `seconds`, as a drag of it does, and waits for that frame drawn."""
    driver.execute_script("const s = document.getElementById('tl-scrub'); s.value = arguments[0]; s.dispatchEvent(new Event('input'))", seconds)
    return wait_for(driver, "window.crossfade.replay && window.crossfade.replayDrawn === window.crossfade.replay.time && window.crossfade.replay.time",
                    description="the timeline drawn at %.3f s" % seconds)


def compare_boxes(driver, replayed, prefix):
    """The largest difference (pt) between the page's layer boxes and `crossfade replay`'s, over layers
    whose id starts with `prefix`, and how many were compared."""
    worst, compared = 0.0, 0
    for layer in replayed["layers"]:
        if not layer["id"].startswith(prefix):
            continue
        box = layer_box(driver, layer["id"])
        if box is None:
            continue
        compared += 1
        worst = max(worst, max(abs(a - b) for a, b in zip(box, layer["box"])))
    return worst, compared


def record_swipes(driver, swipes, between=None):
    """Records lyrics-cards while the hand swipes `swipes` times (calling `between` after the first);
    returns the trace the recording panel shows."""
    driver.find_element("id", "record").click()
    wait_state(driver, "s.front === 0 && s.phase === 'idle'", "a fresh recording session")
    for n in range(1, swipes + 1):
        drag(driver, (195, 420), (40, 300), 0.25)
        wait_state(driver, "s.front === %d && s.phase === 'idle'" % n, "swipe %d" % n, timeout=12)
        if n == 1 and between:
            between()
    driver.execute_script("window.crossfade.lastTrace = null")
    driver.find_element("id", "record").click()
    return wait_for(driver, "window.crossfade.lastTrace", description="the recorded trace")


def run_live_tuning(driver, base):
    """Apply in the motion lab while recording: the screen stays (the front card, the session), the next
    swipe moves with the new spring, and the recording replays to what the page showed."""
    artifact = lambda name: os.path.join(ARTIFACTS, "live-%s" % name)
    driver.get(base + "?interaction=lyrics-cards")
    wait_for_mode(driver, "wasm")

    def apply_bouncy_spring():
        show_panel(driver, "lab")
        Select(driver.find_element("id", "lab-target")).select_by_value("card")
        lab_input(driver, "response", "response", "1.1")
        lab_input(driver, "response", "dampingRatio", "0.5")
        wait_for(driver, "document.getElementById('lab-code').textContent.includes('dampingFraction: 0.5)')", description="spring A at ζ 0.5")
        driver.execute_script("window.liveHost = window.crossfade.host")
        driver.find_element("id", "lab-apply").click()
        note = wait_for(driver, "document.getElementById('lab-apply-note').textContent.includes('Applied') && document.getElementById('lab-apply-note').textContent",
                        description="applied live")
        kept = driver.execute_script("return window.crossfade.host === window.liveHost && window.crossfade.state.front")
        check(kept == 1, "applying a spring keeps the screen: the same session, card 1 still in front (%s); '%s'" % (kept, note))
        show_panel(driver, "actions")

    trace = record_swipes(driver, 2, apply_bouncy_spring)
    shown = state(driver)
    path = artifact("trace.json")
    with open(path, "w") as f:
        json.dump(trace, f, indent=1)
    changes = [e for e in trace["events"] if e["kind"] == "options"]
    check(len(changes) == 1 and abs(changes[0]["options"].get("springDampingRatio", 0) - 0.5) < 1e-6 and abs(changes[0]["options"].get("springResponse", 0) - 1.1) < 1e-6,
          "the recording holds the live change as an options event: %s" % changes)
    replayed = replay_at(path, None)
    check(replayed["state"]["front"] == shown["front"] == 2, "the recording replays to the card the page shows: %s vs %s" % (replayed["state"], shown))
    # The motion changed: the same trace without the change draws the second swap elsewhere.
    second_up = [e["t"] for e in trace["events"] if e["kind"] == "up"][1]
    plain = dict(trace, events=[e for e in trace["events"] if e["kind"] != "options"])
    plain_path = artifact("trace-without-change.json")
    with open(plain_path, "w") as f:
        json.dump(plain, f, indent=1)
    at = second_up + 0.35
    tuned_boxes = {l["id"]: l["box"] for l in replay_at(path, at)["layers"] if l["id"].startswith("card.")}
    plain_boxes = {l["id"]: l["box"] for l in replay_at(plain_path, at)["layers"] if l["id"].startswith("card.")}
    moved = max(max(abs(a - b) for a, b in zip(tuned_boxes[i], plain_boxes[i])) for i in tuned_boxes if i in plain_boxes)
    check(moved > 5, "0.35 s after the second release the tuned spring draws the cards up to %.1f pt from where the default one does" % moved)


def run_timeline(driver, base):
    """A recording scrubbed to three instants shows the layers `crossfade replay --at` gives; the
    inspector shows a moving layer's values and speeds; a saved session opens in a new browser."""
    artifact = lambda name: os.path.join(ARTIFACTS, "timeline-%s" % name)
    downloads = os.path.join(ARTIFACTS, "downloads")
    os.makedirs(downloads, exist_ok=True)
    for old in os.listdir(downloads):
        os.remove(os.path.join(downloads, old))
    driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
    driver.get(base + "?interaction=lyrics-cards")
    wait_for_mode(driver, "wasm")
    Select(driver.find_element("id", "device")).select_by_value("15")
    wait_for(driver, "window.crossfade.viewport.width === 393 && window.crossfade.state.phase === 'idle'", description="iPhone 15")
    trace = record_swipes(driver, 1)
    # The panel says what was recorded, and how to replay it.
    facts = driver.execute_script("return ['rec-file', 'rec-duration', 'rec-events', 'rec-command'].map((id) => document.getElementById(id).textContent)")
    check(not driver.execute_script("return document.getElementById('recording').hidden"), "stopping a recording shows the Recording tab")
    check(facts[0] == "crossfade-lyrics-cards-%s.json" % facts[0].split("-")[-1].split(".")[0] and facts[3].startswith("crossfade replay " + facts[0]),
          "the panel names the file and the command: %s" % facts)
    check(facts[1].startswith("%.2f s" % trace["end"]) and facts[2].startswith("%d:" % len(trace["events"])),
          "the panel gives the duration %s and the events %s" % (facts[1], facts[2]))
    path = artifact(facts[0])
    with open(path, "w") as f:
        json.dump(trace, f, indent=1)
    driver.find_element("id", "rec-download").click()
    # The timeline: three instants (mid-drag, just after the release, settling), each as the CLI replays it.
    driver.find_element("id", "tl-open").click()
    wait_for(driver, "window.crossfade.replay && window.crossfade.replayDrawn === window.crossfade.replay.time", description="the timeline")
    down = [e["t"] for e in trace["events"] if e["kind"] == "down"][0]
    up = [e["t"] for e in trace["events"] if e["kind"] == "up"][0]
    # Out of order on purpose: the last instant comes before the second (a replay from the start).
    for wanted in (down + 0.1, up + 0.3, up + 0.05):
        at = scrub(driver, wanted)
        replayed = replay_at(path, at)
        worst, compared = compare_boxes(driver, replayed, "card.")
        page_state = state(driver)
        check(compared >= 4 and worst < 0.05 and page_state["front"] == replayed["state"]["front"] and page_state["phase"] == replayed["state"]["phase"],
              "scrubbed to %.3f s, the phone draws %d card layers within %.3f pt of `crossfade replay --at`, state %s" % (at, compared, worst, page_state))
        driver.save_screenshot(artifact("%.3f.png" % at))
    # Frame by frame: the next-frame button moves 1/60 s; the inspector follows a moving card.
    before = driver.execute_script("return window.crossfade.replay.time")
    driver.find_element("id", "tl-next").click()
    after = wait_for(driver, "window.crossfade.replay.time > %r && window.crossfade.replayDrawn === window.crossfade.replay.time && window.crossfade.replay.time" % before,
                     description="the next frame")
    check(abs(after - before - 1 / 60) < 1e-9, "▶ steps one frame: %.4f → %.4f s" % (before, after))
    Select(driver.find_element("id", "tl-layer")).select_by_value("card.0")
    text = wait_for(driver, "document.getElementById('tl-inspect').textContent.startsWith('card.0') && document.getElementById('tl-inspect').textContent",
                    description="the inspector on card.0")
    check("box" in text and "transform" in text and "opacity" in text and "/s" in text and "front" in text,
          "the inspector shows card.0's box, transform, opacity and their speeds, and the state:\n%s" % text)
    # Sharing: the saved session, opened in another browser, shows the same recording at the same instant.
    shown = driver.execute_script("return {t: window.crossfade.replay.time, device: window.crossfade.deviceId, state: window.crossfade.state}")
    driver.find_element("id", "share-save").click()
    saved = os.path.join(downloads, "crossfade-studio-lyrics-cards.json")
    wait_for(driver, "true", description="the download")  # (one round trip)
    for _ in range(100):
        if os.path.exists(saved):
            break
        time.sleep(0.05)
    check(os.path.exists(saved) and os.path.exists(os.path.join(downloads, facts[0])), "the trace and the session were downloaded: %s" % os.listdir(downloads))
    pictures = {l["id"]: layer_box(driver, l["id"]) for l in replay_at(path, shown["t"])["layers"] if l["id"].startswith("card.")}
    other = browser(1200, 1000)
    try:
        other.get(base)
        wait_for_mode(other, "wasm")
        other.find_element("id", "tab-recording").click()
        other.find_element("id", "share-open").send_keys(saved)
        wait_for(other, "window.crossfade.replay && window.crossfade.replayDrawn === window.crossfade.replay.time", description="the shared session")
        opened = other.execute_script("return {t: window.crossfade.replay.time, device: window.crossfade.deviceId, state: window.crossfade.state, interaction: window.crossfade.interactionId}")
        worst = max(max(abs(a - b) for a, b in zip(layer_box(other, i), box)) for i, box in pictures.items() if box)
        check(opened["interaction"] == "lyrics-cards" and opened["device"] == shown["device"] == "15" and abs(opened["t"] - shown["t"]) < 1e-9
              and opened["state"] == shown["state"] and worst < 0.05,
              "a new browser opens the saved session: %s, the cards within %.3f pt" % (opened, worst))
        other.save_screenshot(artifact("shared.png"))
        # A file that is no session says so, and changes nothing.
        bad = os.path.join(downloads, "not-a-session.json")
        with open(bad, "w") as f:
            json.dump({"crossfadeStudio": 1, "interaction": "lyrics-card"}, f)
        other.find_element("id", "share-open").send_keys(bad)
        note = wait_for(other, "document.getElementById('share-note').textContent.includes('unknown') && document.getElementById('share-note').textContent",
                        description="the refusal")
        check("lyrics-card" in note and "lyrics-cards" in note and other.execute_script("return window.crossfade.replay.time") == opened["t"],
              "a bad file is refused with a clear note: %s" % note)
    finally:
        other.quit()
    driver.find_element("id", "tl-live").click()
    wait_for(driver, "!window.crossfade.replay && window.crossfade.state && window.crossfade.state.front === 0", description="back to live")


def run_lab_bounds_and_curves(driver, base):
    """Where the engine limits a spring the lab draws what the phone draws, and says why; a timing
    curve applies to the running interaction as a spring does."""
    driver.get(base + "?interaction=card-presentation&panel=lab")
    wait_for_mode(driver, "wasm")
    Select(driver.find_element("id", "lab-target")).select_by_value("card")
    lab_input(driver, "response", "response", "0.5")
    lab_input(driver, "response", "dampingRatio", "0.4")
    note = wait_for(driver, "document.getElementById('lab-bounds').textContent.includes('Spring A reaches') && document.getElementById('lab-bounds').textContent",
                    description="the bounds note for a bouncy card spring")
    drawn = driver.execute_script(
        "const p = document.querySelector('#lab-plot path.drawn'); const s = window.crossfade.lab.springs[0].result.samples;"
        "return p && {peak: Math.max(...s.map((q) => q[1])), title: p.querySelector('title').textContent};")
    check(drawn is not None and drawn["peak"] > 1.2 and "never flies past its top detent" in note and "(dashed)" in note,
          "a bouncy card spring (peak %.3f) is plotted as the phone draws it, dashed, with the reason: %s" % (drawn and drawn["peak"], note))
    shown = [float(v) for v in note.split("the phone draws ")[1].split(" ")[0].split("…")]
    check(shown[1] < 1.04 and shown[0] > -0.04, "the phone's drawing stays within the soft limit: %s" % shown)
    Select(driver.find_element("id", "interaction")).select_by_value("player-transition")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.state === 'closed' && window.crossfade.descriptor.id === 'player-transition'",
             description="player-transition")
    wait_for(driver, "document.getElementById('lab-bounds').textContent === ''", description="no bounds for the player's frame spring")
    options = [o.get_attribute("value") for o in Select(driver.find_element("id", "curve-target")).options]
    check(options == ["contentFadeIn", "miniFadeOut", "contentFadeOut", "miniFadeIn"], "the player's four fades are curves to apply: %s" % options)
    Select(driver.find_element("id", "curve-target")).select_by_value("contentFadeIn")
    Select(driver.find_element("id", "curve-preset")).select_by_value("linear")
    wait_for(driver, "document.getElementById('curve-code').textContent.includes('controlPoints: 0, 0, 1, 1')", description="the linear curve")
    driver.execute_script("window.liveHost = window.crossfade.host")
    driver.find_element("id", "curve-apply").click()
    note = wait_for(driver, "document.getElementById('curve-apply-note').textContent.includes('Applied') && document.getElementById('curve-apply-note').textContent",
                    description="the curve applied")
    tuned = driver.execute_script("return window.crossfade.tuned['player-transition']")
    check(tuned == {"contentFadeInX1": 0, "contentFadeInY1": 0, "contentFadeInX2": 1, "contentFadeInY2": 1}
          and driver.execute_script("return window.crossfade.host === window.liveHost"),
          "the curve goes to the running session (no restart): %s; %s" % (tuned, note))
    driver.find_element("id", "curve-reset").click()
    wait_for(driver, "!window.crossfade.tuned['player-transition']", description="the curve reset")


def main():
    driver = browser(1200, 1000)
    try:
        for mode in ("socket", "wasm"):
            run_suite(driver, URL, mode)
            run_slow_motion(driver, URL, mode)
        run_designer(driver, URL)
        run_calm_workbench(driver, URL)
        run_timeline(driver, URL)
        run_live_tuning(driver, URL)
        run_lab_bounds_and_curves(driver, URL)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
