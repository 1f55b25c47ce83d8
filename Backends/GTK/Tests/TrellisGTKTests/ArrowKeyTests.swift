import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Controls of every kind beside a strip of tags wider than the window, as a toolbar-like
/// row in an app would hold them.
struct TagEditor: View {
  @State private var note = ""
  @State private var volume = 0.5
  @State private var copies = 1

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Button("Save") {}
        Button("Share") {}
      }
      TextField("Note", text: $note)
      Slider(value: $volume)
      Stepper("Copies: \(copies)") {
        copies += 1
      } onDecrement: {
        copies -= 1
      }
      ScrollView(.horizontal) {
        HStack { ForEach(0..<40, id: \.self) { Button("Tag \($0)") {} } }
      }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ArrowKeyTests {
  /// Presses `keyval` at the window's key controller; whether the host took it (GTK's own
  /// handling, which moves focus to a neighbour for arrows, runs only when it did not).
  @discardableResult
  private func press(
    _ host: GtkHost, _ keyval: Int32, state: GdkModifierType = GdkModifierType(rawValue: 0)
  )
    -> Bool
  {
    let handled = trellis_emit_key(
      UnsafeMutableRawPointer(host.main.keyController), guint(bitPattern: keyval), state)
    GtkTestSupport.settle(host)
    return handled != 0
  }

  private func focus(_ host: GtkHost, _ match: (HostElement) -> Bool) throws -> HostElement {
    let found = host.core.elements.first(where: match)
    let element = try #require(found)
    try element.focus()
    GtkTestSupport.settle(host)
    return element
  }

  private var tags: (GtkHost) -> Int? {
    { host in host.core.elements.first { $0.text == "Tag 0" }?.scrollOffset(along: .horizontal) }
  }

  // On a button, Left and Right are the host's: focus stays, and the horizontal strip
  // scrolls sideways by points (none of GTK's move-focus runs).
  @Test func leftAndRightOnAButtonKeepFocusAndScrollSideways() throws {
    let host = GtkTestSupport.host(TagEditor())
    defer { host.close() }
    let save = try focus(host) { $0.text == "Save" }
    #expect(press(host, GDK_KEY_Right))
    #expect(host.core.focused?.identity == save.identity)
    #expect(tags(host) == arrowStep)
    #expect(press(host, GDK_KEY_Right))
    #expect(press(host, GDK_KEY_Left))
    #expect(host.core.focused?.identity == save.identity)
    #expect(tags(host) == arrowStep)
    let widget = try #require(host.main.widget(for: save))
    #expect(host.main.hasFocus(widget))
  }

  // With nothing focused, Right scrolls the strip too, and focuses nothing.
  @Test func rightWithNothingFocusedScrollsAndFocusesNothing() {
    let host = GtkTestSupport.host(TagEditor())
    defer { host.close() }
    #expect(press(host, GDK_KEY_Right))
    #expect(host.core.focused == nil)
    #expect(tags(host) == arrowStep)
  }

  // A field's caret, a slider's value: their widgets take Left and Right.
  @Test func aFieldAndASliderKeepTheirArrows() throws {
    let host = GtkTestSupport.host(TagEditor())
    defer { host.close() }
    _ = try focus(host) { $0.placeholder == "Note" }
    #expect(!press(host, GDK_KEY_Left))
    #expect(!press(host, GDK_KEY_Right))
    _ = try focus(host) { $0.kind == .slider }
    #expect(!press(host, GDK_KEY_Right))
    #expect(tags(host) == 0)
  }

  // Alt+Left is the back shortcut's and Ctrl+Right a word move's: not taken here.
  @Test func chordedArrowsAreNotTaken() throws {
    let host = GtkTestSupport.host(TagEditor())
    defer { host.close() }
    _ = try focus(host) { $0.text == "Save" }
    #expect(!press(host, GDK_KEY_Left, state: GDK_ALT_MASK))
    #expect(!press(host, GDK_KEY_Right, state: GDK_CONTROL_MASK))
  }

  // A stepper of − and + buttons steps with Up and Down, as a stepper does on Apple's
  // platforms; focus stays on it, and Left and Right do not move it to a neighbour.
  @Test func upAndDownStepAStepperOfButtons() throws {
    let host = GtkTestSupport.host(TagEditor())
    defer { host.close() }
    let stepper = try focus(host) { $0.kind == .stepper }
    #expect(press(host, GDK_KEY_Up))
    #expect(press(host, GDK_KEY_Up))
    #expect(press(host, GDK_KEY_Down))
    #expect(host.core.elements.contains { $0.text == "Copies: 2" })
    #expect(press(host, GDK_KEY_Right))
    #expect(host.core.focused?.identity == stepper.identity)
  }
}
