import Testing
import TrellisTerminal
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

/// The formatting a text editor's toolbar switches, held off screen.
@Observable private final class Formatting {
  var isBold = false
  var isItalic = true
  var showsRuler = false
}

/// A style that adds to the built-in toggle button: the button, then what it does.
private struct NotedButtonToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      ButtonToggleStyle().makeBody(configuration: configuration)
      Text(configuration.isOn ? "ruler shown" : "ruler hidden")
    }
  }
}

private struct Toolbar: View {
  let formatting: Formatting

  var body: some View {
    @Bindable var formatting = formatting
    VStack(alignment: .leading) {
      HStack {
        Toggle("Bold", isOn: $formatting.isBold)
        Toggle("Italic", isOn: $formatting.isItalic)
      }
      .toggleStyle(.button)
      Toggle("Ruler", isOn: $formatting.showsRuler)
        .toggleStyle(NotedButtonToggleStyle())
      Toggle("Spelling", isOn: .constant(true))
      Text(formatting.isBold ? "Bold text" : "Regular text")
    }
  }
}

@MainActor
@Suite struct ButtonToggleStyleTests {
  @Test func aToggleButtonIsAToggleThatReadsAsAButton() throws {
    let formatting = Formatting()
    let host = ViewHost(Toolbar(formatting: formatting), width: 40, height: 6)
    #expect(host.text.contains("[ Bold ] [•Italic•]"), "\(host.text)")
    // The default style beside it is still a checkbox.
    #expect(host.text.contains("[x] Spelling"))
    let bold = try host.toggle("Bold")
    #expect(bold.kind == .toggle && bold.isOn == false)
    #expect(bold.accessibilityTraits.contains(.isButton))
    #expect(bold.accessibilityTraits.contains(.isToggle))
    #expect(!bold.accessibilityTraits.contains(.isSelected))
    #expect(try !host.toggle("Spelling").accessibilityTraits.contains(.isButton))

    try bold.tap()
    host.update()
    #expect(formatting.isBold)
    #expect(host.text.contains("[•Bold•] [•Italic•]"), "\(host.text)")
    #expect(host.contains(text: "Bold text"))
    let on = try host.toggle("Bold")
    #expect(on.isOn == true && on.accessibilityTraits.contains(.isSelected))
    try host.toggle("Italic").toggle()
    host.update()
    #expect(!formatting.isItalic)
    #expect(host.text.contains("[•Bold•] [ Italic ]"))
  }

  @Test func aStyleCanWrapTheBuiltInToggleButton() throws {
    let formatting = Formatting()
    let host = ViewHost(Toolbar(formatting: formatting), width: 40, height: 6)
    #expect(host.text.contains("[ Ruler ] ruler hidden"), "\(host.text)")
    try host.toggle("Ruler").tap()
    host.update()
    #expect(formatting.showsRuler)
    #expect(host.text.contains("[•Ruler•] ruler shown"))
  }

  /// Whether the brackets and dots around a toggle button's `title` are bold on the screen.
  private func endsAreBold(_ title: String, on screen: TrellisTerminal.Screen) throws -> [Bool] {
    let shown = try cells(of: "[ \(title) ]", on: screen, orOn: "[•\(title)•]")
    return [shown[0], shown[1], shown[shown.count - 2], shown[shown.count - 1]].map {
      $0.style.attributes.contains(.bold)
    }
  }

  /// The cells of `text` (or of `other`, when `text` is not there) on the terminal's screen.
  private func cells(of text: String, on screen: TrellisTerminal.Screen, orOn other: String)
    throws -> [Cell]
  {
    let lines = screen.plainText.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.contains { $0.contains(text) } ? text : other
    let row = try #require(lines.firstIndex { $0.contains(text) }, "\(text) not on screen")
    let start = try #require(lines[row].range(of: text)).lowerBound
    let column = lines[row].distance(from: lines[row].startIndex, to: start)
    return (column..<column + text.count).map { screen[$0, row] }
  }

  @Test func theTerminalDrawsTheOnStateInBoldAndSwitchesItFromKeysAndClicks() throws {
    let formatting = Formatting()
    let core = HostCore(root: Toolbar(formatting: formatting), width: 40, height: 6)
    let frames = TerminalFrames(core: core, environment: ["TERM": "xterm-256color"])
    _ = frames.nextFrame()
    var screen = try #require(frames.screen)
    #expect(screen.plainText.contains("[ Bold ] [•Italic•]"))
    #expect(try endsAreBold("Italic", on: screen) == [true, true, true, true])
    #expect(try endsAreBold("Bold", on: screen) == [false, false, false, false])

    // Tab reaches it and Space switches it, as a checkbox's keys do.
    let input = _TerminalInput(core: core)
    _ = input.handle(.key(KeyEvent(.tab)))
    #expect(core.focused?.text == "Bold")
    _ = input.handle(.key(KeyEvent(.character(" "))))
    _ = frames.nextFrame()
    screen = try #require(frames.screen)
    #expect(formatting.isBold)
    #expect(screen.plainText.contains("[•Bold•]"), "\(screen.plainText)")

    // A click on the other one switches it off.
    let italic = try #require(core.elements.first { $0.kind == .toggle && $0.text == "Italic" })
    let at = (column: italic.cellFrame.x + 2, row: italic.cellFrame.y)
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: at.column, row: at.row)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: at.column, row: at.row)))
    _ = frames.nextFrame()
    screen = try #require(frames.screen)
    #expect(!formatting.isItalic)
    #expect(screen.plainText.contains("[•Bold•] [ Italic ]"), "\(screen.plainText)")
    #expect(try endsAreBold("Italic", on: screen) == [false, false, false, false])
    #expect(try endsAreBold("Bold", on: screen) == [true, true, true, true])
  }
}
