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
"$(swift build --package-path Scripts/AppleChecks --show-bin-path)/apple-check" "${paths[@]}"

echo "== apple-check: type-checking against AppleSDK/"
Scripts/apple-typecheck.sh
