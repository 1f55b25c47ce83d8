import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Scroll views".
@MainActor
@Suite struct ScrollViewsTests {
  private let lines = (0..<40).map { "Line \($0) · Ligne · 行" }

  @Test func aLockedTranscriptScrollsOnlyFromCode() throws {
    let host = ViewHost(ScrollViews.TranscriptView(lines: lines), width: 40, height: 8)
    #expect(throws: ViewHostError.self) { try host.text("Line 0 · Ligne · 行").scroll(by: 5) }
    #expect(try host.text("Line 0 · Ligne · 行").scrollOffset() == 0)
    try host.button("Latest").tap()
    host.update()
    #expect(host.contains(text: "Line 39 · Ligne · 行"))
    // Unlocked, a person scrolls it again.
    try host.toggle("Lock").toggle()
    host.update()
    try host.text("Line 39 · Ligne · 行").scroll(by: -5)
    #expect(host.contains(text: "Line 34 · Ligne · 行"))
    #expect(!host.contains(text: "Line 39 · Ligne · 行"))
  }
}
