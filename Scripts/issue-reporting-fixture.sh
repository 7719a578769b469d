#!/usr/bin/env bash
# A project moved over from swift-dependencies whose tests assert with swift-custom-dump (which
# reports through swift-issue-reporting) must not pass silently.
#
# Builds Tests/IssueReportingConsumer — a separate package that depends on this one by path —
# twice per configuration: as moved over, without IssueReportingTestSupport, and with the
# product added (LINK_TEST_SUPPORT=1). Runs its XCTest and Swift Testing tests separately, and
# alone a Swift Testing suite that never enters this package's toolkit, and checks that no run
# passes or crashes, and:
#  - as moved over, each run fails with this package's issue naming the product, exactly once
#    (swift-issue-reporting only prints the broken assertion in Swift Testing, and in XCTest in
#    release builds);
#  - with the product, both runs fail on the broken `expectNoDifference` itself (its diff
#    message), this package says nothing, and the passing test passes.
#
# Both variants build in the folders the other fixtures share (Scripts/build-folder.sh), with the
# same flags as Scripts/consumer-harness.sh, so that swift-syntax is not built again;
# --disable-build-manifest-caching makes SwiftPM plan each build anew.
#
#   Scripts/issue-reporting-fixture.sh                 # debug and release
#   Scripts/issue-reporting-fixture.sh debug           # one configuration
#
# Stops at the first build error; prints a line per check; exits non-zero on any failure.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/build-folder.sh"
fixture="$root/Tests/IssueReportingConsumer"
configurations=("$@")
[ ${#configurations[@]} -eq 0 ] && configurations=(debug release)
notice="not its IssueReportingTestSupport product"
passed=0
failed=0
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

check() {
  if [ "$2" = ok ]; then passed=$((passed + 1)); echo "PASS $1"
  else failed=$((failed + 1)); echo "FAIL $1: $2"; sed 's/^/    /' "$log" | grep -E "✘|error|rror:|recorded|passed|failed" | head -8; fi
}

# Sets `flags` to the build and test flags of configuration $1.
set_flags() {
  # --manifest-cache none: the manifest reads LINK_TEST_SUPPORT, so it is evaluated each time
  # rather than answered from SwiftPM's shared cache.
  flags=(-c "$1" --package-path "$fixture" --scratch-path "$(build_folder "$1")"
    --disable-build-manifest-caching --manifest-cache none)
}

# Runs one testing library's tests of variant $1 in configuration $2 into $log; prints the exit
# status.
run() {
  local variant="$1" configuration="$2" library="$3"
  local only=(--disable-swift-testing)
  [ "$library" = swift-testing ] && only=(--disable-xctest)
  [ "$library" = untouched ] && only=(--disable-xctest --filter UntouchedTests)
  local status=0
  LINK_TEST_SUPPORT=$([ "$variant" = linked ] && echo 1 || echo 0) \
    swift test --skip-build "${flags[@]}" "${only[@]}" >"$log" 2>&1 || status=$?
  echo "$status"
}

# Removes, before the moved-over variant's runs, a libIssueReportingTestSupport.so that another
# package (the linked variant, the migration corpus) left in the shared build folder $1: the test
# binary's search path holds that folder, and IssueReporting loads the library from there, so its
# reports would arrive and the variant would not be what a moved-over package meets. SwiftPM
# builds it again for the next package that links the product. $2 is the configuration.
hide_test_support() {
  rm -f "$1/$2/libIssueReportingTestSupport.so"
}

for configuration in "${configurations[@]}"; do
  set_flags "$configuration"
  for variant in moved-over linked; do
    link=$([ "$variant" = linked ] && echo 1 || echo 0)
    if ! LINK_TEST_SUPPORT=$link swift build --build-tests "${flags[@]}" >"$log" 2>&1; then
      grep -E "error:" "$log" | head -20 || tail -20 "$log"
      echo "The $configuration build of the $variant fixture failed: nothing was run." >&2
      exit 1
    fi
    [ "$variant" = moved-over ] && hide_test_support "$(build_folder "$configuration")" "$configuration"
    for library in xctest swift-testing untouched; do
      name="$configuration $variant $library"
      status=$(run "$variant" "$configuration" "$library")
      count=$(grep -c "$notice" "$log" || true)
      if grep -qE "Program crashed|Fatal error|unexpected signal" "$log"; then
        check "$name" "the test process crashed"
      elif [ "$status" = 0 ]; then
        check "$name" "the run passed"
      elif [ "$library" = untouched ]; then
        # Alone, the suite that touches nothing of this package: moved over, the run fails at
        # exit with the message; linked, on the broken assertion itself.
        if [ "$variant" = moved-over ] && [ "$count" != 1 ]; then
          check "$name" "this package's message appeared $count times, not once"
        elif [ "$variant" = linked ] && ! grep -q "touching nothing - Difference" "$log"; then
          check "$name" "the broken expectNoDifference did not fail its test"
        else
          check "$name" ok
        fi
        continue
      elif [ "$variant" = moved-over ]; then
        if [ "$count" != 1 ]; then
          check "$name" "this package's issue was recorded $count times, not once"
        else
          check "$name" ok
        fi
        continue
      elif [ "$count" != 0 ]; then
        check "$name" "this package reported lost reports where they arrive"
      elif ! grep -q "broken on purpose - Difference" "$log"; then
        check "$name" "the broken expectNoDifference did not fail its test"
      elif ! grep -qE "aPassingExpectNoDifference.*passed|testAPassingExpectNoDifference' passed" "$log"; then
        check "$name" "the passing test did not pass"
      else
        check "$name" ok
      fi
    done
  done
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
