import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `sensoryFeedback`: asked for at each change of its trigger (never as the view appears),
/// filtered by a condition or chosen by a closure; no Linux host plays it, tests read it.
@MainActor
@Suite struct SensoryFeedbackTests {
  struct Counter: View {
    @State private var count = 0

    var body: some View {
      VStack {
        Text("गिनती \(count)")
        Button("Up") { count += 1 }
        Button("Down") { count -= 1 }
        Button("Same") { count += 0 }
      }
      .sensoryFeedback(.selection, trigger: count)
      .sensoryFeedback(.success, trigger: count) { _, new in new == 2 }
      .sensoryFeedback(trigger: count) { old, new in
        new > old ? .increase : new < old ? .impact(flexibility: .soft, intensity: 0.5) : nil
      }
    }
  }

  @Test func eachChangeOfTheTriggerAsksForItsFeedback() throws {
    let host = ViewHost(Counter(), width: 20, height: 4)
    // Nothing as the view appears.
    #expect(host.playedFeedback.isEmpty)
    try host.button("Up").tap()
    host.update()
    #expect(Set(host.playedFeedback) == [.selection, .increase])
    #expect(host.playedFeedback.count == 2)
    try host.button("Up").tap()
    host.update()
    // The condition lets `.success` through at 2 only.
    #expect(host.playedFeedback.count == 5)
    #expect(host.playedFeedback.filter { $0 == .success }.count == 1)
    try host.button("Down").tap()
    host.update()
    #expect(host.playedFeedback.suffix(2).contains(.impact(flexibility: .soft, intensity: 0.5)))
    #expect(host.contains(text: "गिनती 1"))
    // A write of the same value is no change: nothing more.
    let before = host.playedFeedback.count
    try host.button("Same").tap()
    host.update()
    #expect(host.playedFeedback.count == before)
  }

  @Test func feedbackValuesCompareAsApplesDo() {
    #expect(SensoryFeedback.impact == .impact(weight: .medium, intensity: 1))
    #expect(SensoryFeedback.impact(weight: .heavy) != .impact(weight: .light))
    #expect(SensoryFeedback.impact(flexibility: .rigid) != .impact(weight: .medium))
    let named: [SensoryFeedback] = [
      .success, .warning, .error, .selection, .increase, .decrease, .start, .stop, .alignment,
      .levelChange,
    ]
    #expect(Set(named).count == named.count)
  }

  struct Slider: View {
    @State private var step = 0
    var body: some View {
      Button("Step") { step += 1 }
        .sensoryFeedback(trigger: step) { old, new in
          // The old value comes first: an odd step after an even one is a selection.
          old % 2 == 0 && new % 2 == 1 ? .selection : .levelChange
        }
    }
  }

  /// Only the latest 64 are kept, in order, so a control that asks on every step does not
  /// grow the window's record for its life.
  @Test func onlyTheLatestAreKeptInOrder() throws {
    let host = ViewHost(Slider(), width: 10, height: 1)
    for _ in 0..<70 {
      try host.button("Step").tap()
      host.update()
    }
    #expect(host.playedFeedback.count == 64)
    // Steps 7...70: step 7 (from 6) is odd, so the record starts with a selection.
    #expect(host.playedFeedback.first == .selection)
    #expect(host.playedFeedback.last == .levelChange)
    #expect(zip(host.playedFeedback, host.playedFeedback.dropFirst()).allSatisfy { $0 != $1 })
  }
}
