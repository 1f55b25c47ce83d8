import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A chat log with `defaultScrollAnchor(.bottom)` in the terminal: its first frame shows the
/// latest messages, with the scroll bar's thumb at the bottom; the wheel then scrolls it up.
@MainActor
@Suite struct DefaultScrollAnchorRenderingTests {
  struct Log: View {
    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<40, id: \.self) { Text("Msg \($0) · 消息 · संदेश") }
        }
      }
      .defaultScrollAnchor(.bottom)
    }
  }

  private func screen(_ core: HostCore) -> [String] {
    core.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func theFirstFrameShowsTheLatestMessages() {
    let input = _TerminalInput(core: HostCore(root: Log(), width: 30, height: 4))
    defer { input.core.close() }
    let first = screen(input.core)
    #expect(first.map { $0.hasPrefix("Msg 39 ") } == [false, false, false, true])
    #expect(first[0].hasPrefix("Msg 36 "))
    // The thumb is at the bottom of the bar.
    #expect(first[3].hasSuffix("┃"))
    _ = input.handle(.mouse(MouseEvent(.scrollUp, column: 10, row: 1)))
    input.core.update()
    #expect(screen(input.core)[0].hasPrefix("Msg 33 "))
  }
}
