import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Gestures, hover and keys", section "Drag and drop".
@MainActor
@Suite struct DragAndDropTests {
  @Test func aWordDraggedOntoTheBasketLandsInIt() async throws {
    let host = ViewHost(DragAndDrop.WordBasket(), width: 40, height: 6)
    let drag = try host.text("こんにちは").beginDrag()
    drag.move(over: try host.text("Drop words here"))
    #expect(drag.operation == .copy)
    #expect(drag.drop())
    await host.finishDrops()
    #expect(host.contains(text: "こんにちは"))
    #expect(!host.contains(text: "Drop words here"))
  }

  @Test func aCardTravelsAsJSONOrAsItsTitle() async throws {
    let card = DragAndDrop.Card(title: "कार्ड カード 🃏")
    let json = try await card.exported(as: .json)
    #expect(try await DragAndDrop.Card(importing: json, contentType: .json).title == card.title)
    #expect(try await card.exported(as: .plainText) == Data("कार्ड カード 🃏".utf8))
  }
}
