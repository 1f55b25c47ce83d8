import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// The theme's colour scheme, decided from GTK's settings (no display needed).
@Suite struct GtkAppearanceTests {
  @Test(
    arguments: [
      (false, "Adwaita", nil, ColorScheme.light), (true, "Adwaita", nil, .dark),
      (false, "Adwaita-dark", nil, .dark), (false, "Yaru-Dark", nil, .dark),
      (false, "Adwaita", "Adwaita:dark", .dark), (false, "Adwaita-dark", "Adwaita", .light),
      (false, "Adwaita", "", .light), (false, nil, nil, .light), (false, "Darkness", nil, .light),
    ] as [(Bool, String?, String?, ColorScheme)])
  func theSettingsDecide(prefersDark: Bool, theme: String?, override: String?, scheme: ColorScheme)
  {
    #expect(
      GtkAppearance.colorScheme(prefersDark: prefersDark, themeName: theme, themeOverride: override)
        == scheme)
  }
}

struct SchemeAndPhase: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    VStack {
      Text(colorScheme == .dark ? "Scheme: dark" : "Scheme: light")
      Text("Phase: \(describe(scenePhase))")
    }
  }

  private func describe(_ phase: ScenePhase) -> String {
    switch phase {
    case .active: return "active"
    case .inactive: return "inactive"
    case .background: return "background"
    @unknown default: return "unknown"
    }
  }
}

/// A reading page whose theme the reader picks, kept in an object off screen.
@MainActor final class ReaderTheme {
  var scheme: ColorScheme? = .dark
}

struct NightReading: View {
  let theme: ReaderTheme
  @State private var scheme: ColorScheme?
  @Environment(\.colorScheme) private var colorScheme

  init(theme: ReaderTheme) {
    self.theme = theme
    _scheme = State(initialValue: theme.scheme)
  }

  var body: some View {
    VStack {
      Text(colorScheme == .dark ? "Scheme: dark" : "Scheme: light")
      Text("रात्रि क्षण 夜の読書 🌙")
      Button("Follow the desktop") {
        scheme = nil
        theme.scheme = nil
      }
    }
    .preferredColorScheme(scheme)
  }
}

/// The window's environment in a GTK window: the scheme follows the settings as a desktop's
/// dark mode changes them, and the phase follows whether the window is the active one.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct WindowStateTests {
  private func shows(_ text: String, in host: GtkHost) -> Bool {
    host.core.elements.contains { $0.text == text }
  }

  @Test func theSchemeFollowsTheSettingsPreferenceForDark() {
    let before = trellis_settings_prefer_dark_theme()
    defer { trellis_settings_set_prefer_dark_theme(before) }
    trellis_settings_set_prefer_dark_theme(0)
    let host = GtkTestSupport.host(SchemeAndPhase())
    defer { host.close() }
    #expect(shows("Scheme: light", in: host))
    trellis_settings_set_prefer_dark_theme(1)
    GtkTestSupport.settle(host)
    #expect(host.core.colorScheme == .dark)
    #expect(shows("Scheme: dark", in: host))
    trellis_settings_set_prefer_dark_theme(0)
    GtkTestSupport.settle(host)
    #expect(shows("Scheme: light", in: host))
  }

  /// How light a label's text is drawn (0 black, 1 white): light text on a dark theme.
  private func textLightness(_ widget: HostedWidget) -> Float {
    var color = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(widget.widget), &color)
    return (color.red + color.green + color.blue) / 3
  }

  // `.preferredColorScheme(.dark)` on the root, on a light desktop: the views read dark,
  // GTK draws the window dark (light text), the desktop's own scheme is still light; with
  // no preference the window follows the desktop again, and closing puts its value back.
  @Test func aPreferredDarkSchemeMakesTheWindowDark() throws {
    let before = trellis_settings_prefer_dark_theme()
    defer { trellis_settings_set_prefer_dark_theme(before) }
    trellis_settings_set_prefer_dark_theme(0)
    let light = GtkTestSupport.host(SchemeAndPhase())
    let lightText = try #require(light.widgets(.label).first).widget
    var lightColor = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(lightText), &lightColor)
    light.close()

    let theme = ReaderTheme()
    let host = GtkTestSupport.host(NightReading(theme: theme))
    #expect(shows("Scheme: dark", in: host))
    #expect(host.core.colorScheme == .dark)
    #expect(host.core.systemColorScheme == .light, "the desktop is still light")
    #expect(trellis_settings_prefer_dark_theme() != 0)
    let label = try #require(host.widgets(.label).first)
    #expect(textLightness(label) > 0.7, "dark theme: light text")
    #expect((lightColor.red + lightColor.green + lightColor.blue) / 3 < 0.3)

    let follow = try #require(host.widgets(.button).first)
    trellis_emit(follow.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(theme.scheme == nil)
    #expect(shows("Scheme: light", in: host))
    #expect(trellis_settings_prefer_dark_theme() == 0)
    #expect(textLightness(try #require(host.widgets(.label).first)) < 0.3)
    host.close()
    #expect(trellis_settings_prefer_dark_theme() == 0)

    // Closed while the app's preference holds, the desktop's value comes back.
    let second = GtkTestSupport.host(NightReading(theme: ReaderTheme()))
    #expect(trellis_settings_prefer_dark_theme() != 0)
    second.close()
    #expect(trellis_settings_prefer_dark_theme() == 0)
  }

  @Test func aClosedHostNoLongerFollowsTheSettings() {
    let before = trellis_settings_prefer_dark_theme()
    defer { trellis_settings_set_prefer_dark_theme(before) }
    trellis_settings_set_prefer_dark_theme(0)
    let host = GtkTestSupport.host(SchemeAndPhase())
    host.close()
    // Would reach the closed host's core (and crash on its torn-down windows) if still
    // connected.
    trellis_settings_set_prefer_dark_theme(1)
    while g_main_context_iteration(nil, 0) != 0 {}
    #expect(host.core.systemColorScheme == .light)
  }

  @Test func thePhaseIsWhetherTheWindowIsActive() {
    let host = GtkTestSupport.host(SchemeAndPhase())
    defer { host.close() }
    let window = UnsafeMutableRawPointer(host.main.window)
    g_object_notify(window.assumingMemoryBound(to: GObject.self), "is-active")
    GtkTestSupport.settle(host)
    let isActive = gtk_window_is_active(gtkCast(host.main.window)) != 0
    #expect(host.core.scenePhase == (isActive ? .active : .inactive))
    #expect(shows(isActive ? "Phase: active" : "Phase: inactive", in: host))
  }

  /// Runs GTK's pending work until `condition` holds, for at most five seconds (events from
  /// another X client arrive in their own time).
  private func settle(_ host: GtkHost, until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(5)
    GtkTestSupport.settle(host)
    while !condition() && Date() < deadline {
      usleep(10_000)
      GtkTestSupport.settle(host)
    }
  }

  // No window manager runs under Xvfb, so xdotool does to the window what one does when it
  // minimises a window on X11: it unmaps it, and GDK reports the toplevel minimised. The app
  // hiding its own window puts it in the background too.
  @Test func thePhaseIsBackgroundWhileTheWindowIsMinimisedOrHidden() throws {
    let host = GtkTestSupport.host(SchemeAndPhase())
    defer { host.close() }
    let title = "phase \(UUID().uuidString)"
    gtk_window_set_title(gtkCast(host.main.window), title)
    GtkTestSupport.settle(host)
    let window = try #require(
      try xdotool(["search", "--sync", "--name", title]).split(separator: "\n").first.map(
        String.init))
    _ = try xdotool(["windowfocus", "--sync", window])
    settle(host) { host.core.scenePhase == .active }
    #expect(shows("Phase: active", in: host))

    _ = try xdotool(["windowunmap", "--sync", window])
    settle(host) { host.core.scenePhase == .background }
    let surface = try #require(gtk_native_get_surface(OpaquePointer(host.main.window)))
    #expect(gdk_toplevel_get_state(surface).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0)
    #expect(shows("Phase: background", in: host))

    _ = try xdotool(["windowmap", "--sync", window])
    _ = try xdotool(["windowfocus", "--sync", window])
    settle(host) { host.core.scenePhase == .active }
    #expect(shows("Phase: active", in: host))

    gtk_widget_set_visible(host.main.window, 0)
    settle(host) { host.core.scenePhase == .background }
    #expect(shows("Phase: background", in: host))
    gtk_window_present(gtkCast(host.main.window))
    settle(host) { host.core.scenePhase != .background }
    #expect(host.core.scenePhase != .background)
  }

  /// Runs xdotool on the test's display; its output.
  private func xdotool(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdotool"] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// The phase each state of a window gives.
@Suite struct GtkScenePhaseTests {
  @Test(
    arguments: [
      (true, false, true, ScenePhase.active), (true, false, false, .inactive),
      (true, true, true, .background), (true, true, false, .background),
      (false, false, true, .background), (false, false, false, .background),
    ] as [(Bool, Bool, Bool, ScenePhase)])
  func theWindowsStateDecides(isShown: Bool, isMinimized: Bool, isActive: Bool, phase: ScenePhase) {
    #expect(
      GtkScenePhase.phase(isShown: isShown, isMinimized: isMinimized, isActive: isActive) == phase)
  }
}
