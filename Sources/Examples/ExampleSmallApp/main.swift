import Dependence

let arguments = CommandLine.arguments.dropFirst()
let useFixture = arguments.contains("--preview")

if useFixture {
  let model = withDependencies {
    $0.greetingClient = .previewValue
  } operation: {
    GreetingModel()
  }
  print(try await model.greet(name: arguments.first { !$0.hasPrefix("--") } ?? "world"))
} else {
  let model = GreetingModel()
  print(try await model.greet(name: arguments.first ?? "world"))
}
