#!/usr/bin/env bash
# Runs the parallel-isolation stress suites many times in a row: Swift Testing suites in
# parallel (the default) with `--repetitions`, and the XCTest suites, once in a normal debug
# build and once under ThreadSanitizer. Stops at the first failure.
#
#   Scripts/stress.sh [repetitions] [filter]     (defaults: 20, "ParallelIsolation|Clock")
set -euo pipefail
cd "$(dirname "$0")/.."
repetitions="${1:-20}"
filter="${2:-ParallelIsolation|Clock}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

for mode in debug thread; do
  if [ "$mode" = thread ]; then
    args=(--sanitize=thread --scratch-path .build-tsan)
  else
    args=()
  fi
  if ! swift build --build-tests "${args[@]}" > "$log" 2>&1; then
    grep -E "error:" "$log" || tail -20 "$log"
    echo "The $mode build failed: nothing was run." >&2
    exit 1
  fi
  bin=$(swift build --show-bin-path "${args[@]}")
  tests="$bin/dependencePackageTests.xctest"
  echo "== $mode: Swift Testing, $repetitions repetitions of /$filter/ (parallel)"
  "$tests" --testing-library swift-testing --filter "$filter" --repetitions "$repetitions" 2>&1 \
    | grep -E "Test run with|✘|WARNING: ThreadSanitizer" | tail -5
  echo "== $mode: XCTest, $repetitions runs of /$filter/"
  for i in $(seq 1 "$repetitions"); do
    "$tests" "DependenceTestingTests.ParallelIsolationXCTests" 2>&1 \
      | grep -E "with [1-9][0-9]* failures|WARNING: ThreadSanitizer" && exit 1 || true
  done
  echo "XCTest: $repetitions runs passed"
done
