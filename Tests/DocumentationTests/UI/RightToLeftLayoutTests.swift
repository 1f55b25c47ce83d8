import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Laying out right to left".
@MainActor
@Suite struct RightToLeftLayoutTests {
  @Test func theRowStartsAtTheRightAndItsChevronPointsLeft() throws {
    let host = ViewHost(RightToLeftLayout.arabicContact, width: 30, height: 3)
    let name = try host.text("سارة")
    let phone = try host.text("٠١٢٣")
    // The name and number line up on their right edges, right of the chevron.
    #expect(name.frame.x + name.frame.width == phone.frame.x + phone.frame.width)
    // The person at the right edge; the chevron at the left, pointing left.
    let row = host.text.split(separator: "\n", omittingEmptySubsequences: false)[0]
    #expect(row.hasPrefix("‹"))
    #expect(row.hasSuffix("☺"))
    let ltr = ViewHost(
      RightToLeftLayout.ContactRow(name: "Sara", phone: "0123"), width: 30, height: 3)
    let ltrRow = ltr.text.split(separator: "\n", omittingEmptySubsequences: false)[0]
    #expect(ltrRow.hasPrefix("☺") && ltrRow.hasSuffix("›"))
  }

  @Test func theArrowheadPointsToTheLeadingEdge() throws {
    let shape = RightToLeftLayout.Arrowhead().fill(Color.red).frame(width: 40, height: 32)
    let rtl = ViewHost(shape.environment(\.layoutDirection, .rightToLeft), width: 10, height: 4)
    let drawn = try #require(rtl.shapes.first)
    // Mirrored: the point is at the left, the flat side at the right.
    #expect(drawn.path.contains(CGPoint(x: 2, y: 16)))
    #expect(drawn.path.contains(CGPoint(x: 38, y: 2)))
    #expect(!drawn.path.contains(CGPoint(x: 2, y: 2)))
  }

  @Test func theSendButtonIsDrawnMirroredRightToLeftOnly() throws {
    let rtl = ViewHost(
      RightToLeftLayout.SendButton().environment(\.layoutDirection, .rightToLeft),
      width: 20, height: 1)
    #expect(try rtl.text("Send").transform.a == -1)
    let ltr = ViewHost(RightToLeftLayout.SendButton(), width: 20, height: 1)
    #expect(try ltr.text("Send").transform.isIdentity)
  }
}
