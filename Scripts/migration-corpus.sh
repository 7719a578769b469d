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
# Its parts are in Scripts/MigrationCorpus: the checks they share, then one file per kind of
# shape. Builds in the shared debug folder (Scripts/build-folder.sh). Stops at the first build
# error of the command itself; prints a line per check, and the command's output (40 lines) for a
# failed one; ends with "N passed, M failed" and a MEASURED line; exits non-zero on any failure.
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

parts="$root/Scripts/MigrationCorpus"
source "$parts/checks.sh"
source "$root/Scripts/migration-records.sh"

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

# 2. The manifest shapes, 3. the graph shapes, 4. the source shapes, in one package.
source "$parts/manifest-shapes.sh"
source "$parts/graph-shapes.sh"
source "$parts/source-package.sh"

echo "$passed passed, $failed failed"
echo "MEASURED migration-corpus: $((SECONDS - started))s in all (building the command ${build_time}s," \
  "manifest shapes ${manifests_time}s, graph shapes ${graphs_time}s, source package ${written_time}s as written" \
  "+ ${moved_time:-0}s moved)"
[ "$failed" -eq 0 ]
