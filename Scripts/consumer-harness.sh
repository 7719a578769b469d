#!/usr/bin/env bash
# Tests this package the way its users consume it.
#
# Tests/Consumers is a separate package that depends on this one by path, as the README's
# Install section shows: an app module built with Xcode 26's app defaults (the same code without
# them, and with each other combination of the three settings), tests that must pass, tests that
# must fail, and reproductions of reported defects. For each configuration (debug, release) the
# script builds it, stopping with the compiler's error if the build fails, runs the tests that
# must pass, and runs each test that must fail alone, checking that it fails, exactly once, with
# a message naming the dependency and the fix, and that the process does not crash. Each XCTest
# case runs alone, so the failing test is the first test of its process. Then the tests that must
# pass run again under ThreadSanitizer and AddressSanitizer, and last
# Tests/Consumers/AddressSanitized (the reported stack-use-after-return) runs under
# AddressSanitizer.
#
# Build folders are shared so that swift-syntax is built once per folder and configuration:
# Scripts/build-folder.sh says which for debug and release, and why every command here passes
# --disable-build-manifest-caching; sanitized builds go to .build-tsan and .build-asan, with this
# package's own sanitizer runs. Scripts/consumer-fixture.sh builds the fixture and runs its tests.
#
#   Scripts/consumer-harness.sh                  # debug and release
#   Scripts/consumer-harness.sh debug            # one configuration
#
# Prints a line per check, each part's start in seconds, and `N passed, N failed`; exits non-zero
# on any failure.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/consumer-fixture.sh"
fixture="$consumer_fixture"
configurations=("$@")
[ ${#configurations[@]} -eq 0 ] && configurations=(debug release)
passed=0
failed=0
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

pass() { passed=$((passed + 1)); echo "PASS $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1: $2"; }

# Runs the fixture's tests matching the regular expression $2, in configuration $1, into $log
# (Scripts/consumer-fixture.sh says how); returns the first failing run's exit status.
run() { consumer_run "$1" "$2" "$log"; }

crashed() { grep -qE "Program crashed|Fatal error|unexpected signal|Bad pointer dereference" "$log"; }

# Checks that the tests matching $2 pass in configuration $1.
must_pass() {
  local name="$1 $2"
  if ! run "$1" "$2"; then
    crashed && fail "$name" "the test process crashed" || fail "$name" "a test failed"
    grep -E "✘|error:" "$log" | head -5 | sed 's/^/    /'
  elif ! grep -qE "Test run with [1-9][0-9]* tests? .*passed|Executed [1-9][0-9]* tests?, with 0 failures" "$log"; then
    fail "$name" "no test ran"
  else
    pass "$name"
  fi
}

# Checks that the one test matching $2 fails once in configuration $1, and that the output holds
# every following string. With `within=N` set, the failure must also come within N seconds.
must_fail() {
  local configuration="$1" filter="$2"
  shift 2
  local name="$configuration $filter"
  if run "$configuration" "$filter"; then
    fail "$name" "the test passed"
    return
  fi
  if crashed; then
    fail "$name" "the test process crashed"
    return
  fi
  local count warnings
  count=$(sed -nE 's/.*Test run with 1 test .*failed .* with ([0-9]+) issues?.*/\1/p; s/.*Executed 1 test, with ([0-9]+) failures?.*/\1/p' "$log" | head -1)
  # Swift Testing counts warnings among the issues; a warning does not fail the test.
  warnings=$(sed -nE 's/.*Test run with 1 test .*failed .* \(including ([0-9]+) warnings?\).*/\1/p' "$log" | head -1)
  [ -n "$count" ] && count=$((count - ${warnings:-0}))
  if [ "$count" != 1 ]; then
    fail "$name" "expected exactly one failure, saw ${count:-none}"
    return
  fi
  for expected in "$@"; do
    if ! grep -qF -- "$expected" "$log"; then
      fail "$name" "the message does not say \"$expected\""
      return
    fi
  done
  if [ -n "${within:-}" ]; then
    local seconds
    seconds=$(sed -nE 's/.*Test run with 1 test .*failed after ([0-9.]+) seconds.*/\1/p; s/.*Executed 1 test, with [0-9]+ failures? .* in ([0-9.]+) .*/\1/p' "$log" | head -1)
    if ! awk -v s="${seconds:-999}" -v max="$within" 'BEGIN { exit !(s < max) }'; then
      fail "$name" "it failed after ${seconds:-an unknown time} seconds, not within $within"
      return
    fi
  fi
  pass "$name"
}

# Checks that the tests matching $2 all end in configuration $1 — failures are allowed — and that
# none took as long as the test clocks' hang bound and a margin (15 s): nothing hangs.
none_hangs() {
  local name="$1 $2 (none hangs)"
  run "$1" "$2" || true
  if crashed; then
    fail "$name" "the test process crashed"
  elif ! grep -qE "Executed [1-9][0-9]* tests?" "$log"; then
    fail "$name" "the run did not end, or no test ran"
  elif sed -nE "s/^Test Case .* (passed|failed) \(([0-9.]+) seconds\)$/\2/p" "$log" |
    awk '$1 >= 15 { found = 1 } END { exit !found }'; then
    fail "$name" "a test took 15 seconds or more"
  else
    pass "$name"
  fi
}

# Checks that, run together with the passing tests matching $3, the one test matching $2 fails
# and every other test passes: a failing test does not take the run down with it.
must_fail_amid() {
  local configuration="$1" failing="$2" passing="$3"
  local name="$configuration $failing amid $passing"
  if run "$configuration" "$failing|$passing"; then
    fail "$name" "the run passed"
    return
  fi
  if crashed; then
    fail "$name" "the test process crashed"
    return
  fi
  local failed ran
  failed=$(grep -cE "✘ Test [^ ]+\(.*\) failed after" "$log" || true)
  ran=$(sed -nE 's/.*Test run with ([0-9]+) tests? .*/\1/p' "$log" | head -1)
  if [ "$failed" != 1 ] || [ "${ran:-0}" -lt 2 ]; then
    fail "$name" "expected one failing test among several, saw $failed failing of ${ran:-0}"
    return
  fi
  pass "$name"
}

# Checks that the one Swift Testing test matching $2 passes in configuration $1 with exactly one
# warning, and that the output holds every following string: a hint that must not fail a test.
must_warn() {
  local configuration="$1" filter="$2"
  shift 2
  local name="$configuration $filter (warns once)"
  if ! run "$configuration" "$filter"; then
    fail "$name" "the test failed"
    return
  fi
  if ! grep -qE "Test run with 1 test .*passed .* with 1 warning" "$log"; then
    fail "$name" "expected one passing test with one warning: $(grep -m1 -E "Test run with" "$log")"
    return
  fi
  for expected in "$@"; do
    if ! grep -qF -- "$expected" "$log"; then
      fail "$name" "the warning does not say \"$expected\""
      return
    fi
  done
  pass "$name"
}

# Checks that the Swift Testing tests matching $2 pass in configuration $1 with no warning.
must_pass_quietly() {
  local name="$1 $2 (passes, no warning)"
  if ! run "$1" "$2"; then
    fail "$name" "a test failed"
  elif ! grep -qE "Test run with [1-9][0-9]* tests? .*passed" "$log"; then
    fail "$name" "no passing Swift Testing run: $(grep -m1 -E "Test run with" "$log")"
  elif grep -qE "Test run with .* warning" "$log"; then
    fail "$name" "it recorded a warning: $(grep -m1 -E "Test run with" "$log")"
  else
    pass "$name"
  fi
}

"$root/Scripts/peer-tests-port.sh"
for configuration in "${configurations[@]}"; do
  echo "== [${SECONDS} s] $configuration: building Tests/Consumers"
  consumer_build "$configuration" "$log"

  must_pass "$configuration" "AppTests"
  must_pass "$configuration" "PlainAppTests"
  must_pass "$configuration" "Variant"
  must_pass "$configuration" "ReproTests"
  # swift-clocks 1.1.1's own clock tests, bodies unchanged: all pass with deterministic
  # scheduling; without it, some fail (the testing guide says why) and none hangs.
  must_pass "$configuration" "SwiftClocksPortTests\."
  none_hangs "$configuration" "SwiftClocksPortConcurrentTests\."
  # swift-dependencies 1.17.1's own FireAndForgetTests, as their users wrote them.
  must_pass "$configuration" "SwiftDependenciesPortTests\."

  must_warn "$configuration" "ReproTests.ConcurrentEndpointTests" \
    "'PlainGreetingClient.greeting' is a @concurrent async closure" \
    "Declare the endpoint \`nonisolated(nonsending)\`"
  # A thousand cases that sleep off the executor: one warning for the clock's line, and a count.
  must_warn "$configuration" "ReproTests.OffExecutorCasesTests" \
    "off the test's executor" "Said once per run for this clock's line" \
    "1000 tests of this run slept off their executor on the TestClock made at"
  must_pass_quietly "$configuration" "ReproTests.AcknowledgedOffExecutorCasesTests"
  # A service of the app module that prefers PreferredExecutor.current runs on the test's executor.
  must_pass_quietly "$configuration" "AppTests.SharedPreferredExecutorTests"
  must_pass_quietly "$configuration" "PlainAppTests.SharedPreferredExecutorTests"

  st="MustFailTests.MustFailSwiftTesting"
  must_fail "$configuration" "$st/macroEndpointUnimplemented" \
    "Unimplemented: 'WeatherClient.forecast' was called" "Override it" "Reported while running"
  must_fail "$configuration" "$st/handWrittenEndpointUnimplemented" \
    "Unimplemented: 'GreetingClient.greeting' was called" "Override it"
  must_fail "$configuration" "$st/liveValueReached" \
    "Dependency 'LiveOnlyKey' (of type String) has no test value" "static let testValue"
  must_fail "$configuration" "$st/expectedIssueNotReported" \
    "Expected an issue mentioning \"never reported\", but none was reported."
  must_fail "$configuration" "$st/plainReportIssue" "a plain report from a Swift Testing test"
  must_fail "$configuration" "$st/exhaustiveDefaultRead" \
    "This test read a dependency it did not override" "\\.locale" "\$0.locale = …"
  within=5 must_fail "$configuration" "MustFailTests.MustFailClocks/advanceBeforeTheSleepStarts" \
    "saw no progress for 1.0 seconds while 1 task slept on it" \
    "a sleep that started after the clock was last advanced (to 1.0 seconds)" \
    "The test advanced the clock before this sleep started"
  must_fail "$configuration" "MustFailTests.MustFailForgottenScheduling" \
    "Expectation failed: (model.greeting → \"\") == \"Hi, Ada\"" \
    "still held 1 sleeper (until 0.8 seconds) that its last advance, from 0.2 seconds to 0.5" \
    "Turn on deterministic scheduling ('.dependencies(scheduling: .deterministic)'"
  must_fail_amid "$configuration" "MustFailTests.MustFailClocks/advanceBeforeTheSleepStarts" \
    "AppTests.SharedDeterministicSchedulingTests"
  # A test that blocks its own executor waiting for a child queued behind it fails once, within
  # its hang bound (1 s), says so on standard error at once, and ends; its neighbours pass.
  for shape in aSemaphoreWaitsForAnAsyncLetChild aSemaphoreWaitsForATaskGroupChild; do
    within=8 must_fail "$configuration" "MustFailTests.MustFailBlockedExecutor/$shape" \
      "error: A job of this test ran on the test's executor for 1.0 seconds" \
      "the test blocks its own executor" "Await the work instead of blocking on it"
    must_fail_amid "$configuration" "MustFailTests.MustFailBlockedExecutor/$shape" \
      "AppTests.SharedDeterministicSchedulingTests"
  done

  # The built-ins' failure paths: each names what failed, and a check or a call made in the
  # app's code is reported at its line there.
  checkout="$fixture/Sources/App/Checkout.swift"
  line_of() { grep -nF -- "$1" "$checkout" | head -1 | cut -d: -f1; }
  assert_at="Checkout.swift:$(line_of 'assert(items.count < limit')"
  precondition_at="Checkout.swift:$(line_of 'precondition(items.indices')"
  fire_at="Checkout.swift:$(line_of 'await fireAndForget {')"
  request="@Dependency(\\.urlSession) is unimplemented in tests ('GET https://shop.example/price/tea' was used)"
  open_url="@Dependency(\\.openURL) is unimplemented in tests ('https://shop.example/receipt' was used)"
  bi="MustFailTests.MustFailBuiltIns"
  must_fail "$configuration" "$bi/assertOverTheLimit" \
    "Assertion failed: The cart holds at most 1 items" "$assert_at" \
    "Reported while running 'assertOverTheLimit()'"
  must_fail "$configuration" "$bi/preconditionOutOfRange" \
    "Precondition failed: No item at index 5" "$precondition_at"
  must_fail "$configuration" "$bi/fireAndForgetWorkThrows" \
    "The work given to @Dependency(\\.fireAndForget) threw an error: Unreachable()" "$fire_at"
  must_fail "$configuration" "$bi/requestNoTestAnswers" "$request" \
    "\$0.urlSession = URLSession(configuration: configuration)"
  must_fail "$configuration" "$bi/openURLNoTestAnswers" "$open_url" \
    "\$0.openURL = OpenURLEffect"
  # Three uses of a built-in the test did not override: one failure, at the app's
  # `@Dependency` line that read it.
  uuid_message="@Dependency(\\.uuid) is unimplemented in tests: override it with \`\$0.uuid = .incrementing\`"
  uuid_at="Orders.swift:$(grep -nF '@Dependency(\.uuid)' "$fixture/Sources/App/Orders.swift" | cut -d: -f1)"
  must_fail "$configuration" "$bi/uuidNotOverridden" "$uuid_message" "$uuid_at" \
    "Reported while running 'uuidNotOverridden()'"
  uuid_repeats="@Dependency(\\.uuid) raised the same issue 3 times in this test; it was recorded once"
  must_fail "$configuration" "MustFailBuiltInsUnderATrait/uuidNotOverriddenUnderATrait" \
    "$uuid_message" "$uuid_at" "$uuid_repeats"
  must_fail "$configuration" "MustFailTests.MustFailBaseClassUUID" "[XCTest] $uuid_message" \
    "$uuid_at" "warning: $uuid_repeats"
  must_fail "$configuration" "MustFailTests.MustFailBaseClassAssert" \
    "[XCTest] Assertion failed: The cart holds at most 1 items" "$assert_at"
  must_fail "$configuration" "MustFailTests.MustFailBaseClassPrecondition" \
    "[XCTest] Precondition failed: No item at index 5" "$precondition_at"
  must_fail "$configuration" "MustFailTests.MustFailPlainAssertionFailure" \
    "[XCTest] Assertion failed: the receipt has no lines" "MustFailBuiltIns.swift:$(grep -nF 'assertionFailure("the receipt' "$fixture/Tests/MustFailTests/MustFailBuiltIns.swift" | cut -d: -f1)"
  must_fail "$configuration" "MustFailTests.MustFailBaseClassFireAndForget" \
    "[XCTest] The work given to @Dependency(\\.fireAndForget) threw an error: Unreachable()" \
    "$fire_at"
  must_fail "$configuration" "MustFailTests.MustFailBaseClassURLSession" "[XCTest] $request"
  must_fail "$configuration" "MustFailTests.MustFailBaseClassOpenURL" "[XCTest] $open_url"

  xc="MustFailTests"
  must_fail "$configuration" "$xc.MustFailBaseClassUnimplemented" \
    "[XCTest] Unimplemented: 'WeatherClient.forecast' was called" "Override it"
  must_fail "$configuration" "$xc.MustFailBaseClassLiveValue" \
    "[XCTest] Dependency 'LiveOnlyKey' (of type String) has no test value" "static let testValue"
  must_fail "$configuration" "$xc.MustFailBaseClassExpectedIssue" \
    "[XCTest] Expected an issue mentioning \"never reported\", but none was reported."
  must_fail "$configuration" "$xc.MustFailBaseClassReport" \
    "[XCTest] a plain report from a DependenceTestCase"
  must_fail "$configuration" "$xc.MustFailPlainReport" "[XCTest] a plain report from an XCTestCase"
  must_fail "$configuration" "$xc.MustFailPlainUnimplemented" \
    "[XCTest] Unimplemented: 'GreetingClient.greeting' was called" "Override it"
  within=5 must_fail "$configuration" "$xc.MustFailBaseClassHang" \
    "[XCTest] A TestClock (made at MustFailTests/MustFailXCTests.swift" \
    "saw no progress for 1.0 seconds"
done

# The tests that must pass, once more under each sanitizer (debug): the modules with and without
# Xcode 26's app defaults (the other combinations differ only in how they compile), with the
# determinism tests' repetitions cut to a twentieth (CONSUMERS_SANITIZED).
for sanitizer in thread address; do
  scratch="$root/.build-$([ "$sanitizer" = thread ] && echo tsan || echo asan)"
  echo "== [${SECONDS} s] $sanitizer sanitizer: AppTests, PlainAppTests, ReproTests"
  # detect_leaks=0: XCTest's own runner leaves allocations behind at exit.
  if CONSUMERS_SANITIZED=1 DEPENDENCE_HANG_TIMEOUT=120 \
    ASAN_OPTIONS=detect_stack_use_after_return=1:detect_leaks=0 \
    swift test --sanitize="$sanitizer" \
    --package-path "$fixture" --scratch-path "$scratch" \
    --disable-build-manifest-caching --manifest-cache none \
    --filter "^(AppTests|PlainAppTests|ReproTests)\." >"$log" 2>&1
  then
    if grep -qE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer" "$log"; then
      fail "$sanitizer sanitizer must-pass tests" "$(grep -m1 -E "WARNING: ThreadSanitizer|ERROR: AddressSanitizer" "$log")"
    elif ! grep -qE "Test run with [1-9][0-9]* tests? .*passed" "$log" ||
      ! grep -qE "Executed [1-9][0-9]* tests?, with 0 failures" "$log"; then
      fail "$sanitizer sanitizer must-pass tests" "no Swift Testing or no XCTest test ran"
    else
      pass "$sanitizer sanitizer must-pass tests"
    fi
  else
    fail "$sanitizer sanitizer must-pass tests" "$(grep -m1 -E "ThreadSanitizer|AddressSanitizer|error:|✘" "$log" || echo "the run failed")"
  fi
done

echo "== [${SECONDS} s] AddressSanitizer: Tests/Consumers/AddressSanitized"
# detect_leaks=0: XCTest's own runner leaves allocations behind at exit.
if ASAN_OPTIONS=detect_stack_use_after_return=1:detect_leaks=0 swift test --sanitize=address \
  --package-path "$fixture/AddressSanitized" --scratch-path "$root/.build-asan" \
  --disable-build-manifest-caching >"$log" 2>&1
then
  pass "address sanitizer RecorderEscapeTests"
else
  fail "address sanitizer RecorderEscapeTests" "$(grep -m1 -E "ERROR: AddressSanitizer|error:|✘" "$log" || echo "the run failed")"
fi

echo "$passed passed, $failed failed (${SECONDS} s)"
[ "$failed" -eq 0 ]
