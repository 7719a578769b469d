#!/usr/bin/env bash
# Suite-level figures, side by side with the peers, in one release build:
#
#  1. What a `.dependencies { }` trait adds to each test: 1,000 Swift Testing tests with the
#     trait and the same 1,000 without it, for this package's trait and for swift-dependencies
#     1.17.1's (DependenciesTestSupport). Each set runs serially (`--no-parallel`), the four sets
#     alternate, and the per-test cost is (median with − median without) / 1,000, from the
#     durations Swift Testing reports (process start-up excluded).
#  2. What deterministic scheduling adds to each test: the same 1,000 tests with
#     `.dependencies(scheduling: .deterministic) { … }`, against the plain trait's set; serially,
#     as above, and in parallel, as `swift test` runs tests by default (the two sets take turns
#     going first).
#  3. A debounce test and a retry-with-backoff test, written against this package's TestClock
#     (waiting for sleepers, as without deterministic scheduling, and advancing straight away,
#     with it) and against swift-clocks 1.1.1's TestClock (the way its documentation says), each
#     run as 1,000 parallel cases while a busy loop keeps the other core busy: wall time and the
#     number of failing cases (flakes).
#
# Everything lives in a scratch package in .build-bench/suite; the peers never enter this
# package's manifest. Stops at the first build error.
#
#   Scripts/suite-benchmarks.sh [runs]     (default: 5 runs of each trait set, 3 of each clock set)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
sources="$root/Scripts/SuiteBenchmarks"
scratch="$root/.build-bench/suite"
runs="${1:-5}"
clock_runs=3
count=1000
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"

rm -rf "$scratch/Sources" "$scratch/Tests"
mkdir -p "$scratch/Sources" "$scratch/Tests"
cp -R "$sources/Features" "$scratch/Sources/"
cp -R "$sources/OursClockTests" "$sources/TheirsClockTests" "$scratch/Tests/"
for side in Ours:Dependence:DependenceTesting Theirs:Dependencies:DependenciesTestSupport; do
  IFS=: read -r name library testing <<< "$side"
  mkdir -p "$scratch/Sources/${name}Feature" "$scratch/Tests/${name}TraitTests"
  { echo "public import $library"; echo; cat "$sources/Shared/Label.swift"; } \
    > "$scratch/Sources/${name}Feature/Label.swift"
  {
    printf 'import %s\nimport %s\nimport %sFeature\nimport Testing\n\n' "$library" "$testing" "$name"
    echo "@Suite struct ${name}WithTrait {"
    for i in $(seq 1 $count); do
      echo "  @Test(.dependencies { \$0.label = \"t$i\" }) func t$i() {"
      echo "    @Dependency(\\.label) var label"
      echo "    #expect(label == \"t$i\")"
      echo "  }"
    done
    echo "}"
    echo
    if [ "$name" = Ours ]; then
      echo "@Suite struct OursWithDeterministicScheduling {"
      for i in $(seq 1 $count); do
        echo "  @Test(.dependencies(scheduling: .deterministic) { \$0.label = \"t$i\" }) func t$i() {"
        echo "    @Dependency(\\.label) var label"
        echo "    #expect(label == \"t$i\")"
        echo "  }"
      done
      echo "}"
      echo
    fi
    echo "@Suite struct ${name}WithoutTrait {"
    for i in $(seq 1 $count); do
      echo "  @Test func t$i() {"
      echo "    @Dependency(\\.label) var label"
      echo "    #expect(label == \"default\")"
      echo "  }"
    done
    echo "}"
  } > "$scratch/Tests/${name}TraitTests/Generated.swift"
done

cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "suite",
  platforms: [.macOS(.v26)],
  dependencies: [
    .package(path: "$root"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-clocks.git", exact: "1.1.1"),
  ],
  targets: [
    .target(name: "Features", dependencies: [.product(name: "Dependence", package: "$identity")]),
    .target(name: "OursFeature", dependencies: [.product(name: "Dependence", package: "$identity")]),
    .target(
      name: "TheirsFeature", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
    .testTarget(
      name: "OursTraitTests",
      dependencies: [
        "OursFeature", .product(name: "Dependence", package: "$identity"),
        .product(name: "DependenceTesting", package: "$identity"),
      ]),
    .testTarget(
      name: "TheirsTraitTests",
      dependencies: [
        "TheirsFeature", .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]),
    .testTarget(
      name: "OursClockTests",
      dependencies: ["Features", .product(name: "DependenceTesting", package: "$identity")]),
    .testTarget(
      name: "TheirsClockTests",
      dependencies: ["Features", .product(name: "Clocks", package: "swift-clocks")]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST

cd "$scratch"
log="$scratch/build.log"
echo "Building $((count * 5 + 4008)) tests in release mode (log: $log)…" >&2
if ! swift build -c release --build-tests > "$log" 2>&1; then
  grep -m 20 -E "error:" "$log" >&2 || tail -20 "$log" >&2
  echo "The release build failed: nothing was measured." >&2
  exit 1
fi

# Runs the tests matching $1 (further arguments go to `swift test`) and prints
# "<seconds> <failing cases>" from Swift Testing's summary. A run that prints no summary (a crash)
# stops the script.
run() {
  local filter="$1"; shift
  local output
  output="$(swift test -c release --skip-build --filter "$filter" "$@" 2>&1 || true)"
  local summary
  summary="$(grep -E "Test run with [0-9]+ tests?" <<< "$output" | tail -1)"
  if [ -z "$summary" ]; then
    echo "$output" | tail -20 >&2
    echo "No Swift Testing summary for /$filter/: the run did not finish." >&2
    exit 1
  fi
  local seconds failures
  seconds="$(sed -nE 's/.* after ([0-9.]+) seconds.*/\1/p' <<< "$summary")"
  failures="$(grep -cE "recorded an issue with [0-9]+ argument" <<< "$output" || true)"
  echo "$seconds $failures"
}

median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "== What a .dependencies trait adds to a test ($count tests per set, serial, $runs runs)"
for name in Ours Theirs; do
  declare -a "with_$name=()" "without_$name=()"
done
deterministic=()
for i in $(seq 1 "$runs"); do
  order=(Ours Theirs)
  if (( i % 2 == 0 )); then order=(Theirs Ours); fi
  read -r seconds _ <<< "$(run "OursWithDeterministicScheduling" --no-parallel)"
  deterministic+=("$seconds")
  for name in "${order[@]}"; do
    for set in WithTrait WithoutTrait; do
      read -r seconds _ <<< "$(run "${name}${set}" --no-parallel)"
      if [ "$set" = WithTrait ]; then eval "with_$name+=($seconds)"; else eval "without_$name+=($seconds)"; fi
    done
  done
done
for name in Ours Theirs; do
  eval "with=(\"\${with_$name[@]}\")"
  eval "without=(\"\${without_$name[@]}\")"
  label=$([ "$name" = Ours ] && echo "dependence" || echo "swift-dependencies 1.17.1")
  awk -v label="$label" -v w="$(median "${with[@]}")" -v o="$(median "${without[@]}")" -v n="$count" \
    -v ws="${with[*]}" -v os="${without[*]}" 'BEGIN {
    printf "%s: median %.3f s with the trait, %.3f s without: %.1f µs per test (runs with: %s; without: %s)\n",
      label, w, o, (w - o) / n * 1e6, ws, os
  }'
done

awk -v d="$(median "${deterministic[@]}")" -v w="$(median "${with_Ours[@]}")" -v n="$count" \
  -v ds="${deterministic[*]}" 'BEGIN {
  printf "dependence, deterministic scheduling: median %.3f s, %.1f µs per test more than the plain trait (runs: %s)\n",
    d, (d - w) / n * 1e6, ds
}'

parallel_deterministic=()
parallel_plain=()
for i in $(seq 1 "$runs"); do
  pair=(OursWithDeterministicScheduling OursWithTrait)
  if (( i % 2 == 0 )); then pair=(OursWithTrait OursWithDeterministicScheduling); fi
  for set in "${pair[@]}"; do
    read -r seconds _ <<< "$(run "$set")"
    if [ "$set" = OursWithTrait ]; then parallel_plain+=("$seconds"); else parallel_deterministic+=("$seconds"); fi
  done
done
awk -v d="$(median "${parallel_deterministic[@]}")" -v w="$(median "${parallel_plain[@]}")" \
  -v n="$count" -v ds="${parallel_deterministic[*]}" -v ws="${parallel_plain[*]}" 'BEGIN {
  printf "dependence, deterministic scheduling in parallel runs: median %.3f s against the plain trait'"'"'s %.3f s, %.1f µs per test more (runs: %s; plain: %s)\n",
    d, w, (d - w) / n * 1e6, ds, ws
}'

echo
echo "== Test clocks: $count parallel cases per test, the other core busy, $clock_runs runs"
( while :; do :; done ) &
busy=$!
trap 'kill "$busy" 2>/dev/null || true' EXIT
for test in Debounce Retry; do
  for name in Ours OursDeterministic Theirs; do
    times=()
    flakes=()
    for i in $(seq 1 "$clock_runs"); do
      read -r seconds failures <<< "$(run "${name}${test}")"
      times+=("$seconds")
      flakes+=("$failures")
    done
    case "$name" in
      Ours) label="dependence TestClock, waiting for sleepers" ;;
      OursDeterministic) label="dependence TestClock, deterministic scheduling" ;;
      *) label="swift-clocks 1.1.1 TestClock" ;;
    esac
    total=$(( $(printf '%s+' "${flakes[@]}")0 ))
    echo "$test, $label: median $(median "${times[@]}") s per $count cases;" \
      "failing cases per run: ${flakes[*]} ($total of $((count * clock_runs)))"
  done
done
