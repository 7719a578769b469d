import Testing

@testable import Dependence

private enum PrivateKey: DependencyKey {
  static let liveValue = "live"
}

enum Namespace {
  fileprivate enum NestedKey: DependencyKey {
    static let liveValue = 1
  }
  struct Box<Value> {}
}

/// Messages name types the way their declarations spell them.
@Suite struct TypeNameTests {
  @Test func aPrivateKeyIsNamedAsWritten() {
    #expect(typeName(PrivateKey.self) == "PrivateKey")
    #expect(typeName(Namespace.NestedKey.self) == "Namespace.NestedKey")
  }

  @Test func aKeyDeclaredInAMethodIsNamedAfterItsEnclosingType() {
    enum LocalKey: DependencyKey {
      static let liveValue = "live"
    }
    #expect(typeName(LocalKey.self) == "TypeNameTests.LocalKey")
    let (_, issues) = collectIssues { _ = LocalKey.testValue }
    #expect(
      issues.first?.message.hasPrefix(
        "Dependency 'TypeNameTests.LocalKey' (of type String) has no test value") == true)
  }

  @Test func aKeyDeclaredInAFreeFunctionIsNamedAsWritten() {
    #expect(typeName(localKeyType()) == "LocalKey")
  }

  @Test func genericArgumentsAreNamedWithoutTheirModules() {
    #expect(typeName(Namespace.Box<PrivateKey>.self) == "Namespace.Box<PrivateKey>")
    #expect(typeName([Int].self) == "Array<Int>")
  }
}

private func localKeyType() -> Any.Type {
  enum LocalKey {}
  return LocalKey.self
}
