#!/usr/bin/env bash
# The worked migration of the guide "Migrating from swift-dependencies", kept compiling and green.
#
# Tests/Consumers/Migration holds a small command-line to-do package twice: Before/, written
# against swift-dependencies 1.17.1, and After/, the same package moved to this one (its
# manifest names both; `diff -r Before After` shows the move). Builds it in debug, runs each
# side's tests (Swift Testing and XCTest) and checks that every test passes — the one failure
# each side expects, an unimplemented store, is a known issue — and runs each side's executable
# through add, list and done in a scratch folder, checking they print the same.
#
#   Scripts/migration-fixture.sh
#
# Stops at the first build error; prints a line per check; exits non-zero on any failure.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$root/Tests/Consumers/Migration"
# The folder the other fixtures share (see Scripts/consumer-harness.sh).
flags=(--package-path "$fixture" --scratch-path "$root/.build-consumers"
  --disable-build-manifest-caching)
passed=0
failed=0
log="$(mktemp)"
work="$(mktemp -d)"
trap 'rm -rf "$log" "$work"' EXIT

check() {
  if [ "$2" = ok ]; then passed=$((passed + 1)); echo "PASS $1"
  else failed=$((failed + 1)); echo "FAIL $1: $2"; grep -E "✘|error|failed" "$log" | head -8 | sed 's/^/    /'; fi
}

echo "== building Tests/Consumers/Migration (debug)"
if ! swift build --build-tests "${flags[@]}" >"$log" 2>&1; then
  grep -E "error:" "$log" | head -20 || tail -20 "$log"
  echo "The build of the migration fixture failed: nothing was run." >&2
  exit 1
fi

for side in Before After; do
  if ! swift test --skip-build "${flags[@]}" \
    --filter "Todo${side}Tests" >"$log" 2>&1; then
    check "$side: tests" "a test failed"
  elif ! grep -qE "Test run with 4 tests .*passed .*with 1 known issue" "$log"; then
    check "$side: tests" "expected 4 Swift Testing tests to pass with 1 known issue"
  elif ! grep -qE "Executed 1 test, with 0 failures" "$log"; then
    check "$side: tests" "expected 1 XCTest test to pass"
  else
    check "$side: tests" ok
  fi
done

bin="$(swift build "${flags[@]}" --show-bin-path)"
for side in before after; do
  mkdir -p "$work/$side"
  (
    cd "$work/$side"
    "$bin/todo-$side" add Write the guide
    "$bin/todo-$side" add Stretch
    "$bin/todo-$side" done Write
    "$bin/todo-$side" list
  ) >"$work/$side.out" 2>&1 || true
done
expected=$'Added Write the guide\nAdded Stretch\nDone: Write the guide\n- Stretch'
if [ "$(cat "$work/before.out")" != "$expected" ]; then
  cp "$work/before.out" "$log"; check "Before: todo add, done, list" "it printed $(head -c 300 "$work/before.out")"
elif [ "$(cat "$work/after.out")" != "$expected" ]; then
  cp "$work/after.out" "$log"; check "After: todo add, done, list" "it printed $(head -c 300 "$work/after.out")"
else
  check "Before and After: todo add, done, list print the same" ok
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
