import Dependence
import StressServices

// swift run -c release ExampleStressApp --bench   # ns/op for each scenario
// swift run ExampleStressApp                      # one walk, plain and under 8 overrides

if CommandLine.arguments.contains("--bench") {
  #if DEBUG
    print("note: a debug build, timed at a tenth of the iterations; use -c release for real numbers")
    let scale = 0.1
  #else
    let scale = 1.0
  #endif
  for measurement in Benchmark.run(scale: scale) {
    print(measurement)
  }
} else {
  let walk = ServiceGraph().walk()
  print("Walked \(walk.order.count) services: \(walk.order.joined(separator: " → "))")
  print("Checksum: \(walk.checksum)")

  let overridden = withNestedOverrides(depth: 8) { ServiceGraph().walk() }
  let replaced = overridden.order.filter { $0.hasPrefix("override") }
  print("Under 8 nested overrides, \(replaced.count) services were replaced: \(replaced.sorted())")
}
