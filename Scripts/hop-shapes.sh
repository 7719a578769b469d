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
source Scripts/consumer-fixture.sh
runs="${1:-100}"
configuration="${2:-debug}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
consumer_build "$configuration" "$log" || { echo "Nothing was run." >&2; exit 1; }

failures=0
# Runs test $2 of module $1 (a Swift Testing test, or an XCTest test) $runs times, each in a
# fresh process, and prints how many runs were right, wrong and warned.
shape() {
  local module="$1" test="$2" right=0 wrong=0 warned=0 ok
  for _ in $(seq 1 "$runs"); do
    consumer_run "$configuration" "^$module\.$test(\(|$)" "$log" || true
    if ! grep -qE "Test run with 1 test|Executed 1 test" "$log"; then
      echo "$module $test: did not run"; tail -5 "$log"; exit 1
    fi
    ok=$(grep -cE "Test run with 1 test .*passed|Executed 1 test, with 0 failures" "$log" || true)
    local isWarned=0
    grep -qE "recorded a warning|warning:" "$log" && isWarned=1
    warned=$((warned + isWarned))
    if [ "$ok" -ge 1 ]; then right=$((right + 1)); else
      wrong=$((wrong + 1)); cp "$log" "/tmp/hop-shape-wrong.log"
    fi
  done
  printf '%-14s %-52s right %3d  wrong %3d  warned %3d\n' "$module" "$test" "$right" "$wrong" "$warned"
  if [ "$wrong" -gt 0 ] && [ "$warned" -lt "$runs" ]; then failures=$((failures + 1)); fi
}
for module in AppTests PlainAppTests; do
  for test in anActorHopInsideARunWithATimeout aContinuationResumedFromADispatchQueue \
    aContinuationResumedFromADispatchQueueBesideASleeper \
    anAsyncStreamFedFromAnotherActor swiftClocksRunWithTimeout; do
    shape "$module" "SharedHopShapesTests/$test"
  done
  shape "$module" "SharedHopShapesXCTests/testRunWithTimeout"
done
# The same shapes as parameterized cases all in flight at once, in both modules in one process,
# PARALLEL_CASES of each (1,000 by default; issue 57 ran 20,000 beside a second test process):
# none may be wrong or called hung.
cases="${PARALLEL_CASES:-1000}"
start=$(date +%s)
DEPENDENCE_CASES="$cases" consumer_run "$configuration" \
  "^(AppTests|PlainAppTests).SharedManyParallelHopShapesTests" "$log" || true
grep -qE "Test run with 8 tests" "$log" || { echo "parallel hop shapes: did not run"; tail -5 "$log"; exit 1; }
issues=$(grep -cE "recorded an issue" "$log" || true)
printf '%-67s %d issues, %d s\n' "$cases parallel cases of each shape, both modules" "$issues" \
  "$(($(date +%s) - start))"
if [ "$issues" -gt 0 ]; then grep -A2 -m3 "recorded an issue" "$log"; failures=$((failures + 1)); fi
[ "$failures" -eq 0 ]
