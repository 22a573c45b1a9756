#!/usr/bin/env bash
# The checks CI runs on Crossfade's Apple files, which cannot be compiled on Linux
# (README, "On iOS"): swift-syntax parses them, lints the mount path (no `frame =`,
# every mount apply in a transaction with actions disabled) and refuses behavioural
# decisions beyond translation (Scripts/AppleChecks); then they are type-checked
# against AppleSDK/, a small declaration set written from Apple's documentation
# (Scripts/apple-typecheck.sh) — a smoke test of our code, not a proof of Apple's API.
# swift-syntax is built apart (Scripts/AppleChecks/.build), never by `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Sources/CrossfadeUIKit Sources/CrossfadeSwiftUI)
[ -d Examples ] && paths+=(Examples)

echo "== apple-check: building the swift-syntax checker (Scripts/AppleChecks)"
start=$(date +%s)
swift build -q --package-path Scripts/AppleChecks --product apple-check
echo "   built in $(( $(date +%s) - start )) s"
check="$(swift build --package-path Scripts/AppleChecks --show-bin-path)/apple-check"

# The checker itself first: on its fixture it must report every line marked REFUSED
# and nothing on the lines that only translate.
fixture=Scripts/AppleChecks/Fixtures/Refused.swift
reported=$( ("$check" "$fixture" || true) | sed -n "s|^$fixture:\([0-9]*\):.*|\1|p" | sort -un)
expected=$(grep -n "// REFUSED" "$fixture" | cut -d: -f1 | sort -un)
if [ "$reported" != "$expected" ]; then
    echo "apple-check: the checker reports lines $(echo $reported) of $fixture, but lines $(echo $expected) are marked REFUSED" >&2
    exit 1
fi
echo "   the checker refuses all $(echo "$expected" | wc -l) REFUSED lines of its fixture and nothing else"

"$check" "${paths[@]}"

echo "== apple-check: type-checking against AppleSDK/"
Scripts/apple-typecheck.sh
