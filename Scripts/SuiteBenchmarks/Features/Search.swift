import Dependence

/// A search field that debounces: a query runs 300 ms after the last keystroke.
@MainActor
public final class SearchModel {
  /// The queries that ran, in order.
  public private(set) var searches: [String] = []
  /// The pending search, if a keystroke started one.
  public private(set) var task: Task<Void, any Error>?
  let clock: any Clock<Duration>

  public init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  public func queryChanged(_ query: String) {
    task?.cancel()
    task = Task {
      try await clock.sleep(for: .milliseconds(300))
      searches.append(query)
    }
  }
}
