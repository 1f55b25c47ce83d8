import CGtk
@_spi(TrellisHost) import TrellisTerminalHost
@_spi(TrellisHost) import TrellisUI

extension GtkHost {
  /// Gives the main window the scene's `defaultSize` and, as its smallest size, the root
  /// view's `frame(minWidth:minHeight:)`; a point is a GTK (logical) pixel.
  func applySceneSizes() {
    let window = gtkCast(main.window) as UnsafeMutablePointer<GtkWindow>
    if let size = core.windowDefaultSize, size.width > 0, size.height > 0 {
      let width = Int(size.width.rounded())
      let height = Int(size.height.rounded())
      gtk_window_set_default_size(window, Int32(width), Int32(height))
      // The first frame is laid out at that size already, not at the screen's.
      let columns = max(1, width / metrics.columnWidth)
      let rows = max(1, height / metrics.rowHeight)
      if core.cellSize != (columns, rows) { core.resize(width: columns, height: rows) }
    }
    let minimum = core.windowMinimumSize
    guard minimum.width != nil || minimum.height != nil else { return }
    gtk_widget_set_size_request(
      main.window, Int32((minimum.width ?? -1).rounded()), Int32((minimum.height ?? -1).rounded()))
  }
}
