import BenchCore
import BenchDependence
import BenchSwiftDependencies
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds per operation of one run of `scenario`, sized to take about 50 ms.
func measure(_ scenario: Scenario) -> Double {
  var iterations = 1_000
  while true {
    let start = DispatchTime.now().uptimeNanoseconds
    let operations = scenario.run(iterations)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    if elapsed > 50_000_000 || iterations >= 1 << 26 {
      return elapsed / Double(operations)
    }
    iterations *= elapsed < 5_000_000 ? 8 : 2
  }
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

func oneDecimal(_ value: Double) -> String {
  let tenths = Int((value * 10).rounded())
  return "\(tenths / 10).\(tenths % 10)"
}

func nanoseconds(_ value: Double) -> String {
  value < 10 ? "\(oneDecimal(value)) ns" : "\(Int(value.rounded())) ns"
}

precondition(dependenceScenarios.map(\.name) == swiftDependenciesScenarios.map(\.name))

// `Compare profile <dependence|swift-dependencies> <scenario index> <iterations>` runs one
// scenario alone, for a profiler such as `valgrind --tool=callgrind` or `perf`.
if CommandLine.arguments.dropFirst().first == "profile" {
  let arguments = Array(CommandLine.arguments.dropFirst(2))
  let scenarios = arguments[0] == "dependence" ? dependenceScenarios : swiftDependenciesScenarios
  _ = scenarios[Int(arguments[1])!].run(Int(arguments[2])!)
  exit(0)
}

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 7

// Each round measures every scenario of both libraries, alternating which goes first, and the
// two floors; the table reports the median of the rounds.
var ours = Array(repeating: [Double](), count: dependenceScenarios.count)
var theirs = ours
var readFloors: [Double] = []
var bindFloors: [Double] = []
var createFloors: [Double] = []
var hundredFloors: [Double] = []
for round in 0..<rounds {
  for index in dependenceScenarios.indices {
    if round.isMultiple(of: 2) {
      ours[index].append(measure(dependenceScenarios[index]))
      theirs[index].append(measure(swiftDependenciesScenarios[index]))
    } else {
      theirs[index].append(measure(swiftDependenciesScenarios[index]))
      ours[index].append(measure(dependenceScenarios[index]))
    }
  }
  readFloors.append(measure(readFloor))
  bindFloors.append(measure(bindFloor))
  createFloors.append(measure(createFloor))
  hundredFloors.append(measure(hundredReadFloor))
}

let readFloorTime = median(readFloors)
let bindFloorTime = median(bindFloors)
let createFloorTime = median(createFloors)
let hundredFloorTime = median(hundredFloors)

print("Median of \(rounds) alternating rounds, release build, time per operation (lower is better).")
print("Targets: reads ≥ 5× swift-dependencies and ≤ 1.5× the read floor (reads of 100 keys: ≤ 1.5× the")
print("floor read the same way); two threads ≥ 1.6× the throughput of one; entering a scope ≥ 3×.")
print()
print("| Scenario | dependence | swift-dependencies 1.17.1 | Speed-up | Target |")
print("|---|---:|---:|---:|---|")
var missed = 0
var targets = 0
for index in dependenceScenarios.indices {
  let scenario = dependenceScenarios[index]
  let mine = median(ours[index])
  let other = median(theirs[index])
  let ratio = other / mine
  let met: Bool?
  let target: String
  switch scenario.kind {
  case .read:
    met = ratio >= 5 && mine <= 1.5 * readFloorTime
    target = "≥ 5×, ≤ 1.5× read floor"
  case .readHundred:
    met = ratio >= 5 && mine <= 1.5 * hundredFloorTime
    target = "≥ 5×, ≤ 1.5× 100-key read floor"
  case .scope:
    met = ratio >= 3
    target = "≥ 3×"
  case .create:
    met = nil
    target = "none here: compare with an earlier run"
  }
  if let met {
    targets += 1
    if !met { missed += 1 }
  }
  let verdict = met.map { "\($0 ? "met" : "missed") (\(target))" } ?? target
  print(
    "| \(scenario.name) | \(nanoseconds(mine)) | \(nanoseconds(other)) | \(oneDecimal(ratio))× "
      + "| \(verdict) |")
}
print("| \(readFloor.name) | \(nanoseconds(readFloorTime)) | | | |")
print("| \(hundredReadFloor.name) | \(nanoseconds(hundredFloorTime)) | | | |")
print("| \(bindFloor.name) | \(nanoseconds(bindFloorTime)) | | | |")
print("| \(createFloor.name) | \(nanoseconds(createFloorTime)) | | | |")
print()
let single = median(ours[0])
let twoThreads = median(ours[dependenceScenarios.firstIndex { $0.name.hasPrefix("two threads") }!])
let scaling = single / twoThreads
targets += 1
if scaling < 1.6 { missed += 1 }
print(
  "dependence: two threads reading give \(oneDecimal(scaling))x the throughput of one: "
    + "\(scaling >= 1.6 ? "met" : "missed") (≥ 1.6×).")
print("\(targets - missed) of \(targets) targets met.")
