import CGtk
@_spi(TrellisHost) import TrellisTerminalHost
@_spi(TrellisHost) import TrellisUI

/// A list's scroll indicator: a vertical scrollbar in the list's last column whose
/// adjustment counts rows.
extension HostedWidget {
  /// Shows how far a list is scrolled: its rows, the ones in view, the first one shown.
  func updateScrollbar() {
    let adjustment = gtk_scrollbar_get_adjustment(gtkOpaque(widget))
    let visible = Double(max(1, element.cellFrame.height))
    let rows = element.listRows
    let offset = Double(rows?.first ?? element.scrollOffset() ?? 0)
    let total = Double(rows?.total ?? Int(offset + visible))
    let page = min(visible, max(total, 1))
    if gtk_adjustment_get_upper(adjustment) != max(total, 1)
      || gtk_adjustment_get_page_size(adjustment) != page
      || gtk_adjustment_get_value(adjustment) != offset
    {
      gtk_adjustment_configure(adjustment, offset, 0, max(total, 1), 1, page, page)
    }
    // Like an overlay scrollbar, it shows only when there is somewhere to scroll.
    let scrolls: gboolean = offset > 0 || total > visible ? 1 : 0
    if gtk_widget_get_visible(widget) != scrolls { gtk_widget_set_visible(widget, scrolls) }
  }
}
