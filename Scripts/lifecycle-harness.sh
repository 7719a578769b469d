#!/usr/bin/env bash
# Checks what the toolkit says about work that outlives the test that started it, the way users
# meet it: in Tests/Consumers (LifecycleTests, built with Xcode 26's app defaults, and
# PlainLifecycleTests, without them), in Swift Testing (serialized and parallel suites, with a
# dependency trait and without one) and XCTest (DependenceTestCase, a plain XCTestCase, and
# `withDependencies` in `invokeTest`), in debug and release, each shape in a fresh process.
#
# A shape is a test that starts work and returns, and a bystander that runs while the work lands.
# Every run must end without a crash; an issue the work raises must name the test that started
# it, once, and fail the run, never the bystander (for a plain XCTestCase, whose work carries no
# test, the issue must say its source is not known and name the test that started it as
# possible); a read, a recorder call, a sleeper or queued jobs left behind must be named, once.
# The rest of the lifecycle — an issue while a test's arguments are built, the cases of a
# traitless test, exhaustive checking of a late read, `withExpectedIssue`, a swallowed hang, a
# class `setUp`, threads and timers that report across the boundary between tests, a hang
# reported as its test ends, `.failsOnOutlivingWork` — must fail, or pass, as its comment says.
#
#   Scripts/lifecycle-harness.sh [runs] [configuration...]   (default: 1 run, debug and release)
#
# Racy shapes (reports across the boundary, a hang at the end) run LIFECYCLE_RACES times (20 by
# default) in each module and configuration, whatever the count of runs. Builds
# in the folders Scripts/build-folder.sh names, stopping at the first build error; prints one
# line per failed check and a count, and exits non-zero on any failure.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/consumer-fixture.sh"
runs="${1:-1}"
shift || true
configurations=("$@")
[ ${#configurations[@]} -eq 0 ] && configurations=(debug release)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
passed=0
failed=0

fail() { failed=$((failed + 1)); echo "FAIL $1: $2"; grep -E "error|✘|warning" "$log" | head -4 | sed 's/^/    /'; }

# Checks one run of shape $2 (a Swift Testing suite or test, or an XCTest class or test) of
# module $1: the exit status is $3 (`pass`, `fail`, or `either` where a race decides); every
# later argument is a string the output must hold exactly once, or, prefixed with `!`, must not
# hold, or, prefixed with `~`, must hold at least once (the run's closing list of the issues no
# test could carry is not counted).
check() {
  local module="$1" shape="$2" expected="$3"
  shift 3
  local name="$configuration $module $shape" status=0
  consumer_run "$configuration" "^$module\.$shape" "$log" || status=$?
  if [ "$status" -eq 69 ]; then fail "$name" "no test matched"; return; fi
  if grep -qE "Program crashed|Fatal error|unexpected signal|Could not cast" "$log" || [ "$status" -gt 1 ]; then
    fail "$name" "the process crashed (exit $status)"
    return
  fi
  if [ "$expected" = pass ] && [ "$status" -ne 0 ]; then fail "$name" "the run failed"; return; fi
  if [ "$expected" = fail ] && [ "$status" -eq 0 ]; then fail "$name" "the run passed"; return; fi
  local text count
  for text in "$@"; do
    case "$text" in
      '!'*)
        if grep -qF -- "${text#!}" "$log"; then fail "$name" "the output says \"${text#!}\""; return; fi ;;
      '~'*)
        if ! grep -qF -- "${text#\~}" "$log"; then fail "$name" "the output does not say \"${text#\~}\""; return; fi ;;
      *)
        # The run's last lines list its late issues again: those are not counted.
        count=$(grep -vE '^  [0-9]+\. ' "$log" | grep -cF -- "$text" || true)
        if [ "$count" != 1 ]; then fail "$name" "the output says \"$text\" $count times, not once"; return; fi ;;
    esac
  done
  passed=$((passed + 1))
}

late_call="Unimplemented: 'CheckoutAnalytics.track' was called"
late_note="after that test ended, so it could fail no test: it fails the run"
verdict="1 issue no test could carry"
unknown_source="which test's work raised it is not known"

# The shapes of one module, $1, once.
check_module() {
  local m="$1"
  # An unimplemented endpoint called after the test ended: named with the test, failing the run.
  for suite in SerialLateCall ParallelLateCall; do
    check "$m" "$suite" fail "$late_call" "This issue was raised by work that 'startsALateCall()'" \
      "$late_note" "✔ Test bystander() passed"
  done
  # Without a trait, Swift Testing still names the test that started the work.
  check "$m" TraitlessLateCall fail "$late_call" "✘ Test startsALateCall() recorded an issue" \
    "✔ Test bystander() passed"
  for class in LateCallBaseClass LateCallInvokeTest; do
    check "$m" "$class" fail "$late_call" \
      "This issue was raised by work that '$class.test1StartsALateCall'" "$late_note" \
      "Test Case '$class.test2Bystander' passed"
  done
  check "$m" LateCallPlain fail "$late_call" "$unknown_source" \
    "~'LateCallPlain.test1StartsALateCall' (ended"
  # The last test of a run: the run waits for its work, which then still fails it.
  check "$m" "SerialLateCall/startsALateCall" fail "$late_call" "$late_note" "$verdict"
  check "$m" "LateCallBaseClass/test1StartsALateCall" fail "$late_call" "$late_note" "$verdict"

  # A dependency read after the test ended: a warning naming the read, the test and when.
  check "$m" SerialLateRead pass "Dependency 'EventLog' read by work of 'startsALateRead()'" \
    "after it ended: the value came from that test's scope"
  check "$m" ParallelLateRead pass "Dependency 'EventLog' read by work of 'startsALateRead()'"
  check "$m" LateReadBaseClass pass \
    "Dependency 'EventLog' read by work of 'LateReadBaseClass.test1StartsALateRead'"
  check "$m" LateReadPlain pass "!read by work of"

  # A task still sleeping on the test's clock as the test ends.
  for suite in SerialPendingSleeper ParallelPendingSleeper; do
    check "$m" "$suite" pass "ended while 1 task it started still slept on the TestClock made at" \
      "until 86400.0 seconds"
  done
  check "$m" PendingSleeperBaseClass pass \
    "The test 'PendingSleeperBaseClass.test1LeavesASleeper' ended while 1 task it started still slept"
  check "$m" PendingSleeperPlain pass "!ended while"

  # Jobs still queued on the test's executor as the test ends.
  for shape in SerialQueuedJobs ParallelQueuedJobs QueuedJobsBaseClass QueuedJobsPlain; do
    check "$m" "$shape" pass "still queued on its executor"
  done

  # A recorder called after the test ended.
  check "$m" SerialLateRecorderCall pass \
    "the recorder 'checkoutAnalytics.track' was called by work of 'startsALateRecorderCall()'"
  check "$m" ParallelLateRecorderCall pass \
    "the recorder 'checkoutAnalytics.track' was called by work of 'startsALateRecorderCall()'"
  check "$m" LateRecorderCallBaseClass pass \
    "the recorder 'checkoutAnalytics.track' was called by work of 'LateRecorderCallBaseClass.test1StartsALateRecorderCall'"
  check "$m" LateRecorderCallPlain pass "!the recorder"

  # `reportIssue` from a task no test started: its source is said to be unknown, and it fails.
  for suite in SerialNoTestTask ParallelNoTestTask; do
    check "$m" "$suite" fail "The heartbeat was missed" "$unknown_source" "✔ Test bystander() passed"
  done
  for class in NoTestTaskBaseClass NoTestTaskPlain; do
    check "$m" "$class" fail "The heartbeat was missed" "$unknown_source"
  done

  # The rest of the lifecycle.
  local edges="LifecycleEdges"
  check "$m" "$edges/argumentsReportAnIssue" fail \
    "Raised while Swift Testing prepared 'argumentsReportAnIssue(value:)'"
  check "$m" "$edges/eachCaseOfATraitlessTestReports" fail \
    "recorded an issue with 1 argument caseNumber → 2" "recorded a known issue with 1 argument caseNumber → 1"
  check "$m" "$edges/exhaustiveCheckingSeesAReadJustAfterTheBody" fail \
    "This test read a dependency it did not override" "  Dependency 'EventLog'"
  check "$m" "$edges/anIssueAfterWithExpectedIssueReturnedFailsTheTest" fail \
    "✘ Test anIssueAfterWithExpectedIssueReturnedFailsTheTest() recorded an issue" "$late_call"
  check "$m" "$edges/aHangInsideWithExpectedIssueFailsTheTest" fail "saw no progress for 0.3 seconds"
  DEPENDENCE_HANG_TIMEOUT=1 check "$m" "$edges/aTraitlessTestThatSwallowsAHangFails" fail \
    "saw no progress for 1.0 seconds"
  check "$m" "$edges/workThatOutlivesAStrictTestFailsIt" fail \
    "and 300 ms after it returned, work it started still ran" "1 task sleeping on the TestClock made at"
  check "$m" "$edges/workThatEndsWithinTheGracePasses" pass
  check "$m" IssueInClassSetUp fail "error: an issue in a class setUp" \
    "error: an issue in a class tearDown" "~$unknown_source" "2 issues no test could carry"
  check "$m" ExhaustiveLateRead fail "This test read a dependency it did not override"
  check "$m" StrictBaseClass fail "and 300 ms after it returned, work it started still ran" \
    "1 task sleeping on the TestClock made at"
}

# The racy shapes of one module, $1, LIFECYCLE_RACES times: no crash, and no silent pass.
check_races() {
  local m="$1" round
  for round in $(seq "${LIFECYCLE_RACES:-20}"); do
    check "$m" ReportsAcrossTestsPlain fail "~from a thread"
    check "$m" ReportsAcrossTestsBaseClass fail "~from a thread"
    # The hang is reported in the test or after it, as the race goes; either way, no crash.
    check "$m" HangAtTheEnd either
  done
}

for configuration in "${configurations[@]}"; do
  echo "== $configuration: building Tests/Consumers"
  consumer_build "$configuration" "$log" || { echo "Nothing was checked." >&2; exit 1; }
  for module in LifecycleTests PlainLifecycleTests; do check_races "$module"; done
  for round in $(seq "$runs"); do
    for module in LifecycleTests PlainLifecycleTests; do check_module "$module"; done
    echo "== $configuration round $round: $passed passed, $failed failed so far"
  done
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
