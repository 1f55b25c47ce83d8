import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

struct SignUpForm: View {
  enum Field: Hashable { case name, email }

  @FocusState private var focus: Field?
  @State private var name = ""
  @State private var email = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($focus, equals: .name)
      TextField("Email", text: $email).focused($focus, equals: .email)
      Button("Next") { focus = .email }
      Button("Done") { focus = nil }
      Text("Focus: \(focus.map { "\($0)" } ?? "none")")
    }
  }
}

/// The sign-up form opening with its email field focused (`defaultFocus`).
struct DefaultFocusedSignUp: View {
  @FocusState private var focus: SignUpForm.Field?
  @State private var name = ""
  @State private var email = ""

  var body: some View {
    VStack {
      TextField("नाम", text: $name).focused($focus, equals: .name)
      TextField("メール", text: $email).focused($focus, equals: .email)
      Text("Focus: \(focus.map { "\($0)" } ?? "none")")
    }
    .defaultFocus($focus, .email)
  }
}

/// `@FocusState` is GTK's keyboard focus, both ways: the app moving it grabs the widget's
/// focus, and a person moving it (a click, Tab) updates the state.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct FocusStateTests {
  /// Whether the keyboard focus of `host`'s window is in `widget` (an entry's focus is on the
  /// text inside it).
  private func hasFocus(_ widget: HostedWidget, in host: GtkHost) -> Bool {
    guard let focused = gtk_window_get_focus(gtkCast(host.main.window)) else { return false }
    return focused == widget.widget || gtk_widget_is_ancestor(focused, widget.widget) != 0
  }

  @Test func settingTheFocusStateFocusesTheWidget() {
    let host = GtkTestSupport.host(SignUpForm())
    defer { host.close() }
    let entries = host.widgets(.entry)
    #expect(labelText(host.widgets(.label)[0]) == "Focus: none")
    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(hasFocus(entries[1], in: host))
    #expect(!hasFocus(entries[0], in: host))
    #expect(labelText(host.widgets(.label)[0]) == "Focus: email")
  }

  @Test func focusingAWidgetSetsTheFocusState() {
    let host = GtkTestSupport.host(SignUpForm())
    defer { host.close() }
    let entries = host.widgets(.entry)
    entries[0].grabFocus()
    GtkTestSupport.settle(host)
    #expect(labelText(host.widgets(.label)[0]) == "Focus: name")
    entries[1].grabFocus()
    GtkTestSupport.settle(host)
    #expect(labelText(host.widgets(.label)[0]) == "Focus: email")
    // The widgets stay the ones they were: focus moves, nothing is rebuilt.
    #expect(host.widgets(.entry).map(\.widget) == entries.map(\.widget))
  }

  @Test func clearingTheFocusStateTakesTheFocusFromTheField() {
    let host = GtkTestSupport.host(SignUpForm())
    defer { host.close() }
    let entries = host.widgets(.entry)
    entries[0].grabFocus()
    GtkTestSupport.settle(host)
    #expect(labelText(host.widgets(.label)[0]) == "Focus: name")
    trellis_emit(host.widgets(.button)[1].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(labelText(host.widgets(.label)[0]) == "Focus: none")
    #expect(!entries.contains { hasFocus($0, in: host) })
    #expect(host.core.focused == nil)
  }

  @Test func aDefaultFocusFocusesItsFieldAsTheWindowOpens() {
    let host = GtkTestSupport.host(DefaultFocusedSignUp())
    defer { host.close() }
    GtkTestSupport.settle(host)
    let entries = host.widgets(.entry)
    #expect(entries.count == 2)
    #expect(hasFocus(entries[1], in: host))
    #expect(!hasFocus(entries[0], in: host))
    #expect(labelText(host.widgets(.label)[0]) == "Focus: email")
  }
}
