import Testing
import TrellisTerminal
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

/// An order form: its actions tinted green, a destructive one, a toggle and a toggle button.
private struct OrderForm: View {
  @State private var isGift = true
  @State private var isExpress = false
  @State private var isInsured = true

  var body: some View {
    VStack(alignment: .leading) {
      Button("Place order") {}
      Button("Cancel order", role: .destructive) {}
      Button("Note") {}.foregroundColor(.blue)
      Toggle("Gift", isOn: $isGift)
      Toggle("Express", isOn: $isExpress)
      Toggle("Insured", isOn: $isInsured).toggleStyle(.button)
      Button("Help") {}.tint(nil)
    }
    .tint(.green)
  }
}

@MainActor
@Suite struct TintTests {
  /// The foreground colours of the cells of `text` on `screen`, one per character.
  private func colours(of text: String, on screen: TrellisTerminal.Screen) throws
    -> [TerminalColor]
  {
    let lines = screen.plainText.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(lines.firstIndex { $0.contains(text) }, "\(text) not on screen")
    let start = try #require(lines[row].range(of: text)).lowerBound
    let column = lines[row].distance(from: lines[row].startIndex, to: start)
    return (column..<column + text.count).map { screen[$0, row].style.foreground }
  }

  @Test func theTerminalDrawsATintedButtonAndCheckedToggleInTheTint() throws {
    let core = HostCore(root: OrderForm(), width: 40, height: 8)
    let frames = TerminalFrames(core: core, environment: ["TERM": "xterm-256color"])
    _ = frames.nextFrame()
    let screen = try #require(frames.screen)
    #expect(try colours(of: "[ Place order ]", on: screen).allSatisfy { $0 == .green })
    // A destructive button stays red; a label's own colour wins over the tint.
    #expect(try colours(of: "[ Cancel order ]", on: screen).allSatisfy { $0 == .red })
    #expect(try colours(of: "Note", on: screen).allSatisfy { $0 == .blue })
    // A checked checkbox is tinted, an unchecked one is not; the toggle button's brackets are.
    #expect(try colours(of: "[x]", on: screen).allSatisfy { $0 == .green })
    #expect(try colours(of: "[ ] Express", on: screen).allSatisfy { $0 == .default })
    #expect(try colours(of: "[•", on: screen).allSatisfy { $0 == .green })
    #expect(try colours(of: "Insured", on: screen).allSatisfy { $0 == .default })
    // `.tint(nil)` is the host's own colours again.
    #expect(try colours(of: "[ Help ]", on: screen).allSatisfy { $0 == .default })
  }

  @Test func aTintReachesTheElementsAHostReads() throws {
    let core = HostCore(root: OrderForm(), width: 40, height: 8)
    let place = try #require(core.elements.first { $0.kind == .button && $0.text == "Place order" })
    #expect(place.tint == HostColor(red: 0x34 / 255, green: 0xC7 / 255, blue: 0x59 / 255))
    let help = try #require(core.elements.first { $0.kind == .button && $0.text == "Help" })
    #expect(help.tint == nil)
  }

  @Test func theOlderAccentColorTintsAsTintDoes() throws {
    let core = HostCore(
      root: VStack {
        Button("Save") {}
        Button("Plain") {}.accentColor(nil)
      }
      .accentColor(.green), width: 30, height: 4)
    let save = try #require(core.elements.first { $0.kind == .button && $0.text == "Save" })
    #expect(save.tint == HostColor(red: 0x34 / 255, green: 0xC7 / 255, blue: 0x59 / 255))
    let plain = try #require(core.elements.first { $0.kind == .button && $0.text == "Plain" })
    #expect(plain.tint == nil)
    let frames = TerminalFrames(core: core, environment: ["TERM": "xterm-256color"])
    _ = frames.nextFrame()
    let screen = try #require(frames.screen)
    #expect(try colours(of: "[ Save ]", on: screen).allSatisfy { $0 == .green })
  }
}
