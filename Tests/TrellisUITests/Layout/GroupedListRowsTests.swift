import Foundation
import Observation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// Lists and forms on a host that groups rows into boxes (GTK's GNOME boxed lists): each
/// run of a section's rows sits in one box inset from the list's edges, with a line between
/// rows; headers and footers stand outside their box; `.plain` and `.sidebar` lists and the
/// terminal keep their rows edge to edge.
@MainActor @Suite struct GroupedListRowsTests {
  /// 12 points around the boxes, rows 10 points in from a box's sides and 4 from its rows'
  /// edges, 6 between a header and its box.
  private static let grouping = _RowGrouping(
    margins: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12),
    rowInsets: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10), headerSpacing: 6)

  @Observable final class Settings {
    var names = ["क्षिति", "漢字", "👩🏽‍💻 Ada"]
    var isPublic = false
  }

  /// A form as people write one: inline rows, a `ForEach` over a model's names, a header on
  /// each section and a footer on the second.
  private struct Preferences: View {
    let settings: Settings
    var body: some View {
      Form {
        Section("Account") {
          Toggle("Public", isOn: Bindable(settings).isPublic)
          Text("Signed in")
        }
        Section {
          ForEach(settings.names, id: \.self) { name in Text(name) }
        } header: {
          Text("People")
        } footer: {
          Text("Shown to everyone")
        }
      }
    }
  }

  private func core<Root: View>(_ root: Root, grouping: _RowGrouping? = Self.grouping) -> HostCore {
    HostCore(
      root: root, size: CGSize(width: 320, height: 400),
      measurer: TestPixelMeasurer(rowGrouping: grouping))
  }

  private func frame(of text: String, in core: HostCore) throws -> CGRect {
    try #require(core.elements.first { $0.textStyle != nil && $0.text == text }).frame
  }

  /// Each section's rows are one box 12 points in from the list's edges (the scroll
  /// indicator's 6 lie within the trailing margin), its rows' content 10 points in from the
  /// box, a line where each row after the first starts; headers and footers outside, 6
  /// points away.
  @Test func formSectionsAreBoxesInsetFromTheEdges() throws {
    let core = core(Preferences(settings: Settings()))
    let list = try #require(core.scrollContainers.first)
    let groups = list.rowGroups
    try #require(groups.count == 2)
    for group in groups {
      #expect(group.frame.minX == 12)
      #expect(group.frame.maxX == list.frame.maxX - 12)
      #expect(group.frame.width == CGFloat(296))
    }
    let account = try frame(of: "Account", in: core)
    #expect(account.minY == 12)
    #expect(account.minX == 12)
    #expect(groups[0].frame.minY == account.maxY + 6)
    let signedIn = try frame(of: "Signed in", in: core)
    #expect(signedIn.minX == 22)
    #expect(signedIn.maxY + 4 == groups[0].frame.maxY)
    #expect(groups[0].separators == [signedIn.minY - 4 - groups[0].frame.minY])
    // The second box holds the three names, in every script, with two lines between them.
    for name in ["क्षिति", "漢字", "👩🏽‍💻 Ada"] {
      let row = try frame(of: name, in: core)
      #expect(groups[1].frame.contains(row), "\(name)")
      #expect(row.minX == 22, "\(name)")
    }
    #expect(groups[1].separators.count == 2)
    let footer = try frame(of: "Shown to everyone", in: core)
    #expect(footer.minY == groups[1].frame.maxY + 6)
    #expect(footer.minX == 12)
  }

  /// A section without a header is a box of its own, 12 points (the host's section
  /// spacing) below the box before it, and so are the rows after the last section, outside
  /// any: a box ends where its section does, not only at a header or footer.
  @Test func eachSectionIsABoxHeaderOrNot() throws {
    let core = core(
      Form {
        Section("Radio") {
          Text("Wi-Fi")
          Text("蓝牙")
        }
        Section {
          Text("दूरी")
        }
        Text("Hello, Ada!")
        Text("Open for 3 s")
      })
    let groups = try #require(core.scrollContainers.first).rowGroups
    try #require(groups.count == 3, "\(groups)")
    #expect(groups.map(\.separators.count) == [1, 0, 1])
    #expect(groups[1].frame.minY == groups[0].frame.maxY + 12)
    #expect(groups[2].frame.minY == groups[1].frame.maxY + 12)
    #expect(groups[1].frame.contains(try frame(of: "दूरी", in: core)))
    for text in ["Hello, Ada!", "Open for 3 s"] {
      #expect(groups[2].frame.contains(try frame(of: text, in: core)), "\(text)")
    }
  }

  /// A name added to the model adds a row to its box and a line above it; one removed takes
  /// them away. The box follows the model as the rows do.
  @Test func aBoxFollowsItsSectionsRows() throws {
    let settings = Settings()
    let core = core(Preferences(settings: settings))
    let before = try #require(core.scrollContainers.first).rowGroups[1]
    settings.names.append("Zoë")
    core.update()
    let grown = try #require(core.scrollContainers.first).rowGroups[1]
    #expect(grown.separators.count == 3)
    let added = try frame(of: "Zoë", in: core)
    #expect(grown.frame.maxY == added.maxY + 4)
    #expect(grown.frame.height > before.frame.height)
    settings.names.removeAll()
    core.update()
    let groups = try #require(core.scrollContainers.first).rowGroups
    // Only the first section's box is left: a section without rows has none.
    #expect(groups.count == 1)
  }

  /// A plain list and a sidebar run their rows edge to edge on one flat band the list's
  /// width (less the scroll indicator's 6 points), as a plain `GtkListBox` does: each row's
  /// content and each header inset 10 by 4 in its cell, the host's section spacing between
  /// sections, and a line between each two rows of a section, none between a header and its
  /// first row or across sections. Scrolled by points, the header is pinned, the lines
  /// scrolling under it are left out, and Down puts the next row's cell just below it.
  @Test(arguments: [false, true])
  func plainAndSidebarListsAreOneFlatBand(sidebar: Bool) throws {
    let rows = List {
      Section("Mail") {
        Text("Inbox")
        Text("受信箱")
        Text("इनबॉक्स")
      }
      Section("More") {
        Text("Archive")
        ForEach(0..<30, id: \.self) { Text("Archived \($0)") }
      }
    }
    let core =
      sidebar
      ? core(rows.listStyle(.sidebar)) : core(rows.listStyle(.plain))
    func list() throws -> HostElement { try #require(core.scrollContainers.first) }
    let bands = try list().rowGroups
    try #require(bands.count == 1)
    let band = bands[0]
    #expect(band.style == .flat)
    #expect(band.frame.origin == .zero)
    #expect(band.frame.width == 314)
    #expect(band.frame.maxY >= 400)
    #expect(band.separators.prefix(4) == [56, 84, 180, 208])
    #expect(try frame(of: "Mail", in: core).origin == CGPoint(x: 10, y: 4))
    #expect(try frame(of: "Inbox", in: core).origin == CGPoint(x: 10, y: 32))
    #expect(try frame(of: "More", in: core).minY == 128)
    try list().scroll(byPoints: 40)
    core.update()
    #expect(try frame(of: "Mail", in: core).minY == 4)
    #expect(try frame(of: "受信箱", in: core).minY == 20)
    let scrolled = try #require(list().rowGroups.first)
    #expect(scrolled.separators.prefix(3).map { $0 + scrolled.frame.minY } == [44, 140, 168])
    // Down puts the next row's cell just below the pinned header's (28 points high).
    try list().stepRow(forward: true, step: 16)
    #expect(try frame(of: "इनबॉक्स", in: core).minY == 32)
    #expect(try frame(of: "Mail", in: core).minY == 4)
  }

  /// An automatic list of inline rows groups them as a form does, and a host that groups no
  /// rows (the terminal's measurer says so) shows the same list edge to edge.
  @Test func automaticListsGroupOnlyWhereTheHostDoes() throws {
    let rows = List(["क्षि", "漢", "👩🏽‍💻"], id: \.self) { Text($0) }
    let grouped = core(rows)
    let groups = try #require(grouped.scrollContainers.first).rowGroups
    #expect(groups.count == 1)
    #expect(groups.first?.separators.count == 2)
    #expect(try frame(of: "क्षि", in: grouped).minX == 22)
    let plain = core(rows, grouping: nil)
    #expect(try #require(plain.scrollContainers.first).rowGroups.isEmpty)
    #expect(try frame(of: "क्षि", in: plain).minX == 0)
  }

  /// Scrolled by points, the box moves with its rows (it is cut at the list's top, as the
  /// rows are), and a grouped list's header scrolls away rather than staying pinned.
  @Test func boxesScrollWithTheirRows() throws {
    let list = List {
      Section("Numbers") {
        ForEach(0..<60, id: \.self) { Text("Row \($0)") }
      }
    }
    let core = core(list)
    let container = try #require(core.scrollContainers.first)
    let top = try #require(container.rowGroups.first).frame.minY
    try container.scroll(byPoints: 40)

    core.update()
    let moved = try #require(core.scrollContainers.first?.rowGroups.first)
    #expect(moved.frame.minY == top - 40)
    let row = try frame(of: "Row 5", in: core)
    #expect(moved.frame.contains(row))
    #expect(core.elements.first { $0.text == "Numbers" && $0.frame.minY >= 0 } == nil)
  }

  /// Two sections of sixty rows each, headed.
  private var numbers: some View {
    List {
      ForEach(["Numbers", "数字"], id: \.self) { title in
        Section(title) {
          ForEach(0..<60, id: \.self) { Text("\(title) \($0)") }
        }
      }
    }
  }

  /// Scrolled 7 points at a time past the list's top margin, a header, the gap to its box,
  /// the rows' insets and into the next section, every row in view moves by exactly 7: the
  /// room a box takes scrolls as smoothly as the rows do.
  @Test func scrollingByPointsMovesRowsByThePointsAsked() throws {
    let core = core(numbers)
    func tops() -> [String: CGFloat] {
      var tops: [String: CGFloat] = [:]
      for element in core.elements where element.textStyle != nil {
        tops[element.text] = element.frame.minY
      }
      return tops
    }
    for _ in 0..<30 {
      let before = tops()
      try #require(core.scrollContainers.first).scroll(byPoints: 7)
      core.update()
      let after = tops()
      let common = Set(before.keys).intersection(after.keys).filter { before[$0]! > 7 }
      #expect(!common.isEmpty)
      for text in common where text != "Numbers" {
        #expect(after[text] == before[text]! - 7, "\(text)")
      }
    }
  }

  /// Down and Up (a host that scrolls by points) step by a row's room, not its content's:
  /// the first row's box edge, a row's line or a header comes to the list's top, with the
  /// box's 6-point gap below a header and each row 4 points down in its cell. From the top,
  /// Down steps past the margin and the header at once; the section spacing and the box's
  /// end are stepped over with the row before them. Up comes back the same way.
  @Test func upAndDownStepByWhatARowTakesInItsBox() throws {
    let core = core(
      List {
        Section("Fruit") {
          ForEach(["Apple", "りんご", "सेब"], id: \.self) { Text($0) }
        }
        Section("数字") {
          ForEach(0..<40, id: \.self) { Text("数字 \($0)") }
        }
      })
    func list() throws -> HostElement { try #require(core.scrollContainers.first) }
    let listTop = try list().frame.minY
    func offset(of text: String) throws -> CGFloat { try frame(of: text, in: core).minY - listTop }
    #expect(try offset(of: "Fruit") == 12)
    // A row whose box begins at the top: the box's edge 6 points below it.
    let boxTop = { try #require(list().rowGroups.first).frame.minY - listTop }
    let steps: [(text: String, top: CGFloat)] = [
      ("Apple", 10), ("りんご", 4), ("सेब", 4), ("数字", 0), ("数字 0", 10), ("数字 1", 4),
    ]
    for step in steps {
      try list().stepRow(forward: true, step: 16)
      #expect(try offset(of: step.text) == step.top, "Down to \(step.text)")
    }
    try list().stepRow(forward: false, step: 16)
    #expect(try offset(of: "数字 0") == 10)
    #expect(try boxTop() == 6)
    for step in steps.dropLast(2).reversed() {
      try list().stepRow(forward: false, step: 16)
      #expect(try offset(of: step.text) == step.top, "Up to \(step.text)")
    }
    #expect(try boxTop() == 6)
    try list().stepRow(forward: false, step: 16)
    #expect(try offset(of: "Fruit") == 12)
  }

  /// Scrolled to its end, a list shows its last box's inset below the last row and its
  /// bottom margin below the box.
  @Test func theEndShowsTheBoxsInsetAndTheMargin() throws {
    let core = core(numbers)
    try #require(core.scrollContainers.first).scroll(byPoints: 100_000)
    core.update()
    let list = try #require(core.scrollContainers.first)
    let last = try frame(of: "数字 59", in: core)
    let box = try #require(list.rowGroups.last)
    #expect(box.frame.maxY == last.maxY + 4)
    #expect(box.frame.maxY + 12 == list.frame.maxY)
  }
}
