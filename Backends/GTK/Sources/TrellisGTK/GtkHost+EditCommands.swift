import CGtk
@_spi(TrellisHost) import TrellisUI

/// The Edit menu's commands in GTK. On a focused entry they are the entry's own actions
/// (`GtkText`'s `clipboard.cut`, `clipboard.copy`, `clipboard.paste`, `selection.delete` and
/// `selection.select-all`), which act on its selection with the desktop's clipboard, as its
/// keys do; the text a view's Copy or Cut puts on the app's clipboard goes to the desktop's.
extension GtkHost {
  /// Hands the core's field commands to the focused entry and the clipboard's text to the
  /// desktop.
  func followEditCommands() {
    core.nativeFieldEditing = { [weak self] command in
      self?.performOnFocusedEntry(command) ?? false
    }
    core.clipboard.didChange = { clipboard in
      guard let text = clipboard.text, let display = gdk_display_get_default() else { return }
      gdk_clipboard_set_text(gdk_display_get_clipboard(display), text)
    }
  }

  /// The `GtkText` action that carries out `command`.
  static func entryAction(for command: _EditCommand) -> String {
    switch command {
    case .cut: return "clipboard.cut"
    case .copy: return "clipboard.copy"
    case .paste: return "clipboard.paste"
    case .delete: return "selection.delete"
    case .selectAll: return "selection.select-all"
    }
  }

  /// Runs `command` on the widget that has focus in the frontmost window (a sheet's, else the
  /// main one), if it has the action. Returns whether it ran.
  private func performOnFocusedEntry(_ command: _EditCommand) -> Bool {
    let window = modals.last?.window.window ?? main.window
    guard let focus = gtk_window_get_focus(gtkCast(window)) else { return false }
    return gtk_widget_activate_action_variant(focus, Self.entryAction(for: command), nil) != 0
  }
}
