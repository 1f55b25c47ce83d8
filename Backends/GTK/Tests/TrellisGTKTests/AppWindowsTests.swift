import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A journal app with a group of pages, a single window and settings; its model is shared
/// by every window, each page's count is its own.
enum Journal {
  @MainActor final class Shelf: ObservableObject {
    @Published var pages = 1
  }

  struct Page: View {
    @EnvironmentObject var shelf: Shelf
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @State private var count = 0

    var body: some View {
      VStack {
        Text("Count \(count) of \(shelf.pages) pages")
        Button("Add") { count += 1 }
        Button("New page") {
          shelf.pages += 1
          openWindow(id: "page")
        }
        Button("Index") { openWindow(id: "index") }
        Button("Close") { dismissWindow() }
      }
    }
  }

  struct JournalApp: App {
    @StateObject private var shelf = Shelf()

    var body: some Scene {
      WindowGroup("पृष्ठ 頁", id: "page") {
        Page().environmentObject(shelf)
      }
      .defaultSize(width: 360, height: 240)
      Window("Index", id: "index") { Text("The index") }
      Settings { Text("Journal settings") }
    }
  }
}

/// An app's windows are `GtkWindow`s of the one application: each opens, shows its own
/// state and closes on its own; the settings open with Ctrl+comma.
extension WindowLifecycleSuites {
  @MainActor
  @Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
  struct AppWindowsTests {
    private static var openedSettings = 0
    private static let application: UnsafeMutablePointer<GtkApplication> = {
      GtkTestSupport.initialise()
      let application = gtk_application_new(
        "org.trellis.tests.AppWindows", G_APPLICATION_NON_UNIQUE)!
      let registered = g_application_register(
        UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), nil, nil)
      precondition(registered != 0, "the test application did not register")
      return application
    }()

    private func start() -> GtkAppWindows {
      let windows = GtkAppWindows(
        app: HostApp(app: Journal.JournalApp()), application: Self.application)
      ApplicationActions.installPreferences(on: Self.application) { [weak windows] in
        windows?.app.openSettings()
      }
      windows.start()
      settle(windows)
      return windows
    }

    private func settle(_ windows: GtkAppWindows) {
      for host in windows.hosts.values { host.core.update() }
      while g_main_context_iteration(nil, 0) != 0 {}
      for host in windows.hosts.values { host.core.update() }
      while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// The application's windows, as the desktop sees them.
    private func gtkWindows() -> [UnsafeMutableRawPointer] {
      var windows: [UnsafeMutableRawPointer] = []
      var node = gtk_application_get_windows(Self.application)
      while let current = node {
        if let window = current.pointee.data,
          gtk_widget_get_visible(window.assumingMemoryBound(to: GtkWidget.self)) != 0
        {
          windows.append(window)
        }
        node = current.pointee.next
      }
      return windows
    }

    private func title(_ window: UnsafeMutableRawPointer) -> String {
      String(cString: gtk_window_get_title(window.assumingMemoryBound(to: GtkWindow.self)))
    }

    private func press(_ title: String, in host: GtkHost) throws {
      let button = try #require(
        host.widgets(.button).first { $0.element.text == title }, "no button \(title)")
      trellis_emit(button.widget, "clicked")
    }

    private func shows(_ host: GtkHost, _ text: String) -> Bool {
      host.core.elements.contains { $0.text == text }
    }

    private func hosts(_ windows: GtkAppWindows) -> [GtkHost] {
      windows.app.windows.compactMap { windows.host(of: $0) }
    }

    @Test func theFirstGroupOpensAsAWindowTitledByItsScene() throws {
      let windows = start()
      defer { windows.close() }
      #expect(gtkWindows().count == 1)
      #expect(gtkWindows().map(title) == ["पृष्ठ 頁"])
      let host = try #require(hosts(windows).first)
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_window_get_default_size(gtkCast(host.main.window), &width, &height)
      #expect(width == 360 && height == 240)
    }

    @Test func twoWindowsOfAGroupAreTwoGtkWindowsWithTheirOwnState() throws {
      let windows = start()
      defer { windows.close() }
      let first = try #require(hosts(windows).first)
      try press("Add", in: first)
      settle(windows)
      try press("New page", in: first)
      settle(windows)
      #expect(gtkWindows().count == 2)
      let second = try #require(hosts(windows).last)
      #expect(second !== first)
      // The second window's own state starts afresh; the first keeps its count.
      #expect(shows(second, "Count 0 of 2 pages"))
      #expect(shows(first, "Count 1 of 2 pages"))
      // The window that opened is the active one.
      #expect(
        gtk_application_get_active_window(Self.application).map { UnsafeMutableRawPointer($0) }
          == UnsafeMutableRawPointer(second.main.window))
    }

    @Test func closingOneWindowLeavesTheOtherWithItsState() throws {
      let windows = start()
      defer { windows.close() }
      let first = try #require(hosts(windows).first)
      try press("Add", in: first)
      try press("New page", in: first)
      settle(windows)
      let second = try #require(hosts(windows).last)
      // The second window's close button (the window manager's close request).
      gtk_window_close(gtkCast(second.main.window))
      settle(windows)
      #expect(gtkWindows() == [UnsafeMutableRawPointer(first.main.window)])
      #expect(windows.app.windows.count == 1)
      #expect(shows(first, "Count 1 of 2 pages"))
      // Its own Close button (dismissWindow) closes the last one, and the app ends.
      var ended = false
      windows.didCloseLast = { ended = true }
      try press("Close", in: first)
      settle(windows)
      #expect(gtkWindows().isEmpty)
      #expect(ended)
    }

    @Test func aWindowSceneIsBroughtForwardRatherThanOpenedAgain() throws {
      let windows = start()
      defer { windows.close() }
      let first = try #require(hosts(windows).first)
      try press("Index", in: first)
      settle(windows)
      try press("Index", in: first)
      settle(windows)
      #expect(gtkWindows().count == 2)
      #expect(gtkWindows().map(title).sorted() == ["Index", "पृष्ठ 頁"])
    }

    @Test func ctrlCommaOpensTheSettingsOnce() throws {
      let windows = start()
      defer { windows.close() }
      let first = try #require(hosts(windows).first)
      TrellisGTKTests.press(first, GDK_KEY_comma, GDK_CONTROL_MASK)
      settle(windows)
      #expect(windows.app.frontWindow?.isSettings == true)
      #expect(gtkWindows().count == 2)
      TrellisGTKTests.press(first, GDK_KEY_comma, GDK_CONTROL_MASK)
      settle(windows)
      #expect(gtkWindows().count == 2)
      let settings = try #require(hosts(windows).last)
      #expect(shows(settings, "Journal settings"))
    }
  }
}
