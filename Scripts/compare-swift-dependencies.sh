#!/usr/bin/env bash
# Benchmarks dependence against pointfreeco/swift-dependencies 1.17.1 in one release build.
#
# Generates a scratch package in .build-bench/compare (swift-dependencies never enters this
# package's manifest) holding the same scenarios written against each library, builds it in
# release mode, runs both libraries alternately, round after round, and prints a Markdown table:
# the median time per operation of each, the ratio, and whether each of the targets (see
# Docs/Performance.md) is met. Stops at the first error; never runs a binary from an older build.
#
#   Scripts/compare-swift-dependencies.sh [rounds]     (default: 7 rounds, median reported)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
benchmarks="$root/Scripts/Benchmarks"
scratch="$root/.build-bench/compare"
rounds="${1:-7}"
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"

rm -rf "$scratch/Sources"
mkdir -p "$scratch/Sources/BenchCore" "$scratch/Sources/Compare"
cp "$benchmarks/BenchCore/"*.swift "$scratch/Sources/BenchCore/"
cp "$benchmarks/Compare/"*.swift "$scratch/Sources/Compare/"

# Writes one library's module: its entries, the shared scenarios after the library's imports,
# and 100 distinct keys declared both ways (`entry_attribute` is how the library's
# `@DependencyEntry` names a live value).
library_module() {
  local module="$1" imports="$2" entry_attribute="$3"
  local sources="$scratch/Sources/$module"
  mkdir -p "$sources"
  cp "$benchmarks/$module/"*.swift "$sources/"
  { printf '%s\n' "$imports"; cat "$benchmarks/Shared/Scenarios.swift"; } > "$sources/Scenarios.swift"
  {
    printf '%s\n\n' "$imports"
    echo "extension DependencyValues {"
    for i in $(seq 0 99); do
      echo "  $entry_attribute var entry$i: NumberClient = NumberClient { $i }"
    done
    for i in $(seq 0 99); do
      echo "  var handWritten$i: NumberClient { self[HandWrittenKey$i.self] }"
    done
    echo "}"
    for i in $(seq 0 99); do
      echo "enum HandWrittenKey$i: DependencyKey { static let liveValue = NumberClient { $i } }"
    done
    for kind in Entries HandWritten; do
      echo "final class Hundred$kind {"
      for i in $(seq 0 99); do
        if [ "$kind" = Entries ]; then echo "  @Dependency(\\.entry$i) var k$i"
        else echo "  @Dependency(\\.handWritten$i) var k$i"; fi
      done
      echo "  func readAll() {"
      for i in $(seq 0 99); do echo "    blackHole(k$i)"; done
      echo "  }"
      echo "}"
    done
  } > "$sources/HundredKeys.swift"
}

# The 100-key floor: a bare @TaskLocal dictionary holding 100 keys, read in turn through 100
# key paths, as the 100-key scenarios read 100 wrappers.
{
  echo "extension FloorValues {"
  echo "  /// Values holding 100 keys."
  echo "  static func hundred() -> FloorValues {"
  echo "    var values = FloorValues()"
  for i in $(seq 0 99); do
    echo "    values.storage[ObjectIdentifier(FloorKey$i.self)] = NumberClient { $i }"
  done
  echo "    return values"
  echo "  }"
  for i in $(seq 0 99); do
    echo "  var k$i: NumberClient { storage[ObjectIdentifier(FloorKey$i.self)] as? NumberClient ?? .live }"
  done
  echo "  static var hundredKeyPaths: [KeyPath<FloorValues, NumberClient>] { ["
  for i in $(seq 0 99); do echo "    \\.k$i,"; done
  echo "  ] }"
  echo "}"
  for i in $(seq 0 99); do echo "enum FloorKey$i {}"; done
  cat <<'SWIFT'

/// The floor of the 100-key scenarios.
public let hundredReadFloor = Scenario("floor: bare @TaskLocal dictionary of 100 keys, read in turn") {
  iterations in
  let keyPaths = FloorValues.hundredKeyPaths
  return FloorValues.$current.withValue(.hundred()) {
    let rounds = max(1, iterations / 100)
    for _ in 0..<rounds {
      for keyPath in keyPaths { blackHole(FloorValues.current[keyPath: keyPath]) }
    }
    return rounds * 100
  }
}
SWIFT
} > "$scratch/Sources/BenchCore/HundredFloor.swift"

library_module BenchDependence $'import BenchCore\nimport DependenceMacros' '@DependencyEntry'
library_module BenchSwiftDependencies $'import BenchCore\nimport Dependencies\nimport DependenciesMacros' \
  '@DependencyEntry(liveValue: NumberClient { 0 })'

cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "compare",
  platforms: [.macOS(.v26)],
  dependencies: [
    .package(path: "$root"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"),
  ],
  targets: [
    .target(name: "BenchCore"),
    .target(
      name: "BenchDependence",
      dependencies: ["BenchCore", .product(name: "DependenceMacros", package: "$identity")]),
    .target(
      name: "BenchSwiftDependencies",
      dependencies: [
        "BenchCore",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]),
    .executableTarget(
      name: "Compare", dependencies: ["BenchCore", "BenchDependence", "BenchSwiftDependencies"]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST

cd "$scratch"
log="$scratch/build.log"
# This package's modules and the benchmark's are always rebuilt from scratch: an incremental
# release build of them was seen to inline across modules differently, and read 15% slower.
rm -rf .build/*/release/{Dependence,DependenceMacros,BenchCore,BenchDependence,Compare}.build \
  .build/*/release/Modules/{Dependence,DependenceMacros,BenchCore,BenchDependence}.* \
  .build/*/release/Compare
echo "Building the comparison in release mode (log: $log)…" >&2
if ! swift build -c release --product Compare > "$log" 2>&1; then
  grep -m 20 -E "error:" "$log" >&2 || tail -20 "$log" >&2
  echo "The release build failed: nothing was measured." >&2
  exit 1
fi
"$(swift build -c release --show-bin-path)/Compare" "$rounds"
