import Dependence
import DependenceTesting
import Foundation
import Testing

protocol Greeter: Sendable {
  var greeting: String { get }
}

struct PlainGreeter: Greeter {
  var greeting: String { "hello" }
}

struct RecordingGreeter: Greeter {
  let greeting: String
}

enum GreeterKey: DependencyKey {
  static let liveValue: any Greeter = PlainGreeter()
  static let testValue: any Greeter = PlainGreeter()
}

extension DependencyValues {
  var greeter: any Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }
}

@Suite(.dependencies { $0.greeter = RecordingGreeter(greeting: "hi") })
struct DependencyAsTests {
  @Dependency(\.greeter, as: RecordingGreeter.self) var byKeyPath
  @Dependency(GreeterKey.self, as: RecordingGreeter.self) var byKeyType

  @Test func readsTheOverrideAsTheTypeTheTestInstalled() {
    #expect(byKeyPath.greeting == "hi")
    #expect(byKeyType.greeting == "hi")
  }

  @Test func castsOnEveryRead() {
    withDependencies { $0.greeter = RecordingGreeter(greeting: "nested") } operation: {
      #expect(byKeyPath.greeting == "nested")
      #expect(byKeyType.greeting == "nested")
    }
    #expect(byKeyPath.greeting == "hi")
  }

  @Test func aFailedCastThroughAKeyPathStopsNamingTheDependencyAndBothTypes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @Dependency(\.greeter, as: RecordingGreeter.self) var greeter
      _ = greeter.greeting
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    // The runtime names a computed property only where it can symbolicate its getter.
    #expect(output.contains("Dependency '\\.greeter'") || output.contains("dependency of type 'Greeter'"))
    #expect(output.contains("holds a value of type 'PlainGreeter'"))
    #expect(output.contains("as: RecordingGreeter.self"))
    #expect(output.contains("DependencyAsTests.swift:49:"))
  }

  @Test func aFailedCastThroughAKeyTypeStopsNamingTheDependencyAndBothTypes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @Dependency(GreeterKey.self, as: RecordingGreeter.self) var greeter
      _ = greeter.greeting
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("Dependency 'GreeterKey' (of type Greeter)"))
    #expect(output.contains("holds a value of type 'PlainGreeter'"))
    #expect(output.contains("as: RecordingGreeter.self"))
  }
}
