#!/usr/bin/env bash
# The migration corpus: the shapes in which real packages write swift-dependencies 1.17.1 and
# swift-clocks 1.1.1, moved with `dependence-migrate` alone.
#
# Tests/Consumers/MigrationCorpus/Manifests holds one Package.swift per manifest shape (its second
# line names the public repository it was modelled on), with the Package@swift-*.swift beside it
# where the shape has one. For each, on a copy: the manifest loads as written (`swift package
# dump-package`, which reads the one this toolchain picks); the command moves it; and then
#   - a movable shape: the command exits 0, the manifest loads and no target in it names a product
#     twice (but for those the shape's DUPLICATES file lists, each with why), no manifest names swift-dependencies or swift-clocks any more (as a package literal,
#     a product's package or a pointfreeco URL, matched as whole literals, so
#     "swift-dependencies-additions" is not one), and a second run
#     changes no byte and says "Nothing to migrate";
#   - a shape with an EXPECT file saying `unmovable` (names computed at run time): the command exits
#     non-zero, every file is byte-identical to before, and it prints at least one exact edit to
#     make by hand, a line `Package.swift:<line>: … → …`;
#   - a shape with an EXPECT file saying `refused` (a swift-syntax requirement the move cannot
#     meet): the command exits non-zero, changes no byte, and says "Nothing was written" (its
#     record holds why).
# Tests/Consumers/MigrationCorpus/Package holds the source shapes, one target each, in one
# package: on a copy, it builds as written against swift-dependencies and its tests pass, the
# command moves it (exit 0), the manifest loads and names no peer, the moved sources import no
# module whose package left the moved graph (the shared build folder would hide that), the moved
# package builds with its tests against this package (when it does not, each shape's target is
# built on its own to list the shapes left broken, not counted as checks) and the same number of
# tests pass, and a second run changes nothing and says "Nothing to migrate".
# The first run's output on each shape, its exit status and what it wrote must match the record
# in Tests/Consumers/MigrationCorpus/Expected (Scripts/migration-records.sh says how, and how to
# record them again when a change of output is meant).
#
#   Scripts/migration-corpus.sh
#
# Builds in the shared debug folder (Scripts/build-folder.sh). Stops at the first build error of
# the command itself; prints a line per check, and the command's output (40 lines) for a failed
# one; ends with "N passed, M failed" and a MEASURED line; exits non-zero on any failure.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/build-folder.sh"
corpus="$root/Tests/Consumers/MigrationCorpus"
# The folder the other fixtures share in debug (see Scripts/build-folder.sh).
scratch="$(build_folder debug)"
passed=0
failed=0
log="$(mktemp)"
out="$(mktemp)"
work="$(mktemp -d)"
trap 'rm -rf "$log" "$out" "$work"' EXIT
started=$SECONDS

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

source "$root/Scripts/migration-records.sh"

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

# 1. The command.
echo "== building dependence-migrate (debug)"
step=$SECONDS
if ! swift build --package-path "$root" --product dependence-migrate >"$log" 2>&1; then
  grep -E "error:" "$log" | head -20 || tail -20 "$log"
  echo "The build of dependence-migrate failed: the corpus was not run." >&2
  exit 1
fi
# A copy, so that a build of this package in the shared folder during the run (another script,
# another checkout's engineer) cannot relink the binary under a running check.
cp "$(swift build --package-path "$root" --show-bin-path)/dependence-migrate" "$work/dependence-migrate"
migrate="$work/dependence-migrate"
build_time=$((SECONDS - step))

# 2. The manifest shapes.
# Checks the manifest shape in folder $1, on a copy; prints a line per check.
manifest_shape() {
  local shape="$1" name copy expect before status said says twice left once
  name="$(basename "$shape")"
  copy="$work/manifests/$name"
  copy_shape "$shape" "$copy"
  expect=movable
  if [ -f "$shape/EXPECT" ]; then expect="$(tr -d '[:space:]' <"$shape/EXPECT")"; fi
  case "$expect" in
    movable | refused | unmovable) ;;
    *) check "$name: EXPECT" "it says '$expect', not movable, refused or unmovable" "$shape/EXPECT"; return ;;
  esac

  if ! swift package dump-package --package-path "$copy" >/dev/null 2>"$log"; then
    check "$name: loads as written" "$(first_error "$log")" "$log"
    return
  fi
  check "$name: loads as written" ok

  before="$(snapshot "$copy")"
  status="$(run_migrate "$copy")"
  compare_record "manifest-$name" "$status" "$copy" "$out"
  if [ "$expect" != movable ]; then
    # Refused before any edit, its record holds why; unmovable, it prints the edits to make.
    if [ "$expect" = refused ]; then
      said="Nothing was written" says="says why"
    else
      said='(^|[[:space:]/])Package\.swift:[0-9]+: .*→' says="prints the edits to make"
    fi
    if [ "$status" -eq 0 ]; then
      check "$name: $expect" "the command exited 0 on a shape it cannot move" "$out"
    elif [ "$(snapshot "$copy")" != "$before" ]; then
      check "$name: $expect" "it exited $status but changed files" "$out"
    elif ! grep -qE "$said" "$out"; then
      check "$name: $expect" "it exited $status, changed no file, but printed nothing matching '$said'" "$out"
    else
      check "$name: $expect: exits $status, changes no byte, $says" ok
    fi
    return
  fi

  if [ "$status" -ne 0 ]; then
    check "$name: the move" "the command exited $status" "$out"
    return
  fi
  if ! swift package dump-package --package-path "$copy" >"$copy.json" 2>"$log"; then
    { echo "-- the command's output:"; cat "$out"; echo "-- loading the moved manifest:"; cat "$log"; } >"$copy.both"
    check "$name: the move" "the moved manifest does not load: $(first_error "$log")" "$copy.both"
    return
  fi
  # A product named twice in one target (one through a helper, one the move added): SwiftPM
  # warns on every build. A shape's DUPLICATES file lists those it accepts, `target: product`
  # with why after ` # ` (a product appended under `#if os(Linux)`, which the command cannot
  # weigh against the list it grows).
  twice="$(jq -r '.targets[] | .name as $target | [.dependencies[] | .product? | select(. != null) | .[0]]
    | group_by(.)[] | select(length > 1) | "\($target): \(.[0])"' "$copy.json" |
    grep -vxF -f <(if [ -f "$shape/DUPLICATES" ]; then sed 's/ # .*//' "$shape/DUPLICATES"; fi) || true)"
  if [ -n "$twice" ]; then
    check "$name: the move" "a target names a product twice: $(echo $twice)" "$out"
    return
  fi
  left="$(for manifest in "$copy"/Package.swift "$copy"/Package@swift-*.swift; do
    if [ -f "$manifest" ]; then peer_names "$manifest"; fi
  done)"
  if [ -n "$left" ]; then
    check "$name: the move" "the moved manifest still names a peer: $(echo "$left" | head -3 | tr '\n' ' ')" "$out"
    return
  fi
  check "$name: the move: exits 0, loads, names neither swift-dependencies nor swift-clocks" ok

  once="$(snapshot "$copy")"
  status="$(run_migrate "$copy")"
  if [ "$status" -ne 0 ]; then
    check "$name: a second run" "it exited $status" "$out"
  elif [ "$(snapshot "$copy")" != "$once" ]; then
    check "$name: a second run" "it changed files again" "$out"
  elif ! grep -qF "Nothing to migrate" "$out"; then
    check "$name: a second run" "it did not say 'Nothing to migrate'" "$out"
  else
    check "$name: a second run changes nothing" ok
  fi
}

# Two shapes at a time, each in a subshell with its own logs (a shape's checks are manifest loads,
# each a compile on one core), their lines printed and counted in the shapes' order. A subshell
# that stopped before its last line counts as a failure.
echo "== manifest shapes (Tests/Consumers/MigrationCorpus/Manifests)"
step=$SECONDS
mkdir -p "$work/manifests"
running=0
for shape in "$corpus"/Manifests/*/; do
  name="$(basename "$shape")"
  (
    log="$work/manifests/$name.log" out="$work/manifests/$name.out"
    manifest_shape "$shape"
    echo END
  ) >"$work/manifests/$name.lines" 2>&1 &
  running=$((running + 1))
  if [ "$running" -ge 2 ]; then wait -n || true; running=$((running - 1)); fi
done
wait
for shape in "$corpus"/Manifests/*/; do
  name="$(basename "$shape")"
  lines="$work/manifests/$name.lines"
  grep -vxF END "$lines" || true
  passed=$((passed + $(grep -c "^PASS " "$lines" || true)))
  failed=$((failed + $(grep -c "^FAIL " "$lines" || true)))
  if [ "$(tail -1 "$lines")" != END ]; then
    check "$name" "its checks stopped before the last one" "$lines"
  fi
done
manifests_time=$((SECONDS - step))

# 3. The graph shapes: an App whose dependency, beside it, still uses swift-dependencies (the
# shape's EXPECT file names that dependency). The App builds as written; with --test, never
# resolved in its own .build (the command resolves it in its build folder), and then resolved in
# its own .build (where the command reads the graph), the command must exit non-zero, change no
# byte, and name the dependency to move first. Then the order the refusal gives: the dependency
# moves, the App resolves again and moves, and builds with its tests, with each Apple platform
# its manifest declares at 26 (SwiftPM checks them against every product the App links,
# dependence's too).
echo "== graph shapes (Tests/Consumers/MigrationCorpus/Graphs)"
step=$SECONDS
for shape in "$corpus"/Graphs/*/; do
  name="$(basename "$shape")"
  first="$(tr -d '[:space:]' <"$shape/EXPECT")"
  copy="$work/graphs/$name"
  copy_shape "$shape" "$copy"
  if ! swift build --package-path "$copy/App" --scratch-path "$scratch" \
    --disable-build-manifest-caching >"$log" 2>&1; then
    check "$name: builds as written" "$(first_error "$log")" "$log"
    continue
  fi
  check "$name: builds as written" ok
  # Never resolved in its own .build, with --test: the command resolves the graph in its build
  # folder and reads it there, before writing.
  before="$(snapshot "$copy")"
  status="$(run_migrate "$copy/App" --test --build-path "$scratch")"
  if [ "$status" -eq 0 ] || [ "$(snapshot "$copy")" != "$before" ] ||
    ! grep -qF "Nothing was written. Move $first" "$out"; then
    check "$name: --test refuses unresolved" "it exited $status, or changed files, or did not name $first" "$out"
  else
    check "$name: --test, never resolved in .build: resolves, refuses, names $first" ok
  fi
  if ! swift package resolve --package-path "$copy/App" >"$log" 2>&1; then
    check "$name: resolves in its own .build" "$(first_error "$log")" "$log"
    continue
  fi
  before="$(snapshot "$copy")"
  status="$(run_migrate "$copy/App")"
  mover="$(sed -n 's/^  \([^ ]*\) (.*): .* → swift-\(dependencies\|clocks\)$/\1/p' "$out" | head -1)"
  if [ "$status" -eq 0 ]; then
    check "$name: refused" "the command exited 0" "$out"
  elif [ "$(snapshot "$copy")" != "$before" ]; then
    check "$name: refused" "it exited $status but changed files" "$out"
  elif [ "$mover" != "$first" ] || ! grep -qF "Nothing was written. Move $first" "$out"; then
    check "$name: refused" "it exited $status but did not name $first as the package to move first" "$out"
  else
    check "$name: refused: exits $status, changes nothing, names $first to move first" ok
  fi
  status="$(run_migrate "$copy/$first")"
  if [ "$status" -ne 0 ]; then
    check "$name: $first moves first" "the command exited $status" "$out"
    continue
  fi
  if ! swift package resolve --package-path "$copy/App" >"$log" 2>&1; then
    check "$name: the App resolves after $first moved" "$(first_error "$log")" "$log"
    continue
  fi
  status="$(run_migrate "$copy/App")"
  if [ "$status" -ne 0 ]; then
    check "$name: then the App moves" "the command exited $status" "$out"
    continue
  fi
  if ! swift build --package-path "$copy/App" --scratch-path "$scratch" --build-tests \
    --disable-build-manifest-caching >"$log" 2>&1; then
    check "$name: then the App moves and builds" "$(first_error "$log")" "$log"
    continue
  fi
  if ! low="$(swift package dump-package --package-path "$copy/App" 2>"$log" | jq -r \
    '.platforms[] | select((.version | split(".")[0] | tonumber) < 26) | "\(.platformName) \(.version)"')"; then
    check "$name: then the App moves and builds" "its manifest does not load" "$log"
  elif [ -n "$low" ]; then
    check "$name: then the App moves and builds" "its platforms stay below 26: $(echo $low)" "$out"
  else
    check "$name: then the App moves and builds, its platforms at 26" ok
  fi
done
# A graph that does not resolve (the dependency beside the App is gone): with --test the command
# cannot read the graph nor build before the move, so it must exit non-zero, change no byte, and
# quote SwiftPM's error.
shape="$corpus/Graphs/01-dependency-uses-swift-dependencies"
copy="$work/unresolvable"
copy_shape "$shape" "$copy"
rm -rf "${copy:?}/$(tr -d '[:space:]' <"$shape/EXPECT")"
before="$(snapshot "$copy")"
status="$(run_migrate "$copy/App" --test --build-path "$work/unresolvable-build")"
if [ "$status" -eq 0 ] || [ "$(snapshot "$copy")" != "$before" ] ||
  ! grep -qF "did not resolve" "$out" || ! grep -qF "cannot be accessed" "$out"; then
  check "unresolvable graph: --test refuses" "it exited $status, or changed files, or did not quote SwiftPM's error" "$out"
else
  check "unresolvable graph: --test exits $status, changes no byte, quotes SwiftPM's error" ok
fi
# The same dependency by URL (a git repository of its own, by a file:// URL), in an App never
# resolved in its own .build, as when the command is pointed at its folder from a checkout of
# this package: a plain run, without --build, resolves the graph in its build folder to read the
# dependency, then must exit non-zero, change no byte (Package.resolved included), and name it to
# move first. Then, with that repository gone, it must refuse the same way, quoting SwiftPM.
copy="$work/by-url"
copy_shape "$shape" "$copy"
first="$(tr -d '[:space:]' <"$shape/EXPECT")"
git -C "$copy/$first" init -q && git -C "$copy/$first" add -A &&
  git -C "$copy/$first" -c user.name=corpus -c user.email=corpus@localhost commit -qm "$first" &&
  git -C "$copy/$first" tag 1.0.0
sed -i "s|\.package(path: \"\.\./$first\")|.package(url: \"file://$copy/$first\", from: \"1.0.0\")|" \
  "$copy/App/Package.swift"
grep -qF "file://$copy/$first" "$copy/App/Package.swift" || {
  echo "The by-URL graph shape's manifest did not take the URL: nothing was run." >&2
  exit 1
}
before="$(snapshot "$copy/App")"
status="$(run_migrate "$copy/App")"
# The refusal also says how to require the moved dependency: a package that names dependence by
# branch or path cannot be required by version.
if [ "$status" -eq 0 ] || [ "$(snapshot "$copy/App")" != "$before" ] ||
  ! grep -qF "Nothing was written. Move $first" "$out" ||
  ! grep -qF "require the moved package here by branch, revision or path, not \`from:\`" "$out"; then
  check "by URL, never resolved: a plain run refuses" "it exited $status, or changed files, or did not name $first and how to require it" "$out"
else
  check "by URL, never resolved: a plain run resolves, refuses, names $first and how to require it once moved" ok
fi
rm -rf "${copy:?}/$first" "$copy/App/.build"
status="$(run_migrate "$copy/App")"
if [ "$status" -eq 0 ] || [ "$(snapshot "$copy/App")" != "$before" ] ||
  ! grep -qF "did not resolve" "$out" || ! grep -qF "Nothing was written" "$out"; then
  check "by URL, unresolvable: a plain run refuses" "it exited $status, or changed files, or did not quote SwiftPM's error" "$out"
else
  check "by URL, unresolvable: a plain run exits $status, changes no byte, quotes SwiftPM's error" ok
fi
graphs_time=$((SECONDS - step))

# 3. The source shapes, in one package.
echo "== source shapes (Tests/Consumers/MigrationCorpus/Package)"
step=$SECONDS
package="$work/package"
copy_shape "$corpus/Package" "$package"
package_flags=(--package-path "$package" --scratch-path "$scratch" --disable-build-manifest-caching)
if ! swift build --build-tests "${package_flags[@]}" >"$log" 2>&1; then
  build_errors "$log" >"$work/errors"
  check "the source shapes build with swift-dependencies (as written)" "$(first_error "$log")" "$work/errors"
else
  check "the source shapes build with swift-dependencies (as written)" ok
  read -r written_passed written_failed <<<"$(run_tests retry)"
  if [ "$written_failed" -ne 0 ] || [ "$written_passed" -eq 0 ]; then
    check "the source shapes' tests pass with swift-dependencies (as written)" \
      "$written_passed passed, $written_failed failed" "$log"
  else
    check "the source shapes' tests pass with swift-dependencies (as written): $written_passed" ok
  fi
fi
written_time=$((SECONDS - step))

status="$(run_migrate "$package")"
compare_record "source-package" "$status" "$package" "$out"
if [ "$status" -ne 0 ]; then
  check "the source shapes: the move" "the command exited $status" "$out"
else
  check "the source shapes: the move exits 0" ok
  cp "$out" "$work/package-move.out"
  if ! swift package dump-package --package-path "$package" >/dev/null 2>"$log"; then
    check "the source shapes: the moved manifest loads" "$(first_error "$log")" "$log"
  else
    check "the source shapes: the moved manifest loads" ok
  fi
  left="$(peer_names "$package/Package.swift")"
  if [ -n "$left" ]; then
    check "the source shapes: the moved manifest names no peer" \
      "it still names: $(echo "$left" | head -3 | tr '\n' ' ')" "$work/package-move.out"
  else
    check "the source shapes: the moved manifest names no peer" ok
  fi
  # The shared build folder still holds the modules of the build as written (Dependencies,
  # Clocks, IssueReporting, …), so a moved file that imports one whose package left the graph
  # would still build there: such imports are checked against the moved graph instead.
  if ! graph="$(swift package show-dependencies "${package_flags[@]}" --format json 2>"$log")"; then
    check "the source shapes: the moved sources import only modules of the moved graph" \
      "show-dependencies failed: $(first_error "$log")" "$log"
  else
    graph="$(echo "$graph" | grep -oE '"identity": "[^"]*"' | sed 's/.*: "//; s/"$//')"
    orphans="$(cd "$package" && grep -rnoE "^[[:space:]]*(@[_a-zA-Z]+ +|public +|package +|internal +)*import +($peer_modules)\b" Sources Tests |
      while IFS= read -r hit; do
        module="${hit##* }"
        found=no
        for identity in $(module_packages "$module"); do
          if echo "$graph" | grep -qx "$identity"; then found=yes; fi
        done
        if [ "$found" = no ]; then echo "${hit%:*}: import $module ($(module_packages "$module" | cut -d' ' -f1) is not in the graph)"; fi
      done | sort -u)"
    if [ -n "$orphans" ]; then
      echo "$orphans" >"$work/orphans"
      check "the source shapes: the moved sources import only modules of the moved graph" \
        "$(echo "$orphans" | wc -l) imports of a module whose package left the graph" "$work/orphans"
    else
      check "the source shapes: the moved sources import only modules of the moved graph" ok
    fi
  fi
  step=$SECONDS
  # The build as written left swift-issue-reporting's test support there as a shared library,
  # which IssueReporting and DependenceTesting find by name at run time: a moved manifest that no
  # longer names it would still pass there, and fail in a fresh build folder. It goes, and is
  # built again only if the moved manifest names it.
  rm -f "$scratch"/debug/libIssueReportingTestSupport.so
  if ! swift build --build-tests "${package_flags[@]}" >"$log" 2>&1; then
    # Each distinct error once, with the file it is in: what the move left that does not build.
    build_errors "$log" >"$work/errors"
    { cat "$work/errors"; echo "-- the command's output:"; cat "$work/package-move.out"; } >"$work/both"
    check "the source shapes: the moved package builds with its tests" \
      "$(grep -cE "\.swift:[0-9]+:[0-9]+: error:" "$work/errors" || true) distinct errors; first: $(first_error "$log")" "$work/both"
    # A failed build stops before the targets it has not reached: build each shape's target on its
    # own, to say which shapes the move left broken (not counted as checks).
    echo "    -- each target of the moved package on its own:"
    for target in "$package"/Sources/* "$package"/Tests/*; do
      target="$(basename "$target")"
      if swift build "${package_flags[@]}" --target "$target" >"$log" 2>&1; then
        echo "    $target: builds"
      else
        echo "    $target: $(grep -m1 -E "\.swift:[0-9]+:[0-9]+: error:" "$log" | sed "s|$package/||" ||
          first_error "$log")"
      fi
    done
  else
    check "the source shapes: the moved package builds with its tests" ok
    read -r moved_passed moved_failed <<<"$(run_tests)"
    if [ "$moved_failed" -ne 0 ] || [ "$moved_passed" -ne "${written_passed:-0}" ]; then
      grep -E "✘|error:|failed" "$log" | head -30 >"$work/failures"
      check "the source shapes: the moved tests pass, the same ones" \
        "$moved_passed passed, $moved_failed failed (as written: ${written_passed:-?} passed)" "$work/failures"
    else
      check "the source shapes: the moved tests pass, the same $moved_passed" ok
    fi
  fi
  moved_time=$((SECONDS - step))
  once="$(snapshot "$package")"
  status="$(run_migrate "$package")"
  if [ "$status" -ne 0 ]; then
    check "the source shapes: a second run" "it exited $status" "$out"
  elif [ "$(snapshot "$package")" != "$once" ]; then
    check "the source shapes: a second run" "it changed files again" "$out"
  elif ! grep -qF "Nothing to migrate" "$out"; then
    check "the source shapes: a second run" "it did not say 'Nothing to migrate'" "$out"
  else
    check "the source shapes: a second run changes nothing" ok
  fi
fi
echo "$passed passed, $failed failed"
echo "MEASURED migration-corpus: $((SECONDS - started))s in all (building the command ${build_time}s," \
  "manifest shapes ${manifests_time}s, graph shapes ${graphs_time}s, source package ${written_time}s as written" \
  "+ ${moved_time:-0}s moved)"
[ "$failed" -eq 0 ]
