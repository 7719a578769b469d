# Sourced by Scripts/migration-corpus.sh: the checks and helpers its parts share. Expects $root,
# $work, $log, $out, $scratch, $migrate and the counters $passed and $failed of that script.

# check NAME ok|reason [file]: counts and prints one check; on a failure, prints the first 40
# lines of the file given (the command's output, or a build log's errors).
check() {
  if [ "$2" = ok ]; then
    passed=$((passed + 1)); echo "PASS $1"
  else
    failed=$((failed + 1)); echo "FAIL $1: $2"
    if [ -n "${3:-}" ] && [ -s "$3" ]; then head -40 "$3" | sed 's/^/    /'; fi
  fi
}

# Every file of folder $1 with its checksum, so that a change of any byte shows.
snapshot() { (cd "$1" && find . -type f -not -path '*/.build/*' | sort | xargs md5sum); }

# Copies folder $1 to $2 without build products, a resolved file, or an EXPECT or DUPLICATES file.
copy_shape() {
  mkdir -p "$2"
  (cd "$1" && find . -type f -not -path './.build/*' -not -name Package.resolved -not -name EXPECT -not -name DUPLICATES \
    | while read -r file; do mkdir -p "$2/$(dirname "$file")"; cp "$file" "$2/$file"; done)
}

# Runs the command on $1 with its output in $out; prints its exit status.
run_migrate() {
  local status=0
  "$migrate" --dependence-path "$root" "${@:2}" "$1" >"$out" 2>&1 || status=$?
  echo "$status"
}

# Lines of manifest $1 that still name swift-dependencies or swift-clocks: as a whole string
# literal ("swift-dependencies", never "swift-dependencies-additions"), or as a pointfreeco URL.
# Comment lines are not read.
peer_names() {
  grep -nE '"swift-(dependencies|clocks)"|github\.com/pointfreeco/swift-(dependencies|clocks)(\.git)?"' "$1" |
    grep -vE '^[0-9]+:[[:space:]]*//' || true
}

# The modules that swift-dependencies 1.17.1 and swift-clocks 1.1.1 bring into a graph, and the
# identities of the package each comes from (xctest-dynamic-overlay is also named
# swift-issue-reporting).
peer_modules="Dependencies|DependenciesMacros|DependenciesTestSupport|Clocks|CombineSchedulers"
peer_modules+="|IssueReporting|IssueReportingTestSupport|XCTestDynamicOverlay|ConcurrencyExtras"
module_packages() {
  case "$1" in
    Dependencies | DependenciesMacros | DependenciesTestSupport) echo swift-dependencies ;;
    Clocks) echo swift-clocks ;;
    CombineSchedulers) echo combine-schedulers ;;
    IssueReporting | IssueReportingTestSupport | XCTestDynamicOverlay)
      echo "xctest-dynamic-overlay swift-issue-reporting" ;;
    ConcurrencyExtras) echo swift-concurrency-extras ;;
  esac
}

# `swift test` of the package of $package_flags, its output in $log, stopped after 300 s. It
# starts the test binary in a process group of its own, which timeout's signal does not reach,
# so a binary that timed out is ended by its path.
bounded_swift_test() {
  local status=0
  timeout 300 swift test --skip-build "${package_flags[@]}" >"$log" 2>&1 || status=$?
  [ "$status" -ne 124 ] || pkill -KILL -f "$scratch/.*PackageTests\.xctest" || true
  return "$status"
}

# Runs the tests of the package of $package_flags with their output in $log; prints
# "<passed> <failed>", the tests Swift Testing and XCTest each counted, summed. A run that does
# not end in 300 s (a test that awaits forever) is said on standard error and counts as failed;
# with $1 "retry", it runs once more first. The package as written retries: on swift-clocks, a
# TestClock advanced off the main serial executor can move before a task sleeps on it, and the
# test then awaits forever (CI, 2026-12-07, in shapes 26 and 42, which now use that executor as
# swift-concurrency-extras' README suggests; a shape written later may not).
run_tests() {
  local status=0
  bounded_swift_test || status=$?
  if [ "$status" -eq 124 ] && [ "${1:-}" = retry ]; then
    echo "The tests did not end in 300 s, a test awaiting forever: running them once more." >&2
    status=0
    bounded_swift_test || status=$?
  fi
  [ "$status" -ne 124 ] || echo "The tests did not end in 300 s, a test awaiting forever." >&2
  local testing xctest
  testing="$(grep -oE "Test run with [0-9]+ tests?( in [0-9]+ suites?)? (passed|failed)" "$log" | tail -1)"
  xctest="$(grep -oE "Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -1)"
  local total=0 failures=0
  if [ -n "$testing" ]; then
    total=$(echo "$testing" | grep -oE "[0-9]+" | head -1)
    if echo "$testing" | grep -q failed; then
      failures=$(grep -E "^✘ Test .* failed after" "$log" | grep -vc "^✘ Test run with" || true)
      [ "$failures" -gt 0 ] || failures=1
    fi
  fi
  if [ -n "$xctest" ]; then
    total=$((total + $(echo "$xctest" | grep -oE "[0-9]+" | head -1)))
    failures=$((failures + $(echo "$xctest" | grep -oE "[0-9]+" | tail -1)))
  fi
  echo "$((total - failures)) $failures"
}

# The first error a manifest load or a build printed, else its last line.
first_error() { grep -m1 -E "error:" "$1" || tail -1 "$1"; }

# Each distinct error of build log $1 once, with the file it is in; the log's last 40 lines when
# it has none (a build stopped by something other than the compiler).
build_errors() {
  if grep -qE "error:" "$1"; then grep -E "error:" "$1" | grep -vE "^[[:space:]]" | sort -u
  else tail -40 "$1"; fi
}

# Runs the command once more on folder $2, which it moved: it must exit 0, change no byte and
# say "Nothing to migrate". One check, named after $1.
check_second_run() {
  local once status
  once="$(snapshot "$2")"
  status="$(run_migrate "$2")"
  if [ "$status" -ne 0 ]; then
    check "$1: a second run" "it exited $status" "$out"
  elif [ "$(snapshot "$2")" != "$once" ]; then
    check "$1: a second run" "it changed files again" "$out"
  elif ! grep -qF "Nothing to migrate" "$out"; then
    check "$1: a second run" "it did not say 'Nothing to migrate'" "$out"
  else
    check "$1: a second run changes nothing" ok
  fi
}
