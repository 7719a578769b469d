import Dependence
import Testing

/// What a getter consults besides its key: a task-local flag, so parallel tests never share it.
enum GetterFlag {
  @TaskLocal static var isOn = false
}

enum PageSizeKey: TestDependencyKey {
  static let testValue = 20
}

extension DependencyValues {
  /// A getter that consults something outside the values.
  var flaggedGreeting: String {
    get { GetterFlag.isOn ? "flagged" : self[Greeter.self].greeting }
    set { self[Greeter.self] = Greeter(greeting: newValue) }
  }

  /// A getter that clamps its key's value.
  var pageSize: Int {
    get { min(self[PageSizeKey.self], 100) }
    set { self[PageSizeKey.self] = newValue }
  }

  /// A getter that branches on the context.
  var contextualGreeting: String { context == .preview ? "preview" : self[Greeter.self].greeting }

  /// A hand-written getter that reads its key through `dependencyEntry(_:accessor:)`, the read
  /// `@DependencyEntry`'s getters used, and then transforms the value.
  var doubledPageSize: Int {
    dependencyEntry(PageSizeKey.self, accessor: \.doubledPageSize) * 2
  }

  /// A client whose closure reads another dependency later, through the values it was made
  /// from.
  var derivedNumber: NumberClient {
    NumberClient { [self] in self.number.number() * 10 }
  }
}

/// Reads made through key paths call the getter every time, whatever was read before: nothing
/// is remembered from a sample of a getter's results.
@Suite struct ReadPathSoundnessTests {
  final class Model {
    @Dependency(\.flaggedGreeting) var greeting
    @Dependency(\.pageSize) var pageSize
    @Dependency(\.contextualGreeting) var contextual
    @Dependency(\.doubledPageSize) var doubledPageSize
  }

  @Test func aGetterThatConsultsSomethingElseRunsOnEveryRead() {
    withDependencies { $0.flaggedGreeting = "override" } operation: {
      let model = Model()
      #expect(model.greeting == "override")
      #expect(model.greeting == "override")
      GetterFlag.$isOn.withValue(true) {
        #expect(model.greeting == "flagged")
        @Dependency(\.flaggedGreeting) var direct
        #expect(direct == "flagged")
      }
    }
  }

  @Test func aGetterThatTransformsItsKeysValueIsNeverBypassed() {
    let model = Model()
    withDependencies { $0.pageSize = 5 } operation: { #expect(model.pageSize == 5) }
    withDependencies { $0.pageSize = 500 } operation: { #expect(model.pageSize == 100) }
    withDependencies { $0[PageSizeKey.self] = 500 } operation: {
      #expect(Model().pageSize == 100)
    }
  }

  @Test func aGetterThatTransformsWhatTheEntryReadReturnsIsNeverBypassed() {
    let model = Model()
    #expect(model.doubledPageSize == 40)
    #expect(model.doubledPageSize == 40)
    withDependencies { $0.pageSize = 7 } operation: {
      #expect(model.doubledPageSize == 14)
      #expect(Model().doubledPageSize == 14)
    }
  }

  @Test func aGetterThatBranchesOnTheContextSeesEachReadsContext() {
    let model = Model()
    #expect(model.contextual == "test")
    withDependencies { $0.context = .preview } operation: {
      #expect(model.contextual == "preview")
    }
    #expect(model.contextual == "test")
  }

  @Test func aClientThatKeepsTheValuesItWasMadeFromReadsThemSafelyLater() async {
    @Dependency(\.derivedNumber) var derived
    let number = derived.number
    var total = 0
    for _ in 0..<2_000 {
      total &+= await Task.detached { number() }.value
      total &+= number()
    }
    #expect(total == 2_000 * 40)
  }
}
