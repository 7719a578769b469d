# Sourced by the scripts that build the consumer fixture, Tests/Consumers, and run its tests
# many times (consumer-harness.sh, lifecycle-harness.sh, hop-shapes.sh, scheduling-stress.sh):
# builds it in the shared build folders, and runs its tests from the test binary as
# `swift test --skip-build --filter` does, without the 3.5 s swift test spends before each run.

source "$(dirname "${BASH_SOURCE[0]}")/build-folder.sh"

consumer_fixture="$(cd "$(dirname "${BASH_SOURCE[0]}")/../Tests/Consumers" && pwd)"

# Sets `consumer_flags` to what builds the fixture in configuration $1 (debug or release).
# (Release needs no `-enable-testing`: the fixture's app targets, which its tests import
# `@testable`, set it. Scripts/build-folder.sh says why the manifest is never cached.)
consumer_set_flags() {
  consumer_flags=(-c "$1" --package-path "$consumer_fixture" --scratch-path "$(build_folder "$1")"
    --disable-build-manifest-caching --manifest-cache none)
}

# Prints the path of the fixture's test binary in configuration $1.
consumer_binary() { echo "$(build_folder "$1")/$1/ConsumersPackageTests.xctest"; }

# Builds the fixture and its tests in configuration $1, the build's output into file $2. On a
# build error, prints the compiler's errors and returns 1.
consumer_build() {
  consumer_set_flags "$1"
  if ! swift build --build-tests "${consumer_flags[@]}" >"$2" 2>&1; then
    grep -E "error:" "$2" || tail -20 "$2"
    echo "The consumer fixture's $1 build failed." >&2
    return 1
  fi
}

# The tests the binary of configuration $consumer_listed lists, one per line, as
# `Module.Class/method` (XCTest) and `Module.Suite/test()/File.swift:line:column` (Swift Testing:
# a filter anchored with `$` after the test's name matches none of them).
consumer_listed=""
consumer_xctests=""
consumer_swift_tests=""

# Runs the fixture's tests matching the regular expression $2 in configuration $1, built, their
# output into file $3, as `swift test --skip-build --filter "$2"` runs them: its XCTest tests,
# then its Swift Testing tests, each library only where one of its tests matches (the binary
# lists them once per configuration). Returns the first failing run's exit status, or 69 where no
# test matched (Swift Testing's status for that); says in $3 that no test matched, or that a
# signal ended a run, or that a run did not end in 600 s.
consumer_run() {
  local binary status=0 xctests
  binary="$(consumer_binary "$1")"
  if [ "$consumer_listed" != "$1" ]; then
    consumer_xctests="$("$binary" --list-tests 2>/dev/null | grep -E "^[A-Za-z_0-9]+\." || true)"
    consumer_swift_tests="$("$binary" --testing-library swift-testing --list-tests 2>/dev/null ||
      true)"
    consumer_listed="$1"
  fi
  : >"$3"
  xctests="$(grep -E -- "$2" <<<"$consumer_xctests" | paste -sd, || true)"
  if [ -n "$xctests" ]; then
    timeout 600 "$binary" "$xctests" >>"$3" 2>&1 || status=$?
  fi
  if grep -qE -- "$2" <<<"$consumer_swift_tests"; then
    local st=0
    timeout 600 "$binary" --testing-library swift-testing --filter "$2" >>"$3" 2>&1 || st=$?
    [ "$status" -ne 0 ] || status=$st
  elif [ -z "$xctests" ]; then
    echo "error: No test of the consumer fixture matched '$2'." >>"$3"
    status=69
  fi
  if [ "$status" -eq 124 ]; then
    echo "error: The tests did not end in 600 s." >>"$3"
  elif [ "$status" -gt 128 ]; then
    echo "error: Exited with unexpected signal code $((status - 128))" >>"$3"
  fi
  return "$status"
}
