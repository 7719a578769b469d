public import Dependence
import Observation

/// Reads dependency values with Observation tracking, and calls `onChange` once, on the main
/// actor, after an observed property changes.
///
/// `apply` receives ``DependencyValues/current``. Any `@Observable` property it reads through
/// them (a model held as a dependency, a settings store) is tracked; the first change to one of
/// them schedules `onChange` on the main actor, after the change is made. Tracking then stops:
/// call the function again, typically from `onChange`, to keep observing.
///
/// ```swift
/// func render() {
///   let theme = withObservedDependencies({ values in
///     values.settings.theme
///   }, onChange: { [weak self] in
///     self?.render()
///   })
///   apply(theme)
/// }
/// ```
///
/// - Parameters:
///   - apply: Reads what to observe, and returns what the caller needs from it.
///   - onChange: Called once, on the main actor, after the first change to what `apply` read.
/// - Returns: What `apply` returns.
@discardableResult
public func withObservedDependencies<Result>(
  _ apply: (DependencyValues) -> Result,
  onChange: @escaping @MainActor @Sendable () -> Void
) -> Result {
  let values = DependencyValues.current
  return withObservationTracking {
    apply(values)
  } onChange: {
    Task { @MainActor in onChange() }
  }
}
