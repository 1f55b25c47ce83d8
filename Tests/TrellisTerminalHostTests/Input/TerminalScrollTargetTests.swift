import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Scroll targets in the terminal: the wheel and the paging keys rest a paging scroll view on
/// whole pages, and a scroll position follows what the wheel shows.
@MainActor
@Suite struct TerminalScrollTargetTests {
  struct Chapters: View {
    let paging: Bool
    @State private var shown: Int?
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Top: \(shown.map(String.init) ?? "-")")
        ScrollView(showsIndicators: false) {
          LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(0..<40, id: \.self) { Text("Chapter \($0) · अध्याय · 章") }
          }
          .scrollTargetLayout()
        }
        .scrollPosition(id: $shown)
        .scrollTargetBehavior(paging ? AnyBehavior.paging : .none)
      }
    }
  }

  /// Paging, or resting wherever the scrolling ends.
  enum AnyBehavior: ScrollTargetBehavior {
    case paging, none
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      if self == .paging { PagingScrollTargetBehavior().updateTarget(&target, context: context) }
    }
  }

  private func screen(_ core: HostCore) -> [String] {
    core.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  private func wheelDown(_ input: _TerminalInput) {
    _ = input.handle(.mouse(MouseEvent(.scrollDown, column: 8, row: 3)))
    input.core.update()
  }

  private func press(_ input: _TerminalInput, _ key: Key) {
    _ = input.handle(.key(KeyEvent(key)))
    input.core.update()
  }

  // Four lines of chapters show: a wheel notch and PageDown each move four, and the
  // header reads the chapter at the top.
  @Test func pagingRestsOnWholePagesAndThePositionFollows() {
    let input = _TerminalInput(core: HostCore(root: Chapters(paging: true), width: 36, height: 5))
    defer { input.core.close() }
    #expect(screen(input.core)[0] == "Top: -")
    wheelDown(input)
    #expect(screen(input.core)[1] == "Chapter 4 · अध्याय · 章")
    #expect(screen(input.core)[0] == "Top: 4")
    press(input, .pageDown)
    #expect(screen(input.core)[1] == "Chapter 8 · अध्याय · 章")
    #expect(screen(input.core)[0] == "Top: 8")
    press(input, .end)
    #expect(screen(input.core)[4] == "Chapter 39 · अध्याय · 章")
    #expect(screen(input.core)[0] == "Top: 36")
  }

  // Without paging the wheel moves its own three lines.
  @Test func withoutPagingTheWheelMovesItsLines() {
    let input = _TerminalInput(core: HostCore(root: Chapters(paging: false), width: 36, height: 5))
    defer { input.core.close() }
    wheelDown(input)
    #expect(screen(input.core)[1] == "Chapter 3 · अध्याय · 章")
    #expect(screen(input.core)[0] == "Top: 3")
  }
}
