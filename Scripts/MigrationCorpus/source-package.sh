# Sourced by Scripts/migration-corpus.sh: the source shapes, one target each in one package,
# Tests/Consumers/MigrationCorpus/Package. Uses that script's variables and
# Scripts/MigrationCorpus/checks.sh; sets $written_time and $moved_time.

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
  check_second_run "the source shapes" "$package"
fi
