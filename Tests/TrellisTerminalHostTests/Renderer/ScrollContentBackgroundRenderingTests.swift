import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A list with its content background hidden, on a background of its own, in the terminal:
/// the terminal draws no fill behind rows, so the view's background is behind every row's
/// text, in every script.
@MainActor
@Suite struct ScrollContentBackgroundRenderingTests {
  @Test func theViewsOwnBackgroundIsBehindTheRows() throws {
    let view = List(["Lait", "Reis · 米", "दूध"], id: \.self) { Text($0) }
      .scrollContentBackground(.hidden)
      .background(Color(red: 1, green: 1, blue: 0))
    let core = HostCore(root: view, width: 20, height: 4)
    defer { core.close() }
    let drawn = try #require(core.screen)
    #expect(core.text.contains("Reis · 米"))
    for row in 0..<3 {
      let cell = try #require(drawn[1, row].style.background, "row \(row)")
      #expect(HostColor(cell) == HostColor(red: 1, green: 1, blue: 0), "row \(row)")
    }
  }
}
