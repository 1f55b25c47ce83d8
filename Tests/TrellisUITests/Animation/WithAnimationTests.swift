import Foundation
import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct WithAnimationTests {
  struct ThrowingChange: Error {}

  /// A banner shown with an animation; the completion records what the screen showed.
  @Observable final class Banner {
    var isShown = false
    var completions: [String] = []
  }

  struct BannerView: View {
    let banner: Banner

    var body: some View {
      VStack {
        if banner.isShown {
          Text("Saved ✓ 保存しました")
            .transition(.move(edge: .top).combined(with: .opacity))
        }
        Text(banner.isShown ? "shown" : "hidden")
          .animation(.spring(response: 0.3, dampingFraction: 0.7), value: banner.isShown)
          .contentTransition(.numericText())
      }
    }
  }

  @Test func returnsWhatItsBodyReturnsAndRethrows() throws {
    let doubled = withAnimation { 21 * 2 }
    #expect(doubled == 42)
    let text = withAnimation(.easeIn(duration: 2)) { "नमस्ते" }
    #expect(text == "नमस्ते")
    #expect(throws: ThrowingChange.self) {
      try withAnimation(.linear) { () throws -> Int in throw ThrowingChange() }
    }
    let nested = withAnimation(.bouncy) { withAnimation(nil) { [1, 2, 3] } }
    #expect(nested == [1, 2, 3])
  }

  @Test func theChangeAppliesInTheNextUpdateAsWithoutAnimation() async {
    let banner = Banner()
    let host = ViewHost(BannerView(banner: banner), width: 40, height: 6)
    #expect(host.contains(text: "hidden"))
    withAnimation(.easeInOut(duration: 5)) { banner.isShown = true }
    await host.nextUpdate()
    // Five seconds of easing would be still under way: the change is already whole.
    #expect(host.contains(text: "Saved ✓ 保存しました"))
    #expect(host.contains(text: "shown"))
    #expect(host.updatePasses == 1)
  }

  @Test func theCompletionRunsOnceAfterTheUpdateThatAppliesTheChange() async {
    let banner = Banner()
    let host = ViewHost(BannerView(banner: banner), width: 40, height: 6)
    withAnimation(.spring) {
      banner.isShown = true
    } completion: {
      banner.completions.append(host.text.contains("Saved") ? "after" : "before")
    }
    // Not while the change is being made.
    #expect(banner.completions.isEmpty)
    await host.nextUpdate()
    await waitUntil { !banner.completions.isEmpty }
    #expect(banner.completions == ["after"])
    // Never again.
    banner.isShown = false
    await host.nextUpdate()
    #expect(banner.completions == ["after"])
  }

  @Test func theCompletionRunsWhenNothingChangedAndWhenTheBodyThrows() async {
    var runs: [String] = []
    withAnimation(.default, completionCriteria: .removed) {
    } completion: {
      runs.append("empty")
    }
    try? withAnimation {
      throw ThrowingChange()
    } completion: {
      runs.append("thrown")
    }
    await waitUntil { runs.count == 2 }
    #expect(runs == ["empty", "thrown"])
  }

  @Test func transactionsCarryTheirAnimationAndCompletions() async {
    var transaction = Transaction(animation: .easeOut(duration: 1).delay(0.5))
    transaction.disablesAnimations = true
    #expect(transaction.animation == .easeOut(duration: 1).delay(0.5))
    var finished = 0
    transaction.addAnimationCompletion { finished += 1 }
    transaction.addAnimationCompletion(criteria: .removed) { finished += 10 }
    let result = withTransaction(transaction) { "done" }
    #expect(result == "done")
    let other = withTransaction(\.isContinuous, true) { 7 }
    #expect(other == 7)
    await waitUntil { finished == 11 }
    #expect(finished == 11)
  }

  @Test func animationsAreValuesComparedByWhatTheyDescribe() {
    #expect(Animation.easeIn(duration: 1) == .easeIn(duration: 1))
    #expect(Animation.easeIn(duration: 1) != .easeOut(duration: 1))
    #expect(Animation.easeInOut != .easeInOut(duration: 1))
    #expect(Animation.linear.delay(1) != .linear)
    #expect(Animation.linear.speed(2) == .linear.speed(2))
    #expect(Animation.default.repeatCount(3) != .default.repeatForever())
    #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825))
    #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
    #expect(Animation.bouncy != .snappy)
    #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10) != .interactiveSpring)
    #expect(Animation.timingCurve(0.2, 0, 0.4, 1).description.contains("timingCurve"))
    #expect(Animation.linear.repeatForever(autoreverses: false).description.contains("forever"))
    let set: Set<Animation> = [.easeIn, .easeIn, .easeOut]
    #expect(set.count == 2)
  }

  @Test func transitionsCombineAndDescribeThemselves() {
    let transition = AnyTransition.asymmetric(
      insertion: .push(from: .leading), removal: .scale(scale: 0.5).combined(with: .opacity))
    #expect(transition.description.contains("push"))
    #expect(transition.description.contains("opacity"))
    #expect(AnyTransition.slide.animation(.easeIn).description.contains("slide"))
    #expect(
      AnyTransition.offset(x: 4).description
        == AnyTransition.offset(CGSize(width: 4, height: 0)).description)
    #expect(ContentTransition.numericText(countsDown: true) != .numericText())
    #expect(ContentTransition.numericText(value: 3) == .numericText())
  }

  private func waitUntil(_ done: () -> Bool) async {
    for _ in 0..<1000 where !done() { await Task.yield() }
  }
}
