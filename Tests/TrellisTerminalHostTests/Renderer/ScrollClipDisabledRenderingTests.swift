import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `scrollClipDisabled(_:)` in the terminal's cells: a horizontal scroll view's content past
/// its frame is drawn in the cells beside it, and cut at the frame without the modifier.
@MainActor
@Suite struct ScrollClipDisabledRenderingTests {
  private func line(_ disabled: Bool) throws -> String {
    let view = ScrollView(.horizontal, showsIndicators: false) {
      HStack(spacing: 0) {
        ForEach(["Один", "二つ", "Three"], id: \.self) {
          Text($0).frame(width: 80, alignment: .leading)
        }
      }
    }
    .frame(width: 100)
    .scrollClipDisabled(disabled)
    .frame(width: 320, alignment: .leading)
    let core = HostCore(root: view, width: 40, height: 1)
    return try #require(core.screen).text
  }

  @Test func theContentPastTheFrameIsDrawnBesideIt() throws {
    let shown = try line(true)
    // Each text 80 points (10 cells) from the last: "Three" starts at cell 20, past the
    // scroll view's 100 points (12.5 cells).
    #expect(shown.contains("Один"))
    #expect(shown.contains("二つ"))
    #expect(shown.contains("Three"))
    let range = try #require(shown.range(of: "Three"))
    #expect(_DisplayWidth.of(shown[..<range.lowerBound]) == 20)
  }

  @Test func withClippingTheContentEndsAtTheFrame() throws {
    let shown = try line(false)
    #expect(shown.contains("Один"))
    #expect(!shown.contains("Three"))
  }
}
