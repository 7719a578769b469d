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

func format(_ value: Double) -> String {
  let text = value < 10 ? String(format1: value) : String(Int(value.rounded()))
  return String(repeating: " ", count: max(0, 9 - text.count)) + text
}

extension String {
  init(format1 value: Double) {
    let tenths = Int((value * 10).rounded())
    self = "\(tenths / 10).\(tenths % 10)"
  }
}

func pad(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}

precondition(dependenceScenarios.count == swiftDependenciesScenarios.count)

// `Compare profile <dependence|swift-dependencies> <scenario index> <iterations>` runs one
// scenario alone, for a profiler such as `valgrind --tool=callgrind` or `perf`.
if CommandLine.arguments.dropFirst().first == "profile" {
  let arguments = Array(CommandLine.arguments.dropFirst(2))
  let scenarios = arguments[0] == "dependence" ? dependenceScenarios : swiftDependenciesScenarios
  _ = scenarios[Int(arguments[1])!].run(Int(arguments[2])!)
  exit(0)
}

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 7

var ours = Array(repeating: [Double](), count: dependenceScenarios.count)
var theirs = ours
var floor: [Double] = []
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
  floor.append(measure(floorScenario))
}

let width = 46
print("Median of \(rounds) alternating rounds, release build, ns/op (lower is better)")
print("\(pad("scenario", width)) dependence  swift-dependencies   speed-up")
for index in dependenceScenarios.indices {
  let mine = median(ours[index])
  let other = median(theirs[index])
  print(
    "\(pad(dependenceScenarios[index].name, width)) \(format(mine))   \(format(other))"
      + "          \(String(format1: other / mine))x")
}
print("\(pad(floorScenario.name, width)) \(format(median(floor)))")
let single = median(ours[0])
let twoThreads = median(ours[dependenceScenarios.count - 1])
print(
  "dependence: two threads reading give \(String(format1: single / twoThreads))x the throughput of one;"
    + " a default read costs \(String(format1: single / median(floor) * 100 / 100))x the floor")
