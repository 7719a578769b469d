// Shape seen in: app packages whose core module re-exports swift-dependencies for every feature
// and test that imports it (`@_exported import Dependencies` in an `AppCore`), with tests that
// build a `TestClock` through that import alone
@_exported import Dependencies
