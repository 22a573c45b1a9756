#!/usr/bin/env python3
"""What a frame costs the page, in headless Chromium, measured alone: a step of `.ci/run`
after `swift test`, never beside other suites (two cores shared with a parallel test run
make any wall-clock figure meaningless).

Usage: frame_timing.py SITE_DIR ARTIFACTS_DIR

SITE_DIR is `crossfade export-site DIR` (the Studio, its engine in the page), served here
by Python's plain http.server. Two drags, as the Studio's walk used to time them:
  1. player-transition open, a 10 s drag of the player up and down (unthrottled);
  2. the showcase's Now Playing, a 10 s drag back and forth on the covers with the CPU
     throttled 4x (DevTools' Emulation.setCPUThrottlingRate).
Each frame's page work is the engine's advance plus applying its mount operations to the
DOM (the Studio's `frameMicros`).

Microseconds differ 3x between machines and with whatever else runs, so what is asserted
is relative to a baseline measured in this same run, in the same page, under the same
throttle: a fixed JavaScript workload (`calibrate()`: about 1.0 ms of CPU in V8 on the
2-core machine the targets were set on, 4-6 ms under 4x throttling), timed before and
after each drag. In those units (calibrations), per drag:
  - the frames over budget are few: the old absolute budget (16.7 ms unthrottled, a 60 Hz
    frame; 8.3 ms throttled, a 120 Hz frame) in calibrations (16.7; 2.1) — at most 1 %
    unthrottled, 3 % throttled (the old checks allowed none, and failed on a loaded
    machine: one frame in 703, and 31 throttled);
  - 90 % of frames take at most 1.0 calibration unthrottled and 1.5 throttled (measured
    with three agents building beside it: 0.2 and 0.7) — the check a regression in the
    engine or the DOM would fail, where the tail is mostly the machine.
Writes frame-timing.json to ARTIFACTS_DIR with every figure, microseconds included.
"""
import json, os, sys
from browser_support import browser, check, serve, wait_for
from studio_support import centre, drag, drag_path, wait_for_mode, wait_state

SITE, ARTIFACTS = sys.argv[1], sys.argv[2]
os.makedirs(ARTIFACTS, exist_ok=True)

# In units of the same run's calibration (see the module's documentation): the frame
# budget, the share of frames allowed over it, and the most the 90th percentile may take.
UNTHROTTLED = {"budget": 16.7, "allowedOver": 0.01, "p90": 1.0}
THROTTLED = {"budget": 2.1, "allowedOver": 0.03, "p90": 1.5}

CALIBRATE = """
window.calibrate = () => {
  const a = new Float64Array(2048);
  let sum = 0;
  const start = performance.now();
  for (let r = 0; r < 240; r++) for (let i = 0; i < 2048; i++) { a[i] = Math.sqrt(a[i] * 0.5 + i + r); sum += a[i]; }
  window.calibrationSink = sum;
  return (performance.now() - start) * 1000;
};
for (let i = 0; i < 5; i++) calibrate();
const runs = Array.from({ length: 21 }, () => calibrate()).sort((x, y) => x - y);
return runs[10];
"""

WORK = """
const f = [...window.crossfade.frameMicros].sort((a, b) => a - b), e = [...window.crossfade.engineMicros].sort((a, b) => a - b),
      q = (s, p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
return {frames: f.length, work: [...window.crossfade.frameMicros],
        pageWorkMicros: {median: q(f, 0.5), p90: q(f, 0.9), p99: q(f, 0.99), max: f[f.length - 1]},
        engineMicros: {median: q(e, 0.5), p99: q(e, 0.99), max: e[e.length - 1]}};
"""


def timed_drag(driver, name, limits, gesture):
    """Calibrates, runs `gesture`, calibrates again; judges the drag's frames against the budget."""
    before = driver.execute_script(CALIBRATE)
    driver.execute_script("window.crossfade.engineMicros.length = 0; window.crossfade.frameMicros.length = 0;")
    gesture()
    numbers = driver.execute_script(WORK)
    after = driver.execute_script(CALIBRATE)
    calibration = (before + after) / 2
    budget = limits["budget"] * calibration
    work = numbers.pop("work")
    over = sum(1 for w in work if w > budget)
    p90 = numbers["pageWorkMicros"]["p90"] / calibration
    numbers.update({"calibrationMicros": {"before": before, "after": after}, "budgetMicros": budget, "overBudget": over,
                    "p90InCalibrations": p90, "p99InCalibrations": numbers["pageWorkMicros"]["p99"] / calibration})
    print("%s: %s" % (name, json.dumps(numbers)), flush=True)
    check(numbers["frames"] > 300, "%s: frames ran during the 10 s drag (%d)" % (name, numbers["frames"]))
    check(over <= limits["allowedOver"] * numbers["frames"],
          "%s: %d of %d frames' page work over the budget of %.0f us (%.1f calibrations of %.0f us, measured in this run; %.0f %% allowed)"
          % (name, over, numbers["frames"], budget, limits["budget"], calibration, 100 * limits["allowedOver"]))
    check(p90 <= limits["p90"], "%s: 90 %% of frames within %.2f calibrations (at most %.1f)" % (name, p90, limits["p90"]))
    return numbers


def unthrottled_player(driver, base):
    driver.get(base + "?interaction=player-transition")
    wait_for_mode(driver, "wasm")
    wait_state(driver, "s.state === 'closed' && s.phase === 'idle'", "player-transition", timeout=30)
    drag(driver, (195, 729), (195, 260), 0.5)
    wait_state(driver, "s.state === 'open' && s.phase === 'idle'", "the player open")
    return timed_drag(driver, "player-transition, 10 s drag", UNTHROTTLED,
                      lambda: drag(driver, (195, 300), (195, 700), 10.0, steps=600, hold=0.0))


def throttled_showcase(driver, base):
    driver.get(base + "?interaction=showcase")
    wait_for_mode(driver, "wasm")
    wait_for(driver, "window.crossfade.state && window.crossfade.state.phase === 'idle' && window.crossfade.descriptor?.id === 'showcase'",
             timeout=30, description="the showcase in the page")
    mini = centre(driver, "player.miniPlayer.title")
    drag(driver, mini, (mini[0], mini[1] - 450), 0.35)
    wait_state(driver, "s.player.state === 'open' && s.phase === 'idle'", "Now Playing open")
    covers = centre(driver, "carousel.carousel")
    left, right = (covers[0] - 110, covers[1]), (covers[0] + 110, covers[1])
    driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
    try:
        return timed_drag(driver, "showcase, 10 s drag on the covers at 4x CPU throttling", THROTTLED,
                          lambda: drag_path(driver, [covers] + [left, right] * 10 + [covers], 10.0))
    finally:
        driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 1})


def main():
    server, base = serve(SITE)
    driver = browser(1200, 1000)
    try:
        results = {"unthrottled": unthrottled_player(driver, base), "throttled": throttled_showcase(driver, base)}
    finally:
        driver.quit()
        server.shutdown()
    with open(os.path.join(ARTIFACTS, "frame-timing.json"), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
