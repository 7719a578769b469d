#!/usr/bin/env bash
# The worked migration of the guide "Migrating from swift-dependencies", kept compiling and green.
#
# Tests/Consumers/Migration holds a small command-line to-do package twice: Before/, written
# against swift-dependencies 1.17.1, and After/, the same package moved to this one (its
# manifest names both; `diff -r Before After` shows the move). Builds it in debug, runs each
# side's tests (Swift Testing and XCTest) and checks that every test passes — the one failure
# each side expects, an unimplemented store, is a known issue — and runs each side's executable
# through add, list and done in a scratch folder, checking they print the same. Then moves a
# copy of Before/ with `dependence-migrate` alone (a dry run first, then twice for real), and
# checks that the moved package builds, passes with Before's count, still fails a broken
# assertion; that a package already listing this one by a local path keeps that line; and that
# the command leaves an unparsable file and a package without swift-dependencies alone, and that
# --build keeps a move that builds and puts back one that breaks the build; --test does the same
# by the tests, keeping a move whose tests pass and putting back one that fails a test. What the
# command prints, exits with and writes on each package must match its record
# (Scripts/migration-records.sh).
#
#   Scripts/migration-fixture.sh
#
# Its later parts are in Scripts/MigrationFixture. Stops at the first build error; prints a line
# per check; exits non-zero on any failure.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/build-folder.sh"
fixture="$root/Tests/Consumers/Migration"
# The folder the other fixtures share in debug (see Scripts/build-folder.sh).
scratch="$(build_folder debug)"
flags=(--package-path "$fixture" --scratch-path "$scratch"
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

# The same package moved by the command alone: `dependence-migrate` on a copy of Before/ whose
# manifest is the one a swift-dependencies user writes (Scripts/Fixtures/MigrationBeforePackage.swift).
echo "== dependence-migrate on a copy of Before/"
if ! swift build --package-path "$root" --product dependence-migrate >"$log" 2>&1; then
  grep -E "error:" "$log" | head -20 || tail -20 "$log"
  echo "The build of dependence-migrate failed: the command was not run." >&2
  exit 1
fi
migrate="$(swift build --package-path "$root" --show-bin-path)/dependence-migrate"
# The package's Swift files: not its build folder's, where the command resolves the graph of a
# package never resolved in its own .build.
snapshot() { (cd "$1" && find . -type f -name '*.swift' -not -path './.build/*' | sort | xargs md5sum); }
source "$root/Scripts/migration-records.sh"
# Runs the command again on $2, moved once to the snapshot $3: it must change nothing, and say so.
check_second_run() {
  "$migrate" --dependence-path "$root" "$2" >"$log" 2>&1
  if [ "$(snapshot "$2")" != "$3" ]; then
    check "$1a second run" "it changed files again"
  elif ! grep -qE "^Nothing to migrate: (no file would change|this package does not use swift-dependencies or swift-clocks)\.$" "$log"; then
    check "$1a second run" "it did not say 'Nothing to migrate'"
  else
    check "$1a second run changes nothing" ok
  fi
}
copy_before() {
  mkdir -p "$1"
  cp -R "$fixture/Before/Sources" "$fixture/Before/Tests" "$1/"
  cp "$root/Scripts/Fixtures/MigrationBeforePackage.swift" "$1/Package.swift"
}

moved="$work/moved"
copy_before "$moved"
original="$(snapshot "$moved")"
status=0
"$migrate" --dry-run --dependence-path "$root" "$moved" >"$log" 2>&1 || status=$?
compare_record "guide-fixture-dry-run" "$status" "$moved" "$log"
if [ "$(snapshot "$moved")" != "$original" ]; then
  check "dry run" "it changed files"
elif ! grep -qxF -- "-import Dependencies" "$log" || ! grep -qxF -- "+import DependenceMacros" "$log"; then
  check "dry run" "it showed no diff of the imports"
else
  check "dry run: shows the diff, writes nothing" ok
fi

status=0
"$migrate" --dependence-path "$root" "$moved" >"$log" 2>&1 || status=$?
compare_record "guide-fixture" "$status" "$moved" "$log"
moved_once="$(snapshot "$moved")"
if [ "$moved_once" = "$original" ]; then
  check "the move" "it changed nothing"
elif [ "$status" -ne 0 ]; then
  check "the move" "the command exited $status"
elif grep -qF "Left by hand" "$log"; then
  check "the move" "the report lists steps left by hand: the guide's package moves whole"
else
  check "the move: rewrites the package, exits 0, leaves nothing by hand" ok
fi
check_second_run "" "$moved" "$moved_once"

moved_flags=(--package-path "$moved" --scratch-path "$scratch"
  --disable-build-manifest-caching)
if ! swift build --build-tests "${moved_flags[@]}" >"$log" 2>&1; then
  check "the moved package builds" "$(grep -m1 "error:" "$log" || tail -1 "$log")"
else
  check "the moved package builds" ok
  if ! swift test --skip-build "${moved_flags[@]}" >"$log" 2>&1; then
    check "the moved package's tests" "a test failed"
  elif ! grep -qE "Test run with 4 tests .*passed .*with 1 known issue" "$log" ||
    ! grep -qE "Executed 1 test, with 0 failures" "$log"; then
    check "the moved package's tests" "expected Before's count: 4 Swift Testing tests with 1 known issue, 1 XCTest test"
  else
    check "the moved package's tests: the same count as before the move" ok
  fi
  # A broken assertion still fails once the package is moved.
  sed -i 's/\[\[existing, todo\]\]/[[todo, existing]]/' "$moved/Tests/TodoTests/TodoListTests.swift"
  if ! swift build --build-tests "${moved_flags[@]}" >"$log" 2>&1; then
    check "a broken assertion" "the package no longer builds"
  elif swift test --skip-build "${moved_flags[@]}" >"$log" 2>&1; then
    check "a broken assertion" "the tests passed"
  elif ! grep -qE "Test run with 4 tests .*failed .*with 2 issues" "$log"; then
    check "a broken assertion" "expected one failing expectation beside the known issue"
  else
    check "a broken assertion still fails" ok
  fi
fi

parts="$root/Scripts/MigrationFixture"
source "$parts/second-package.sh"
source "$parts/edge-cases.sh"
source "$parts/proving-the-move.sh"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
