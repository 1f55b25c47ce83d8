import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Symbols in the terminal's cells: their glyph in the foreground colour, one cell whatever
/// the font; and links opened from the keyboard and the mouse.
@MainActor
@Suite struct SymbolRenderingTests {
  @Test func aSymbolIsDrawnInItsForegroundColour() throws {
    let core = HostCore(
      root: HStack(spacing: 0) {
        Image(systemName: "heart.fill").foregroundStyle(.red)
        Image(systemName: "star").foregroundColor(.orange)
        Image(systemName: "gear").foregroundStyle(.secondary)
        Image(systemName: "plus")
      }, width: 6, height: 1)
    let canvas = try #require(core.screen)
    // The row is centred in the screen, as SwiftUI centres a window's content.
    #expect(canvas.text.trimmingCharacters(in: .whitespaces) == "♥☆⚙+")
    let x = try #require(canvas.text.firstIndex(of: "♥")).utf16Offset(in: canvas.text)
    #expect(canvas[x, 0].style.foreground == .red)
    #expect(canvas[x + 1, 0].style.foreground == .orange)
    #expect(canvas[x + 2, 0].style.dim && canvas[x + 2, 0].style.foreground == nil)
    #expect(canvas[x + 3, 0].style.foreground == nil && !canvas[x + 3, 0].style.dim)
  }

  @Test func aSymbolTakesOneCellWhateverItsFontOrScale() throws {
    let core = HostCore(
      root: HStack(spacing: 0) {
        Image(systemName: "bell").font(.largeTitle)
        Image(systemName: "bell").imageScale(.large)
        Text("|")
      }, width: 6, height: 1)
    let canvas = try #require(core.screen)
    #expect(canvas.text.trimmingCharacters(in: .whitespaces) == "⍾⍾|")
  }

  final class Opened { var urls: [URL] = [] }

  private func linkInput(_ opened: Opened) -> _TerminalInput {
    let view = VStack(alignment: .leading) {
      Text("Help")
      Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
    }
    .environment(
      \.openURL,
      OpenURLAction { url in
        opened.urls.append(url)
        return .handled
      })
    return _TerminalInput(core: HostCore(root: view, width: 30, height: 3))
  }

  @Test func returnOnAFocusedLinkOpensItThroughOpenURL() throws {
    let opened = Opened()
    let input = linkInput(opened)
    input.core.update()
    _ = input.handle(.key(KeyEvent(.tab)))
    input.core.update()
    #expect(input.core.focused?.text == "Privacy policy")
    _ = input.handle(.key(KeyEvent(.enter)))
    input.core.update()
    #expect(opened.urls == [URL(string: "https://example.com/privacy")!])
  }

  @Test func clickingALinkOpensItThroughOpenURL() throws {
    let opened = Opened()
    let input = linkInput(opened)
    input.core.update()
    let link = try #require(input.core.elements.first { $0.text == "Privacy policy" })
    let frame = link.cellFrame
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: frame.x + 3, row: frame.y)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: frame.x + 3, row: frame.y)))
    input.core.update()
    #expect(opened.urls == [URL(string: "https://example.com/privacy")!])
  }
}
