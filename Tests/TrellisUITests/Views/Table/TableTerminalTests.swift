import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Tables driven by keys and clicks as a terminal sends them, and what the terminal draws:
/// a bold header row with the sort direction, the columns lined up, selected rows on the
/// tint.
@MainActor
@Suite struct TableTerminalTests {
  private struct Item: Identifiable {
    let id: Int
    let name: String
    let size: Int
  }

  private static let items = [
    Item(id: 0, name: "Amber", size: 3), Item(id: 1, name: "क्षि", size: 1),
    Item(id: 2, name: "漢字", size: 4), Item(id: 3, name: "👩🏽‍💻", size: 2),
  ]

  private struct Files: View {
    @State var rows = TableTerminalTests.items
    @State var order = [KeyPathComparator(\Item.name)]
    @State var selected: Int?
    var body: some View {
      VStack(alignment: .leading) {
        Text("Sel \(selected.map(String.init) ?? "-")")
        Table(rows, selection: $selected, sortOrder: $order) {
          TableColumn("Name", value: \.name)
          TableColumn("Size", value: \.size) { Text("\($0.size) kB") }
        }
        .onChange(of: order) { _, newOrder in rows.sort(using: newOrder) }
        .tint(.green)
      }
    }
  }

  private func host() -> _TerminalInput {
    let input = _TerminalInput(core: HostCore(root: Files(), width: 30, height: 10))
    input.core.update()
    return input
  }

  private func send(_ input: _TerminalInput, _ keys: KeyEvent...) {
    for key in keys { _ = input.handle(.key(key)) }
    input.core.update()
  }

  private func click(_ input: _TerminalInput, column: Int, row: Int) {
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
    input.core.update()
  }

  private func frame(_ input: _TerminalInput, _ text: String) throws -> (x: Int, y: Int) {
    let element = try #require(
      input.core.elements.first { $0.typeName == "Text" && $0.text == text })
    return (element.cellFrame.x, element.cellFrame.y)
  }

  private func line(_ input: _TerminalInput, _ y: Int) -> String {
    String(input.core.text.split(separator: "\n", omittingEmptySubsequences: false)[y])
  }

  @Test func theHeaderIsBoldAndShowsTheSortDirection() throws {
    let input = host()
    let name = try frame(input, "Name")
    let screen = try #require(input.core.screen)
    #expect(screen[name.x, name.y].style.bold)
    #expect(line(input, name.y).contains("Name ▲"))
    // The size column's cells start where its header does, in every script.
    let size = try frame(input, "Size").x
    for item in Self.items { #expect(try frame(input, "\(item.size) kB").x == size) }
  }

  @Test func tabReachesTheHeaderAndEnterSortsByTheFocusedColumn() throws {
    let input = host()
    // Tab reaches the header's buttons.
    for _ in 0..<6 where input.core.focused?.text != "Size" { send(input, KeyEvent(.tab)) }
    #expect(input.core.focused?.text == "Size")
    send(input, KeyEvent(.enter))
    let sizes = try Self.items.map { try frame(input, "\($0.size) kB").y }
    #expect(sizes[1] < sizes[3] && sizes[3] < sizes[0] && sizes[0] < sizes[2])
    #expect(line(input, try frame(input, "Size").y).contains("Size ▲"))
    send(input, KeyEvent(.enter))
    #expect(line(input, try frame(input, "Size").y).contains("Size ▼"))
    #expect(try frame(input, "4 kB").y < frame(input, "3 kB").y)
  }

  @Test func clicksOnTheHeaderSortAndOnARowSelectIt() throws {
    let input = host()
    let size = try frame(input, "Size")
    click(input, column: size.x, row: size.y)
    #expect(line(input, size.y).contains("Size ▲"))
    let row = try frame(input, "漢字")
    click(input, column: row.x + 12, row: row.y)
    #expect(input.core.elements.contains { $0.text == "Sel 2" })
    let screen = try #require(input.core.screen)
    #expect(screen[row.x + 12, row.y].style.background == .green)
    // Arrows move the selection of the focused table.
    send(input, KeyEvent(.up))
    #expect(input.core.elements.contains { $0.text == "Sel 0" })
  }
}
