import Foundation
import Observation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `matchedGeometryEffect` in the terminal's cells: a marker and a highlight that follow the
/// selected tab, drawn where the tab is.
@MainActor
@Suite struct MatchedGeometryRenderingTests {
  @Observable final class Selection {
    var name = "Home"
  }

  /// Tabs, each a source whose position is its bottom; under them a marker whose top
  /// follows the selected tab's bottom, and behind them a highlight whose bottom does (and
  /// whose size is the tab's, so it covers the tab).
  private struct Tabs: View {
    let selection: Selection
    @Namespace private var tabs

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 16) {
          ForEach(["Home", "नमस्ते", "設定"], id: \.self) { name in
            Text(name).matchedGeometryEffect(id: name, in: tabs, anchor: .bottom)
          }
        }
        .background {
          Rectangle().fill(.blue)
            .matchedGeometryEffect(id: selection.name, in: tabs, anchor: .bottom, isSource: false)
        }
        Text("▔▔▔▔")
          .matchedGeometryEffect(
            id: selection.name, in: tabs, properties: .position, anchor: .top, isSource: false)
      }
    }
  }

  private func rows(_ canvas: _Canvas) -> [String] {
    (0..<canvas.size.height).map { y in
      (0..<canvas.size.width).map { canvas[$0, y].grapheme ?? "" }.joined()
    }
  }

  private func highlighted(_ canvas: _Canvas) -> String {
    (0..<canvas.size.width).map { canvas[$0, 0].style.background == .blue ? "b" : "." }.joined()
  }

  @Test func theMarkerAndTheHighlightFollowTheSelectedTab() throws {
    let selection = Selection()
    let frames = TerminalFrames(
      core: HostCore(root: Tabs(selection: selection), width: 16, height: 2),
      environment: ["TERM": "xterm-256color"])
    _ = frames.nextFrame()
    var screen = try #require(frames.core.screen)
    // "नमस्ते" takes 4 cells, as "Home" and "設定" do.
    #expect(rows(screen)[0].hasPrefix("Home  "))
    #expect(rows(screen)[1] == "▔▔▔▔            ")
    #expect(highlighted(screen) == "bbbb............")
    selection.name = "設定"
    _ = frames.nextFrame()
    screen = try #require(frames.core.screen)
    #expect(rows(screen)[1] == "            ▔▔▔▔")
    #expect(highlighted(screen) == "............bbbb")
    selection.name = "नमस्ते"
    _ = frames.nextFrame()
    screen = try #require(frames.core.screen)
    #expect(rows(screen)[1] == "      ▔▔▔▔      ")
    #expect(highlighted(screen) == "......bbbb......")
  }
}
