import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// The keys a window handles itself: in a sheet's or alert's window Escape cancels it (its
/// cancel button, or dismissing it), from a field too, and Return presses its default button
/// (GTK's default widget); in the main window Alt+Left goes back in a navigation stack, and
/// so does Escape unless a field is being edited: as on Apple's platforms, Escape in a field
/// never takes the view (and what was typed in its state) away.
///
/// In a sheet holding a navigation stack with a pushed view, Alt+Left goes back, and so does
/// Escape, as in GNOME (an `AdwNavigationView` in a dialog pops on Escape; the dialog closes
/// on Escape at the stack's root). macOS would dismiss the whole sheet instead; on the GNOME
/// desktop the nearer step back loses less.
@MainActor
enum WindowKeys {
  /// Installs the window's shortcuts: a modal window's cancel, the main window's back.
  static func install(on window: WidgetWindow) {
    let shortcuts: [(trigger: String, handler: GtkShortcutFunc)] =
      window.isModal
      ? [("Escape", onCancel), ("<Alt>Left", onBack)]
      : [("Escape", onEscapeBack), ("<Alt>Left", onBack)]
    for (trigger, handler) in shortcuts {
      var string = strdup(trigger)
      defer { free(string) }
      withUnsafePointer(to: &string) { pointer in
        pointer.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: 1) { triggers in
          trellis_add_shortcuts(window.window, triggers, 1, handler, window.context)
        }
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
      if window.headerBar?.showsBack == true, goBack(in: window) { return 1 }
      presentation.cancel()
      host.runPendingUpdate()
      return 1
    }
  }

  /// Alt+Left: back, when a navigation stack in the window can go back.
  private static let onBack: GtkShortcutFunc = { _, _, context in
    let window: WidgetWindow = object(from: context)
    return MainActor.assumeIsolated { goBack(in: window) ? 1 : 0 }
  }

  /// Escape in the main window: back, unless a field is being edited (it keeps its view,
  /// focus and text; Alt+Left still goes back).
  private static let onEscapeBack: GtkShortcutFunc = { _, _, context in
    let window: WidgetWindow = object(from: context)
    return MainActor.assumeIsolated {
      let focused = window.host?.core.focused
      // In a search field Escape ends the search (text cleared, focus taken).
      if let focused, focused.isSearchField, let host = window.host {
        try? focused.dismissSearch()
        host.runPendingUpdate()
        return 1
      }
      let kind = focused?.kind
      if kind == .textField || kind == .secureField { return 1 }
      return goBack(in: window) ? 1 : 0
    }
  }

  private static func goBack(in window: WidgetWindow) -> Bool {
    guard let host = window.host, host.core.navigateBack() else { return false }
    host.runPendingUpdate()
    return true
  }

  /// Makes the presentation's default button the window's default widget, so that Return
  /// (in a field too) presses it.
  static func applyDefault(_ presentation: HostPresentation, in window: WidgetWindow) {
    // A toolbar's confirmation is a button of the header bar (HeaderBar+Toolbar.swift).
    let control = presentation.defaultAction.flatMap {
      window.widget(for: $0)?.control ?? window.headerBar?.toolbar.button(for: $0)
    }
    let current = gtk_window_get_default_widget(gtkCast(window.window))
    guard current != control else { return }
    gtk_window_set_default_widget(gtkCast(window.window), control)
  }
}
