import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A `ColorPicker` in the terminal: its label, then a swatch in the selection's true colour
/// that follows the binding; Return on it opens its popover, whose palette chooses.
@MainActor
@Suite struct ColorPickerRenderingTests {
  @Observable final class Paint {
    var ink = Color(red: 0.2, green: 0.4, blue: 0.6)
  }

  struct Screen: View {
    @Bindable var paint: Paint
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        ColorPicker("Ink 墨", selection: $paint.ink, supportsOpacity: false)
        Spacer()
      }
    }
  }

  /// Whether some cell of `row` is painted `color` (its background, or a half block's ink);
  /// the canvas keeps the colour itself, written out in true colour where the terminal has it.
  private func paints(_ screen: _Canvas, row: Int, _ color: Color) -> Bool {
    (0..<screen.size.width).contains {
      screen[$0, row].style.background == color || screen[$0, row].style.foreground == color
    }
  }

  private func press(_ input: _TerminalInput, _ key: Key) {
    _ = input.handle(.key(KeyEvent(key, modifiers: [])))
    input.core.update()
  }

  @Test func theSwatchShowsTheSelectionAndItsPopoverChooses() throws {
    let paint = Paint()
    let input = _TerminalInput(core: HostCore(root: Screen(paint: paint), width: 40, height: 20))
    input.core.update()
    let first = try #require(input.core.screen)
    #expect(first.text.contains("Ink 墨"))
    #expect(paints(first, row: 0, Color(red: 0.2, green: 0.4, blue: 0.6)))
    // A colour set from outside is shown.
    paint.ink = Color(red: 1, green: 0.4, blue: 0)
    input.core.update()
    #expect(paints(try #require(input.core.screen), row: 0, Color(red: 1, green: 0.4, blue: 0)))

    press(input, .tab)
    press(input, .enter)
    #expect(input.core.presentations.last?.isPopover == true)
    // Focus is on the palette's first swatch (red): Return chooses it.
    press(input, .enter)
    #expect(_ColorComponents(paint.ink) == _ColorComponents(Color.red))
    press(input, .escape)
    #expect(input.core.presentations.isEmpty)
    #expect(
      paints(
        try #require(input.core.screen), row: 0,
        _ColorComponents(Color.red).color(keepingOpacity: false)))
  }
}
