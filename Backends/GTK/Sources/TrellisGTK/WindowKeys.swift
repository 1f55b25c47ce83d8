import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// The keys a window handles itself: in a sheet's or alert's window Escape cancels it (its
/// cancel button, or dismissing it) and Return presses its default button (GTK's default
/// widget); in the main window Escape and Alt+Left go back in a navigation stack.
@MainActor
enum WindowKeys {
  static let cancelTriggers = ["Escape"]
  static let backTriggers = ["Escape", "<Alt>Left"]

  /// Installs the window's shortcuts: a modal window's cancel, the main window's back.
  static func install(on window: WidgetWindow) {
    let triggers = window.isModal ? cancelTriggers : backTriggers
    let handler: GtkShortcutFunc = window.isModal ? onCancel : onBack
    var strings = triggers.map { strdup($0) }
    defer { for string in strings { free(string) } }
    strings.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { pointers in
        trellis_add_shortcuts(
          window.window, pointers.baseAddress, Int32(pointers.count), handler, window.context)
      }
    }
  }

  /// Escape in a sheet's or alert's window.
  private static let onCancel: GtkShortcutFunc = { _, _, context in
    let window: WidgetWindow = object(from: context)
    return MainActor.assumeIsolated {
      guard let host = window.host, let presentation = host.presentation(of: window) else {
        return 0
      }
      presentation.cancel()
      host.runPendingUpdate()
      return 1
    }
  }

  /// Escape or Alt+Left in the main window: back, when a navigation stack can go back.
  private static let onBack: GtkShortcutFunc = { _, _, context in
    let window: WidgetWindow = object(from: context)
    return MainActor.assumeIsolated {
      guard let host = window.host, host.core.navigateBack() else { return 0 }
      host.runPendingUpdate()
      return 1
    }
  }

  /// Makes the presentation's default button the window's default widget, so that Return
  /// (in a field too) presses it.
  static func applyDefault(_ presentation: HostPresentation, in window: WidgetWindow) {
    let hosted = presentation.defaultAction.flatMap { window.widget(for: $0) }
    let current = gtk_window_get_default_widget(gtkCast(window.window))
    guard current != hosted?.control else { return }
    gtk_window_set_default_widget(gtkCast(window.window), hosted?.control)
  }
}
