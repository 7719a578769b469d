# Sourced by Scripts/migration-fixture.sh: a second package, Tests/Consumers/MigrationSecond,
# checked as written and moved. Uses that script's variables and checks.

# A second package moved by the command alone: Tests/Consumers/MigrationSecond, a Pomodoro timer
# written against swift-dependencies 1.17.1, swift-clocks 1.1.1 and swift-custom-dump 1.7.3 with
# its own manifest (@DependencyEntry in both forms, @DependencyClient, TestClock<Duration>,
# withMainSerialExecutor). Checks it passes as written, then moves a copy and checks the copy.
echo "== dependence-migrate on a copy of MigrationSecond/"
second="$root/Tests/Consumers/MigrationSecond"
# 6 Swift Testing tests with 1 known issue, 2 XCTest tests. Moved, its main-actor timer calls
# plain async endpoints from a deterministic test, which warns once per client: see below.
second_counts() {
  grep -qE "Test run with 6 tests .*passed .*with ([0-9]+ warnings? and )?1 known issue" "$log" &&
    grep -qE "Executed 2 tests, with 0 failures" "$log"
}
second_flags=(--package-path "$second" --scratch-path "$scratch"
  --disable-build-manifest-caching)
# As written, with swift-dependencies and swift-clocks, the package must build; its tests are
# run and reported, not gated: its Task { } tests rely on withMainSerialExecutor, which does not
# take effect on Linux with Swift 6.3, so swift-clocks gets them right by timing (CI saw
# cancellingASessionLogsNothing fail once). The moved package below is gated.
if ! swift build --build-tests "${second_flags[@]}" >"$log" 2>&1; then
  check "MigrationSecond builds with swift-dependencies" "$(grep -m1 "error:" "$log" || tail -1 "$log")"
else
  check "MigrationSecond builds with swift-dependencies" ok
  if swift test --skip-build "${second_flags[@]}" >"$log" 2>&1 && second_counts; then
    echo "MEASURED MigrationSecond with swift-dependencies: 6 Swift Testing tests (1 known issue) and 2 XCTest tests passed"
  else
    echo "MEASURED MigrationSecond with swift-dependencies: a test failed ($(grep -m1 -oE "Test [a-zA-Z]+\(\)" "$log" || echo "see the log"))"
  fi
fi

moved_second="$work/moved-second"
mkdir -p "$moved_second"
cp -R "$second/." "$moved_second/"
rm -f "$moved_second/Package.resolved"
status=0
"$migrate" --dependence-path "$root" "$moved_second" >"$log" 2>&1 || status=$?
compare_record "migration-second" "$status" "$moved_second" "$log"
second_once="$(snapshot "$moved_second")"
if [ "$second_once" = "$(snapshot "$second")" ]; then
  check "MigrationSecond: the move" "it changed nothing"
elif ! grep -qF "package swift-clocks → removed" "$log" ||
  ! grep -qF "TestClock<Duration> → TestClock" "$log" ||
  ! grep -qF "@DependencyEntry(liveValue:) var sessionLog → @DependencyEntry(test:) var sessionLog = live value" "$log" ||
  ! grep -qF "@DependencyEntry var greeter → @DependencyEntry(test:) var greeter" "$log" ||
  ! grep -qF "withMainSerialExecutor { } → withDeterministicScheduling { }" "$log"; then
  check "MigrationSecond: the move" "the report misses swift-clocks, TestClock<Duration>, @DependencyEntry or withMainSerialExecutor"
else
  check "MigrationSecond: the move rewrites swift-clocks, TestClock<Duration>, @DependencyEntry" ok
fi
check_second_run "MigrationSecond: " "$moved_second" "$second_once"

moved_second_flags=(--package-path "$moved_second" --scratch-path "$scratch"
  --disable-build-manifest-caching)
# The moved countsDownASecondAtATime (an `async let` of a main-actor model's countdown inside
# withDeterministicScheduling, in a .dependencies suite) once failed in some fresh processes; the
# whole moved suite runs five times, each a new process, and every run must pass.
if ! swift build --build-tests "${moved_second_flags[@]}" >"$log" 2>&1; then
  check "MigrationSecond: the moved package builds" \
    "$(grep -m1 -E "\.swift:[0-9]+:[0-9]+: error:" "$log" || grep -m1 "error:" "$log" || tail -1 "$log")"
else
  check "MigrationSecond: the moved package builds" ok
  result=ok
  for run in 1 2 3 4 5; do
    if ! swift test --skip-build "${moved_second_flags[@]}" >"$log" 2>&1; then
      result="run $run: a test failed"
      break
    elif ! second_counts; then
      result="run $run: expected 6 Swift Testing tests with 1 known issue, 2 XCTest tests"
      break
    fi
  done
  if [ "$result" = ok ] && ! grep -qF "'Notifier.post' is a @concurrent async closure" "$log"; then
    check "MigrationSecond: the moved package's tests" \
      "no warning names Notifier.post, a plain async endpoint its main-actor timer calls"
  elif [ "$result" = ok ]; then
    check "MigrationSecond: the moved package's tests: the same count as before the move, 5 runs" ok
  else
    check "MigrationSecond: the moved package's tests" "$result"
  fi
fi
