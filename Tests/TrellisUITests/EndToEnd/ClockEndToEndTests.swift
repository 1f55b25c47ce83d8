import Foundation
import Testing

/// Drives the real `clock` binary in a tmux pane: its timeline views and its phase and
/// keyframe animators change on the system clock, with no timer of the app's and no key
/// pressed.
@Suite struct ClockEndToEndTests {
  /// The stopwatch's seconds on `screen`, if it shows them.
  private func elapsed(in screen: String) -> Double? {
    guard let line = ScreenText.line(containing: "Elapsed 経過", in: screen),
      let match = line.line.firstMatch(of: /Elapsed 経過 (\d+\.\d) s/)
    else { return nil }
    return Double(match.1)
  }

  @Test func theStopwatchCountsTheLightBlinksAndTheLevelMovesAsTimePasses() throws {
    let pane = try TmuxPane(product: "clock", columns: 60, rows: 12)
    let opened = try pane.waitUntil { elapsed(in: $0) != nil }
    #expect(opened.found, "the app did not start:\n\(opened.screen)")
    let first = try #require(elapsed(in: opened.screen))
    #expect(opened.screen.contains("Time "), "\(opened.screen)")

    // Five ticks of a fifth of a second later, the stopwatch reads a second more.
    let later = try pane.waitUntil(seconds: 10) { (elapsed(in: $0) ?? 0) >= first + 1 }
    #expect(later.found, "the stopwatch stood still at \(first):\n\(later.screen)")

    // The light is lit half a second, then dark half a second, and so on.
    var lit = false
    var dark = false
    let blinked = try pane.waitUntil(seconds: 10) { screen in
      if screen.contains("● Recording") { lit = true }
      if screen.contains("○ Recording") { dark = true }
      return lit && dark
    }
    #expect(
      blinked.found, "the light did not blink (lit: \(lit), dark: \(dark)):\n\(blinked.screen)")

    // The level rises and falls: several lengths are seen.
    var levels = Set<Int>()
    let waved = try pane.waitUntil(seconds: 10) { screen in
      if let line = ScreenText.line(containing: "Level", in: screen) {
        levels.insert(line.line.filter { $0 == "▮" }.count)
      }
      return levels.count >= 3
    }
    #expect(waved.found, "the level stood still at \(levels):\n\(waved.screen)")
  }
}
