import CGtk
@_spi(TrellisHost) import TrellisUI

extension WidgetWindow {
  /// Stacks the widgets of each `GtkFixed` in the layout's drawing order, so that a
  /// background's drawing is under the widgets it decorates and an overlay's over them
  /// whenever either was made, and a view with a higher `zIndex` over those it covers (GTK
  /// gives a click to the widget stacked on top). Only windows that draw shapes, frame group
  /// boxes or move views (`offset`, `position`, `zIndex`) need it: other widgets do not
  /// overlap. Widgets
  /// already in order are not moved.
  func stackInDrawingOrder() {
    guard let core = host?.core,
      core.drawsOverlapping
        || ordered.contains(where: { [.drawing, .picture, .frame].contains($0.kind) })
    else { return }
    let order = core.drawingOrder
    var byFixed: [UnsafeMutablePointer<GtkFixed>: [(rank: Int, widget: GtkWidgetPointer)]] = [:]
    for hosted in ordered {
      let rank = order[hosted.element.identity] ?? Int.max
      byFixed[hosted.parentFixed, default: []].append((rank, hosted.widget))
    }
    // A scroll container's clip is stacked where its container is drawn.
    for (id, clip) in clips {
      byFixed[fixed, default: []].append((order[id] ?? Int.max, clip.scroller))
    }
    for (fixed, entries) in byFixed {
      let wanted = entries.sorted { $0.rank < $1.rank }.map(\.widget)
      let parent = UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkWidget.self)
      guard Self.children(of: parent, among: Set(wanted)) != wanted else { continue }
      // Appended one by one in order: each goes after the ones before it.
      for widget in wanted { gtk_widget_insert_before(widget, parent, nil) }
    }
  }

  /// The children of `parent` that are in `widgets`, in stacking order.
  private static func children(of parent: GtkWidgetPointer, among widgets: Set<GtkWidgetPointer>)
    -> [GtkWidgetPointer]
  {
    var result: [GtkWidgetPointer] = []
    var child = gtk_widget_get_first_child(parent)
    while let current = child {
      if widgets.contains(current) { result.append(current) }
      child = gtk_widget_get_next_sibling(current)
    }
    return result
  }
}
