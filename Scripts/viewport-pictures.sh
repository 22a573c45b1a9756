#!/usr/bin/env bash
# The pictures of the DocC article "Layouts for any viewport": each interaction at
# 320 × 480, 390 × 844, 844 × 390 and 1024 × 768, with the safe areas a device of that
# shape has (a small phone, a notched phone in portrait and in landscape, an iPad), at
# rest 2 s after the start (the player opened, the card presented).
#
#     Scripts/viewport-pictures.sh [OUT_DIR]   # default: the article's Resources folder
#
# Needs rsvg-convert (Debian's librsvg2-bin). The pictures are half size (a 390 pt wide
# viewport is 195 px), so the article stays light.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-Sources/CrossfadeInteractions/CrossfadeInteractions.docc/Resources}
command -v rsvg-convert >/dev/null || { echo "viewport-pictures.sh: rsvg-convert is missing (apt-get install librsvg2-bin)" >&2; exit 1; }
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -q --product crossfade
bin="$(swift build --show-bin-path)/crossfade"

# viewport → the environment at the start: top, bottom, leading, trailing safe areas.
safe() {
    case $1 in
        320x480) echo '"topSafeArea": 20, "bottomSafeArea": 0, "leadingSafeArea": 0, "trailingSafeArea": 0' ;;
        390x844) echo '"topSafeArea": 47, "bottomSafeArea": 34, "leadingSafeArea": 0, "trailingSafeArea": 0' ;;
        844x390) echo '"topSafeArea": 0, "bottomSafeArea": 21, "leadingSafeArea": 47, "trailingSafeArea": 47' ;;
        1024x768) echo '"topSafeArea": 24, "bottomSafeArea": 20, "leadingSafeArea": 0, "trailingSafeArea": 0' ;;
    esac
}

for spec in cover-carousel: player-transition:open lyrics-cards: library-pager: card-presentation:present showcase:; do
    id=${spec%%:*} action=${spec#*:}
    for viewport in 320x480 390x844 844x390 1024x768; do
        width=${viewport%x*} height=${viewport#*x}
        events="{\"t\": 0, \"kind\": \"environment\", \"environment\": {$(safe "$viewport")}}"
        [ -n "$action" ] && events="$events, {\"t\": 0.1, \"kind\": \"action\", \"name\": \"$action\"}"
        trace="$work/$id-$viewport.json"
        echo "{\"interaction\": \"$id\", \"viewport\": {\"width\": $width, \"height\": $height}, \"events\": [$events], \"end\": 2}" > "$trace"
        "$bin" render "$trace" --single --out "$work/$id-$viewport.svg" >/dev/null
        rsvg-convert -z 0.5 "$work/$id-$viewport.svg" -o "$out/viewport-$id-$viewport.png"
    done
done
echo "wrote 24 pictures to $out"
