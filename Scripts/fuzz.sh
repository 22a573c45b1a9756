#!/usr/bin/env bash
# Coverage-guided fuzzing of the strict JSON parser, the trace decoder and a short
# replay of whatever decodes, with libFuzzer and AddressSanitizer.
#   Scripts/fuzz.sh [SECONDS]      (default 60)
# Seeds the corpus with Traces/ and the hostile files; fails (exit 1) if libFuzzer
# finds a crash, leaving the input in .build-fuzz/crashes/ to add as a regression test
# (Tests/CrossfadeTraceTests/FuzzRegressions/).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
scratch=.build-fuzz
export CROSSFADE_FUZZ=1
echo "== building the fuzzer (libFuzzer + AddressSanitizer)"
swift build -q --scratch-path "$scratch" -c release --product CrossfadeFuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xfrontend -Xswiftc -disable-stack-protector
binary="$(swift build --scratch-path "$scratch" -c release --show-bin-path)/CrossfadeFuzz"
corpus="$scratch/corpus"
mkdir -p "$corpus" "$scratch/crashes"
find Traces Tests/CrossfadeTraceTests/FuzzRegressions -name '*.json' ! -name '*.expected.json' -exec cp {} "$corpus/" \; 2>/dev/null || true
echo "== fuzzing for ${seconds} s"
"$binary" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix="$scratch/crashes/" -print_final_stats=1 2>&1 | tail -n 25
