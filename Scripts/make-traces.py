#!/usr/bin/env python3
"""Writes the example traces under Traces/ (deterministic: no randomness).

Run from the repository root: python3 Scripts/make-traces.py
Each trace is a real gesture: pointer events at a touch panel's rate (120 Hz).
"""
import json, os

def drag(x, y0, dy, duration, t0=0.0, rate=120.0, hold=0.0, pointer=None):
    """A straight drag of dy points over duration seconds, then an optional hold, then up."""
    events = [ev(t0, "down", x, y0, pointer)]
    steps = max(1, round(duration * rate))
    for i in range(1, steps + 1):
        events.append(ev(t0 + duration * i / steps, "move", x, y0 + dy * i / steps, pointer))
    events.append(ev(t0 + duration + hold, "up", x, y0 + dy, pointer))
    return events

def flick(x, y0, distance, speed, t0=0.0, rate=120.0):
    """A flick: constant speed (pt/s) for distance points, released while moving."""
    duration = abs(distance) / speed
    return drag(x, y0, distance, duration, t0, rate)

def ev(t, kind, x, y, pointer=None):
    e = {"t": round(t, 6), "kind": kind, "x": round(x, 4), "y": round(y, 4)}
    if pointer is not None:
        e["pointer"] = pointer
    return e

def action(t, name, **fields):
    return dict({"t": t, "kind": "action", "name": name}, **fields)

def viewport(t, width, height):
    return {"t": t, "kind": "viewport", "viewport": {"width": width, "height": height}}

def environment(t, values):
    return {"t": t, "kind": "environment", "environment": values}

def options_event(t, values):
    return {"t": t, "kind": "options", "options": values}

def write(path, interaction, events, options=None, viewport=(390, 844)):
    trace = {"interaction": interaction, "viewport": {"width": viewport[0], "height": viewport[1]},
             "options": options or {}, "events": events}
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(trace, f, indent=1)
        f.write("\n")

P = "Traces/player-transition/"
MINI_Y = 844 - 83 - 64 + 32  # centre of the mini player (top 697)
write(P + "slow-drag-past-half-opens.json", "player-transition", drag(195, MINI_Y, -420, 1.5, hold=0.1))
write(P + "slow-drag-30-percent-closes.json", "player-transition", drag(195, MINI_Y, -209, 1.2, hold=0.1))
write(P + "flick-40pt-1500-opens.json", "player-transition", flick(195, MINI_Y, -40, 1500))
write(P + "drag-down-open-player-closes.json", "player-transition",
      [action(0, "open")] + drag(195, 300, 480, 1.2, t0=1.5, hold=0.1))
write(P + "grab-mid-animation-release-back.json", "player-transition",
      [action(0, "open")] + drag(195, 755, 60, 0.15, t0=0.12))
write(P + "tap-opens.json", "player-transition", [ev(0, "down", 150, MINI_Y), ev(0.08, "up", 151, MINI_Y)])
write(P + "toggle-twice.json", "player-transition", [action(0, "toggle"), action(0.2, "toggle")])
write(P + "reduce-motion-drag-opens.json", "player-transition", drag(195, MINI_Y, -420, 1.5, hold=0.1),
      options={"reduceMotion": True})
write(P + "open-close-filmstrip.json", "player-transition",
      drag(195, MINI_Y, -250, 0.25) + drag(195, 300, 200, 0.2, t0=1.2))

L = "Traces/lyrics-cards/"
CARD = (195, 440)  # inside the front card
def hold_drag(dx, dy, duration, t0=0.0, hold=0.1, release=True, rate=120.0):
    x0, y0 = CARD
    events = [ev(t0, "down", x0, y0)]
    steps = max(1, round(duration * rate))
    for i in range(1, steps + 1):
        events.append(ev(t0 + duration * i / steps, "move", x0 + dx * i / steps, y0 + dy * i / steps))
    if release:
        events.append(ev(t0 + duration + hold, "up", x0 + dx, y0 + dy))
    return events

write(L + "drag-19pt-held.json", "lyrics-cards", hold_drag(0, 19, 0.4, release=False))
write(L + "drag-50pt-held.json", "lyrics-cards", hold_drag(0, 50, 0.5, release=False))
write(L + "release-79pt-slow-no-swap.json", "lyrics-cards", hold_drag(0, 79, 0.8))
write(L + "release-81pt-slow-swaps.json", "lyrics-cards", hold_drag(0, 81, 0.8))
write(L + "flick-40pt-1500-swaps.json", "lyrics-cards", flick(CARD[0], CARD[1], 40, 1500))
write(L + "drag-up-120pt-swaps-upward.json", "lyrics-cards", hold_drag(0, -120, 0.6))
write(L + "axis-x-drag-swaps.json", "lyrics-cards", hold_drag(-120, 0, 0.6), options={"axis": "x"})
write(L + "axis-x-ignores-vertical.json", "lyrics-cards", hold_drag(0, 120, 0.6), options={"axis": "x"})
write(L + "axis-both-diagonal-swaps.json", "lyrics-cards", hold_drag(70, 70, 0.6), options={"axis": "both"})
write(L + "single-card-springs-back.json", "lyrics-cards", hold_drag(0, 150, 0.6), options={"cards": 1})
write(L + "grab-during-swap.json", "lyrics-cards",
      hold_drag(0, 120, 0.5) + [ev(0.7, "down", CARD[0], CARD[1] - 40), ev(0.75, "move", CARD[0], CARD[1] - 35),
                                 ev(0.8, "move", CARD[0], CARD[1] - 30), ev(0.95, "up", CARD[0], CARD[1] - 30)])
write(L + "actions-next-previous-seek.json", "lyrics-cards",
      [action(0, "next"), action(0.2, "next"), action(1.0, "previous"), action(2.0, "seek", time=23.0)])
write(L + "reduce-motion-swap.json", "lyrics-cards", hold_drag(0, 120, 0.6), options={"reduceMotion": True})
write(L + "swap-filmstrip.json", "lyrics-cards", hold_drag(0, 140, 0.25, hold=0.0) + [action(1.2, "next")])
# Issue 48: the motion lab tunes the card spring mid-swap (retuned from where the card is,
# at its speed), and the next drag's swap runs on the new, bouncier spring.
write(L + "live-spring-mid-swap.json", "lyrics-cards",
      [action(0, "next"), options_event(0.15, {"springResponse": 0.9, "springDampingRatio": 0.5})]
      + hold_drag(0, 120, 0.3, t0=2.0))

C = "Traces/card-presentation/"
UP_NEXT = (195, 844 - 34 - 72 + 30)  # centre of the Up Next row (presents the card)
def tap(x, y, t):
    return [ev(t, "down", x, y), ev(t + 0.08, "up", x, y)]
write(C + "tap-up-next-presents.json", "card-presentation", tap(*UP_NEXT, 0))
write(C + "drag-up-presents.json", "card-presentation", drag(UP_NEXT[0], UP_NEXT[1], -500, 0.8, hold=0.1))
write(C + "slow-drag-down-30-percent-stays.json", "card-presentation",
      [action(0, "present")] + drag(195, 300, 236, 1.2, t0=1.0, hold=0.1))
write(C + "flick-down-dismisses.json", "card-presentation", [action(0, "present")] + flick(195, 300, 60, 1500, t0=1.0))
write(C + "content-300-then-drag-500.json", "card-presentation",
      [action(0, "present")] + drag(195, 700, -300, 1.0, t0=1.0, hold=0.3) + drag(195, 300, 500, 1.0, t0=2.6, hold=0.3))
write(C + "status-bar-tap-twice.json", "card-presentation",
      [action(0, "present")] + drag(195, 700, -300, 1.0, t0=1.0, hold=0.3) + tap(195, 20, 3.0) + tap(195, 20, 4.0))
write(C + "slider-drag-never-dismisses.json", "card-presentation",
      [action(0, "present")] + [ev(1.0, "down", 120, 149)] +
      [ev(1.0 + i / 120, "move", 120 + i * 1.5, 149 + i * 6) for i in range(1, 61)] + [ev(1.6, "up", 210, 509)])
write(C + "catch-in-flight.json", "card-presentation", [action(0, "present")] + drag(195, 700, -100, 0.4, t0=0.12, hold=0.1))
# Turned to landscape while the card slides up: the size and the landscape safe areas at one instant
# (one relayout); the card keeps its progress and speed and ends presented at the landscape large detent.
LANDSCAPE = {"topSafeArea": 0, "bottomSafeArea": 21, "leadingSafeArea": 47, "trailingSafeArea": 47}
write(C + "rotation-mid-flight.json", "card-presentation",
      [action(0, "present"), viewport(0.12, 844, 390), environment(0.12, LANDSCAPE)])
write(C + "flick-content-to-top-does-not-dismiss.json", "card-presentation",
      [action(0, "present")] + drag(195, 700, -500, 1.2, t0=1.0, hold=0.3) + flick(195, 300, 120, 2500, t0=2.8))
write(C + "detents-medium-then-large.json", "card-presentation",
      tap(*UP_NEXT, 0) + drag(195, 600, -260, 0.5, t0=1.6, hold=0.1), options={"detents": "medium,large"})
write(C + "reduce-motion-present-dismiss.json", "card-presentation", tap(*UP_NEXT, 0) + [action(1.0, "escape")],
      options={"reduceMotion": True})
write(C + "actions.json", "card-presentation",
      [action(0, "present")] + drag(195, 700, -300, 1.0, t0=1.0, hold=0.3) + [action(2.5, "scrollToTop"), action(3.5, "statusBarTap")])
write(C + "present-dismiss-filmstrip.json", "card-presentation",
      drag(UP_NEXT[0], UP_NEXT[1], -420, 0.3) + flick(195, 300, 200, 1600, t0=1.3))
# A row's reorder handle (the card presented: its top 57, header 64, the slider row 56, rows 56 pt; handles at the trailing 44 pt).
HANDLE_X, FIRST_ROW_MID = 368, 57 + 64 + 56 + 28
write(C + "reorder-row-by-handle.json", "card-presentation",
      [action(0, "present")] + drag(HANDLE_X, FIRST_ROW_MID + 56, 3 * 56, 0.6, t0=1.0, hold=0.2))
write(C + "reorder-autoscroll.json", "card-presentation",
      [action(0, "present")] + drag(HANDLE_X, FIRST_ROW_MID, 600, 0.5, t0=1.0, hold=1.2)[:-1]
      + drag(HANDLE_X, FIRST_ROW_MID + 600, -300, 0.3, t0=2.7, hold=0.1)[1:])

V = "Traces/cover-carousel/"
COVER_Y = 47 + 64 + 161  # the middle of the carousel (covers 322 pt square)
SLIDER = (34, 47 + 64 + 322 + 32 + 76 + 2)  # the slider track's leading end, its middle

def hdrag(x0, y, dx, duration, t0=0.0, rate=120.0, hold=0.0):
    """A straight horizontal drag of dx points over duration seconds, then an optional hold, then up."""
    events = [ev(t0, "down", x0, y)]
    steps = max(1, round(duration * rate))
    for i in range(1, steps + 1):
        events.append(ev(t0 + duration * i / steps, "move", x0 + dx * i / steps, y))
    events.append(ev(t0 + duration + hold, "up", x0 + dx, y))
    return events

def hflick(x0, y, distance, speed, t0=0.0):
    return hdrag(x0, y, distance, abs(distance) / speed, t0)

write(V + "slow-drag-40-percent-back.json", "cover-carousel", hdrag(300, COVER_Y, -0.4 * 322, 1.2, hold=0.1))
write(V + "slow-drag-60-percent-next.json", "cover-carousel", hdrag(300, COVER_Y, -0.6 * 322, 1.2, hold=0.1))
write(V + "flick-3000-one-cover.json", "cover-carousel", hflick(300, COVER_Y, -90, 3000))
write(V + "flick-at-last-cover-stays.json", "cover-carousel", [action(0, "selectCover", index=11)] + hflick(300, COVER_Y, -90, 3000, t0=1.0))
write(V + "slider-drag-seeks.json", "cover-carousel", hdrag(SLIDER[0], SLIDER[1], 161, 0.5, hold=0.2))
write(V + "play-through-track-end.json", "cover-carousel", [action(0, "seek", time=148), action(0, "play")])
write(V + "rtl-flick.json", "cover-carousel", hflick(90, COVER_Y, 90, 3000), options={"rtl": True})
write(V + "reduce-motion-next.json", "cover-carousel", [action(0, "next")], options={"reduceMotion": True})
write(V + "catch-in-flight.json", "cover-carousel", [action(0, "selectCover", index=3)] + hdrag(195, COVER_Y, 0, 0.2, t0=0.12, hold=0.1))
write(V + "actions.json", "cover-carousel",
      [action(0, "next"), action(0.6, "next"), action(1.2, "previous"), action(1.8, "selectCover", index=5), action(2.4, "increment"),
       action(3.0, "decrement"), action(3.6, "togglePlay"), action(4.0, "seek", time=30), action(4.5, "togglePlay")])
write(V + "filmstrip.json", "cover-carousel", hflick(300, COVER_Y, -90, 2500) + hflick(300, COVER_Y, -90, 2500, t0=1.0))

B = "Traces/library-pager/"
PAGE_Y = 470  # inside the pages (they start 138.2 pt down)
PODCASTS = (167.482, 74.6)  # the centre of the "Podcasts" label
ARTISTS = (124.6225, 113.2)  # the centre of the "Artists" label
def hdrag_angle(x0, y0, length, degrees, duration, rate=120.0, hold=0.1):
    """A straight drag of `length` points (negative: leftward) at `degrees` off horizontal, upward."""
    import math
    dx, dy = length * math.cos(math.radians(degrees)), -abs(length) * math.sin(math.radians(degrees))
    events = [ev(0, "down", x0, y0)]
    steps = max(1, round(duration * rate))
    for i in range(1, steps + 1):
        events.append(ev(duration * i / steps, "move", x0 + dx * i / steps, y0 + dy * i / steps))
    events.append(ev(duration + hold, "up", x0 + dx, y0 + dy))
    return events
def hflick_left(t0):
    return hflick(300, PAGE_Y, -90, 3000, t0=t0)
write(B + "three-swipes-to-podcasts.json", "library-pager", hflick_left(0) + hflick_left(0.8) + hflick_left(1.6))
write(B + "swipe-right-at-start-stays.json", "library-pager", hdrag(80, PAGE_Y, 160, 0.5, hold=0.1))
write(B + "tap-podcasts.json", "library-pager", tap(*PODCASTS, 0))
write(B + "tap-artists.json", "library-pager", tap(*ARTISTS, 0))
write(B + "slow-drag-40-percent-back.json", "library-pager", hdrag(330, PAGE_Y, -0.4 * 390, 1.2, hold=0.1))
write(B + "slow-drag-60-percent-next.json", "library-pager", hdrag(330, PAGE_Y, -0.6 * 390, 1.2, hold=0.1))
write(B + "flick-one-page.json", "library-pager", hflick_left(0))
write(B + "hard-flick-one-page.json", "library-pager", hflick(340, PAGE_Y, -200, 7000))
write(B + "drag-across-categories.json", "library-pager",
      [action(0, "selectSubcategory", index=2)] + hdrag(340, PAGE_Y, -0.6 * 390, 1.0, t0=1.0, hold=0.1))
write(B + "drag-back-across-categories.json", "library-pager",
      [action(0, "selectCategory", index=1)] + hdrag(50, PAGE_Y, 0.7 * 390, 1.0, t0=1.0, hold=0.1))
write(B + "scroll-list.json", "library-pager", drag(195, 700, -300, 0.6, hold=0.1))
write(B + "diagonal-30-degrees-pages.json", "library-pager", hdrag_angle(300, PAGE_Y, -240, 30, 0.4))
write(B + "diagonal-60-degrees-scrolls.json", "library-pager", hdrag_angle(300, 700, -240, 60, 0.4))
write(B + "rtl-flick.json", "library-pager", hflick(90, PAGE_Y, 90, 3000), options={"rtl": True})
write(B + "reduce-motion-swipe.json", "library-pager", hflick_left(0), options={"reduceMotion": True})
write(B + "actions.json", "library-pager",
      [action(0, "nextPage"), action(0.1, "nextPage"), action(0.2, "nextPage"), action(1.5, "previousPage"),
       action(2.5, "selectCategory", index=1), action(3.5, "selectSubcategory", index=2)])
write(B + "filmstrip.json", "library-pager", hflick(330, PAGE_Y, -120, 1500, t0=0.1) + hflick(330, PAGE_Y, -120, 1500, t0=0.7) +
      hdrag(340, PAGE_Y, -0.6 * 390, 0.8, t0=1.3) + [action(2.6, "selectCategory", index=0)])

S = "Traces/showcase/"
MINI = (150, 844 - 83 - 64 + 32)   # the mini player card (its title)
MINI_PLAY = (390 - 8 - 16 - 16, 844 - 83 - 64 + 32)   # its play button
COVERS = (300, 47 + 64 + 161)      # on the covers in the full player
ROWS = (195, 600)                  # on the queue card's rows once presented
write(S + "open-player-by-drag.json", "showcase", drag(MINI[0], MINI[1], -420, 0.35))
write(S + "page-carousel-keeps-player-open.json", "showcase", [action(0, "player.open")] + hflick(300, COVERS[1], -90, 3000, t0=1.0))
write(S + "vertical-drag-on-covers-closes-player.json", "showcase", [action(0, "player.open")] + drag(COVERS[0], COVERS[1], 420, 0.5, t0=1.0))
write(S + "mini-play-plays-without-opening.json", "showcase", tap(MINI_PLAY[0], MINI_PLAY[1], 0))
write(S + "mini-swipe-next-track.json", "showcase", hdrag(300, MINI[1], -160, 0.25))
write(S + "lyrics-follow-the-clock.json", "showcase",
      [action(0, "openLyrics"), action(0.5, "carousel.play")] + [action(9.0, "carousel.pause")])
write(S + "queue-scroll-then-dismiss-by-hand-off.json", "showcase",
      [action(0, "player.open"), action(0.8, "queue.present")] + drag(ROWS[0], ROWS[1], -200, 0.6, t0=1.6, hold=0.2)
      + drag(ROWS[0], 250, 520, 0.8, t0=2.8))
write(S + "library-to-podcasts-then-scroll.json", "showcase",
      hflick(300, 400, -90, 3000) + hflick(300, 400, -90, 3000, t0=0.8) + hflick(300, 400, -90, 3000, t0=1.6)
      + drag(195, 600, -250, 0.5, t0=2.4, hold=0.1))
write(S + "home-tile-plays-its-track.json", "showcase", tap(65, 844 - 34 - 25, 0) + tap(300, 47 + 56 + 64 + 28, 0.5))
write(S + "slider-drag-keeps-player-open.json", "showcase",
      [action(0, "player.open")] + [ev(1.0, "down", 34, 47 + 64 + 322 + 32 + 76 + 2)]
      + [ev(1.0 + i / 120, "move", 34 + i * 2.5, 47 + 64 + 322 + 32 + 76 + 2 + i * 3) for i in range(1, 61)]
      + [ev(1.6, "up", 184, 47 + 64 + 322 + 32 + 76 + 2 + 180)])
# The queue's third row (its card presented: top 57, header 64, rows 56 pt from 121) dragged by its handle to the top; then next plays it.
QUEUE_ROW_2 = (368, 57 + 64 + 2 * 56 + 28)
write(S + "queue-reorder-plays-next.json", "showcase",
      [action(0, "queue.present")] + drag(QUEUE_ROW_2[0], QUEUE_ROW_2[1], -2 * 56, 0.5, t0=1.5, hold=0.2)
      + [action(3.0, "queue.dismiss"), action(4.0, "carousel.next")])
write(S + "filmstrip.json", "showcase", drag(MINI[0], MINI[1], -420, 0.3) + hflick(300, COVERS[1], -90, 2500, t0=1.0)
      + drag(COVERS[0], COVERS[1] + 100, 420, 0.4, t0=1.8))
