extension Array {
  /// The elements ordered by the line `line` gives, keeping the order of those on one line.
  func sortedByLine(_ line: (Element) -> Int) -> [Element] {
    enumerated()
      .sorted { (line($0.element), $0.offset) < (line($1.element), $1.offset) }
      .map(\.element)
  }
}
