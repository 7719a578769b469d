@testable import Dependence

/// Values that resolve defaults in `context` in a scope of their own, so a test sees a key's
/// default as a fresh test would.
func freshValues(_ context: DependencyContext = .test) -> DependencyValues {
  var values = DependencyValues(scope: DefaultScope())
  values.context = context
  return values
}
