import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// An app with commands, whose menus keep the standard About, Minimize, Zoom and Help.
private struct AtlasApp: App {
  var body: some Scene {
    WindowGroup("地図 Atlas") { Text("Maps मानचित्र") }
      .defaultSize(width: 360, height: 240)
      .commands { CommandMenu("Map") { Button("Centre") {} } }
  }
}

/// The standard items in GTK: About and Help show their alerts in a modal window; Minimize
/// and Zoom ask the window manager to minimize and maximize the window (seen on the X root
/// window, where GTK sends those requests; Xvfb runs no window manager to carry them out).
extension WindowLifecycleSuites {
  @MainActor
  @Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
  struct StandardWindowCommandsTests {
    private static let application: UnsafeMutablePointer<GtkApplication> = {
      GtkTestSupport.initialise()
      let application = gtk_application_new(
        "org.trellis.tests.StandardWindowCommands", G_APPLICATION_NON_UNIQUE)!
      let registered = g_application_register(
        UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), nil, nil)
      precondition(registered != 0, "the test application did not register")
      return application
    }()

    private let app = ProcessInfo.processInfo.processName

    private func start() throws -> (GtkAppWindows, GtkHost) {
      let windows = GtkAppWindows(app: HostApp(app: AtlasApp()), application: Self.application)
      windows.start()
      settle(windows)
      let window = try #require(windows.app.frontWindow)
      return (windows, try #require(windows.host(of: window)))
    }

    private func settle(_ windows: GtkAppWindows) {
      for _ in 0..<2 {
        for host in windows.hosts.values { host.core.update() }
        while g_main_context_iteration(nil, 0) != 0 {}
      }
    }

    /// Runs the item at `menu` and `item` (as the window's menu bar names its actions).
    private func activate(_ menu: Int, _ item: Int, in host: GtkHost) {
      gtk_widget_activate_action_variant(
        host.main.window, "trellis-commands.item-\(menu)-\(item)", nil)
    }

    @Test func aboutAndHelpShowTheirAlertsInAModalWindow() throws {
      let (windows, host) = try start()
      defer { windows.close() }
      // The app's menu, first: About, then Quit.
      activate(0, 0, in: host)
      settle(windows)
      var alert = try #require(host.modals.first?.window, "no About alert")
      var texts = alert.ordered.filter { $0.kind == .label }.map(labelText)
      #expect(texts.contains(app), "\(texts)")
      let ok = try #require(alert.ordered.first { $0.kind == .button && $0.element.text == "OK" })
      trellis_emit(ok.widget, "clicked")
      settle(windows)
      #expect(host.modals.isEmpty)
      // Help, the last menu (app, File, Edit, Map, Window, Help).
      activate(5, 0, in: host)
      settle(windows)
      alert = try #require(host.modals.first?.window, "no Help alert")
      texts = alert.ordered.filter { $0.kind == .label }.map(labelText)
      // The runner's long name ends in "…" where the alert's width runs out.
      #expect(
        texts.contains { $0.hasPrefix("Help isn’t available for \(app.prefix(8))") }, "\(texts)")
    }

    @Test func minimizeAndZoomAskTheWindowManager() throws {
      let (windows, host) = try start()
      defer { windows.close() }
      let actions = try #require(host.commandBar.actions)
      // The Window menu, fifth: Minimize and Zoom, enabled where windows can be resized.
      #expect(g_action_group_get_action_enabled(actions, "item-4-0") != 0)
      #expect(g_action_group_get_action_enabled(actions, "item-4-1") != 0)
      let log = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-root-events-\(UUID().uuidString).txt")
      defer { try? FileManager.default.removeItem(at: log) }
      // A listener on the root window, where the requests to the window manager go: xev,
      // started by a shell that returns at once (Foundation's Process, waited for on the
      // main thread, hangs the test runner here), ended by its own timeout or by its id.
      let started = log.path + ".pid"
      let command =
        "timeout 30 stdbuf -oL xev -root -event substructure > '\(log.path)' 2>/dev/null & "
        + "echo $! > '\(started)'"
      #expect(system(command) == 0)
      defer {
        if let text = try? String(contentsOfFile: started, encoding: .utf8),
          let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
          kill(pid, SIGTERM)
        }
        try? FileManager.default.removeItem(atPath: started)
      }
      func waitFor(_ request: String) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
          while g_main_context_iteration(nil, 0) != 0 {}
          let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
          if text.contains("(\(request))") { return true }
          usleep(50_000)
        }
        return false
      }
      // xev says nothing once it listens: give it half a second to select the root's events.
      usleep(500_000)
      activate(4, 1, in: host)
      #expect(waitFor("_NET_WM_STATE"), "Zoom sent no _NET_WM_STATE request")
      activate(4, 0, in: host)
      #expect(waitFor("WM_CHANGE_STATE"), "Minimize sent no WM_CHANGE_STATE request")
    }
  }
}
