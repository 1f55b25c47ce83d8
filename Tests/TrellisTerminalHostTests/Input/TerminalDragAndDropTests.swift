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

  /// The column `word` starts at in the first line of `screen`, counted in cells.
  static func column(of word: String, in screen: String) -> Int? {
    guard let line = screen.split(separator: "\n").first, let range = line.range(of: word)
    else { return nil }
    return _DisplayWidth.of(line[..<range.lowerBound])
  }
}
