import CGtk
import CTrellisGTKShim
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
      Text(scenePhase == .active ? "Phase: active" : "Phase: not active")
    }
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
    #expect(shows(isActive ? "Phase: active" : "Phase: not active", in: host))
  }
}
