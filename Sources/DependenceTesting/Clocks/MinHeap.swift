/// A binary min-heap: the least element first, insertion and removal of the first in O(log n).
struct MinHeap<Element: Comparable> {
  private var elements: [Element] = []

  init() {}

  /// A heap of `elements`, in any order.
  init(_ elements: some Sequence<Element>) {
    // An array sorted ascending is a valid heap.
    self.elements = elements.sorted()
  }

  /// The least element.
  var first: Element? { elements.first }

  var count: Int { elements.count }

  mutating func insert(_ element: Element) {
    elements.append(element)
    var child = elements.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard elements[child] < elements[parent] else { return }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the least element.
  mutating func popFirst() -> Element? {
    guard !elements.isEmpty else { return nil }
    elements.swapAt(0, elements.count - 1)
    let first = elements.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var least = parent
      if left < elements.count, elements[left] < elements[least] { least = left }
      if right < elements.count, elements[right] < elements[least] { least = right }
      guard least != parent else { return first }
      elements.swapAt(parent, least)
      parent = least
    }
  }
}
