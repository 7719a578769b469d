# Sourced by Scripts/migration-fixture.sh: --build and --test, which keep a move that builds and
# passes and put back one that does not, and --build with --dry-run refused. Uses that script's
# variables and checks.

# Runs the command with $1 (--build or --test) on a copy of Before/ at $2, with its output in $log;
# sets `status`.
run_proving() {
  status=0
  "$migrate" "$1" --build-path "$scratch" --dependence-path "$root" "$2" >"$log" 2>&1 || status=$?
}

# --build proves the move: the package builds before and after, so the files stay written; where
# a change breaks the build (here a file calls swift-issue-reporting's `withIssueReporters`,
# which swift-dependencies re-exported, and writes its imports on one line, so the command cannot
# add `import IssueReporting` and leaves it by hand), every file goes back, exit 1, and the error
# is set beside the step at its line.
proven="$work/proven"
copy_before "$proven"
run_proving --build "$proven"
if [ "$status" -ne 0 ]; then
  check "--build on a move that builds" "it exited $status"
elif [ "$(snapshot "$proven")" != "$moved_once" ]; then
  check "--build on a move that builds" "it did not write what the move without --build writes"
elif ! grep -qxF "The moved package builds, with its tests, as it did before the move." "$log"; then
  check "--build on a move that builds" "it did not say the moved package builds"
else
  check "--build on a move that builds: writes the move and says it builds as before" ok
fi
breaking="$work/breaking"
copy_before "$breaking"
cat >"$breaking/Sources/Todo/Quietly.swift" <<'SWIFT'
import Dependencies; import Foundation

/// Runs `body` with no issue reporter.
public func quietly<R>(_ body: () throws -> R) rethrows -> R { try withIssueReporters([], operation: body) }
SWIFT
breaking_before="$(snapshot "$breaking")"
run_proving --build "$breaking"
if [ "$status" -eq 0 ]; then
  check "--build on a move that breaks the build" "it exited 0"
elif [ "$(snapshot "$breaking")" != "$breaking_before" ]; then
  check "--build on a move that breaks the build" "it exited $status but did not put every file back"
elif ! grep -qE "^Sources/Todo/Quietly.swift:4: error: " "$log" \
  || ! grep -qF "at a step left by hand: \`withIssueReporters\` is swift-issue-reporting's" "$log"; then
  check "--build on a move that breaks the build" "it did not set the error beside the step at its line"
else
  check "--build on a move that breaks the build: puts every file back, names the error and the step behind it" ok
fi

# --test proves the move by its tests too: the tests pass before and after, so the files stay
# written; where they pass before and fail after (here a test that names the library the values
# come from), every file goes back, exit 1, and the failure is named.
tested="$work/tested"
copy_before "$tested"
run_proving --test "$tested"
if [ "$status" -ne 0 ]; then
  check "--test on a move whose tests pass" "it exited $status"
elif [ "$(snapshot "$tested")" != "$moved_once" ]; then
  check "--test on a move whose tests pass" "it did not write what the move without --test writes"
elif ! grep -qxF "The moved package builds, and its tests pass, as before the move." "$log"; then
  check "--test on a move whose tests pass" "it did not say the moved package's tests pass"
else
  check "--test on a move whose tests pass: writes the move and says its tests pass as before" ok
fi
failing="$work/failing"
copy_before "$failing"
cat >"$failing/Tests/TodoTests/LibraryTests.swift" <<'SWIFT'
import Dependencies
import XCTest

final class LibraryTests: XCTestCase {
  func testTheValuesComeFromSwiftDependencies() {
    XCTAssertEqual(String(reflecting: DependencyValues.self), "Dependencies.DependencyValues")
  }
}
SWIFT
failing_before="$(snapshot "$failing")"
run_proving --test "$failing"
if [ "$status" -eq 0 ]; then
  check "--test on a move that fails a test" "it exited 0"
elif [ "$(snapshot "$failing")" != "$failing_before" ]; then
  check "--test on a move that fails a test" "it exited $status but did not put every file back"
elif ! grep -qF "its tests fail where they passed before the move, so every file is back as it was" "$log" \
  || ! grep -qF "to keep it, run the command again without --test" "$log" \
  || ! grep -qE "^Tests/TodoTests/LibraryTests.swift:6: error: LibraryTests.testTheValuesComeFromSwiftDependencies" "$log"; then
  check "--test on a move that fails a test" "it did not name the failure"
else
  check "--test on a move that fails a test: puts every file back and names the failure" ok
fi

# --build with --dry-run is a misuse: the command says so, exits 1 and writes nothing.
status=0
"$migrate" --dry-run --build --dependence-path "$root" "$breaking" >"$log" 2>&1 || status=$?
if [ "$status" -eq 0 ] || [ "$(snapshot "$breaking")" != "$breaking_before" ] \
  || ! grep -qF -- "--build builds the package after writing it, and --dry-run writes nothing" "$log"; then
  check "--build with --dry-run" "it did not refuse, once, with the message (exit $status)"
else
  check "--build with --dry-run is refused with a message, and nothing is written" ok
fi
