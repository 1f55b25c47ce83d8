import Foundation
import Testing
import TrellisTerminal
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

#if canImport(Glibc)
  import Glibc
#endif

/// A form in a sheet that must not be swiped or escaped away while it has unsaved changes,
/// as apps write it.
private struct Composer: View {
  @State private var isComposing = true
  @State private var draft = ""
  @State private var dismissals = 0

  var body: some View {
    VStack {
      Text("Dismissals: \(dismissals)")
      Button("Compose") { isComposing = true }
    }
    .sheet(isPresented: $isComposing, onDismiss: countDismissal) {
      VStack {
        TextField("Draft", text: $draft)
        Text(draft.isEmpty ? "Nothing to lose" : "Unsaved: \(draft)")
        Button("Discard") {
          draft = ""
          isComposing = false
        }
      }
      .interactiveDismissDisabled(!draft.isEmpty)
    }
  }

  private func countDismissal() { dismissals += 1 }
}

@MainActor
@Suite struct InteractiveDismissTests {
  @Test(arguments: ["a", "मसौदा", "草稿", "✍🏽"])
  func escapeIsIgnoredWhileTheSheetDisablesIt(draft: String) throws {
    let host = ViewHost(Composer(), width: 50, height: 14)
    try host.textField("Draft").type(draft)
    host.update()
    #expect(host.contains(text: "Unsaved: \(draft)"))
    try host.dismissPresentation()
    // Still there, nothing lost, no onDismiss.
    #expect(host.contains(text: "Unsaved: \(draft)"))
    #expect(try host.textField("Draft").value == draft)
    // Its own button still ends it.
    try host.button("Discard").tap()
    host.update()
    #expect(!host.contains(text: "Nothing to lose"))
    #expect(host.contains(text: "Dismissals: 1"))
  }

  @Test func escapeDismissesOnceTheConditionTurnsFalse() throws {
    let host = ViewHost(Composer(), width: 50, height: 14)
    try host.textField("Draft").type("x")
    host.update()
    try host.dismissPresentation()
    #expect(host.contains(text: "Unsaved: x"))
    try host.textField("Draft").deleteBackward()
    host.update()
    #expect(host.contains(text: "Nothing to lose"))
    try host.dismissPresentation()
    #expect(!host.contains(text: "Nothing to lose"))
    #expect(host.contains(text: "Dismissals: 1"))
  }

  @Test func aCancelButtonStillRunsOnEscape() throws {
    struct Guarded: View {
      @State var isShown = true
      @State var cancels = 0
      var body: some View {
        Text("Cancels: \(cancels)")
          .sheet(isPresented: $isShown) {
            Button("Cancel", role: .cancel) {
              cancels += 1
              isShown = false
            }
            .interactiveDismissDisabled()
          }
      }
    }
    let host = ViewHost(Guarded(), width: 40, height: 10)
    try host.dismissPresentation()
    #expect(host.contains(text: "Cancels: 1"))
  }

  @Test func theTerminalsEscapeKeyIsIgnoredToo() {
    let output = open("/dev/null", O_WRONLY)
    defer { close(output) }
    let session = TerminalSession(input: output, output: output, options: [])
    let host = _TerminalHost(
      core: HostCore(root: Composer(), width: 50, height: 14), session: session,
      colorSupport: .none)
    host.handle([key(.tab)] + "draft".map { key(.character($0)) })
    #expect(host.core.text.contains("Unsaved: draft"))
    host.handle([key(.escape)])
    #expect(host.core.text.contains("Unsaved: draft"))
    // Cleared, Escape dismisses again.
    host.handle(Array(repeating: key(.backspace), count: 5))
    #expect(host.core.text.contains("Nothing to lose"))
    host.handle([key(.escape)])
    #expect(host.core.text.contains("Dismissals: 1"))
  }

  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key, modifiers: [])) }
}
