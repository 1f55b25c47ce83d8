import Foundation
import Observation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// How many times a heart was liked; held off screen.
@Observable private final class Likes {
  var count = 0
}

/// Keyframe animators on the host's clock, pinned here: the value at the time since the
/// start, sampled a thirtieth of a second apart; repeating, or once per trigger change.
@MainActor
@Suite struct KeyframeAnimatorTests {
  private let start = Date(timeIntervalSinceReferenceDate: 799_999_980)

  private func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

  @Test func aRepeatingAnimatorPlaysFromWhenItAppearsAgainAndAgain() {
    let host = ViewHost(
      KeyframeAnimator(initialValue: 0.0) { value in
        Text("Level 水位 \(Int(value.rounded()))")
      } keyframes: { _ in
        LinearKeyframe(10.0, duration: 1)
      }, width: 30, height: 1)
    host.currentDate = start
    #expect(host.contains(text: "Level 水位 0"))
    let next = host.core.nextTextChange?.timeIntervalSince(start)
    #expect(next.map { abs($0 - 1.0 / 30) < 0.000_1 } == true, "\(String(describing: next))")
    host.currentDate = at(0.5)
    #expect(host.contains(text: "Level 水位 5"))
    host.currentDate = at(2.3)
    #expect(host.contains(text: "Level 水位 3"))
  }

  private struct Heart: View {
    let likes: Likes
    var body: some View {
      Text("♥ like")
        .keyframeAnimator(initialValue: 1.0, trigger: likes.count) { heart, scale in
          HStack {
            heart
            Text("× \(scale, format: .number.precision(.fractionLength(1)))")
          }
        } keyframes: { _ in
          LinearKeyframe(2.0, duration: 0.5)
          LinearKeyframe(1.5, duration: 0.5)
        }
    }
  }

  @Test func aTriggeredAnimatorPlaysOnceAndRestsOnItsLastValue() {
    let likes = Likes()
    let host = ViewHost(Heart(likes: likes), width: 30, height: 1)
    host.currentDate = start
    #expect(host.contains(text: "× 1.0"))
    #expect(host.core.nextTextChange == nil)

    likes.count += 1
    host.update()
    host.currentDate = at(0.25)
    #expect(host.contains(text: "× 1.5"))
    host.currentDate = at(0.75)
    #expect(host.contains(text: "× 1.8"))
    host.currentDate = at(5)
    #expect(host.contains(text: "× 1.5"))
    #expect(host.contains(text: "♥ like"))
    #expect(host.core.nextTextChange == nil)
  }
}
