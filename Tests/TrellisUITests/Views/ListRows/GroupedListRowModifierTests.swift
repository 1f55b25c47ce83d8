import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// The list row modifiers on a host that groups rows into boxes (GTK's boxed lists), in
/// points: a row's own insets set its cell in the box, its background covers that cell, and
/// the lines between rows are left out or tinted as the rows say.
@MainActor @Suite struct GroupedListRowModifierTests {
  private static let grouping = _RowGrouping(
    margins: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12),
    rowInsets: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10), headerSpacing: 6)

  private struct Rows: View {
    var body: some View {
      List {
        Section("Mail") {
          Text("क्षिति")
          Text("漢字").listRowSeparator(.hidden, edges: .top)
          Text("👩🏽‍💻 Ada").listRowSeparatorTint(.red, edges: .top)
          Text("Inbox")
            .listRowBackground(Color.blue)
            .listRowInsets(EdgeInsets(top: 10, leading: 30, bottom: 10, trailing: 0))
        }
      }
      .listStyle(.insetGrouped)
    }
  }

  private func frame(of text: String, in core: HostCore) throws -> CGRect {
    try #require(core.elements.first { $0.textStyle != nil && $0.text == text }).frame
  }

  @Test func linesBackgroundsAndInsetsInABox() throws {
    let core = HostCore(
      root: Rows(), size: CGSize(width: 320, height: 400),
      measurer: TestPixelMeasurer(rowGrouping: Self.grouping))
    let list = try #require(core.scrollContainers.first)
    let box = try #require(list.rowGroups.first)
    // Three lines between four rows, the one above 漢字 left out.
    #expect(box.separators.count == 2)
    let inbox = try frame(of: "Inbox", in: core)
    // Its own insets: 30 in from the box, 10 above and below, its cell the box's last.
    #expect(inbox.minX == box.frame.minX + 30)
    #expect(box.frame.maxY == inbox.maxY + 10)
    let fills = list.rowBackgrounds
    try #require(fills.count == 2)
    #expect(fills[0].color == .blue)
    #expect(
      fills[0].frame
        == CGRect(
          x: box.frame.minX, y: inbox.minY - 10, width: box.frame.width,
          height: inbox.height + 20))
    // The tinted line above Ada, one point high across the box, where the box's line is.
    let ada = try frame(of: "👩🏽‍💻 Ada", in: core)
    #expect(fills[1].color == .red)
    #expect(
      fills[1].frame
        == CGRect(x: box.frame.minX, y: ada.minY - 4, width: box.frame.width, height: 1))
    #expect(box.separators.contains(ada.minY - 4 - box.frame.minY))
    // A row without settings keeps the list's insets.
    #expect(try frame(of: "क्षिति", in: core).minX == box.frame.minX + 10)
  }
}
