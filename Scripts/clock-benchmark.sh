#!/usr/bin/env bash
# Measures how long TestClock.advance takes to wake many sleepers, in a release build.
#
# The benchmark is a throwaway package generated in .build-bench/clock that depends on this
# package by path, so nothing about it enters our Package.swift.
#
# Usage: Scripts/clock-benchmark.sh [runs-per-size]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
bench="$root/.build-bench/clock"
runs="${1:-5}"
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"

mkdir -p "$bench/Sources/ClockBenchmark"

cat > "$bench/Package.swift" <<EOF
// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "ClockBenchmark",
  platforms: [.macOS(.v26), .iOS(.v26)],
  dependencies: [.package(path: "$root")],
  targets: [
    .executableTarget(
      name: "ClockBenchmark",
      dependencies: [.product(name: "DependenceTesting", package: "$identity")]
    )
  ],
  swiftLanguageModes: [.v6]
)
EOF

cat > "$bench/Sources/ClockBenchmark/main.swift" <<'EOF'
import DependenceTesting

/// Sleepers that share an actor with the code advancing the clock.
actor Host {
  func measure(_ count: Int) async -> Duration {
    let clock = TestClock()
    var tasks: [Task<Void, Never>] = []
    tasks.reserveCapacity(count)
    for index in 0..<count {
      tasks.append(Task { await self.sleep(on: clock, index: index, count: count) })
    }
    await clock.waitForSleepers(count: count, timeout: .seconds(120))
    let start = ContinuousClock.now
    await clock.advance(by: .milliseconds(count))
    let elapsed = ContinuousClock.now - start
    for task in tasks { await task.value }
    precondition(clock.sleeperCount == 0)
    return elapsed
  }

  private func sleep(on clock: TestClock, index: Int, count: Int) async {
    try? await clock.sleep(for: .milliseconds((index &* 7919) % count + 1))
  }
}

/// Sleepers on the global executor, called through `any Clock<Duration>` as a feature would.
/// (Unstructured tasks: a task group's bookkeeping of 100,000 finishing children would dominate.)
func measureDetached(_ count: Int) async -> Duration {
  let clock = TestClock()
  let dependency: any Clock<Duration> = clock
  let tasks = (0..<count).map { index in
    Task.detached {
      try? await dependency.sleep(for: .milliseconds((index &* 7919) % count + 1), tolerance: nil)
    }
  }
  await clock.waitForSleepers(count: count, timeout: .seconds(120))
  let start = ContinuousClock.now
  await clock.advance(by: .milliseconds(count))
  let elapsed = ContinuousClock.now - start
  for task in tasks { await task.value }
  precondition(clock.sleeperCount == 0)
  return elapsed
}

func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  return String(Int((value * 100).rounded())).withDecimalPoint
}

extension String {
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  var withDecimalPoint: String {
    let padded = count < 3 ? String(repeating: "0", count: 3 - count) + self : self
    return "\(padded.dropLast(2)).\(padded.suffix(2))"
  }
}

let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 5
print("TestClock.advance waking N sleepers (release, \(runs) runs each, median and min, ms)")
for count in [1_000, 10_000, 100_000] {
  for (label, measure) in [
    ("shared actor", { await Host().measure($0) }),
    ("global executor via any Clock", measureDetached),
  ] as [(String, (Int) async -> Duration)] {
    var samples: [Duration] = []
    for _ in 0..<runs { samples.append(await measure(count)) }
    samples.sort()
    let median = samples[samples.count / 2]
    print(
      "N=\(count)".padded(to: 9) + " \(label)".padded(to: 32)
        + " median \(milliseconds(median)) ms, min \(milliseconds(samples[0])) ms")
  }
}
EOF

cd "$bench"
swift build -c release --product ClockBenchmark >&2
"$bench/.build/release/ClockBenchmark" "$runs"
