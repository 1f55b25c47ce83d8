import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// `released` of a click gesture: the gesture, the number of the press in its run, where
/// (in the widget's pixels), the context.
typealias ClickSignalHandler =
  @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) ->
  Void

extension WidgetWindow {
  /// Clicks that no widget takes (a button's or a field's own gesture claims theirs) reach
  /// the views' tap gestures (`onTapGesture`): GTK counts a double click's presses.
  func installTapping() -> OpaquePointer {
    let click = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(click, UInt32(GDK_BUTTON_PRIMARY))
    connect(UnsafeMutableRawPointer(click), "released", Self.onReleased, context)
    gtk_widget_add_controller(fixedWidget, click)
    return click
  }

  private static let onReleased: ClickSignalHandler = { gesture, presses, x, y, context in
    let window: WidgetWindow = object(from: context)
    // The keys held with the click (Ctrl, Shift), for a click on a selecting list's row.
    let state = gtk_event_controller_get_current_event_state(OpaquePointer(gesture))
    MainActor.assumeIsolated {
      guard let host = window.host else { return }
      let point = CGPoint(x: x + window.origin.x, y: y + window.origin.y)
      if host.core.tap(at: point, count: Int(presses)) {
        host.runPendingUpdate()
      } else if let list = host.core.selectionList(at: point) {
        // A click on a row of a selecting list selects it, as in a GtkListBox: Ctrl adds
        // or takes it out, Shift selects the range from the row last clicked.
        if list.selectListRow(at: point, WidgetWindow.rowGesture(state)) {
          host.runPendingUpdate()
        }
      }
    }
  }

  /// How a click with `state` held selects a row.
  static func rowGesture(_ state: GdkModifierType) -> _RowSelectionGesture {
    if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { return .toggle }
    if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { return .extend }
    return .replace
  }
}
