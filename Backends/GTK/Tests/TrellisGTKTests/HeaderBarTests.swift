import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A stack of two levels, each with its title.
struct Library: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("Shelves")
        NavigationLink("Poetry") {
          Text("Poems").navigationTitle("Poetry")
        }
      }
      .navigationTitle("Library")
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct HeaderBarTests {
  private func title(_ host: GtkHost) -> String {
    String(cString: gtk_window_get_title(gtkCast(host.main.window)))
  }

  private func push(_ host: GtkHost) {
    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
  }

  @Test func theMainWindowHasAHeaderBarWithTheNavigationTitle() {
    let host = GtkTestSupport.host(Library())
    defer { host.close() }
    #expect(gtk_window_get_titlebar(gtkCast(host.main.window)) == host.headerBar.bar)
    #expect(title(host) == "Library")
    #expect(!host.headerBar.showsBack)
    #expect(gtk_widget_get_visible(host.headerBar.backButton) == 0)
    // The stack's own bar takes no room: its view is centred in the whole content.
    let top = host.widgets(.label)[0].treeFrame.y
    let button = host.widgets(.button)[0].treeFrame
    let bottom = Int(host.core.size.height) - (button.y + button.height)
    #expect(abs(top - bottom) <= 1, "\(top) above, \(bottom) below")
  }

  @Test func pushingShowsTheBackButtonAndItGoesBack() {
    let host = GtkTestSupport.host(Library())
    defer { host.close() }
    push(host)
    #expect(title(host) == "Poetry")
    #expect(gtk_widget_get_visible(host.headerBar.backButton) != 0)
    // The header bar's back button stands for the stack's: no widget shows that one.
    #expect(host.widgets(.button).isEmpty)
    #expect(host.widgets(.label).map(labelText) == ["Poems"])
    trellis_emit(host.headerBar.backButton, "clicked")
    GtkTestSupport.settle(host)
    #expect(title(host) == "Library")
    #expect(gtk_widget_get_visible(host.headerBar.backButton) == 0)
    #expect(host.widgets(.label).map(labelText) == ["Shelves"])
  }
}

/// A stack whose pushed view has a field and a button below its (hidden) back button.
struct Notebook: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Open") { NotePage() }
    }
  }
}

struct NotePage: View {
  @State private var text = ""

  var body: some View {
    VStack {
      TextField("Note", text: $text)
      Button("Clear") { text = "" }
    }
    .navigationTitle("Note")
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct HiddenBackButtonTests {
  // The stack's own back button has no widget (the header bar's stands for it): Tab and
  // Shift-Tab go round the field and the button only, and GTK's focus follows each.
  @Test func tabNeverStopsAtTheStacksOwnBackButton() throws {
    let host = GtkTestSupport.host(Notebook())
    defer { host.close() }
    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(host.headerBar.showsBack)
    #expect(host.core.elements.contains { $0.isNavigationBackButton })
    var seen: [String] = []
    for _ in 0..<4 {
      press(host, GDK_KEY_Tab)
      let focused = try #require(host.core.focused)
      #expect(!focused.isNavigationBackButton)
      let widget = try #require(host.main.widget(for: focused))
      #expect(host.main.hasFocus(widget))
      seen.append(focused.placeholder ?? focused.text)
    }
    #expect(seen == ["Note", "Clear", "Note", "Clear"])
    press(host, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK)
    #expect(host.core.focused?.placeholder == "Note")
    press(host, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK)
    #expect(host.core.focused?.text == "Clear")
  }
}

/// An older app's navigation: a `NavigationView` with a detail placeholder and a link pushed by
/// a binding.
struct Preferences: View {
  @State var isShowingAccount = false
  var body: some View {
    NavigationView {
      VStack {
        Text(isShowingAccount ? "Shown" : "Hidden")
        NavigationLink(
          "Account 账户", destination: Text("Signed in").navigationBarTitle("Account"),
          isActive: $isShowingAccount)
      }
      .navigationBarTitle("Preferences")
      Text("Pick a pane")
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct NavigationViewHeaderBarTests {
  private func title(_ host: GtkHost) -> String {
    String(cString: gtk_window_get_title(gtkCast(host.main.window)))
  }

  @Test func aNavigationViewIsAStackInTheHeaderBar() {
    let host = GtkTestSupport.host(Preferences())
    defer { host.close() }
    #expect(title(host) == "Preferences")
    #expect(host.widgets(.label).map(labelText) == ["Hidden"])
    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(title(host) == "Account")
    #expect(gtk_widget_get_visible(host.headerBar.backButton) != 0)
    #expect(host.widgets(.label).map(labelText) == ["Signed in"])
    trellis_emit(host.headerBar.backButton, "clicked")
    GtkTestSupport.settle(host)
    // Going back cleared the binding: the root reads it.
    #expect(title(host) == "Preferences")
    #expect(host.widgets(.label).map(labelText) == ["Hidden"])
  }
}
