import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Counts fifths of a second since `start` with a timeline view, blinks a light with a
/// phase animator and moves a level up and down with a keyframe animator.
private struct Ticker: View {
  let start: Date

  var body: some View {
    VStack {
      TimelineView(.periodic(from: start, by: 0.2)) { context in
        Text("Ticks 拍 \(Int((context.date.timeIntervalSince(start) * 5).rounded()))")
      }
      KeyframeAnimator(initialValue: 0.0) { level in
        Text("Level 水位 \(Int(level.rounded()))")
      } keyframes: { _ in
        LinearKeyframe(8.0, duration: 0.5)
        LinearKeyframe(0.0, duration: 0.5)
      }
      PhaseAnimator(["Lit 点灯 ●", "Dark 消灯 ○"]) { phase in
        Text(phase)
      } animation: { _ in
        .linear(duration: 0.3)
      }
    }
  }
}

/// Whether the ticker is shown; held off screen.
@Observable private final class Screen {
  var showsTicker = true
}

private struct MaybeTicker: View {
  let screen: Screen
  let start: Date

  var body: some View {
    if screen.showsTicker { Ticker(start: start) } else { Text("Stopped 停止") }
  }
}

/// Timeline views and phase and keyframe animators in a GTK window: their labels change on
/// the system clock, through GLib's main loop, with nothing but time passing.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct TimelineWidgetTests {
  /// Lets time pass until `condition` holds, for at most `seconds`: the core's ticks come on
  /// the main queue while the test sleeps, and GLib's pending work shows them.
  private func run(
    _ host: GtkHost, for seconds: TimeInterval = 5, until condition: () -> Bool
  ) async throws {
    let end = Date().addingTimeInterval(seconds)
    while !condition(), Date() < end {
      try await Task.sleep(for: .milliseconds(20))
      GtkTestSupport.settle(host)
    }
  }

  /// The labels' texts, in reading order.
  private func texts(_ host: GtkHost) -> [String] {
    host.widgets(.label).map(labelText)
  }

  private func ticks(_ host: GtkHost) -> Int? {
    texts(host).lazy.compactMap { text -> Int? in
      guard text.hasPrefix("Ticks 拍 ") else { return nil }
      return Int(text.dropFirst("Ticks 拍 ".count))
    }.first
  }

  @Test func aTimelineLabelCountsAndAPhaseLabelBlinksAsTimePasses() async throws {
    let host = GtkTestSupport.host(Ticker(start: Date()))
    defer { host.close() }
    let first = try #require(ticks(host))
    try await run(host, for: 30) { (ticks(host) ?? 0) >= first + 3 }
    let later = try #require(ticks(host))
    #expect(later >= first + 3, "the ticks stood still at \(first)")

    var lit = false
    var dark = false
    try await run(host, for: 30) {
      let shown = texts(host)
      if shown.contains("Lit 点灯 ●") { lit = true }
      if shown.contains("Dark 消灯 ○") { dark = true }
      return lit && dark
    }
    #expect(lit && dark, "the light did not blink: \(texts(host))")

    // Each sample of the level is taken when the main actor is free; with the whole suite
    // sharing it, samples may come seconds apart, so the wait is long (it ends as soon as
    // three levels were seen).
    var levels = Set<String>()
    try await run(host, for: 30) {
      for text in texts(host) where text.hasPrefix("Level 水位") { levels.insert(text) }
      return levels.count >= 3
    }
    #expect(levels.count >= 3, "the level stood still: \(levels)")
    // Read as labels, as a screen reader reads them.
    let label = try #require(host.widgets(.label).first { labelText($0).hasPrefix("Ticks") })
    #expect(
      gtk_accessible_get_accessible_role(OpaquePointer(label.widget)) == GTK_ACCESSIBLE_ROLE_LABEL)
  }

  @Test func aTimelineTakenOffScreenStopsTicking() throws {
    let screen = Screen()
    let host = GtkTestSupport.host(MaybeTicker(screen: screen, start: Date()))
    defer { host.close() }
    #expect(host.core.nextTextChange != nil)
    screen.showsTicker = false
    GtkTestSupport.settle(host)
    #expect(host.core.nextTextChange == nil)
    #expect(texts(host) == ["Stopped 停止"])
  }
}
