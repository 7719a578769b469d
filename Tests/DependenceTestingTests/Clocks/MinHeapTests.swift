@testable import DependenceTesting
import Testing

struct MinHeapTests {
  @Test func popsInAscendingOrderWhateverTheInsertionOrder() {
    var generator = SystemRandomNumberGenerator()
    let values = (0..<1_000).map { _ in Int.random(in: 0..<200, using: &generator) }
    var heap = MinHeap<Int>()
    for value in values { heap.insert(value) }
    #expect(heap.count == values.count)
    var popped: [Int] = []
    while let value = heap.popFirst() { popped.append(value) }
    #expect(popped == values.sorted())
    #expect(heap.first == nil)
  }

  @Test func interleavedInsertsAndPopsKeepTheLeastFirst() {
    var heap = MinHeap([5, 3, 9])
    #expect(heap.popFirst() == 3)
    heap.insert(1)
    heap.insert(7)
    #expect(heap.first == 1)
    var popped: [Int] = []
    while let value = heap.popFirst() { popped.append(value) }
    #expect(popped == [1, 5, 7, 9])
  }
}
