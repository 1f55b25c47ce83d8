import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// What the terminal draws for the list row modifiers: a row's background across its
/// cells, under the selection's tint, and its content moved by its insets in whole cells.
@MainActor
@Suite struct ListRowTerminalTests {
  private struct Marked: View {
    @State var selected: Int? = nil
    var body: some View {
      List(selection: $selected) {
        ForEach(0..<4, id: \.self) { number in
          Text("रंग \(number)")
            .listRowBackground(number == 1 || number == 2 ? Color.yellow : nil)
            .listRowInsets(
              number == 3 ? EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 0) : nil)
        }
      }
      .tint(.green)
    }
  }

  private func rowY(_ core: HostCore, _ text: String) throws -> Int {
    try #require(core.elements.first { $0.typeName == "Text" && $0.text == text }).cellFrame.y
  }

  @Test func aRowsBackgroundFillsItsCellsUnderItsText() throws {
    let core = HostCore(root: Marked(), width: 30, height: 8)
    core.update()
    let screen = try #require(core.screen)
    let yellow = try rowY(core, "रंग 1")
    #expect(screen[0, yellow].style.background == .yellow)
    #expect(screen[25, yellow].style.background == .yellow)
    // The text keeps it behind it.
    #expect(screen[0, yellow].grapheme == "रं")
    let plain = try rowY(core, "रंग 0")
    #expect(screen[0, plain].style.background == nil)
    #expect(screen[25, plain].style.background == nil)
  }

  @Test func theSelectionsHighlightCoversARowsBackground() throws {
    let core = HostCore(root: Marked(), width: 30, height: 8)
    core.update()
    let list = try #require(core.elements.first { $0.isSelectionList })
    try #require(core.elements.first { $0.text == "रंग 2" }).selectRow()
    core.update()
    let screen = try #require(core.screen)
    #expect(screen[20, try rowY(core, "रंग 2")].style.background == .green)
    #expect(screen[20, try rowY(core, "रंग 1")].style.background == .yellow)
    #expect(list.selectedListRows.map(\.text) == ["रंग 2"])
  }

  @Test func insetsMoveTheContentByWholeCells() throws {
    let core = HostCore(root: Marked(), width: 30, height: 8)
    core.update()
    let screen = try #require(core.screen)
    let y = try rowY(core, "रंग 3")
    // 24 points: three cells in.
    #expect(screen[3, y].grapheme == "रं")
    #expect(screen[0, y].grapheme == " ")
    #expect(screen[0, try rowY(core, "रंग 0")].grapheme == "रं")
  }
}
