#!/usr/bin/env bash
# Runs each hop shape of the consumer fixture (Tests/Shared/SharedHopShapesTests.swift: a
# main-actor task that waits, between sleeps on a TestClock, for work a deterministic test does
# not run) in fresh processes, in both modules, and counts the runs that were right, wrong, and
# warned. A shape passes when every run was right, or every run was warned.
#
#   Scripts/hop-shapes.sh [runs] [debug|release]      (default: 100 runs, debug)
#
# Then runs them once more as parameterized cases all in flight together (PARALLEL_CASES).
#
# Builds the fixture in the shared build folder first and stops at the first build error.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/build-folder.sh
runs="${1:-100}"
configuration="${2:-debug}"
flags=(-c "$configuration" --package-path Tests/Consumers
  --scratch-path "$(build_folder "$configuration")" --disable-build-manifest-caching --manifest-cache none)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift build --build-tests "${flags[@]}" > "$log" 2>&1; then
  grep -E "error:" "$log" || tail -20 "$log"
  echo "The fixture's $configuration build failed: nothing was run." >&2
  exit 1
fi
tests="$(swift build --show-bin-path "${flags[@]}")/ConsumersPackageTests.xctest"

failures=0
# $1 module, $2 test, $3 swift-testing|xctest
shape() {
  local module="$1" test="$2" library="$3" right=0 wrong=0 warned=0 wrongWarned=0
  for _ in $(seq 1 "$runs"); do
    if [ "$library" = xctest ]; then
      "$tests" "$module.$test" > "$log" 2>&1 || true
      grep -qE "Executed 1 test" "$log" || { echo "$module $test: did not run"; tail -5 "$log"; exit 1; }
      ok=$(grep -cE "Executed 1 test, with 0 failures" "$log" || true)
    else
      "$tests" --testing-library swift-testing --filter "^$module.$test\(\)" > "$log" 2>&1 || true
      grep -qE "Test run with 1 test" "$log" || { echo "$module $test: did not run"; tail -5 "$log"; exit 1; }
      ok=$(grep -cE "Test run with 1 test .*passed" "$log" || true)
    fi
    local isWarned=0
    grep -qE "recorded a warning|warning:" "$log" && isWarned=1
    warned=$((warned + isWarned))
    if [ "$ok" -ge 1 ]; then right=$((right + 1)); else
      wrong=$((wrong + 1)); wrongWarned=$((wrongWarned + isWarned)); cp "$log" "/tmp/hop-shape-wrong.log"
    fi
  done
  printf '%-14s %-52s right %3d  wrong %3d  warned %3d\n' "$module" "$test" "$right" "$wrong" "$warned"
  if [ "$wrong" -gt 0 ] && [ "$warned" -lt "$runs" ]; then failures=$((failures + 1)); fi
}
for module in AppTests PlainAppTests; do
  for test in anActorHopInsideARunWithATimeout aContinuationResumedFromADispatchQueue \
    aContinuationResumedFromADispatchQueueBesideASleeper \
    anAsyncStreamFedFromAnotherActor swiftClocksRunWithTimeout; do
    shape "$module" "SharedHopShapesTests/$test" swift-testing
  done
  shape "$module" "SharedHopShapesXCTests/testRunWithTimeout" xctest
done
# The same shapes as parameterized cases all in flight at once, in both modules in one process,
# PARALLEL_CASES of each (1,000 by default; issue 57 ran 20,000 beside a second test process):
# none may be wrong or called hung.
cases="${PARALLEL_CASES:-1000}"
start=$(date +%s)
DEPENDENCE_CASES="$cases" "$tests" --testing-library swift-testing \
  --filter "^(AppTests|PlainAppTests).SharedManyParallelHopShapesTests" > "$log" 2>&1 || true
grep -qE "Test run with 8 tests" "$log" || { echo "parallel hop shapes: did not run"; tail -5 "$log"; exit 1; }
issues=$(grep -cE "recorded an issue" "$log" || true)
printf '%-67s %d issues, %d s\n' "$cases parallel cases of each shape, both modules" "$issues" \
  "$(($(date +%s) - start))"
if [ "$issues" -gt 0 ]; then grep -A2 -m3 "recorded an issue" "$log"; failures=$((failures + 1)); fi
[ "$failures" -eq 0 ]
