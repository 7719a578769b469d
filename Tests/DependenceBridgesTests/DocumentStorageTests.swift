import Dependence
import DependenceAppKit
import Testing

@MainActor
@Suite struct DocumentStorageTests {
  final class Document {}

  @Test func eachDocumentHasItsOwnValues() {
    let storage = DocumentStorage()
    let first = Document()
    let second = Document()
    storage.setValues(values(name: "first"), for: first)
    storage.setValues(values(name: "second"), for: second)
    #expect(storage.values(for: first).name == "first")
    #expect(storage.values(for: second).name == "second")
  }

  @Test func aDocumentWithoutValuesReadsAnEmptyContainer() {
    let storage = DocumentStorage()
    #expect(storage.storedValues(for: Document()) == nil)
    #expect(!storage.values(for: Document()).hasOverrides)
  }

  @Test func valuesAreReleasedWithTheirDocument() {
    let storage = DocumentStorage()
    let kept = Document()
    storage.setValues(values(name: "kept"), for: kept)
    do {
      let closed = Document()
      storage.setValues(values(name: "closed"), for: closed)
      #expect(storage.count == 2)
    }
    #expect(storage.count == 1)
    #expect(storage.values(for: kept).name == "kept")
  }

  @Test func aNewDocumentNeverSeesAReleasedDocumentsValues() {
    let storage = DocumentStorage()
    for _ in 0..<100 {
      let document = Document()
      #expect(storage.storedValues(for: document) == nil)
      storage.setValues(values(name: "old"), for: document)
    }
  }

  @Test func valuesCanBeRemoved() {
    let storage = DocumentStorage()
    let document = Document()
    storage.setValues(values(name: "doc"), for: document)
    storage.removeValues(for: document)
    #expect(storage.storedValues(for: document) == nil)
  }

  @Test func aDocumentHostMutatesItsStoredValuesInPlace() {
    let document = StandInDocument()
    document.dependencies.name = "one"
    document.dependencies.city = "Lyon"
    #expect(document.dependencies.name == "one")
    #expect(document.dependencies.city == "Lyon")
    #expect(!StandInDocument().dependencies.hasOverrides)
  }
}
