#!/usr/bin/env bash
# Type-checks Crossfade's Apple files (Sources/CrossfadeUIKit, Sources/CrossfadeSwiftUI,
# Examples/) on Linux against AppleSDK/ — a small in-repo declaration set of exactly the
# UIKit, QuartzCore, CoreGraphics, Foundation and SwiftUI symbols they use, each with its
# Apple documentation signature and page — and the real CrossfadeHost and engine modules.
#
# This is a smoke test of OUR code (names, labels, types, optionality, isolation as
# documented), not a proof of Apple's API: the declarations were written by hand from
# Apple's documentation pages, and nothing here is compiled against Apple's SDK.
#
# Usage: Scripts/apple-typecheck.sh            (after `swift build`: uses its modules)
#        CROSSFADE_MODULES=DIR Scripts/apple-typecheck.sh
set -euo pipefail
cd "$(dirname "$0")/.."

modules="${CROSSFADE_MODULES:-$(swift build --show-bin-path)/Modules}"
for module in CrossfadeHost CrossfadeInteractions CrossfadeScene CrossfadeMotion CrossfadeInput; do
    [ -f "$modules/$module.swiftmodule" ] || { echo "apple-typecheck: $modules/$module.swiftmodule is missing: run swift build first" >&2; exit 2; }
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# -enable-objc-interop: @objc, #selector and @objc optional protocol members type-check as on Apple platforms.
flags=(-swift-version 6 -Xfrontend -enable-objc-interop -I "$out" -I AppleSDK/ObjectiveC -I AppleSDK/UIKit -I "$modules" -module-cache-path "$out/cache")

emit() {
    local name=$1; shift
    swiftc -emit-module -module-name "$name" -parse-as-library -emit-module-path "$out/$name.swiftmodule" "${flags[@]}" "$@"
}
sources() { find "$@" -name '*.swift' | sort; }

echo "== AppleSDK declarations (ObjectiveC, Foundation, CoreGraphics, QuartzCore, UIKit, SwiftUI)"
emit ObjectiveC -import-underlying-module $(sources AppleSDK/ObjectiveC)
emit Foundation $(sources AppleSDK/Foundation)
emit CoreGraphics $(sources AppleSDK/CoreGraphics)
emit QuartzCore $(sources AppleSDK/QuartzCore)
emit UIKit -import-underlying-module $(sources AppleSDK/UIKit)
emit SwiftUI $(sources AppleSDK/SwiftUI)

# Our modules: every body type-checked (-typecheck), then the module's declarations
# emitted for the next one. The SIL passes (definite initialisation, the sending/region
# checks) are not run: with Objective-C interop on Linux the compiler crashes in them
# (SendNonSendable, map::at, Swift 6.3.1), so those diagnostics are Apple's SDK's to give.
check() {
    local name=$1 dir=$2
    echo "== type-checking $dir ($(sources "$dir" | xargs cat | wc -l) lines)"
    swiftc -typecheck -module-name "$name" -parse-as-library "${flags[@]}" $(sources "$dir")
    emit "$name" -Xfrontend -experimental-skip-all-function-bodies $(sources "$dir")
}
check CrossfadeUIKit Sources/CrossfadeUIKit
check CrossfadeSwiftUI Sources/CrossfadeSwiftUI
if [ -d Examples ]; then
    echo "== type-checking Examples ($(sources Examples | xargs cat | wc -l) lines)"
    swiftc -typecheck -parse-as-library "${flags[@]}" $(sources Examples)
fi
echo "apple-typecheck: every Apple file type-checks against AppleSDK/ (a smoke test of our code, not of Apple's API)"
