#!/usr/bin/env bash
# Clean debug build time of a consumer's test target, to the end of its first test: a package
# whose one test uses `Dependence` + `DependenceTesting`, against the same test written with
# swift-dependencies 1.17.1's `Dependencies` + `DependenciesTestSupport`.
#
# Each consumer is its own scratch package under .build-bench/build-time (the peer never enters
# this package's manifest). Packages are resolved first, untimed; each timed run deletes
# everything built (keeping the resolved checkouts) and times `swift test`, alternating the two.
# Stops at the first error.
#
#   Scripts/build-time.sh [runs]     (default: 2)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$root/.build-bench/build-time"
runs="${1:-2}"
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"

# consumer <folder> <package line> <library product> <testing product> <library> <testing module>
consumer() {
  local folder="$scratch/$1"
  mkdir -p "$folder/Sources/Feature" "$folder/Tests/FeatureTests"
  cat > "$folder/Package.swift" <<MANIFEST
// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "$1",
  platforms: [.macOS(.v26)],
  dependencies: [$2],
  targets: [
    .target(name: "Feature", dependencies: [$3]),
    .testTarget(name: "FeatureTests", dependencies: ["Feature", $4]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
  cat > "$folder/Sources/Feature/Greeting.swift" <<SWIFT
public import $5

public enum GreetingKey: DependencyKey {
  public static let liveValue = "Hello"
  public static let testValue = "Test"
}

extension DependencyValues {
  public var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}
SWIFT
  cat > "$folder/Tests/FeatureTests/GreetingTests.swift" <<SWIFT
import $5
import $6
import Feature
import Testing

@Test(.dependencies { \$0.greeting = "Hi" }) func greeting() {
  @Dependency(\\.greeting) var greeting
  #expect(greeting == "Hi")
}
SWIFT
  (cd "$folder" && swift package resolve > /dev/null)
}

consumer consumer-dependence ".package(path: \"$root\")" \
  ".product(name: \"Dependence\", package: \"$identity\")" \
  ".product(name: \"DependenceTesting\", package: \"$identity\")" Dependence DependenceTesting
consumer consumer-swift-dependencies \
  '.package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1")' \
  '.product(name: "Dependencies", package: "swift-dependencies")' \
  '.product(name: "DependenciesTestSupport", package: "swift-dependencies")' \
  Dependencies DependenciesTestSupport

# Seconds from a clean build folder to the end of the first test; stops if the test fails.
timed_test() {
  local folder="$scratch/$1"
  find "$folder/.build" -mindepth 1 -maxdepth 1 \
    ! -name checkouts ! -name repositories ! -name workspace-state.json ! -name artifacts \
    -exec rm -rf {} +
  local start end
  start=$(date +%s.%N)
  if ! (cd "$folder" && swift test > "$folder/test.log" 2>&1); then
    tail -20 "$folder/test.log" >&2
    echo "$1: the build or the test failed." >&2
    exit 1
  fi
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }'
}

ours=()
theirs=()
for i in $(seq 1 "$runs"); do
  if (( i % 2 )); then ours+=("$(timed_test consumer-dependence)"); theirs+=("$(timed_test consumer-swift-dependencies)")
  else theirs+=("$(timed_test consumer-swift-dependencies)"); ours+=("$(timed_test consumer-dependence)"); fi
done
echo "Clean debug build of a test target to the end of its first test ($runs runs each, seconds):"
echo "dependence (Dependence + DependenceTesting): ${ours[*]}"
echo "swift-dependencies 1.17.1 (Dependencies + DependenciesTestSupport): ${theirs[*]}"
