// The same features under XCTest, with the base class and without it.
import DependenceTesting
import XCTest

@testable import App

final class GreetingXCTests: DependenceTestCase {
  override func dependencies(_ values: inout DependencyValues) {
    values.greetingClient.greeting = { "Hi, \($0)" }
  }

  @MainActor
  func testGreets() async {
    let model = GreetingModel()
    await model.greet("Ada")
    XCTAssertEqual(model.greeting, "Hi, Ada")
  }

  func testAnUnimplementedEndpointIsExpected() async {
    await withExpectedIssue("WeatherClient.forecast") {
      _ = try? await WeatherClient.unimplemented.forecast("Paris")
    }
  }
}

final class PlainXCTests: XCTestCase {
  @MainActor
  func testOverridesWithWithDependencies() async throws {
    let model = withDependencies {
      $0.weatherClient.forecast = { "Fog in \($0)" }
    } operation: {
      WeatherModel()
    }
    try await model.load("London")
    XCTAssertEqual(model.forecast, "Fog in London")
  }
}
