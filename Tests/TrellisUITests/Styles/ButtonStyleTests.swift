import Testing
import TrellisTerminal
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

/// A style as apps write them: the label between arrows, a mark while pressed, the role
/// shown, and the environment read by the style itself.
private struct ArrowButtonStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text(configuration.isPressed ? "»" : "›")
      configuration.label
      Text(configuration.role == .destructive ? "!" : "‹")
      if !isEnabled { Text("(off)") }
    }
  }
}

/// A primitive style that adds to the default look: the default button with a note.
private struct NotedButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Button(configuration)
      Text("noted")
    }
  }
}

/// A primitive style that triggers twice: it decides what activation does.
private struct TwiceButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.trigger()
      configuration.trigger()
    } label: {
      configuration.label
    }
    .buttonStyle(.plain)
  }
}

private final class Taps {
  var log: [String] = []
}

private struct Toolbar: View {
  let taps: Taps
  @State private var count = 0
  var disablesDelete = false

  var body: some View {
    // One column: a row mixing buttons and texts trips a stack-sharing bug on main.
    VStack(alignment: .leading) {
      Button("Add") {
        count += 1
        taps.log.append("add")
      }
      Button("Delete", role: .destructive) { taps.log.append("delete") }
        .disabled(disablesDelete)
      // The innermost style wins.
      Button("Plain") { taps.log.append("plain") }
        .buttonStyle(.bordered)
      Text("Count: \(count)")
      Button("Note") { taps.log.append("note") }
        .buttonStyle(NotedButtonStyle())
      Button("Twice") { taps.log.append("twice") }
        .buttonStyle(TwiceButtonStyle())
    }
    .buttonStyle(ArrowButtonStyle())
  }
}

@MainActor
@Suite struct ButtonStyleTests {
  @Test func aCustomStylesBodyIsWhatIsDrawn() {
    let host = ViewHost(Toolbar(taps: Taps()), width: 60, height: 8)
    let screen = host.text
    #expect(screen.contains("›Add‹"))
    #expect(screen.contains("›Delete!"))
    // Nested: `.bordered` inside the custom style is drawn by the host, in brackets.
    #expect(screen.contains("[ Plain ]"))
    #expect(!screen.contains("[ Add ]"))
  }

  @Test func aStyledButtonKeepsItsFocusKeysAndTaps() throws {
    let taps = Taps()
    let host = ViewHost(Toolbar(taps: taps), width: 60, height: 8)
    let add = try host.button("› Add ‹")
    #expect(add.kind == .button)
    try add.tap()
    host.update()
    #expect(host.contains(text: "Count: 1"))
    // The first Tab stop is the styled button, and Enter presses it.
    let core = HostCore(root: Toolbar(taps: taps), width: 60, height: 8)
    let input = _TerminalInput(core: core)
    _ = input.handle(.key(KeyEvent(.tab)))
    #expect(core.focused?.text == "› Add ‹")
    _ = input.handle(.key(KeyEvent(.enter)))
    core.update()
    #expect(taps.log == ["add", "add"])
    #expect(core.text.contains("Count: 1"))
  }

  @Test func isPressedHoldsFromPressToRelease() throws {
    let taps = Taps()
    let host = ViewHost(Toolbar(taps: taps), width: 60, height: 8)
    try host.button("› Add ‹").press()
    host.update()
    #expect(host.text.contains("»Add‹"))
    #expect(taps.log.isEmpty)
    try host.button("» Add ‹").release()
    host.update()
    #expect(host.text.contains("›Add‹"))
    #expect(taps.log == ["add"])
    #expect(host.contains(text: "Count: 1"))
    // Let go elsewhere: drawn unpressed, nothing runs.
    try host.button("› Add ‹").press()
    host.update()
    try host.button("» Add ‹").release(inside: false)
    host.update()
    #expect(host.text.contains("›Add‹"))
    #expect(taps.log == ["add"])
  }

  @Test func aMouseClickPressesThenActsOnRelease() throws {
    let taps = Taps()
    let core = HostCore(root: Toolbar(taps: taps), width: 60, height: 8)
    let input = _TerminalInput(core: core)
    let add = try #require(core.elements.first { $0.kind == .button && $0.text.contains("Add") })
    let at = (column: add.cellFrame.x + 1, row: add.cellFrame.y)
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: at.column, row: at.row)))
    core.update()
    #expect(core.text.contains("»Add‹"))
    #expect(taps.log.isEmpty)
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: at.column, row: at.row)))
    core.update()
    #expect(core.text.contains("›Add‹"))
    #expect(taps.log == ["add"])
    // A press dragged off the button and released elsewhere does nothing.
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: at.column, row: at.row)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: 59, row: 7)))
    core.update()
    #expect(taps.log == ["add"])
    #expect(core.text.contains("›Add‹"))
  }

  @Test func theStyleSeesTheRoleAndTheEnvironment() throws {
    let taps = Taps()
    let host = ViewHost(Toolbar(taps: taps, disablesDelete: true), width: 60, height: 8)
    #expect(host.text.contains("›Delete!(off)"))
    #expect(throws: ViewHostError.self) { try host.button("› Delete ! (off)").tap() }
    #expect(taps.log.isEmpty)
  }

  @Test func aPrimitiveStyleDrawsTheDefaultButtonWithoutASecondStop() throws {
    let taps = Taps()
    let core = HostCore(root: Toolbar(taps: taps), width: 60, height: 8)
    #expect(core.text.contains("[ Note ]"))
    #expect(core.text.contains("noted"))
    let buttons = core.elements.filter { $0.kind == .button }
    #expect(buttons.filter { $0.text.contains("Note") }.count == 1)
    let note = try #require(buttons.first { $0.text.contains("Note") })
    try note.tap()
    #expect(taps.log == ["note"])
  }

  @Test func aPrimitiveStyleDecidesWhatActivationDoes() throws {
    let taps = Taps()
    let host = ViewHost(Toolbar(taps: taps), width: 60, height: 8)
    // The body's own button is drawn (`.plain`: its label alone) but is not a second
    // control: the styled button is the one.
    #expect(host.text.contains(" Twice\n") && !host.text.contains("[ Twice ]"))
    #expect(host.elements.filter { $0.kind == .button && $0.text == "Twice" }.count == 1)
    try host.button("Twice").tap()
    #expect(taps.log == ["twice", "twice"])
  }

  @Test func theBuiltInStylesHaveInitialisersAndKeepTheirLook() {
    struct Styles: View {
      var body: some View {
        VStack {
          Button("One") {}.buttonStyle(DefaultButtonStyle())
          Button("Two") {}.buttonStyle(BorderedButtonStyle())
          Button("Three") {}.buttonStyle(BorderedProminentButtonStyle())
          Button("Four") {}.buttonStyle(BorderlessButtonStyle())
          Button("Five") {}.buttonStyle(PlainButtonStyle())
          Button("Six") {}.buttonStyle(.borderedProminent)
        }
      }
    }
    let core = HostCore(root: Styles(), width: 40, height: 8)
    for title in ["One", "Two", "Three", "Six"] {
      #expect(core.text.contains("[ \(title) ]"))
    }
    // Borderless and plain buttons are their labels alone, as on Apple's platforms.
    for title in ["Four", "Five"] {
      #expect(core.text.contains(" \(title)\n") && !core.text.contains("[ \(title) ]"))
    }
    let kinds = core.elements.filter { $0.kind == .button }.map(\.buttonStyle)
    #expect(
      kinds == [.automatic, .bordered, .borderedProminent, .borderless, .plain, .borderedProminent])
  }
}
