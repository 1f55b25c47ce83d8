import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `keyboardShortcut` and its types, as Apple's: the named shortcuts, Command by default,
/// the nearest modifier winning, and `nil` removing one.
@MainActor
@Suite struct KeyboardShortcutTests {
  @Test func theNamedShortcutsAreReturnAndEscapeWithoutModifiers() {
    #expect(KeyboardShortcut.defaultAction.key == .return)
    #expect(KeyboardShortcut.defaultAction.modifiers == [])
    #expect(KeyboardShortcut.cancelAction.key == .escape)
    #expect(KeyEquivalent.return.character == "\r")
    #expect(KeyEquivalent("s") == "s")
    #expect(KeyboardShortcut("s").modifiers == .command)
    #expect(EventModifiers.all.contains([.shift, .control, .option, .command]))
  }

  struct Buttons: View {
    var body: some View {
      VStack {
        Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift])
        Button("Open") {}.keyboardShortcut(.defaultAction).keyboardShortcut(.cancelAction)
        Button("Plain") {}.keyboardShortcut(nil).keyboardShortcut(.defaultAction)
        Button("None") {}
      }
    }
  }

  @Test func aButtonKeepsTheShortcutNearestToIt() {
    let core = HostCore(root: Buttons(), width: 30, height: 8)
    let buttons = core.elements.filter { $0.kind == .button }
    let shortcuts = Dictionary(uniqueKeysWithValues: buttons.map { ($0.text, $0.keyboardShortcut) })
    #expect(shortcuts["Save"] == KeyboardShortcut("s", modifiers: [.command, .shift]))
    #expect(shortcuts["Open"] == .defaultAction)
    #expect(shortcuts["Plain"] == .some(nil))
    #expect(shortcuts["None"] == .some(nil))
  }

  struct Styled: View {
    var body: some View {
      VStack {
        Button("Go") {}.buttonStyle(.borderedProminent)
        Button("Drop", role: .destructive) {}
        HStack { Button("Flat") {} }.buttonStyle(.plain)
      }
    }
  }

  @Test func hostsReadTheButtonsRoleAndStyle() {
    let core = HostCore(root: Styled(), width: 30, height: 8)
    let buttons = Dictionary(
      uniqueKeysWithValues: core.elements.filter { $0.kind == .button }.map { ($0.text, $0) })
    #expect(buttons["Go"]?.buttonStyle == .borderedProminent)
    #expect(buttons["Drop"]?.buttonRole == .destructive)
    #expect(buttons["Drop"]?.buttonStyle == .automatic)
    #expect(buttons["Flat"]?.buttonStyle == .plain)
    #expect(buttons["Go"]?.buttonRole == nil)
  }

  struct SizedApp: App {
    var body: some Scene {
      WindowGroup("Sized") {
        Text("Hello").frame(minWidth: 300, minHeight: 200)
      }
      .defaultSize(width: 640, height: 480)
    }
  }

  @Test func aHostReadsTheScenesDefaultSizeAndTheRootsMinimum() {
    let core = HostCore(app: SizedApp(), width: 40, height: 10)
    #expect(core.windowDefaultSize == CGSize(width: 640, height: 480))
    #expect(core.windowMinimumSize.width == 300)
    #expect(core.windowMinimumSize.height == 200)
    #expect(core.windowTitle == "Sized")
    let plain = HostCore(root: Text("Hello"), width: 40, height: 10)
    #expect(plain.windowDefaultSize == nil)
    #expect(plain.windowMinimumSize.width == nil)
  }
}
