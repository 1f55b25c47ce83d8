import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A canvas context's colour filters in the terminal's cells: the cells take the filtered
/// colour; a blend mode is drawn as `.normal` (a cell has one colour, drawn over).
@MainActor
@Suite struct CanvasFilterRenderingTests {
  private func screen<V: View>(_ view: V, width: Int, height: Int) throws -> _Canvas {
    try #require(HostCore(root: view, width: width, height: height).screen)
  }

  @Test func aFilteredFillIsDrawnInTheFilteredColour() throws {
    let drawn = try screen(
      Canvas { context, size in
        var inverted = context
        inverted.addFilter(.colorInvert())
        inverted.fill(
          Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
          with: .color(Color(red: 1, green: 0, blue: 0)))
        context.fill(
          Path(CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height)),
          with: .color(Color(red: 1, green: 0, blue: 0)))
      }
      .frame(width: 80, height: 16), width: 10, height: 1)
    let left = try #require(drawn[1, 0].style.background)
    let right = try #require(drawn[8, 0].style.background)
    #expect(HostColor(left) == HostColor(red: 0, green: 1, blue: 1))
    #expect(HostColor(right) == HostColor(red: 1, green: 0, blue: 0))
  }

  @Test func aBlendedFillIsDrawnOverWhatIsUnderIt() throws {
    let drawn = try screen(
      Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
        context.blendMode = .multiply
        context.fill(
          Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0, green: 1, blue: 1)))
      }
      .frame(width: 80, height: 16), width: 10, height: 1)
    let cell = try #require(drawn[4, 0].style.background)
    #expect(HostColor(cell) == HostColor(red: 0, green: 1, blue: 1))
  }
}
