#if os(Linux) && canImport(Runtime)
  import Runtime
#endif

/// Where, on the current call stack, a test's own code called into the code that reported an
/// issue.
///
/// An issue reported from a client's file or a library — an unimplemented endpoint, a live value
/// reached — carries that file's location. To show the failure at the line of the test that led
/// to it, the router walks the call stack, symbolicated from the test binary's debug
/// information, and takes the innermost frame that belongs to the test. Symbolicating costs
/// about a tenth of a second in a large test binary, so it runs only for an issue that is
/// recorded as a test failure from another file, never on a passing path. On platforms without
/// the runtime's backtracing module it finds nothing, and the router keeps its fallback.
enum CallStack {
  /// A frame's place in the source.
  struct Location: Equatable {
    var filePath: String
    var line: Int
    var column: Int
  }

  /// A frame of the call stack: its function's demangled name and its place in the source.
  struct Frame {
    var symbol: String
    var location: Location
  }

  /// The innermost of `frames` inside `function` — whose symbol contains it, as
  /// `"FeedTests.loads("` does for that method and for a closure in it — and, when `filePath`
  /// is given, in that file; failing that, the innermost frame in `filePath`.
  static func innermostLocation(
    in function: String, file filePath: String? = nil, of frames: [Frame] = frames()
  ) -> Location? {
    guard let filePath else { return frames.first { $0.symbol.contains(function) }?.location }
    let inFile = frames.filter { $0.location.filePath == filePath }
    return (inFile.first { $0.symbol.contains(function) } ?? inFile.first)?.location
  }

  /// The frames of the current call stack that have a place in the source, innermost first;
  /// empty when the stack cannot be symbolicated.
  static func frames() -> [Frame] {
    #if os(Linux) && canImport(Runtime)
      guard let backtrace = try? Backtrace.capture(limit: 128, top: 0),
        let symbolicated = backtrace.symbolicated()
      else { return [] }
      return symbolicated.frames.compactMap { frame in
        guard let symbol = frame.symbol, let source = symbol.sourceLocation, source.line > 0
        else { return nil }
        return Frame(
          symbol: symbol.name,
          location: Location(
            filePath: source.path, line: source.line, column: max(source.column, 1)))
      }
    #else
      return []
    #endif
  }
}
