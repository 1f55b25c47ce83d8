import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Position and layering".
@MainActor
@Suite struct PositionAndLayeringTests {
  @Test func theBadgeIsDrawnAboveTheCornerWithoutMovingTheLabel() throws {
    let plain = ViewHost(Text("Inbox 受信"), width: 20, height: 5)
    let host = ViewHost(PositionAndLayering.InboxBadge(count: 3), width: 20, height: 5)
    let label = try host.text("Inbox 受信")
    #expect(label.frame == (try plain.text("Inbox 受信")).frame)
    let badge = try #require(host.shapes.first)
    #expect(badge.fill == .red)
    // Its top trailing corner is the label's (in cells of 8 x 16 points), moved 16 points
    // right and 16 up.
    #expect(badge.frame.maxX == CGFloat(label.frame.x + label.frame.width) * 8 + 16)
    #expect(badge.frame.minY == CGFloat(label.frame.y) * 16 - 16)
  }

  @Test func theSelectedCardIsDrawnInFront() throws {
    let titles = ["क्ष Draft", "漢字 Review", "👩‍👩‍👧 Family"]
    let host = ViewHost(
      PositionAndLayering.CardPile(titles: titles, selected: 0), width: 30, height: 8)
    let first = try host.text("क्ष Draft")
    // Drawn last: the first card's yellow is the last shape, over the other two.
    let last = try #require(host.shapes.last)
    // The padding is a cell on each side (8 points down rounds to a whole row).
    #expect(
      last.frame
        == CGRect(
          x: CGFloat(first.frame.x - 1) * 8, y: CGFloat(first.frame.y - 1) * 16,
          width: CGFloat(first.frame.width + 2) * 8, height: CGFloat(first.frame.height + 2) * 16))
    #expect(host.shapes.count == 3)
  }

  @Test func theHighlightIsDrawnBehindTheSelectedCategory() throws {
    let host = ViewHost(
      PositionAndLayering.CategoryBar(categories: ["Fruit", "野菜", "मसाले"]), width: 30, height: 3)
    func highlight() throws -> CGRect { try #require(host.shapes.first).frame }
    func frame(of text: String) throws -> CGRect {
      let cells = try host.text(text).frame
      return CGRect(
        x: cells.x * 8, y: cells.y * 16, width: cells.width * 8, height: cells.height * 16)
    }
    #expect(try highlight() == frame(of: "Fruit"))
    try host.text("मसाले").tap()
    host.update()
    #expect(try highlight() == frame(of: "मसाले"))
  }
}
