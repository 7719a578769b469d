import Dependence
import DependenceAppKit
import Observation

/// A key with a distinct value in every context.
enum NameKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
  static let previewValue = "preview"
}

enum CityKey: TestDependencyKey {
  static let testValue = "Nowhere"
}

/// A key whose default reads another dependency, to see which container is bound while it
/// resolves.
enum GreetingKey: TestDependencyKey {
  static var testValue: String { "Hello, \(DependencyValues.current.name)" }
}

/// An observable model held as a dependency.
@MainActor @Observable
final class Settings {
  var theme = "light"
  var fontSize = 12
  nonisolated init() {}
}

/// An observable model changed off the main actor.
@Observable
final class Flag: @unchecked Sendable {
  // Changed by one task at a time in the tests that use it.
  var isOn = false
}

enum FlagKey: TestDependencyKey {
  static var testValue: Flag { Flag() }
}

enum SettingsKey: TestDependencyKey {
  static var testValue: Settings { Settings() }
}

extension DependencyValues {
  var name: String {
    get { self[NameKey.self] }
    set { self[NameKey.self] = newValue }
  }
  var city: String {
    get { self[CityKey.self] }
    set { self[CityKey.self] = newValue }
  }
  var greeting: String { self[GreetingKey.self] }
  var flag: Flag {
    get { self[FlagKey.self] }
    set { self[FlagKey.self] = newValue }
  }
  var settings: Settings {
    get { self[SettingsKey.self] }
    set { self[SettingsKey.self] = newValue }
  }
}

/// A container that sets `name`.
func values(name: String, city: String? = nil) -> DependencyValues {
  var values = DependencyValues()
  values.name = name
  if let city { values.city = city }
  return values
}

/// A container with no override that resolves in a test scope of its own, as a trait binds.
func scopeOnly(_ scope: DefaultScope = DefaultScope()) -> DependencyValues {
  DependencyValues(scope: scope)
}

/// An AppKit responder, reduced to its next link.
@MainActor
class StandInResponder {
  var nextResponder: StandInResponder?
  /// The document of a window controller.
  var document: AnyObject?

  init(next: StandInResponder? = nil) {
    nextResponder = next
  }

  var inheritedDependencies: DependencyValues {
    DependenceAppKit.inheritedDependencies(
      from: self, next: \.nextResponder, document: \.document)
  }
}

/// A responder that hosts values, as a window controller adopting `DependencyHosting` does.
@MainActor
final class StandInHost: StandInResponder, DependencyHosting {
  var dependencies: DependencyValues

  init(_ dependencies: DependencyValues, next: StandInResponder? = nil) {
    self.dependencies = dependencies
    super.init(next: next)
  }
}

/// A document whose values live in the shared document storage, as `NSDocument`'s do.
@MainActor
final class StandInDocument: DependencyHosting {
  var dependencies: DependencyValues {
    get { DocumentStorage.shared.values(for: self) }
    set { DocumentStorage.shared.setValues(newValue, for: self) }
  }
}

/// A UIKit trait environment, reduced to what the dependency trait needs: a parent, an
/// override, and a trait collection recomputed only when asked, as UIKit does at layout.
@MainActor
final class StandInTraitNode {
  let parent: StandInTraitNode?
  private(set) var traitOverride: DependencyValues?
  private(set) var traitCollection = DependencyValues()

  init(parent: StandInTraitNode? = nil) {
    self.parent = parent
    updateTraitsIfNeeded()
  }

  /// What `UIView.dependencies(_:)` does.
  func dependencies(_ update: (inout DependencyValues) -> Void) {
    traitOverride = TraitInheritance.merged(
      inherited: traitCollection, pendingOverride: traitOverride, update: update)
  }

  /// UIKit's rule: an override replaces the inherited value as a whole.
  func updateTraitsIfNeeded() {
    parent?.updateTraitsIfNeeded()
    traitCollection = traitOverride ?? parent?.traitCollection ?? DependencyValues()
  }
}
