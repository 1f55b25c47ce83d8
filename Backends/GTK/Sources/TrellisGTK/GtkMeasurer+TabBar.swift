import CGtk
@_spi(TrellisHost) import TrellisUI

/// A tab bar is measured as GTK draws it: a switcher of its tabs' buttons (their symbols,
/// titles and badges), measured once per set of tabs (until the desktop's font or text scale
/// changes). The bar takes the width it is offered; this is its natural size.
extension GtkMeasurer {
  func size(of bar: _MeasuredTabBar) -> CGSize {
    if let known = tabBarSizes[bar] { return known }
    let made = HostedWidget.makeTabSwitcher()
    HostedWidget.fillTabs(bar.tabs, stack: made.stack, switcher: made.switcher)
    let size = measureInProbe(made.box)
    g_object_unref(UnsafeMutableRawPointer(made.stack))
    tabBarSizes[bar] = size
    return size
  }
}
