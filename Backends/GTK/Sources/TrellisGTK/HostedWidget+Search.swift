import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// A searchable view's field is a GtkSearchEntry: GTK draws its magnifier and clear icons,
/// assistive technologies read it as a search box, and its Escape ("stop-search") ends the
/// search as `dismissSearch` does. Its suggestions are flat buttons in a popover under it,
/// which leaves focus in the entry (typing goes on) and chooses one on a click.
extension HostedWidget {
  func connectSearchSignals() {
    connect(UnsafeMutableRawPointer(control), "stop-search", Self.onStopSearch, context)
  }

  private static let onStopSearch: SignalHandler = { _, context in
    perform(context) { try $0.element.dismissSearch() }
  }

  /// Shows the suggestions listed under the field now in the popover (rebuilding its
  /// buttons only when their texts change), and hides it when there are none.
  func updateSuggestions() {
    suggestionElements = element.searchSuggestions
    let texts = suggestionElements.map(\.text)
    guard texts != appliedSuggestions else { return }
    appliedSuggestions = texts
    let popover = suggestionsPopover ?? makeSuggestionsPopover()
    let box = gtk_popover_get_child(gtkCast(popover))!
    for button in suggestionButtons {
      trellis_disconnect_handlers(UnsafeMutableRawPointer(button), context)
      gtk_box_remove(gtkCast(box), button)
    }
    suggestionButtons = texts.map { text in
      let button = gtk_button_new_with_label(text)!
      gtk_button_set_has_frame(gtkCast(button), 0)
      if let label = gtk_button_get_child(gtkCast(button)) {
        gtk_label_set_xalign(gtkOpaque(label), 0)
      }
      connect(UnsafeMutableRawPointer(button), "clicked", Self.onSuggestion, context)
      gtk_box_append(gtkCast(box), button)
      return button
    }
    if texts.isEmpty {
      gtk_popover_popdown(gtkCast(popover))
    } else {
      gtk_popover_popup(gtkCast(popover))
    }
  }

  private func makeSuggestionsPopover() -> GtkWidgetPointer {
    let popover = gtk_popover_new()!
    gtk_widget_set_parent(popover, widget)
    // It never takes focus from the entry, nor closes on a click in the window: the search
    // (and so the list) decides when it shows.
    gtk_popover_set_autohide(gtkCast(popover), 0)
    gtk_popover_set_has_arrow(gtkCast(popover), 0)
    gtk_popover_set_position(gtkCast(popover), GTK_POS_BOTTOM)
    gtk_popover_set_child(gtkCast(popover), gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    suggestionsPopover = popover
    return popover
  }

  /// Unparents the popover as the entry goes.
  func removeSuggestions() {
    guard let popover = suggestionsPopover else { return }
    for button in suggestionButtons {
      trellis_disconnect_handlers(UnsafeMutableRawPointer(button), context)
    }
    gtk_widget_unparent(popover)
    suggestionsPopover = nil
    suggestionButtons = []
  }

  private static let onSuggestion: SignalHandler = { button, context in
    perform(context) { hosted in
      guard
        let index = hosted.suggestionButtons.firstIndex(where: {
          UnsafeMutableRawPointer($0) == button
        }), index < hosted.suggestionElements.count
      else { return }
      try hosted.suggestionElements[index].tap()
    }
  }
}
