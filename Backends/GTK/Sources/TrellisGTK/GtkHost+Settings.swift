import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// The desktop's font, text scale and theme, followed as they change: GNOME's text scale
/// and a font chosen in its settings reach GTK as `gtk-xft-dpi` and `gtk-font-name` (from
/// the XSETTINGS manager on X11), a theme as `gtk-theme-name`. GTK restyles the widgets it
/// shows; the host measures again, lays the window out again and brings every widget to its
/// new frame, so that text grows (or shrinks) with the setting instead of being cut. The
/// text scale is also the core's: the views read it as `dynamicTypeSize`, and `@ScaledMetric`
/// values follow it.
extension GtkHost {
  /// The settings whose change changes what text and controls measure.
  static let measuredSettings = ["gtk-font-name", "gtk-xft-dpi", "gtk-theme-name"]

  /// Follows the measured settings from now on (`stopFollowingWindowState()` disconnects).
  func followMeasuredSettings() {
    core.setTextScale(Self.textScale)
    guard let settings = gtk_settings_get_default() else { return }
    for name in Self.measuredSettings {
      connect(UnsafeMutableRawPointer(settings), "notify::\(name)", Self.onMeasuredSetting, context)
    }
  }

  private static let onMeasuredSetting: NotifyHandler = { _, _, context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated { host.scheduleRemeasure() }
  }

  /// Settings often change together (a font and its size, a scale and its hinting): one
  /// re-measure runs after them, before GTK draws the next frame.
  private func scheduleRemeasure() {
    guard remeasureSource == nil else { return }
    remeasureSource = g_idle_add_full(
      Int32(G_PRIORITY_HIGH_IDLE) + 5, Self.onRemeasure, context, nil)
  }

  private static let onRemeasure: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = {
    context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated {
      host.remeasureSource = nil
      host.remeasure()
    }
    return 0
  }

  /// Measures again in the settings of now and shows the new layout.
  func remeasure() {
    core.setTextScale(Self.textScale)
    measurer.reload()
    core.measurementsDidChange()
    invalidateWidgets()
  }

  /// The desktop's text scale: `gtk-xft-dpi` (1024ths of a dot per inch) over 96 dpi, which
  /// is how GNOME's "Large Text" and its text scaling factor reach GTK; 1 while it is unset.
  static var textScale: Double {
    let dpi = trellis_settings_int("gtk-xft-dpi")
    return dpi > 0 ? Double(dpi) / (96 * 1024) : 1
  }
}
