import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A popover's presentation shown as a `GtkPopover` pointing at its anchor.
extension WidgetWindow {
  /// Points the popover at the presentation's anchor (in `parent`'s content), on the side
  /// its arrow edge asks for (GTK moves it to the other side when there is no room), at the
  /// size of its box, and shows it if GTK hid it while the presentation refused to go.
  func showPopover(_ presentation: HostPresentation, in parent: WidgetWindow) {
    guard let popover, let anchor = presentation.popoverAnchor else { return }
    var rect = GdkRectangle(
      x: Int32((anchor.minX - parent.origin.x).rounded()),
      y: Int32((anchor.minY - parent.origin.y).rounded()),
      width: max(1, Int32(anchor.width.rounded())), height: max(1, Int32(anchor.height.rounded())))
    gtk_popover_set_pointing_to(gtkCast(popover), &rect)
    let position: GtkPositionType
    switch presentation.popoverArrowEdge {
    case .top: position = GTK_POS_TOP
    case .leading: position = GTK_POS_LEFT
    case .trailing: position = GTK_POS_RIGHT
    case .bottom, nil: position = GTK_POS_BOTTOM
    }
    gtk_popover_set_position(gtkCast(popover), position)
    // A popover that may not be dismissed by a person stays when they click elsewhere.
    gtk_popover_set_autohide(gtkCast(popover), presentation.isInteractiveDismissDisabled ? 0 : 1)
    let box = presentation.box.frame
    gtk_widget_set_size_request(
      fixedWidget, Int32(box.width.rounded()), Int32(box.height.rounded()))
    if gtk_widget_get_visible(popover) == 0 { gtk_popover_popup(gtkCast(popover)) }
  }

  /// Whether the popover is shown now.
  var isPopoverShown: Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }

  /// GTK closed the popover (Escape, a click outside): the presentation is dismissed as a
  /// person dismisses it, and shown again if a view in it refuses that.
  static let onPopoverClosed: SignalHandler = { _, context in
    let window: WidgetWindow = object(from: context)
    MainActor.assumeIsolated {
      guard let host = window.host, let presentation = host.presentation(of: window) else {
        return
      }
      presentation.dismissInteractively()
      host.runPendingUpdate()
      host.requestRender()
    }
  }
}

extension GtkHost {
  /// The popovers shown over `window` (whose focus their widgets share).
  func popovers(in window: WidgetWindow) -> [WidgetWindow] {
    modals.map(\.window).filter { $0 !== window && $0.popover != nil && $0.window == window.window }
  }
}
