#!/usr/bin/env python3
"""Screen readers and keyboards in the page: each interaction embedded in a third-party page
(Tests/Browser/embedding/) and the showcase, in headless Chromium, read through Chromium's own
accessibility tree (DevTools' Accessibility.getFullAXTree) and driven by real key presses.

Usage: accessibility_browser_test.py SITE ARTIFACTS
SITE is an export (`crossfade export-site`); the pages are copied into SITE/embed/. Checks: every
control (button, slider, tab, tab panel, dialog) has a role and a name; nothing transparent is in
the tree; the carousel's centred track is announced in the live region after a key and after a
flick; the card is a modal dialog that takes focus, keeps Tab inside (never the app's button
behind it) and gives focus back on Escape; the open player the same; the mini player a button
with aria-expanded; the pager's tabs a roving tablist (arrows, Home, End); the lyrics' next line
announced; Space plays; a visible focus ring. Writes each page's tree as text to
ARTIFACTS/ax-<page>.txt. Prints one line per check; exits non-zero on the first failure.
"""
import functools, os, shutil, sys
from browser_support import browser, check, mouse_drag, serve, wait_for
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

SITE, ARTIFACTS = sys.argv[1], sys.argv[2]
HERE = os.path.dirname(os.path.abspath(__file__))
wait_for = functools.partial(wait_for, timeout=15.0)
CONTROLS = {"button", "slider", "tab", "tabpanel", "dialog"}
# Roles that carry no meaning of their own: left out of the text dump.
PLAIN = {"generic", "none", "InlineTextBox", "LineBreak", "RootWebArea", "paragraph"}


def ax_tree(driver):
    """Chromium's accessibility tree: the nodes a screen reader gets (not ignored), in document order."""
    nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    found = []
    for node in nodes:
        if node.get("ignored"):
            continue
        role = node.get("role", {}).get("value", "")
        props = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
        found.append({"role": role, "name": node.get("name", {}).get("value", ""), "value": node.get("value", {}).get("value", ""),
                      "props": props})
    return found


def dump(driver, page):
    """The tree as lines (`role "name" value [selected] [expanded=…]`), written to the artifacts."""
    lines = []
    for node in ax_tree(driver):
        if node["role"] in PLAIN or (node["role"] == "StaticText"):
            continue
        line = '%s "%s"' % (node["role"], node["name"])
        if node["value"]:
            line += " value=%r" % node["value"]
        for prop in ["selected", "expanded", "modal", "focusable"]:
            if prop in node["props"]:
                line += " %s=%s" % (prop, node["props"][prop])
        lines.append(line)
    os.makedirs(ARTIFACTS, exist_ok=True)
    with open(os.path.join(ARTIFACTS, "ax-%s.txt" % page), "w") as f:
        f.write("\n".join(lines) + "\n")
    return lines


def open_page(driver, base, name):
    driver.get(base + name)
    wait_for(driver, "window.page && window.page.ready && window.page.player.state.phase === 'idle' && document.querySelector('.cf-layer[role]')",
             description=name + " mounted with its accessibility")


def rest(driver):
    wait_for(driver, "window.page.player.state.phase === 'idle' && !window.page.player.running", description="rest")


def every_control_named(driver, page):
    nodes = ax_tree(driver)
    controls = [n for n in nodes if n["role"] in CONTROLS or (n["role"] == "group" and n["props"].get("focusable"))]
    unnamed = [n["role"] for n in controls if not n["name"].strip()]
    check(controls and not unnamed, "%s: every control has a role and a name (%d controls; unnamed: %s)" % (page, len(controls), unnamed or "none"))
    lines = dump(driver, page)
    print("     %s: %d lines in ax-%s.txt" % (page, len(lines), page))
    # Nothing a user cannot see is read: every transparent layer is aria-hidden and inert.
    shown = driver.execute_script("""
      const root = window.page.player.element, bad = [];
      for (const el of root.querySelectorAll('.cf-layer')) {
        let o = 1;
        for (let e = el; e && e !== root; e = e.parentElement) o *= +getComputedStyle(e).opacity;
        const hidden = el.closest('[aria-hidden="true"]');
        if (o < 0.01 && !(hidden && hidden.inert)) bad.push(el.dataset.id);
      }
      return bad;""")
    check(shown == [], "%s: every transparent layer is aria-hidden and inert (%s)" % (page, shown[:5] or "all"))
    return nodes


def press(driver, *keys):
    chain = ActionChains(driver)
    for key in keys:
        chain.send_keys(key)
    chain.perform()


def focus(driver, layer):
    driver.execute_script("window.page.player.layer(arguments[0]).focus()", layer)


def live(driver):
    return driver.execute_script("return window.page.player.element.querySelector('.cf-live')?.textContent ?? ''")


def run_carousel(driver, base):
    open_page(driver, base, "article.html")
    nodes = every_control_named(driver, "cover-carousel")
    carousel = driver.execute_script(
        "const el = window.page.player.layer('carousel'); return [el.getAttribute('role'), el.getAttribute('aria-roledescription'),"
        " el.getAttribute('aria-label')];")
    check(carousel[:2] == ["group", "carousel"] and " of " in (carousel[2] or ""),
          "cover-carousel: an APG carousel, its slide n of N: %s" % carousel)
    sliders = [n for n in nodes if n["role"] == "slider"]
    # (DevTools reports the slider's numbers; its aria-valuetext is read from the element.)
    text = driver.execute_script("return window.page.player.layer('slider.track').getAttribute('aria-valuetext')")
    check(len(sliders) == 1 and sliders[0]["name"] == "Track position" and sliders[0]["value"] == 0 and sliders[0]["props"].get("valuemax", 0) > 60
          and " of " in (text or ""), "cover-carousel: the scrubber is a slider at 0 of %s s, its value as text %r" % (sliders[0]["props"].get("valuemax") if sliders else "?", text))
    names = [n["name"] for n in nodes if n["role"] == "button" and n["name"] in ("Shuffle", "Previous track", "Play", "Next track", "Repeat, Off")]
    check(len(names) == 5, "cover-carousel: the five transport buttons are named: %s" % names)
    # Tab from the page reaches the widget's controls, with a visible focus ring.
    driver.execute_script("document.activeElement?.blur(); window.scrollTo(0, 0)")
    for _ in range(12):
        press(driver, Keys.TAB)
        if driver.execute_script("return document.activeElement?.classList.contains('cf-layer')"):
            break
    ring = driver.execute_script(
        "const el = document.activeElement, s = getComputedStyle(el);"
        "return [el.classList.contains('cf-layer'), el.matches(':focus-visible'), s.outlineStyle, s.outlineWidth, el.dataset.id];")
    check(ring[0] and ring[1] and ring[2] == "solid" and ring[3] == "2px", "cover-carousel: Tab reaches a control with a visible focus ring: %s" % ring)
    focus(driver, "carousel")
    press(driver, Keys.ARROW_RIGHT)
    wait_for(driver, "window.page.player.state.centered === 1", description="ArrowRight: the next cover")
    said = wait_for(driver, "(window.page.player.element.querySelector('.cf-live')?.textContent ?? '').includes('2 of') &&"
                            " window.page.player.element.querySelector('.cf-live').textContent", description="the announcement")
    check("2 of" in said, "cover-carousel: ArrowRight on the carousel centres the next cover and announces it: %r" % said)
    press(driver, Keys.ARROW_LEFT)
    wait_for(driver, "window.page.player.state.centered === 0", description="ArrowLeft: the previous cover")
    rest(driver)
    wait_for(driver, "(window.page.player.element.querySelector('.cf-live')?.textContent ?? '').includes('1 of')", description="ArrowLeft announced")
    # After a flick, the centred track is announced.
    r = driver.execute_script("const r = window.page.player.layer('cover.0').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];")
    centre = (r[0] + r[2] / 2, r[1] + r[3] / 2)
    mouse_drag(driver, centre, (centre[0] - 220, centre[1]), steps=6, duration=0.08)
    rest(driver)
    centred = driver.execute_script("return window.page.player.state.centered")
    said = wait_for(driver, "(window.page.player.element.querySelector('.cf-live')?.textContent ?? '').includes('%d of')"
                            " && window.page.player.element.querySelector('.cf-live').textContent" % (centred + 1), description="the flick's announcement")
    check(centred > 0 and "%d of" % (centred + 1) in said, "cover-carousel: after a flick to cover %d the live region says %r" % (centred, said))
    focus(driver, "carousel")
    press(driver, " ")
    wait_for(driver, "window.page.player.state.playing === true", description="Space: playing")
    check(True, "cover-carousel: Space plays (the registry's togglePlay)")
    press(driver, " ")
    wait_for(driver, "window.page.player.state.playing === false", description="Space: paused")


def run_player(driver, base):
    open_page(driver, base, "player.html")
    nodes = every_control_named(driver, "player-transition")
    expanded = [n for n in nodes if n["role"] == "button" and n["props"].get("expanded") is False]
    check(len(expanded) == 1, "player-transition: the mini player is a button with aria-expanded=false: %s" % [n["name"] for n in expanded])
    check(not any(n["name"] == "Close player" for n in nodes), "player-transition: the closed player's chevron is not in the tree")
    focus(driver, "miniPlayer")
    press(driver, Keys.ENTER)
    wait_for(driver, "window.page.player.state.state === 'open' && window.page.player.state.phase === 'idle'", description="Enter: open")
    wait_for(driver, "document.activeElement.closest('[role=dialog]')", description="focus in the open player")
    dialog = [n for n in ax_tree(driver) if n["role"] == "dialog"]
    check(len(dialog) == 1 and dialog[0]["name"] == "Now Playing", "player-transition: open, it is a dialog named %s" % [d["name"] for d in dialog])
    dump(driver, "player-transition-open")
    press(driver, Keys.ESCAPE)
    wait_for(driver, "window.page.player.state.state === 'closed' && window.page.player.state.phase === 'idle'", description="Escape: closed")
    back = wait_for(driver, "document.activeElement === window.page.player.layer('miniPlayer') && 'miniPlayer'", description="focus back")
    check(back == "miniPlayer", "player-transition: Escape closes it and focus returns to the mini player")


def run_card(driver, base):
    open_page(driver, base, "card.html")
    every_control_named(driver, "card-presentation")
    check(driver.execute_script("return !document.getElementById('behind').closest('[inert]')"),
          "card-presentation: the app's button is reachable while the card is down")
    driver.execute_script("document.getElementById('behind').focus()")
    press(driver, Keys.ENTER)
    wait_for(driver, "window.page.player.state.presented && window.page.player.state.phase === 'idle'", description="the app's button: presented")
    inside = wait_for(driver, "document.activeElement.closest('[role=dialog]') && document.activeElement.dataset.id", description="focus in the card")
    check(bool(inside), "card-presentation: presented, focus moved into the dialog (%s)" % inside)
    nodes = every_control_named(driver, "card-presentation-presented")
    check(not any(n["name"] == "Show all messages" for n in nodes), "card-presentation: the app's button behind the card is not in the tree")
    visited, left = set(), []
    for _ in range(16):
        press(driver, Keys.TAB)
        where = driver.execute_script("const a = document.activeElement; return [a.id, !!a.closest('[role=dialog]'), a.dataset.id || a.tagName];")
        visited.add(where[2])
        if where[0] == "behind" or not where[1]:
            left.append(where[2])
    check(not left and len(visited) >= 2,
          "card-presentation: 16 Tabs stayed inside the card, cycling %d controls (%s); outside: %s" % (len(visited), sorted(visited), left or "never"))
    press(driver, Keys.ESCAPE)
    wait_for(driver, "!window.page.player.state.presented && window.page.player.state.phase === 'idle'", description="Escape: dismissed")
    back = wait_for(driver, "document.activeElement === document.getElementById('behind') && 'behind'", description="focus back")
    check(back == "behind", "card-presentation: Escape dismisses it and focus returns to the app's button that opened it")


def run_pager(driver, base):
    open_page(driver, base, "pager.html")
    nodes = every_control_named(driver, "library-pager")
    lists = [n for n in nodes if n["role"] == "tablist"]
    tabs = [n for n in nodes if n["role"] == "tab"]
    check(len(lists) == 2 and len(tabs) == 4, "library-pager: two tablists, four tabs: %s" % [t["name"] for t in tabs])
    selected = "[...window.page.player.element.querySelectorAll('[role=tablist]')][1].querySelector('[aria-selected=true]')"
    stop = driver.execute_script("const s = %s; return [s.dataset.id, s.tabIndex]" % selected)
    check(stop[1] == 0, "library-pager: the selected tab is its list's Tab stop: %s" % stop)
    driver.execute_script("%s.focus()" % selected)
    press(driver, Keys.ARROW_RIGHT)
    moved = wait_for(driver, "(() => { const s = %s; return s && s.dataset.id !== '%s' && document.activeElement === s && s.dataset.id; })()" % (selected, stop[0]),
                     description="ArrowRight: the next tab selected and focused")
    check(bool(moved), "library-pager: ArrowRight on a tab selects and focuses the next (%s → %s)" % (stop[0], moved))
    rest(driver)
    press(driver, Keys.HOME)
    first = wait_for(driver, "(() => { const s = %s; return s && s.dataset.id === '%s' && document.activeElement === s && s.dataset.id; })()" % (selected, stop[0]),
                     description="Home: the first tab")
    check(first == stop[0], "library-pager: Home selects the first tab")
    rest(driver)
    press(driver, Keys.END)
    last = "[...[...window.page.player.element.querySelectorAll('[role=tablist]')][1].querySelectorAll('[role=tab]')].pop()"
    chosen = wait_for(driver, "(() => { const s = %s; return s && s === %s && document.activeElement === s && s.dataset.id; })()" % (selected, last),
                      description="End: the last tab selected and focused")
    check(chosen != stop[0], "library-pager: End selects and focuses the last tab (%s)" % chosen)


def run_lyrics(driver, base):
    open_page(driver, base, "lyrics.html")
    every_control_named(driver, "lyrics-cards")
    line = driver.execute_script("const el = document.querySelector('[role=group][tabindex=\"0\"]'); el.focus(); return el.dataset.id;")
    press(driver, Keys.ARROW_RIGHT)
    said = wait_for(driver, "(window.page.player.element.querySelector('.cf-live')?.textContent ?? '').includes('little cat feet')"
                            " && window.page.player.element.querySelector('.cf-live').textContent", description="the next line announced")
    check("little cat feet" in said, "lyrics-cards: ArrowRight on the line (%s) brings the next forward and announces it: %r" % (line, said))


def run_showcase(driver, base):
    open_page(driver, base, "showcase.html")
    nodes = every_control_named(driver, "showcase")
    tabs = [n["name"] for n in nodes if n["role"] == "tab"]
    check("Home" in tabs and "Your Library" in tabs, "showcase: its tab bar's tabs: %s" % tabs)


def main():
    shutil.copytree(os.path.join(HERE, "embedding"), os.path.join(SITE, "embed"), dirs_exist_ok=True)
    server, base = serve(SITE)
    base += "embed/"
    driver = browser(1000, 900)
    try:
        run_carousel(driver, base)
        run_player(driver, base)
        run_card(driver, base)
        run_pager(driver, base)
        run_lyrics(driver, base)
        run_showcase(driver, base)
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
