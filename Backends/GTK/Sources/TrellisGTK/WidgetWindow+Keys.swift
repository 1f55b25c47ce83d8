import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// A key controller's `key-pressed` handler: keyval, keycode, modifier state, context.
typealias KeySignalHandler =
  @convention(c) (
    UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?
  ) -> gboolean

extension WidgetWindow {
  /// Tab and Shift-Tab go through every control of the window, as in the other hosts: those
  /// scrolled out of view and those in lazy rows not built yet too, which GTK's own focus
  /// chain (the widgets shown) cannot reach. PageUp and PageDown scroll the list or scroll
  /// view around focus by a page; Home and End, outside a text entry, to its start and end;
  /// Up and Down, unless the focused control uses them (a field, slider or stepper), by a
  /// row or a line. None of them moves focus (GTK's arrows would move it to a neighbour).
  /// Other keys go to the widgets.
  func installKeys() -> OpaquePointer {
    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(keys), "key-pressed", Self.onKey, context)
    gtk_widget_add_controller(window, keys)
    return keys
  }

  private static let onKey: KeySignalHandler = { _, keyval, _, state, context in
    let window: WidgetWindow = object(from: context)
    return MainActor.assumeIsolated {
      guard let host = window.host else { return 0 }
      let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
      let core = host.core
      let focused = core.focused
      let inEntry = focused?.kind == .textField || focused?.kind == .secureField
      let usesArrows = inEntry || focused?.kind == .slider || focused?.kind == .stepper
      let target = focused?.scrollContainer() ?? core.scrollContainers.first
      switch Int32(bitPattern: keyval) {
      case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab:
        core.moveFocus(backward: shift || Int32(bitPattern: keyval) == GDK_KEY_ISO_Left_Tab)
      case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down:
        try? target?.scroll(pages: 1)
      case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up:
        try? target?.scroll(pages: -1)
      case GDK_KEY_Home where !inEntry, GDK_KEY_KP_Home where !inEntry:
        try? target?.scrollToEdge(end: false)
      case GDK_KEY_End where !inEntry, GDK_KEY_KP_End where !inEntry:
        try? target?.scrollToEdge(end: true)
      case GDK_KEY_Down where !usesArrows, GDK_KEY_KP_Down where !usesArrows:
        try? target.map { try $0.scroll(by: $0.listRows == nil ? arrowStep : 1) }
      case GDK_KEY_Up where !usesArrows, GDK_KEY_KP_Up where !usesArrows:
        try? target.map { try $0.scroll(by: $0.listRows == nil ? -arrowStep : -1) }
      default:
        return 0
      }
      host.runPendingUpdate()
      return 1
    }
  }
}

/// How far Up or Down scrolls a scroll view, in points: about a line of body text.
let arrowStep = scrollStep / 3
