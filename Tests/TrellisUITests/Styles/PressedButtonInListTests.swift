import Foundation
import Testing
import TrellisTerminal
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A style whose body changes while the button is held: a different word, not only a mark.
private struct HoldStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(configuration.isPressed ? "(held)" : "(idle)")
    }
  }
}

@Observable private final class Inbox {
  var subjects = (1...50).map { "Message \($0)" }
  var opened: [String] = []
}

/// Fifty rows of a list, each a styled button; nothing in any row changes but the press.
private struct InboxScreen: View {
  let inbox: Inbox
  var body: some View {
    VStack(alignment: .leading) {
      Text("Inbox").bold()
      List(inbox.subjects, id: \.self) { subject in
        Button(subject) { inbox.opened.append(subject) }
          .buttonStyle(HoldStyle())
      }
    }
  }
}

/// Layout keeps the placement of subtrees that did not change (PlacementMemo.swift); a press
/// changes nothing the row's views read but the pressed node, so the press must still reach
/// the screen, and leave it again on release.
@MainActor
@Suite struct PressedButtonInListTests {
  @Test func aHeldRowShowsItsPressedBodyHeadlessAndReleaseRestoresIt() throws {
    let inbox = Inbox()
    let host = ViewHost(InboxScreen(inbox: inbox), width: 40, height: 12)
    #expect(host.text.contains("Message 3 (idle)"))
    // A frame where nothing changes keeps the rows as placed.
    host.update()
    try host.button("Message 3 (idle)").press()
    host.update()
    #expect(host.text.contains("Message 3 (held)"), "\(host.text)")
    #expect(host.text.contains("Message 2 (idle)") && host.text.contains("Message 4 (idle)"))
    #expect(try host.button("Message 3 (held)").kind == .button)
    try host.button("Message 3 (held)").release()
    host.update()
    #expect(host.text.contains("Message 3 (idle)"), "\(host.text)")
    #expect(!host.text.contains("(held)"))
    #expect(inbox.opened == ["Message 3"])
  }

  /// What the terminal is sent, as the screen it ends up showing.
  private func screenText(_ frames: TerminalFrames) throws -> String {
    _ = frames.nextFrame()
    return try #require(frames.screen).plainText
  }

  @Test func theTerminalScreenShowsThePressAndTheRelease() throws {
    let inbox = Inbox()
    let core = HostCore(root: InboxScreen(inbox: inbox), width: 40, height: 12)
    let frames = TerminalFrames(core: core, environment: ["TERM": "xterm-256color"])
    #expect(try screenText(frames).contains("Message 5 (idle)"))
    #expect(try screenText(frames).contains("Message 5 (idle)"))

    // Held without focus moving (the headless press): only the pressed node changed.
    let row = try #require(core.elements.first { $0.kind == .button && $0.text.contains("5") })
    try row.beginPress()
    var screen = try screenText(frames)
    #expect(screen.contains("Message 5 (held)"), "\(screen)")
    // The other rows stayed as they were placed: the press placed only its row again.
    #expect(core.engine?.subtreesPlacedAlone == 1)
    #expect(screen.contains("Message 6 (idle)"))
    try #require(core.pressedElement).endPress(activating: false)
    screen = try screenText(frames)
    #expect(screen.contains("Message 5 (idle)") && !screen.contains("(held)"), "\(screen)")
    #expect(inbox.opened.isEmpty)

    // The mouse: down on the row holds it, up over it opens it.
    let input = _TerminalInput(core: core)
    let seventh = try #require(
      core.elements.first { $0.kind == .button && $0.text.contains("Message 7") })
    let at = (column: seventh.cellFrame.x + 1, row: seventh.cellFrame.y)
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: at.column, row: at.row)))
    screen = try screenText(frames)
    #expect(screen.contains("Message 7 (held)"), "\(screen)")
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: at.column, row: at.row)))
    screen = try screenText(frames)
    #expect(screen.contains("Message 7 (idle)") && !screen.contains("(held)"), "\(screen)")
    #expect(inbox.opened == ["Message 7"])
  }
}
