import Dependence

/// Calls a deterministic test makes that run on the global executor, where a settle can neither
/// run them nor wait for them, so a clock's advance can return before their results are back.
///
/// Two kinds are known on every run, not only on the run that loses the race, and are said once
/// per place per run: a client whose `async` endpoints are `@concurrent`, read off the test's
/// executor (by a main-actor model), and a ``Recorder``'s `@concurrent` endpoint property called
/// off it (as `Recorder(_:log:replacing:)` wires it into a `@concurrent` endpoint, or one of more
/// than four parameters, since Swift 6.3 cannot write that closure `nonisolated(nonsending)`).
enum GlobalExecutorCalls {
  /// Where calls come from, as the run says each once.
  enum Place: Hashable, Sendable {
    /// A client type with `@concurrent` `async` endpoints.
    case client(ObjectIdentifier)
    /// A recorder, by the line that made it.
    case recorder(String)
  }

  /// The labels of each type's `@concurrent` `async` closures, by the value's dynamic type.
  private static let endpointsByType = LockedValue<[ObjectIdentifier: [String]]>([:])
  /// The places this process has warned about, with how many tests met each.
  static let tally = WarningTally<Place> { tests, name in
    """
    dependence: \(tests) tests of this run made calls of \(name) on the global executor and then \
    moved a TestClock or waited until idle; the warning was recorded once, in the first.
    """
  }

  /// Whether this run has not warned about `place`, which the run's last lines call `name`, yet;
  /// counts one more test that met it.
  static func isFirstWarning(about place: Place, named name: String) -> Bool {
    tally.noteTest(place, named: name)
  }

  /// The labels of the `@concurrent` `async` closures `value` stores; empty for most values.
  /// Reflects on each type once.
  static func concurrentEndpoints(of value: Any) -> [String] {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let labels = endpointsByType.withLock({ $0[type] }) { return labels }
    let labels = Mirror(reflecting: value).children.compactMap { child -> String? in
      guard let label = child.label, isConcurrentAsync(Swift.type(of: child.value)) else {
        return nil
      }
      return label
    }
    endpointsByType.withLock { $0[type] = labels }
    return labels
  }

  /// Whether `type` is an `async` function type with no isolation of its own: no
  /// `nonisolated(nonsending)`, no global actor, no `@isolated(any)`.
  ///
  /// Swift has no public API that tells a closure type's isolation, so this reads the type's
  /// name, which the runtime prints with its isolation. It only decides whether to warn.
  static func isConcurrentAsync(_ type: Any.Type) -> Bool {
    let name = String(describing: type)
    guard let open = name.firstIndex(of: "(") else { return false }
    let attributes = name[..<open].split(separator: " ")
    guard attributes.allSatisfy({ $0 == "@Sendable" || $0 == "@escaping" || $0 == "@concurrent" })
    else { return false }
    var depth = 0
    for index in name[open...].indices {
      switch name[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return name[name.index(after: index)...].hasPrefix(" async") }
      default: break
      }
    }
    return false
  }

  /// What the run says about a client whose `@concurrent` endpoints `labels` a test read off
  /// its executor.
  static func clientMessage(_ typeName: String, _ labels: [String]) -> String {
    let list = labels.map { "'\(typeName).\($0)'" }.joined(separator: ", ")
    let one = labels.count == 1
    return """
      \(list) \(one ? "is a" : "are") @concurrent async closure\(one ? "" : "s") (a plain async \
      closure type, in a module built without NonisolatedNonsendingByDefault), and this \
      deterministic test read \(typeName) off its executor (on the main actor, say) and then \
      moved a TestClock or waited until idle. Called from an actor, such an endpoint runs on the \
      global executor, which deterministic scheduling can neither run nor wait for: an advance \
      can return before the call's result is back, and the test then fails now and then. \
      Declare the endpoint `nonisolated(nonsending)` — `var \(labels[0]): \
      nonisolated(nonsending) @Sendable (…) async throws -> …` — or build its module with \
      `.enableUpcomingFeature("NonisolatedNonsendingByDefault")`, and it runs where it is \
      called. (Said once per run.)
      """
  }

  /// What the run says about a recorder whose `async` endpoint property answered a call on the
  /// global executor.
  static func recorderMessage(_ name: String) -> String {
    """
    Recorder '\(name)' answered a call on the global executor, and this deterministic test moved \
    a TestClock or waited until idle: deterministic scheduling can neither run nor wait for work \
    there, so an advance can return before the call's result is back. Its `asyncEndpoint` and \
    `asyncThrowingEndpoint` are @concurrent (Swift 6.3 cannot compile a nonisolated(nonsending) \
    closure over a parameter pack); `Recorder(_:log:replacing:)` wires them into a @concurrent \
    endpoint, and into a nonisolated(nonsending) one of more than four parameters. Keep the call \
    on its caller's actor: declare the endpoint nonisolated(nonsending), wire the recorder with \
    a closure, `$0.client.endpoint = { try await recorder($0) }`, or record the whole client \
    with RecordingClient. (Said once per run.)
    """
  }
}

extension TestRun {
  /// Notes a dependency's value read off the test's executor — by main-actor code, say — in
  /// deterministic scheduling, for the warning about its `@concurrent` endpoints.
  func noteOffExecutorRead(of value: some Any, at site: ReadSite?) {
    let labels = GlobalExecutorCalls.concurrentEndpoints(of: value)
    guard !labels.isEmpty else { return }
    let type = type(of: value as Any)
    noteGlobalExecutorCalls(
      .client(ObjectIdentifier(type)), named: "'\(typeName(type))'",
      GlobalExecutorCalls.clientMessage(typeName(type), labels), at: site?.location)
  }
}
