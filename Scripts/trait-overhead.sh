#!/usr/bin/env bash
# Measures what a `.dependencies` trait adds to each test.
#
# Generates a scratch package (outside this package's manifest) with 1,000 Swift Testing tests
# carrying a `.dependencies` trait and the same 1,000 tests without it, builds it in release
# mode, runs each set serially (`--no-parallel`) several times, alternating, and prints the
# median run time of each set and the difference per test.
#
#   Scripts/trait-overhead.sh [runs]     (default: 5)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$root/.build-bench/trait-overhead"
runs="${1:-5}"
count=1000

mkdir -p "$scratch/Sources/Feature" "$scratch/Tests/FeatureTests"
cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "trait-overhead",
  platforms: [.macOS(.v26)],
  dependencies: [.package(path: "$root")],
  targets: [
    .target(name: "Feature", dependencies: [.product(name: "Dependence", package: "$(basename "$root")")]),
    .testTarget(
      name: "FeatureTests",
      dependencies: ["Feature", .product(name: "DependenceTesting", package: "$(basename "$root")")]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST

cat > "$scratch/Sources/Feature/Feature.swift" <<'SWIFT'
public import Dependence

public enum LabelKey: TestDependencyKey {
  public static let testValue = "default"
}

extension DependencyValues {
  public var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}
SWIFT

{
  echo "import DependenceTesting"
  echo "import Feature"
  echo "import Testing"
  echo
  cat <<'SWIFT'
/// Times the trait's scope alone: 10,000 scopes around a trivial body, against the body alone.
@Suite struct ScopeCost {
  @Test func measure() async throws {
    let test = try #require(Test.current)
    let trait = DependenciesTrait.dependencies { $0.label = "measured" }
    let clock = ContinuousClock()
    let iterations = 10_000
    let body: @Sendable () async throws -> Void = { _ = DependencyValues.current.label }
    var bare = Duration.zero
    var scoped = Duration.zero
    for _ in 0..<5 {
      bare += try await clock.measure { for _ in 0..<iterations { try await body() } }
      scoped += try await clock.measure {
        for _ in 0..<iterations {
          try await trait.provideScope(for: test, testCase: Test.Case.current, performing: body)
        }
      }
    }
    let perScope = (scoped - bare) / (iterations * 5)
    print("trait scope alone: \(perScope) per test (\(iterations * 5) scopes, release)")
  }
}

SWIFT
  echo "@Suite struct WithTrait {"
  for i in $(seq 1 $count); do
    echo "  @Test(.dependencies { \$0.label = \"t$i\" }) func t$i() { #expect(DependencyValues.current.label == \"t$i\") }"
  done
  echo "}"
  echo
  echo "@Suite struct WithoutTrait {"
  for i in $(seq 1 $count); do
    echo "  @Test func t$i() { #expect(DependencyValues.current.label == \"default\") }"
  done
  echo "}"
} > "$scratch/Tests/FeatureTests/Generated.swift"

cd "$scratch"
echo "Building $((count * 2)) tests in release mode…" >&2
swift build -c release --build-tests 2>&1 | grep -E "error|Build complete" >&2 || true

# Prints the seconds Swift Testing reports for one run of the tests matching $1.
run() {
  swift test -c release --skip-build --no-parallel --filter "$1" 2>&1 \
    | sed -nE 's/.*Test run with [0-9]+ tests? .*passed after ([0-9.]+) seconds.*/\1/p' | tail -1
}

swift test -c release --skip-build --filter ScopeCost 2>&1 | grep -E "trait scope alone" || true

with=()
without=()
for i in $(seq 1 "$runs"); do
  if (( i % 2 )); then with+=("$(run WithTrait)"); without+=("$(run WithoutTrait)")
  else without+=("$(run WithoutTrait)"); with+=("$(run WithTrait)"); fi
done

median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
m_with=$(median "${with[@]}")
m_without=$(median "${without[@]}")
echo "runs with the trait:    ${with[*]} s"
echo "runs without the trait: ${without[*]} s"
awk -v w="$m_with" -v o="$m_without" -v n="$count" 'BEGIN {
  printf "median: %.3f s with, %.3f s without: %.2f µs per test added by the trait (%d tests, serial, release)\n", w, o, (w - o) / n * 1e6, n
}'
