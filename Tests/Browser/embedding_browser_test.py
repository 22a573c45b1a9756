#!/usr/bin/env python3
"""crossfade.js inside third-party pages (Tests/Browser/embedding/: an article with a carousel
in it, each interaction with the page's own content, a strict-CSP page), in headless Chromium
and in WebKitGTK, one browser session per engine.

Usage: embedding_browser_test.py SITE ARTIFACTS ENGINE...   (ENGINE: chromium, webkit)
SITE is an export (`crossfade export-site`); the pages are copied into SITE/embed/.
Checks, in each engine: a vertical swipe that starts on the carousel scrolls the page, and a
horizontal one on the mini player (touch: Chromium's synthesized touch gestures; WebKitGTK's
driver has no touch input, so there each region's touch-action is checked instead); a click
on a slotted <button> arrives once, and never after a drag; a slotted list moves with the
engine's scroll (0.5 px) at the engine's content height; no "9:41" or demo text in an embedded
widget; no frame (counted with on('frame')) while off screen, the engine's time passing;
each strict error thrown with its message, destroy() restoring the element; the CSP pages
render. Prints one line per check; exits non-zero on the first failure.
"""
import functools, http.server, os, shutil, sys, threading, time
from browser_support import browser, check, mouse_click, mouse_drag, wait_for, webkit
from selenium import webdriver

SITE, ARTIFACTS, ENGINES = sys.argv[1], sys.argv[2], sys.argv[3:]
HERE = os.path.dirname(os.path.abspath(__file__))
wait_for = functools.partial(wait_for, timeout=15.0)
# Text only the demo draws: the status bar's clock, the demo home, demo tracks and playlists.
DEMO_TEXT = ["9:41", "Good evening", "Every Frame", "Paper Satellites", "Hold the card and feel it follow", "Liked Songs"]


def serve(directory):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/embed/" % server.server_address[1]


def open_page(driver, base, name):
    driver.get(base + name)
    wait_for(driver, "window.page && window.page.ready && window.page.player.state.phase === 'idle' && document.querySelector('.cf-layer')",
             description=name + " mounted and drawn")


def box(driver, script):
    return driver.execute_script("const r = (%s).getBoundingClientRect(); return [r.left, r.top, r.width, r.height];" % script)


def touch_swipe(driver, start, dx, dy, steps=20):
    """A finger's swipe through the browser's own touch pipeline (Chromium's DevTools input), where
    each element's touch-action decides whether the page pans (and the engine's touch is cancelled)."""
    def touch(kind, x, y):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    touch("touchStart", start[0], start[1])
    for i in range(1, steps + 1):
        touch("touchMove", start[0] + dx * i / steps, start[1] + dy * i / steps)
        time.sleep(0.016)
    touch("touchEnd", start[0] + dx, start[1] + dy)


def no_demo_text(driver, engine, element):
    text = driver.execute_script("return document.getElementById(arguments[0]).innerText", element)
    found = [t for t in DEMO_TEXT if t in text]
    check(not found, "%s: no demo text in the embedded %s: %s" % (engine, element, found or "none"))


def run_article(driver, base, engine):
    open_page(driver, base, "article.html")
    no_demo_text(driver, engine, "carousel")
    regions = driver.execute_script(
        "const p = window.page.player; return [p.element.style.touchAction, p.layer('carousel').style.touchAction,"
        " p.layer('button.play').style.touchAction, p.layer('slider.track').style.touchAction];")
    check(regions == ["auto", "pan-y", "manipulation", "none"],
          "%s: touch-action from the host core: root, carousel, play button, slider = %s" % (engine, regions))
    driver.execute_script("document.getElementById('carousel').scrollIntoView({ block: 'center' })")
    wait_for(driver, "window.page.player.state.phase === 'idle'", description="rest")
    cover = box(driver, "window.page.player.layer('cover.0')")
    centre = (cover[0] + cover[2] / 2, cover[1] + cover[3] / 2)
    if engine == "chromium":
        before = driver.execute_script("return window.scrollY")
        touch_swipe(driver, centre, 0, -300)
        after = wait_for(driver, "window.scrollY > %d + 100 && window.scrollY" % before, description="the page scrolled by the swipe")
        check(after > before + 100, "%s: a vertical swipe starting on the carousel scrolled the page (scrollY %d → %d)" % (engine, before, after))
        wait_for(driver, "window.page.player.state.phase === 'idle'", description="rest")
        check(driver.execute_script("return window.page.player.state.centered") == 0,
              "%s: the carousel kept its cover (the browser's pan cancelled the engine's touch)" % engine)
        driver.execute_script("document.getElementById('carousel').scrollIntoView({ block: 'center' })")
        cover = box(driver, "window.page.player.layer('cover.0')")
        centre = (cover[0] + cover[2] / 2, cover[1] + cover[3] / 2)
    # A click on the slotted <button> arrives once; a drag starting on it moves the carousel and clicks nothing.
    mouse_click(driver, centre)
    wait_for(driver, "window.page.clicks >= 1", description="the button's click")
    time.sleep(0.2)
    check(driver.execute_script("return [window.page.clicks, window.page.pageClicks]") == [1, 1],
          "%s: a click on the slotted <button> arrived once (at the button, and at the page's delegated listener)" % engine)
    mouse_drag(driver, centre, (centre[0] - 200, centre[1]))
    wait_for(driver, "window.page.events.some((e) => e.type === 'centered')", description="the drag's centered")
    time.sleep(0.2)
    check(driver.execute_script("return [window.page.clicks, window.page.pageClicks]") == [1, 1],
          "%s: a drag that started on the <button> clicked nothing (neither the button nor the page)" % engine)
    run_off_screen(driver, engine)
    run_strict(driver, engine)


def run_off_screen(driver, engine):
    driver.execute_script("window.page.player.perform('togglePlay')")
    wait_for(driver, "window.page.player.state.playing === true", description="playing")
    start = driver.execute_script("return window.page.frames")
    time.sleep(0.3)
    check(driver.execute_script("return window.page.frames") > start + 3, "%s: playing on screen, frames are drawn" % engine)
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    time.sleep(0.3)  # the IntersectionObserver's callback
    before = driver.execute_script("return [window.page.frames, performance.now(), window.page.player.state.elapsed]")
    time.sleep(1.0)
    during = driver.execute_script("return window.page.frames")
    check(during == before[0], "%s: 0 frames while the carousel is off screen (%d in 1 s)" % (engine, during - before[0]))
    driver.execute_script("document.getElementById('carousel').scrollIntoView({ block: 'center' })")
    wait_for(driver, "window.page.frames > %d" % during, description="frames again on screen")
    after = driver.execute_script("return [performance.now(), window.page.player.state.elapsed]")
    gone = (after[0] - before[1]) / 1000
    check(after[1] - before[2] > gone - 0.25, "%s: the engine's time passed off screen (elapsed +%.2f s in %.2f s)" % (engine, after[1] - before[2], gone))
    driver.execute_script("window.page.player.perform('togglePlay')")


STRICT = """
const done = arguments[arguments.length - 1];
const { player, Crossfade, before } = window.page;
const messages = {};
const attempt = async (name, body) => { try { await body(); messages[name] = null; } catch (error) { messages[name] = String(error.message); } };
(async () => {
  await attempt('slot', () => player.slot('typo', document.createElement('div')));
  await attempt('event', () => player.on('typo', () => {}));
  await attempt('environment', () => player.setEnvironment({ foo: 1 }));
  await attempt('appearance', () => player.setEnvironment({ appearance: 'purple' }));
  const spare = document.createElement('div');
  spare.style.cssText = 'width: 390px; height: 600px';
  document.body.appendChild(spare);
  await attempt('optionAppearance', () => Crossfade.mount(spare, 'cover-carousel', { appearance: 'purple' }));
  await attempt('nan', () => Crossfade.mount(spare, 'cover-carousel', { snapResponse: NaN }));
  await attempt('option', () => Crossfade.mount(spare, 'cover-carousel', { snapRespnse: 0.3 }));
  await attempt('twice', () => Crossfade.mount(player.element, 'cover-carousel'));
  // An empty collection: an empty state, never the demo, never a crash; the app's own view may take its slot.
  await attempt('empty', async () => {
    const empty = await Crossfade.mount(spare, 'cover-carousel', { tracks: [] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const drawn = spare.innerText;
    empty.perform('next');
    const mine = Object.assign(document.createElement('p'), { textContent: 'Your playlist is empty' });
    empty.slot('empty', mine);
    messages.emptyState = [drawn, mine.isConnected && spare.contains(mine), empty.state.centered];
    empty.destroy();
  });
  spare.remove();
  const element = player.element;
  player.destroy();
  await attempt('afterDestroy', () => player.perform('next'));
  await attempt('slotAfterDestroy', () => player.slot('cover.0', null));
  messages.restored = [element.className === before.className, element.style.touchAction === before.touchAction, element.innerHTML === before.html];
  done(messages);
})();
"""

EXPECTED = {
    "slot": "unknown slot 'typo' (known: cover.N, empty)",
    "event": "unknown event 'typo' (known: ",
    "environment": "unknown environment key 'foo' (known: topSafeArea, ",
    "appearance": "environment 'appearance' must be 'light' or 'dark', not 'purple'",
    "optionAppearance": "mount: option 'appearance' must be 'light' or 'dark', not 'purple'",
    "nan": "option 'snapResponse' must be a finite number, not nan",
    "option": "unknown option 'snapRespnse' (known: ",
    "twice": "mount: this element already holds a mounted cover-carousel",
    "afterDestroy": "crossfade: perform() after destroy()",
    "slotAfterDestroy": "crossfade: slot() after destroy()",
}


def run_strict(driver, engine):
    driver.set_script_timeout(30)
    messages = driver.execute_async_script(STRICT)
    for name, expected in EXPECTED.items():
        check(messages.get(name) is not None and messages[name].startswith(expected),
              "%s: %s throws %r" % (engine, name, messages.get(name)))
    check("snapResponse" in (messages.get("option") or ""), "%s: an unknown option's error lists the known ones: %r" % (engine, messages.get("option")))
    check(messages["empty"] is None and messages["emptyState"][0].strip() == "Nothing to show: no tracks" and messages["emptyState"][1],
          "%s: tracks: [] mounts an empty state (%r), never the demo; the app's view takes its slot" % (engine, messages.get("emptyState") or messages["empty"]))
    check(messages["restored"] == [True, True, True], "%s: destroy() restored the element (class, touch-action, children): %s" % (engine, messages["restored"]))


def run_player(driver, base, engine):
    open_page(driver, base, "player.html")
    no_demo_text(driver, engine, "player")
    mini = driver.execute_script("return window.page.player.layer('miniPlayer').style.touchAction")
    check(mini == "pan-x", "%s: the mini player leaves horizontal pans to the page (touch-action %s)" % (engine, mini))
    if engine != "chromium":
        return
    driver.execute_script("window.page.player.layer('miniPlayer').scrollIntoView({ block: 'center', inline: 'nearest' })")
    m = box(driver, "window.page.player.layer('miniPlayer')")
    before = driver.execute_script("return window.scrollX")
    touch_swipe(driver, (m[0] + m[2] / 2, m[1] + m[3] / 2), -300, 0)
    after = wait_for(driver, "window.scrollX > %d + 100 && window.scrollX" % before, description="the page scrolled sideways")
    check(after > before + 100, "%s: a horizontal swipe starting on the mini player scrolled the page (scrollX %d → %d)" % (engine, before, after))
    check(driver.execute_script("return window.page.player.state.state") == "closed", "%s: the player stayed closed" % engine)


def run_card(driver, base, engine):
    open_page(driver, base, "card.html")
    no_demo_text(driver, engine, "card")
    driver.execute_script("window.page.player.perform('present')")
    wait_for(driver, "window.page.player.state.presented && window.page.player.state.phase === 'idle'", description="the card presented")
    slot = box(driver, "window.page.player.layer('card.content')")
    start = (slot[0] + slot[2] / 2, slot[1] + slot[3] * 0.7)
    mouse_drag(driver, start, (start[0], start[1] - 260), steps=10, duration=0.25)
    wait_for(driver, "window.page.player.state.phase === 'idle'", description="the list at rest")
    shown = driver.execute_script(
        "const p = window.page.player, list = document.getElementById('messages'), slot = p.layer('card.content');"
        "const l = list.getBoundingClientRect(), s = slot.getBoundingClientRect(), scale = s.height / slot.offsetHeight;"
        "return [(l.top - s.top) / scale, l.height / scale, p.state.contentOffset, p.target.properties('card.list').frame[3]];")
    check(shown[2] > 50, "%s: the drag scrolled the card's content (offset %.1f pt)" % (engine, shown[2]))
    check(abs(shown[0] + shown[2]) <= 0.5, "%s: the slotted list moved with the engine's scroll: %.2f vs -%.2f pt" % (engine, shown[0], shown[2]))
    check(abs(shown[1] - shown[3]) <= 0.5, "%s: the list's measured height is the engine's content height: %.2f vs %.2f pt" % (engine, shown[1], shown[3]))


def run_others(driver, base, engine):
    for name, element in [("lyrics.html", "poem"), ("pager.html", "sections")]:
        open_page(driver, base, name)
        no_demo_text(driver, engine, element)


def run_csp(driver, base, engine):
    for name, linked in [("csp.html", False), ("csp-linked.html", True)]:
        open_page(driver, base, name)
        shown = driver.execute_script(
            "const root = document.getElementById('carousel'), layer = window.page.player.layer('carousel');"
            "return [getComputedStyle(root).position, getComputedStyle(layer).position, layer.getBoundingClientRect().width,"
            " document.adoptedStyleSheets.length, document.querySelectorAll('style').length, window.page.violations];")
        check(shown[0] == "relative" and shown[1] == "absolute" and shown[2] > 300,
              "%s: %s renders under a strict style-src (root %s, layers %s, carousel %.0f px)" % (engine, name, shown[0], shown[1], shown[2]))
        check(shown[5] == [], "%s: %s: no policy violation: %s" % (engine, name, shown[5]))
        check(shown[4] == 0 and shown[3] == (0 if linked else 1),
              "%s: %s: %s" % (engine, name, "crossfade.css linked, nothing added" if linked else "one constructable stylesheet, no <style>"))


def main():
    shutil.copytree(os.path.join(HERE, "embedding"), os.path.join(SITE, "embed"), dirs_exist_ok=True)
    server, base = serve(SITE)
    for engine in ENGINES:
        started = time.time()
        driver = browser(1000, 800) if engine == "chromium" else webkit()
        try:
            run_article(driver, base, engine)
            run_player(driver, base, engine)
            run_card(driver, base, engine)
            run_others(driver, base, engine)
            run_csp(driver, base, engine)
        finally:
            driver.quit()
        print("%s: %.1f s" % (engine, time.time() - started), flush=True)
    server.shutdown()


if __name__ == "__main__":
    main()
