#!/usr/bin/env bash
# Benchmarks dependence against pointfreeco/swift-dependencies 1.17.1 in one release build.
#
# Generates a scratch package (outside this package's manifest) with the same scenarios written
# against each library, builds it in release mode, runs both libraries alternately, and prints
# ns/op for each and the ratio.
#
#   Scripts/compare-swift-dependencies.sh [rounds]     (default: 7 rounds, median reported)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$root/.build-bench/compare"
rounds="${1:-7}"

mkdir -p "$scratch/Sources"
rm -rf "$scratch/Sources"/*
for module in BenchCore BenchDependence BenchSwiftDependencies Compare; do
  mkdir -p "$scratch/Sources/$module"
  cp "$root/Scripts/Benchmarks/$module/"*.swift "$scratch/Sources/$module/"
done

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
      dependencies: ["BenchCore", .product(name: "Dependence", package: "$(basename "$root")")]),
    .target(
      name: "BenchSwiftDependencies",
      dependencies: ["BenchCore", .product(name: "Dependencies", package: "swift-dependencies")]),
    .executableTarget(
      name: "Compare", dependencies: ["BenchCore", "BenchDependence", "BenchSwiftDependencies"]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST

cd "$scratch"
swift build -c release --product Compare 2>&1 | grep -E "error|warning: unre|Compiling Compare|Build complete" || true
"$scratch/.build/release/Compare" "$rounds"
