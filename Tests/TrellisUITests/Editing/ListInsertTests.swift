import Foundation
import Observation
import Testing
import TrellisTesting

@testable import TrellisUI

/// `onInsert(of:perform:)`: items dropped on a row of a `ForEach` reach its action with the
/// offset they go to, filtered to the types it accepts.
@MainActor @Suite struct ListInsertTests {
  @Observable final class Shelf {
    var books = ["क्षितिज", "漢字の本", "👩‍👩‍👧 Family"]
    var dropped: [(offset: Int, types: [String])] = []
  }

  struct ShelfView: View {
    let shelf: Shelf
    var body: some View {
      List {
        Section("Books") {
          ForEach(shelf.books, id: \.self) { Text($0) }
            .onInsert(of: [.plainText]) { offset, providers in
              shelf.dropped.append(
                (offset, providers.map(\.registeredTypeIdentifiers).flatMap { $0 }))
              shelf.books.insert("new", at: offset)
            }
        }
      }
    }
  }

  @Test func aDropAboveOrBelowARowGivesItsOffsetAndOnlyAcceptedItems() throws {
    let shelf = Shelf()
    let host = ViewHost(ShelfView(shelf: shelf), width: 40, height: 12)
    let text = NSItemProvider(object: "नया 新しい" as NSString)
    let image = NSItemProvider()
    image.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier, visibility: .all) {
      completion in
      completion(Data([0x89]), nil)
      return nil
    }
    try host.text("漢字の本").dropItems([text, image], above: true)
    #expect(shelf.dropped.map(\.offset) == [1])
    #expect(
      shelf.dropped.first?.types.allSatisfy { UTType($0)?.conforms(to: .plainText) == true } == true
    )
    host.update()
    #expect(shelf.books == ["क्षितिज", "new", "漢字の本", "👩‍👩‍👧 Family"])
    try host.text("👩‍👩‍👧 Family").dropItems([text])
    #expect(shelf.dropped.map(\.offset) == [1, 4])
    #expect(throws: (any Error).self) { try host.text("क्षितिज").dropItems([image]) }
    #expect(shelf.dropped.count == 2)
  }
}
