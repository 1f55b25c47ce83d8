import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// `pressed` and `released` of a click gesture: the gesture, the number of the press in its
/// run, where (in the widget's pixels), the context.
typealias ClickSignalHandler =
  @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) ->
  Void

extension WidgetWindow {
  /// Presses that no widget takes (a button's or a field's own gesture claims theirs) reach
  /// the views' gestures (HostCore+Pointer.swift): a `GtkGestureClick` reports the press,
  /// with GTK's count of a double click's presses, and its release; a `GtkGestureDrag` the
  /// moves between them and the release of a press that moved (the click gesture gives up
  /// once the pointer moves past GTK's drag threshold). A long press is timed by the core on
  /// the main loop's clock, since each `LongPressGesture` has its own minimum duration and
  /// `GtkGestureLongPress` one for the whole widget.
  func installTapping() -> OpaquePointer {
    let click = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(click, UInt32(GDK_BUTTON_PRIMARY))
    connect(UnsafeMutableRawPointer(click), "pressed", Self.onPressed, context)
    connect(UnsafeMutableRawPointer(click), "released", Self.onReleased, context)
    gtk_widget_add_controller(fixedWidget, click)
    let drag = gtk_gesture_drag_new()!
    gtk_gesture_single_set_button(drag, UInt32(GDK_BUTTON_PRIMARY))
    connect(UnsafeMutableRawPointer(drag), "drag-update", Self.onDragUpdate, context)
    connect(UnsafeMutableRawPointer(drag), "drag-end", Self.onDragEnd, context)
    gtk_widget_add_controller(fixedWidget, drag)
    dragController = drag
    return click
  }

  /// A point of the fixed widget's pixels in the window's points.
  func windowPoint(_ x: Double, _ y: Double) -> CGPoint {
    CGPoint(x: x + origin.x, y: y + origin.y)
  }

  private static let onPressed: ClickSignalHandler = { _, presses, x, y, context in
    let window: WidgetWindow = object(from: context)
    MainActor.assumeIsolated {
      guard let host = window.host else { return }
      window.pressPending = true
      let point = window.windowPoint(x, y)
      window.dragStart = point
      if host.core.pointerDown(at: point, count: Int(presses)) { host.runPendingUpdate() }
    }
  }

  private static let onReleased: ClickSignalHandler = { gesture, presses, x, y, context in
    let window: WidgetWindow = object(from: context)
    // The keys held with the click (Ctrl, Shift), for a click on a selecting list's row.
    let state = gtk_event_controller_get_current_event_state(OpaquePointer(gesture))
    MainActor.assumeIsolated {
      guard let host = window.host else { return }
      let point = window.windowPoint(x, y)
      let core = host.core
      // A release whose press was not reported (emitted alone) is a whole click.
      var acted =
        window.pressPending
        ? core.pointerUp(at: point) : core.tap(at: point, count: Int(presses))
      window.pressPending = false
      if !acted, let list = core.selectionList(at: point) {
        // A click on a row of a selecting list selects it, as in a GtkListBox: Ctrl adds
        // or takes it out, Shift selects the range from the row last clicked.
        acted = list.selectListRow(at: point, WidgetWindow.rowGesture(state))
      }
      if acted || core.hasPendingUpdates { host.runPendingUpdate() }
    }
  }

  /// How a click with `state` held selects a row.
  static func rowGesture(_ state: GdkModifierType) -> _RowSelectionGesture {
    if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { return .toggle }
    if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { return .extend }
    return .replace
  }

  private static let onDragUpdate: PointSignalHandler = { _, dx, dy, context in
    let window: WidgetWindow = object(from: context)
    MainActor.assumeIsolated {
      guard let host = window.host, host.core.isFollowingPointer, let start = window.dragStart
      else { return }
      host.core.pointerMoved(to: CGPoint(x: start.x + dx, y: start.y + dy))
      host.runPendingUpdate()
    }
  }

  private static let onDragEnd: PointSignalHandler = { _, dx, dy, context in
    let window: WidgetWindow = object(from: context)
    MainActor.assumeIsolated {
      guard let host = window.host, let start = window.dragStart else { return }
      window.dragStart = nil
      window.pressPending = false
      guard host.core.isFollowingPointer else { return }
      host.core.pointerUp(at: CGPoint(x: start.x + dx, y: start.y + dy))
      host.runPendingUpdate()
    }
  }

  /// The pointer moved over the content with no button held, or left it (`nil`): views
  /// with hover actions are told (Gestures/Hover.swift).
  func hover(atX x: Double?, y: Double?) {
    guard let host, host.core.wantsHover else { return }
    host.core.hover(at: x.flatMap { x in y.map { windowPoint(x, $0) } })
    if host.core.hasPendingUpdates { host.runPendingUpdate() }
  }
}
