import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// An inspector's column and a share link in the terminal's cells.
@MainActor
@Suite struct InspectorAndShareRenderingTests {
  private func screen<V: View>(_ view: V, width: Int, height: Int) throws -> [String] {
    let core = HostCore(root: view, width: width, height: height)
    let canvas = try #require(core.screen)
    return (0..<canvas.size.height).map { y in
      (0..<canvas.size.width).map { canvas[$0, y].grapheme ?? "" }.joined()
    }
  }

  @Test func anInspectorIsAColumnAfterALineDownTheWholeHeight() throws {
    let view = Text("Canvas")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .inspector(isPresented: .constant(true)) {
        Text("ক্ষ 字").frame(maxWidth: .infinity, alignment: .leading)
          .inspectorColumnWidth(80)
      }
    // 80 points: ten cells after the line; the canvas in the other 79.
    let rows = try screen(view, width: 90, height: 3)
    #expect(rows.map { Array($0)[79] } == ["│", "│", "│"])
    #expect(rows[0].hasPrefix("Canvas"))
    // The inspector's text, centred down the column, starts right after the line.
    #expect(String(Array(rows[1])[80...]).hasPrefix("ক্ষ"))
    #expect(rows[1].contains("字"))
    #expect(String(Array(rows[0])[80...]).trimmingCharacters(in: .whitespaces).isEmpty)
  }

  @Test func aShareLinkWithoutALabelReadsShareWithItsSymbolAndAMenuArrow() throws {
    let rows = try screen(ShareLink(item: "নমস্কার 你好"), width: 30, height: 1)
    #expect(rows[0].contains("Share"))
    #expect(rows[0].contains("▾"))
  }
}
