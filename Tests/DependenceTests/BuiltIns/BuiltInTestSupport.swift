@testable import Dependence

/// Values that resolve defaults in `context` from a cache of their own, so a test sees a key's
/// default as a fresh test would.
func freshValues(_ context: DependencyContext = .test) -> DependencyValues {
  var values = DependencyValues(cache: DefaultCache())
  values.context = context
  return values
}
