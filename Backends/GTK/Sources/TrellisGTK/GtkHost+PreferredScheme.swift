import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// `preferredColorScheme(_:)` in a GTK window: the app's GTK settings prefer a dark theme
/// while the views ask for `.dark`, and not while they ask for `.light`; with no preference,
/// the desktop's own value is put back. GTK's settings are the process's, so every window of
/// the app follows, as all of a single-window app's presentations do on Apple's platforms.
extension GtkHost {
  /// Brings the settings in line with the scheme the views ask for now.
  func applyPreferredColorScheme() {
    let wanted = core.preferredColorScheme
    guard wanted != schemeOverride?.applied else { return }
    let desktop = schemeOverride?.desktopPrefersDark ?? trellis_settings_prefer_dark_theme()
    isApplyingScheme = true
    defer { isApplyingScheme = false }
    switch wanted {
    case .dark?: trellis_settings_set_prefer_dark_theme(1)
    case .light?: trellis_settings_set_prefer_dark_theme(0)
    case nil: trellis_settings_set_prefer_dark_theme(desktop)
    }
    schemeOverride = wanted.map { (desktop, $0) }
  }

  /// Puts the desktop's preference back, as the host closes.
  func restoreDesktopColorScheme() {
    guard let schemeOverride else { return }
    isApplyingScheme = true
    trellis_settings_set_prefer_dark_theme(schemeOverride.desktopPrefersDark)
    isApplyingScheme = false
    self.schemeOverride = nil
  }

  /// Whether the desktop prefers a dark theme: its own value, not the app's override of it.
  var desktopPrefersDark: Bool {
    (schemeOverride?.desktopPrefersDark ?? trellis_settings_prefer_dark_theme()) != 0
  }
}
