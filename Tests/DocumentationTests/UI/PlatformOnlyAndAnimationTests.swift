import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Platform-only modifiers and animations", one test each.
@MainActor
@Suite struct PlatformOnlyAndAnimationTests {
  typealias Example = PlatformOnly

  @Test func platformOnlyModifiersChangeNothingOnScreenOrInBehaviour() throws {
    let host = ViewHost(Example.SignInForm(), width: 40, height: 8)
    let plain = ViewHost(Example.PlainSignInForm(), width: 40, height: 8)
    #expect(host.text == plain.text)
    // A number pad does not stop letters: the keyboard is the person's.
    try host.textField("Code").type("ab12")
    #expect(try host.textField("Code").value == "ab12")
  }

  @Test func anAnimatedChangeAppliesAtOnceAndItsCompletionRunsOnce() async throws {
    let host = ViewHost(Example.Details(), width: 40, height: 6)
    #expect(!host.contains(text: "Hidden until asked for"))
    try host.button("Details").tap()
    host.update()
    #expect(host.contains(text: "Hidden until asked for"))
    await host.nextUpdate()
    await host.nextUpdate()
    #expect(host.contains(text: "Animations finished: 1"))
  }

  @Test func withAnimationReturnsWhatItsBodyReturns() {
    var count = 0
    let result = withAnimation(.easeIn(duration: 2)) {
      count += 1
      return count * 10
    }
    #expect(result == 10)
  }

  @Test func aClickOnSaveAsksForSuccessFeedback() throws {
    let host = ViewHost(PlatformOnly.SaveButton(), width: 20, height: 1)
    #expect(host.playedFeedback.isEmpty)
    try host.button("Save").tap()
    host.update()
    #expect(host.playedFeedback == [.success])
  }
}
