import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// A navigation split view's columns side by side: a GtkPaned for two, nested in the end
/// of another for three. Its panes are empty groups named by their columns' titles, behind
/// the columns' own widgets; its handles sit on the layout's dividers, and dragging one
/// sets the width of the column before it.
extension HostedWidget {
  /// The outer paned, the panes' groups, and the paneds from the outermost in.
  static func makePaned(paneCount: Int) -> (
    widget: GtkWidgetPointer, panes: [GtkWidgetPointer], paneds: [GtkWidgetPointer]
  ) {
    let panes = (0..<max(2, paneCount)).map { _ in
      trellis_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)!
    }
    var paneds: [GtkWidgetPointer] = []
    // Built from the trailing end: the last two panes share the innermost paned.
    var end = panes[panes.count - 1]
    for pane in panes.dropLast().reversed() {
      let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
      gtk_paned_set_wide_handle(gtkOpaque(paned), 0)
      gtk_paned_set_start_child(gtkOpaque(paned), pane)
      gtk_paned_set_end_child(gtkOpaque(paned), end)
      // The start pane keeps its width when the paned's changes: only the layout and a
      // person's drag move a handle.
      gtk_paned_set_resize_start_child(gtkOpaque(paned), 0)
      gtk_paned_set_shrink_start_child(gtkOpaque(paned), 1)
      gtk_paned_set_shrink_end_child(gtkOpaque(paned), 1)
      gtk_widget_set_focusable(paned, 0)
      paneds.insert(paned, at: 0)
      end = paned
    }
    return (paneds[0], panes, paneds)
  }

  /// Puts each handle where the layout put its divider and names each pane by its column.
  func updatePaned() {
    let spans = element.navigationSplitColumnSpans
    let titles = element.navigationSplitColumnTitles
    for (index, paned) in splitPaneds.enumerated() where index < spans.count {
      let position = Int32(spans[index].upperBound - spans[index].lowerBound)
      if gtk_paned_get_position(gtkOpaque(paned)) != position {
        gtk_paned_set_position(gtkOpaque(paned), position)
      }
    }
    for (index, pane) in splitPanes.enumerated() {
      let title = index < titles.count ? titles[index] : ""
      trellis_accessible_set_text(pane, GTK_ACCESSIBLE_PROPERTY_LABEL, title)
    }
  }

  /// Follows the handles a person drags.
  func connectPanedSignals() {
    for paned in splitPaneds {
      let instance = UnsafeMutableRawPointer(paned)
      connect(instance, "notify::position", Self.onPanedMoved, context)
      extraSignalSources.append(instance)
    }
  }

  private static let onPanedMoved: NotifyHandler = { instance, _, context in
    perform(context) { hosted in
      guard let instance,
        let index = hosted.splitPaneds.firstIndex(where: { UnsafeMutableRawPointer($0) == instance }
        )
      else { return }
      let position = gtk_paned_get_position(gtkOpaque(hosted.splitPaneds[index]))
      hosted.element.dragNavigationSplitDivider(after: index, to: CGFloat(position))
    }
  }
}
