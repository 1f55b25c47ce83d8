import Foundation
import Observation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// How many times a bell was rung; held off screen.
@Observable private final class Bell {
  var rings = 0
  var isShown = true
}

/// Phase animators on the host's clock, pinned here: each phase shown at once and held for
/// its animation's duration; cycling without a trigger, one run per change with one.
@MainActor
@Suite struct PhaseAnimatorTests {
  private let start = Date(timeIntervalSinceReferenceDate: 799_999_980)

  private func pinned<V: View>(_ view: V) -> ViewHost {
    let host = ViewHost(view, width: 40, height: 4)
    host.currentDate = start
    return host
  }

  private func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

  @Test func withoutATriggerThePhasesCycleEachHeldForItsAnimation() {
    let host = pinned(
      PhaseAnimator(["Lit 点灯 ●", "Dark 消灯 ○"]) { phase in
        Text(phase)
      } animation: { phase in
        phase.hasPrefix("Lit") ? .easeInOut(duration: 0.5) : .linear(duration: 0.25)
      })
    #expect(host.contains(text: "Lit 点灯 ●"))
    #expect(host.core.nextTextChange == at(0.5))
    host.currentDate = at(0.4)
    #expect(host.contains(text: "Lit 点灯 ●"))
    host.currentDate = at(0.5)
    #expect(host.contains(text: "Dark 消灯 ○"))
    #expect(host.core.nextTextChange == at(0.75))
    host.currentDate = at(0.75)
    #expect(host.contains(text: "Lit 点灯 ●"))
    // Thirteen cycles of 0.75 s and 0.35 s into the fourteenth: lit.
    host.currentDate = at(13 * 0.75 + 0.35)
    #expect(host.contains(text: "Lit 点灯 ●"))
    host.currentDate = at(13 * 0.75 + 0.6)
    #expect(host.contains(text: "Dark 消灯 ○"))
  }

  private struct Ringing: View {
    let bell: Bell
    var body: some View {
      if bell.isShown {
        PhaseAnimator(["Rest 静", "Up 上", "Down 下"], trigger: bell.rings) { phase in
          Text(phase)
        }
      }
    }
  }

  @Test func aTriggerStepsThroughThePhasesOnceAndRestsOnTheFirst() {
    let bell = Bell()
    let host = pinned(Ringing(bell: bell))
    #expect(host.contains(text: "Rest 静"))
    #expect(host.core.nextTextChange == nil)

    bell.rings += 1
    host.update()
    // The change shows at once, as every change in Trellis; `.default` lasts 0.35 s.
    #expect(host.contains(text: "Up 上"))
    #expect(host.core.nextTextChange == at(0.35))
    host.currentDate = at(0.35)
    #expect(host.contains(text: "Down 下"))
    host.currentDate = at(0.7)
    #expect(host.contains(text: "Rest 静"))
    #expect(host.core.nextTextChange == nil)

    // Another change, another run.
    bell.rings += 1
    host.update()
    #expect(host.contains(text: "Up 上"))
    // Taken off screen, it wakes nobody.
    bell.isShown = false
    host.update()
    #expect(host.core.nextTextChange == nil)
    #expect(host.core.graph.timelines.isEmpty)
  }

  private struct BellView: View {
    let bell: Bell
    var body: some View {
      Text("Bell 🔔").phaseAnimator([false, true], trigger: bell.rings) { content, ringing in
        HStack {
          content
          Text(ringing ? "ringing 鳴る" : "quiet 静か")
        }
      } animation: { _ in
        .spring(duration: 0.2)
      }
    }
  }

  @Test func theModifierBuildsOnTheModifiedView() {
    let bell = Bell()
    let host = pinned(BellView(bell: bell))
    #expect(host.contains(text: "Bell 🔔"))
    #expect(host.contains(text: "quiet 静か"))
    bell.rings = 3
    host.update()
    #expect(host.contains(text: "ringing 鳴る"))
    host.currentDate = at(0.2)
    #expect(host.contains(text: "quiet 静か"))
    #expect(host.contains(text: "Bell 🔔"))
  }

  @Test func aPhaseWithoutAnimationIsHeldForAFrame() {
    let host = pinned(
      Text("•").phaseAnimator([1, 2, 3]) { content, step in
        HStack {
          content
          Text("Step \(step)")
        }
      } animation: { _ in
        nil
      })
    #expect(host.contains(text: "Step 1"))
    let next = host.core.nextTextChange?.timeIntervalSince(start)
    #expect(next.map { abs($0 - 1.0 / 30) < 0.000_1 } == true, "\(String(describing: next))")
  }

  @Test func anAnimationsDurationIsItsCurvesAfterItsDelayAtItsSpeed() {
    #expect(Animation.default.duration == 0.35)
    #expect(Animation.linear(duration: 2).delay(1).speed(2).duration == 1.5)
    #expect(Animation.spring(duration: 0.8, bounce: 0.2).duration == 0.8)
    #expect(Animation.spring(response: 0.4, dampingFraction: 0.5).duration == 0.4)
    let period = Animation.interpolatingSpring(
      mass: 1, stiffness: 4 * .pi * .pi, damping: 10
    ).duration
    #expect(abs(period - 1) < 0.000_001)
  }
}
