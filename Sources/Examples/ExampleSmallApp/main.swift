import Dependence

// The command-line front of the greeting feature (the SwiftUI front is `GreetingView`).
//
//   swift run ExampleSmallApp            # live values
//   swift run ExampleSmallApp Ada        # greets Ada
//   swift run ExampleSmallApp --preview  # every dependency resolves to its preview value

let arguments = CommandLine.arguments.dropFirst()
let name = arguments.first { !$0.hasPrefix("--") } ?? "world"
let context: DependencyContext = arguments.contains("--preview") ? .preview : .live

await withDependencies {
  $0.context = context
} operation: {
  let model = GreetingModel()
  await model.greet(name)
  print(model.greeting)
}
