#!/usr/bin/env bash
# Runs the deterministic-scheduling tests many times while a busy loop keeps the other core
# busy, and counts every issue they record:
#
#  - the README's TestClock example, verbatim, 10,000 times (50 repetitions of a test that runs
#    it 200 times);
#  - a main-actor search model that debounces with `Task { }` and retries with backoff, 10,200
#    times under Swift Testing (34 repetitions of 300 cases) and 1,500 times in a
#    `DependenceTestCase` (15 fresh processes of a test that runs it 100 times; 100 processes
#    took 215 s of CI's 50 minutes, 30 took 80 s on a slow day);
#  - swift-clocks' own TestClock tests as their users write them, 500 times each;
#  - 1,000 parallel tests, each with its own clock and executor, 10 times;
#  - the README's debounce test as written, and with its client recorded (RecordingClient, a
#    recorder wired by a closure), which must record no warning either, run with the shapes below;
#  - 20,000 parallel cases of a deterministic test whose main-actor model sleeps on a clock, in
#    the consumer fixture's debug build, all in flight at once: each waits its turn far longer
#    than the hang bound and must not be called hung for it, while a test that sleeps on a clock
#    nobody advances, in the same run, must still fail as hung, once; and the main-actor search
#    model that debounces and retries, and the search model that debounces with a plain `async`
#    endpoint, 5,000 parallel cases of each in each module (20,000 in all), all in flight at
#    once, then 2,500 of each as Swift Testing runs them by default (at most twice as many cases
#    at once as the machine has cores: Swift 6.3's bound, which "all in flight at once" lifts
#    with SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH), where a case's own time adds up;
#  - the consumer fixture's async shapes that apps write, as written (a timeout raced in a task a
#    tap starts, a fetch that beats it, a polling service, a timer on the clock dependency, a
#    stream consumer with `waitUntilIdle()`), in the module built with Xcode 26's app defaults
#    and in the one without them, side by side, 2,000 times each (1,000 in release), in a debug
#    and a release build of the fixture (built as Scripts/consumer-fixture.sh builds it, in the
#    build folders Scripts/consumer-harness.sh uses; CONSUMER_CONFIGURATIONS="debug" runs one).
#
# Stops at the first build error; prints one line per check (and the issues a check recorded)
# and exits non-zero if any gated check recorded an issue.
#
#   Scripts/scheduling-stress.sh [debug|release]     (default: debug)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/consumer-fixture.sh
configuration="${1:-debug}"
flags=(-c "$configuration")
[ "$configuration" = release ] && flags+=(-Xswiftc -enable-testing --scratch-path .build-release-tests)
log="$(mktemp)"
trap 'rm -f "$log"; kill "${busy:-}" 2>/dev/null || true' EXIT

if ! swift build --build-tests "${flags[@]}" > "$log" 2>&1; then
  grep -E "error:" "$log" || tail -20 "$log"
  echo "The $configuration build failed: nothing was run." >&2
  exit 1
fi
tests="$(swift build --show-bin-path "${flags[@]}")/dependencePackageTests.xctest"

# The consumer fixture, the way users build it.
Scripts/peer-tests-port.sh > /dev/null
read -ra consumer_configurations <<<"${CONSUMER_CONFIGURATIONS:-debug release}"
for consumer_configuration in "${consumer_configurations[@]}"; do
  consumer_build "$consumer_configuration" "$log" || { echo "Nothing was run." >&2; exit 1; }
done
( while :; do :; done ) &
busy=$!
failures=0

# Runs Swift Testing tests matching $2, $3 repetitions, and counts the issues they record, and
# the warnings of the tests whose names match $4, if given.
swift_testing() {
  local label="$1" filter="$2" repetitions="$3" quiet="${4:-}" start issues
  start=$(date +%s.%N)
  "$tests" --testing-library swift-testing --filter "$filter" --repetitions "$repetitions" \
    > "$log" 2>&1 || true
  if ! grep -qE "Test run with [1-9]" "$log"; then
    echo "$label: the run did not finish"; tail -5 "$log"; exit 1
  fi
  issues=$(grep -cE "recorded an issue" "$log" || true)
  [ -z "$quiet" ] || issues=$((issues + $(grep -cE "Test ($quiet)\(\) recorded a warning" "$log" || true)))
  failures=$((failures + issues))
  [ "$issues" -eq 0 ] || grep -E "recorded an issue" "$log" | head -5
  printf '%s: %s issues, %.1f s\n' "$label" "$issues" "$(echo "$(date +%s.%N) - $start" | bc)"
}

swift_testing "README example ×10,000 (deterministic)" \
  "DeterministicSchedulingTests/theReadmesTestClockExampleRunsAsWritten" 50
swift_testing "Main-actor search model ×10,200, Swift Testing" \
  "MainActorModelTests/debounceAndRetryGiveTheSameAnswerEveryTime" 34
swift_testing "swift-clocks' tests ×500 each" "SwiftClocksStyleTests" 500
swift_testing "1,000 parallel tests ×10" "parallelTestsEachKeepTheirOwnClockAndExecutor" 10

# The shapes' work on the global executor is waited for with a bounded quiet period (the testing
# guide's "Work of the test off its executor"). Wrong runs were 0, 0, 0, 2, 1 of 100,000 in the
# first five measurements, 0 in each of the next five, once the off-executor sleep was counted as
# it joins the clock and a settle waited for a sleep that has started, then 1 (CI, 2026-11-28),
# after which a clock's quiet period went from 5 ms to 10 ms.
# The debug build runs them 2,000 times and the release build 1,000, to keep CI under 50 minutes
# with the 20,000 cases below (10,000 in debug took 271 s of it, 6,000 took 160 s, and on a slow
# day 4,000 took 121 s; 100,000 by hand: CONSUMER_REPETITIONS=100000).
for consumer_configuration in "${consumer_configurations[@]}"; do
  repetitions=${CONSUMER_REPETITIONS:-$([ "$consumer_configuration" = debug ] && echo 2000 || echo 1000)}
  tests="$(consumer_binary "$consumer_configuration")" swift_testing \
    "Consumer shapes ×$repetitions each, AppTests and PlainAppTests, $consumer_configuration" \
    "^(AppTests|PlainAppTests).Shared(OffExecutor|ReadmeTour)Tests" "$repetitions" \
    "greetsOnlyTheLastNameTyped[A-Za-z]*|recorderReplacingRecordsTheToursEndpoint"
done

# Runs the consumer's Swift Testing tests matching $3, their parameterized cases $2 of them, in
# parallel, in its debug build, and checks that the run finishes with exactly one issue, from
# MustFailClocks/aSleepNobodyAdvances (the hang message), if $3 names it, and none else. With $4
# "all", every case is in flight at once (Swift Testing's bound lifted): each waits for the main
# actor behind all the others, and Swift's global executor, for tens of seconds (a probe waited
# 58 s here), time the hang watch must not count. Otherwise Swift Testing runs them as it does
# by default.
parallel_cases() {
  local label="$1" cases="$2" filter="$3" width=() expected=0 start issues
  [[ "$filter" == *aSleepNobodyAdvances* ]] && expected=1
  [ "${4:-}" = all ] && width=(SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=1000000)
  start=$(date +%s.%N)
  env "${width[@]}" DEPENDENCE_CASES="$cases" timeout 1200 "$(consumer_binary debug)" \
    --testing-library swift-testing --filter "$filter" > "$log" 2>&1 || true
  if ! grep -qE "Test run with [0-9]+ tests" "$log"; then
    echo "$label: the run did not finish"; tail -5 "$log"; exit 1
  fi
  issues=$(grep -cE "recorded an issue" "$log" || true)
  if [ "$issues" -ne "$expected" ] || { [ "$expected" = 1 ] && { ! grep -qE \
    "Test aSleepNobodyAdvances\(\) recorded an issue" "$log" || ! grep -qF \
    "saw no progress for 10.0 seconds while 1 task slept on it" "$log"; }; }; then
    failures=$((failures + 1))
    grep -E "recorded an issue" "$log" | head -5
  fi
  printf '%s: %s issues (%s expected), %.1f s\n' "$label" "$issues" "$expected" \
    "$(echo "$(date +%s.%N) - $start" | bc)"
}
if [[ " ${consumer_configurations[*]} " == *" debug "* ]]; then
  parallel_cases "20,000 parallel clock cases and a hang among them, all at once" 20000 \
    "ReproTests.ManyParallelCasesTests|MustFailTests.MustFailClocks/aSleepNobodyAdvances" all
  parallel_cases "5,000 parallel debounce-and-retry and search-debounce cases of each in each module, all at once" 5000 \
    "^(AppTests|PlainAppTests).SharedManyParallelCasesTests" all
  parallel_cases "2,500 of each, as Swift Testing runs them by default" 2500 \
    "^(AppTests|PlainAppTests).SharedManyParallelCasesTests"
fi

start=$(date +%s.%N)
xctest_failures=0
for _ in $(seq 1 15); do
  "$tests" "DependenceTestingTests.DeterministicSchedulingXCTests/testAMainActorModelDebouncesAndRetriesWithoutWaitingForSleepers" \
    > "$log" 2>&1 || true
  if ! grep -qE "Executed 1 test" "$log"; then
    echo "XCTest: the run did not finish"; tail -5 "$log"; exit 1
  fi
  count=$(sed -nE 's/.*Executed 1 test, with ([0-9]+) failures?.*/\1/p' "$log" | head -1)
  xctest_failures=$((xctest_failures + ${count:-1}))
done
failures=$((failures + xctest_failures))
printf 'Main-actor search model ×1,500, DependenceTestCase: %s failures, %.1f s\n' \
  "$xctest_failures" "$(echo "$(date +%s.%N) - $start" | bc)"

[ "$failures" -eq 0 ]
