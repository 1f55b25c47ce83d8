import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Drag and drop with a terminal's mouse: a press on a `draggable` word, moves with the
/// button held (SGR mouse) and a release over a `dropDestination`.
@MainActor
@Suite struct TerminalDragAndDropTests {
  struct Board: View {
    @State var basket: [String] = []
    @State var isTargeted = false
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 16) {
          Text("नमस्ते").draggable("नमस्ते")
          Text("漢字").draggable("漢字")
          Text("👩🏽‍💻").draggable("👩🏽‍💻")
        }
        Text(isTargeted ? "Basket (drop here)" : "Basket: \(basket.joined(separator: " "))")
          .frame(width: 240, height: 48, alignment: .topLeading)
          .background(Color.yellow)
          .dropDestination(for: String.self) { words, _ in
            basket += words
            return true
          } isTargeted: {
            isTargeted = $0
          }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  private func mouse(_ input: _TerminalInput, _ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
    _ = input.handle(.mouse(MouseEvent(kind, column: column, row: row)))
    input.core.update()
  }

  @Test func aWordDraggedWithTheMouseLandsInTheBasket() async throws {
    let input = _TerminalInput(core: HostCore(root: Board(), width: 40, height: 5))
    input.core.update()
    #expect(input.core.text.contains("Basket:"))
    // The press is on the word's first cell, wherever the wide and combining text before
    // it put it.
    let column = try #require(Self.column(of: "漢字", in: input.core.text))
    mouse(input, .press(.left), column, 0)
    mouse(input, .drag(.left), column + 1, 1)
    #expect(input.core.text.contains("Basket (drop here)"))
    mouse(input, .drag(.left), column + 2, 2)
    mouse(input, .release(.left), column + 2, 2)
    await input.core.finishDrops()
    #expect(input.core.text.contains("Basket: 漢字"))
    // A drag let go outside the basket drops nothing.
    mouse(input, .press(.left), 0, 0)
    mouse(input, .drag(.left), 1, 1)
    mouse(input, .drag(.left), 35, 4)
    mouse(input, .release(.left), 35, 4)
    await input.core.finishDrops()
    #expect(input.core.text.contains("Basket: 漢字"))
    #expect(!input.core.text.contains("नमस्ते 漢字"))
  }

  /// A selecting list whose rows are drag sources, above a drop target.
  struct Shelf: View {
    @State var selection: String?
    @State var dropped: [String] = []
    @State var isTargeted = false
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        List(["क्षितिज", "漢字の本"], id: \.self, selection: $selection) { title in
          Text(title).draggable(title)
        }
        .frame(height: 64)
        Text(isTargeted ? "Over the tray" : "Tray: \(dropped.joined(separator: " "))")
          .frame(width: 240, height: 32, alignment: .topLeading)
          .background(Color.green)
          .dropDestination(for: String.self) { items, _ in
            dropped += items
            return true
          } isTargeted: {
            isTargeted = $0
          }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aListRowIsDraggedAndEscapeCancelsADrag() async throws {
    let input = _TerminalInput(core: HostCore(root: Shelf(), width: 40, height: 8))
    input.core.update()
    let (column, row) = try #require(Self.cell(of: "漢字の本", in: input.core.text))
    let tray = try #require(Self.cell(of: "Tray:", in: input.core.text))
    mouse(input, .press(.left), column, row)
    mouse(input, .drag(.left), tray.column + 1, tray.row)
    #expect(input.core.text.contains("Over the tray"))
    mouse(input, .release(.left), tray.column + 1, tray.row)
    await input.core.finishDrops()
    #expect(input.core.text.contains("Tray: 漢字の本"))

    // Escape ends the drag: the tray is left, and the release drops nothing.
    let first = try #require(Self.cell(of: "क्षितिज", in: input.core.text))
    mouse(input, .press(.left), first.column, first.row)
    mouse(input, .drag(.left), tray.column + 2, tray.row)
    #expect(input.core.text.contains("Over the tray"))
    _ = input.handle(.key(KeyEvent(.escape)))
    input.core.update()
    #expect(!input.core.isDragging)
    mouse(input, .release(.left), tray.column + 2, tray.row)
    await input.core.finishDrops()
    #expect(input.core.text.contains("Tray: 漢字の本"))
    #expect(!input.core.text.contains("क्षितिज 漢字の本"))
  }

  /// The column `word` starts at in the first line of `screen`, counted in cells.
  static func column(of word: String, in screen: String) -> Int? {
    cell(of: word, in: screen).flatMap { $0.row == 0 ? $0.column : nil }
  }

  /// The cell `text` starts at on `screen`: its column (counted in cells) and row.
  static func cell(of text: String, in screen: String) -> (column: Int, row: Int)? {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    for (row, line) in lines.enumerated() {
      if let range = line.range(of: text) {
        return (_DisplayWidth.of(line[..<range.lowerBound]), row)
      }
    }
    return nil
  }
}
