import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

@MainActor @Suite struct DisplayListTests {
  private struct Settings: View {
    @State var isOn = false
    @State var rows = ["Amber", "Cobalt"]
    var body: some View {
      VStack(alignment: .leading) {
        Text("Settings").font(.title)
        Toggle("Enabled", isOn: $isOn)
        ForEach(rows, id: \.self) { Text($0) }
        Button("Remove") { rows.removeLast() }
      }
    }
  }

  private func items(_ core: HostCore, _ predicate: (_DisplayContent) -> Bool) -> [_DisplayItem] {
    core.displayList.items.filter { predicate($0.content) }
  }

  @Test func itemsArePositionedInPoints() throws {
    let core = HostCore(root: Settings(), width: 40, height: 10)
    let title = try #require(
      items(core) {
        if case .text(let lines, _, _) = $0 {
          return lines.map { $0.map(\.string).joined() } == ["Settings"]
        } else {
          return false
        }
      }.first)
    let element = try #require(core.elements.first { $0.text == "Settings" })
    #expect(title.frame.origin == element.frame.origin)
    #expect(title.frame.width == CGFloat(8 * 8))
    #expect(core.displayList.size == CGSize(width: 320, height: 160))
  }

  @Test func itemsSayWhatTheyShowNotHowACellHostDrawsIt() throws {
    let core = HostCore(root: Settings(), width: 40, height: 10)
    // A title keeps its font; the terminal's choice to show it bold is the renderer's.
    let title = items(core) {
      if case .text(let lines, _, _) = $0 {
        return lines.first?.first?.style.font == .title
      } else {
        return false
      }
    }
    #expect(title.count == 1)
    if case .text(let lines, _, _) = title.first?.content {
      #expect(lines.first?.first?.style.isBold == false)
    }
    let toggles = items(core) {
      if case .control(let control) = $0 {
        return control.kind == .toggle(isOn: false)
      } else {
        return false
      }
    }
    #expect(toggles.count == 1)
    #expect(core.text.contains("[ ] Enabled"))
  }

  @Test func aToggleChangesOnlyItsOwnItem() throws {
    let core = HostCore(root: Settings(), width: 40, height: 10)
    let before = core.displayList
    let toggle = try #require(core.elements.first { $0.kind == .toggle })
    try toggle.tap()
    core.update()
    let changes = core.displayList.changes(since: before)
    #expect(changes.added.isEmpty)
    #expect(changes.removed.isEmpty)
    #expect(changes.changed.count == 1)
    let changed = try #require(core.displayList.items.first { $0.id == changes.changed.first })
    #expect(
      changed.content
        == .control(_ControlItem(kind: .toggle(isOn: true), isEnabled: true, isFocused: false)))
  }

  @Test func aRemovedRowsItemsAreRemovedAndTheRestMove() throws {
    let core = HostCore(root: Settings(), width: 40, height: 10)
    let before = core.displayList
    try #require(core.elements.first { $0.text == "Remove" }).tap()
    core.update()
    let changes = core.displayList.changes(since: before)
    #expect(changes.removed.count == 1)
    #expect(changes.added.isEmpty)
    #expect(!core.text.contains("Cobalt"))
    // The stack got shorter, so the centred stack moved: the others changed frame.
    #expect(!changes.changed.isEmpty)
    #expect(core.displayList.changes(since: core.displayList).isEmpty)
  }

  @Test func theFocusMarkIsTheLastItem() throws {
    let core = HostCore(root: Settings(), width: 40, height: 10)
    try #require(core.elements.first { $0.kind == .toggle }).focus()
    let last = try #require(core.displayList.items.last)
    #expect(last.content == .focus)
    #expect(last.id.part == _DisplayItemID.focusPart)
    let toggle = try #require(core.elements.first { $0.kind == .toggle })
    #expect(last.frame.minX == toggle.frame.minX)
    #expect(core.cellStyle(x: toggle.cellFrame.x, y: toggle.cellFrame.y)?.inverse == true)
  }

  @Test func aListShowsAScrollIndicatorItemInRows() throws {
    struct Long: View {
      var body: some View { List(0..<100, id: \.self) { Text("Row \($0)") } }
    }
    let core = HostCore(root: Long(), width: 30, height: 10)
    let indicator = try #require(
      items(core) { if case .scrollIndicator = $0 { return true } else { return false } }.first)
    #expect(
      indicator.content == .scrollIndicator(axis: .vertical, visible: 10, total: 100, offset: 0))
    #expect(indicator.frame == CGRect(x: 29 * 8, y: 0, width: 8, height: 160))
  }
}
