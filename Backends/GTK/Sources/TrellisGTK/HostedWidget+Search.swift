import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// A searchable view's field is a GtkSearchEntry: GTK draws its magnifier and clear icons,
/// assistive technologies read it as a search box, and its Escape ("stop-search") ends the
/// search as `dismissSearch` does.
extension HostedWidget {
  func connectSearchSignals() {
    connect(UnsafeMutableRawPointer(control), "stop-search", Self.onStopSearch, context)
  }

  private static let onStopSearch: SignalHandler = { _, context in
    perform(context) { try $0.element.dismissSearch() }
  }
}
