#!/usr/bin/env bash
# Documentation coverage of the product modules (issue 33): every public/open
# declaration and whether it has a `///` summary, per module, found with
# swift-syntax (Scripts/AppleChecks, doc-coverage; built apart, so `swift build`
# never builds swift-syntax). A type's implementation of a documented requirement
# of a protocol in these modules counts as documented (DocC shows that summary);
# one of a standard-library protocol (`description`, `==`, `rawValue`) does not.
#   Scripts/doc-coverage.sh                 per-module percentages (report only)
#   Scripts/doc-coverage.sh --list          and each undocumented declaration, file:line
#   Scripts/doc-coverage.sh --minimum 100   fail when a module is below 100 %
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(CrossfadeMotion CrossfadeInput CrossfadeScene CrossfadeInteractions CrossfadeHost)

swift build -q --package-path Scripts/AppleChecks --product doc-coverage
coverage="$(swift build --package-path Scripts/AppleChecks --show-bin-path)/doc-coverage"

# The checker itself first: on its fixture it must count every declaration marked
# API (×2: two) and list exactly the lines marked UNDOCUMENTED.
fixture=Scripts/AppleChecks/Fixtures/CoverageFixture
file=$fixture/Coverage.swift
output=$("$coverage" --list "$fixture")
listed=$(echo "$output" | sed -n "s|^  $file:\([0-9]*\):.*|\1|p" | sort -un)
marked=$(grep -n "// API.*UNDOCUMENTED" "$file" | cut -d: -f1 | sort -un)
counted=$(echo "$output" | sed -n 's/^  CoverageFixture *[0-9]* of *\([0-9]*\) .*/\1/p')
expected=$(grep -o "// API\( ×[0-9]\)\?" "$file" | awk '{ m = $3; gsub(/[^0-9]/, "", m); n += (m == "" ? 1 : m) } END { print n }')
if [ "$listed" != "$marked" ] || [ "$counted" != "$expected" ]; then
    echo "doc-coverage: on its fixture the checker counts $counted declarations (expected $expected) and lists lines $(echo $listed) (expected $(echo $marked))" >&2
    exit 1
fi
echo "   the checker counts all $expected public declarations of its fixture and lists its $(echo "$marked" | wc -l) undocumented lines"

"$coverage" "$@" "${modules[@]/#/Sources/}"
