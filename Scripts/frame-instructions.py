#!/usr/bin/env python3
"""What a page frame costs, in instructions: CI's machine-independent performance check.

Usage: frame-instructions.py BIN_DIR [--record] [--baseline FILE]

Runs BIN_DIR/CrossfadeFrameCount (built in release) under `valgrind --tool=callgrind`
for each interaction, advancing alone and advancing + taking the frame's mount
operations (what the page does each frame), and counts the instructions of the
measured frames only (`--toggle-collect='*measuredFrames*'`). Swift's hashing is made
deterministic and address randomisation is off, so the same binary counts the same
instructions on any machine, loaded or not (unlike microseconds, which differ 3x
between CI machines and with whatever runs beside them).

Fails when
  - an interaction's instructions per frame exceed the checked-in baseline
    (Benchmarks/frame-instructions.json) by more than its tolerance (10 %), or
  - the showcase's advance + mount exceeds 3x its advance alone (issue 28's ratio).
These replace the microsecond targets page-frames.mjs used to check (showcase <= 30 us,
card-presentation <= 10 us, player-transition <= 5 us): each is now "no more than 10 %
over its recorded instruction count". page-frames.mjs still prints microseconds for
people. --record writes the counts measured now as the new baseline (a commit of its
own, saying why the cost moved).
"""
import json, os, platform, re, subprocess, sys

INTERACTIONS = ["player-transition", "lyrics-cards", "card-presentation", "cover-carousel", "library-pager", "showcase"]
FRAMES = 1080  # ten whole drag cycles of 108 frames
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_BASELINE = os.path.join(HERE, "..", "Benchmarks", "frame-instructions.json")


def count(binary, interaction, mode):
    command = ["setarch", platform.machine(), "-R", "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
               "--toggle-collect=*measuredFrames*", binary, interaction, mode, "--frames", str(FRAMES)]
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    result = subprocess.run(command, capture_output=True, text=True, env=environment)
    collected = re.search(r"Collected : (\d+)", result.stderr)
    if result.returncode != 0 or not collected:
        sys.exit("frame-instructions: %s %s failed (%d):\n%s%s" % (interaction, mode, result.returncode, result.stdout, result.stderr))
    return int(collected.group(1)) / FRAMES


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    binary = os.path.join(args[0], "CrossfadeFrameCount")
    baseline_file = args[args.index("--baseline") + 1] if "--baseline" in args else DEFAULT_BASELINE
    measured = {i: {mode: round(count(binary, i, mode)) for mode in ("advance", "mount")} for i in INTERACTIONS}
    for interaction, counts in measured.items():
        print("%-18s advance %9d instructions/frame | advance + mount %9d" % (interaction, counts["advance"], counts["mount"]))
    if "--record" in args:
        with open(baseline_file, "w") as f:
            json.dump({"toolchain": subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0],
                       "frames": FRAMES, "tolerance": 0.10, "instructionsPerFrame": measured}, f, indent=2)
            f.write("\n")
        print("recorded %s" % baseline_file)
        return
    with open(baseline_file) as f:
        baseline = json.load(f)
    tolerance = baseline["tolerance"]
    failures = []
    for interaction, counts in measured.items():
        for mode, value in counts.items():
            recorded = baseline["instructionsPerFrame"].get(interaction, {}).get(mode)
            if recorded is None:
                failures.append("%s %s: no baseline (run with --record)" % (interaction, mode))
                continue
            change = value / recorded - 1
            note = "%s %s: %d instructions/frame, %+.1f %% against the baseline's %d" % (interaction, mode, value, 100 * change, recorded)
            if change > tolerance:
                failures.append(note + " (over the %.0f %% tolerance)" % (100 * tolerance))
            elif change < -tolerance:
                print("note: " + note + ": cheaper; --record to lower the baseline")
    showcase = measured["showcase"]
    if showcase["mount"] > 3 * showcase["advance"]:
        failures.append("showcase: advance + mount (%d) is over 3x its advance alone (%d)" % (showcase["mount"], showcase["advance"]))
    for failure in failures:
        print("MISSED " + failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print("frame instructions within %.0f %% of the baseline (%s), showcase advance + mount %.2fx its advance"
          % (100 * tolerance, baseline["toolchain"], showcase["mount"] / showcase["advance"]))


if __name__ == "__main__":
    main()
