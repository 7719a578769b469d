# Sourced by Scripts/migration-corpus.sh: the graph shapes of
# Tests/Consumers/MigrationCorpus/Graphs. Uses that script's variables and
# Scripts/MigrationCorpus/checks.sh; sets $graphs_time.

# The graph shapes: an App whose dependency, beside it, still uses swift-dependencies (the
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
