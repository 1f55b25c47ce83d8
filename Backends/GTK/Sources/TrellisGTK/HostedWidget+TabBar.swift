import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A tab view's bar shown as GTK shows a set of pages: a `GtkStackSwitcher` of its tabs,
/// centred in the bar, over a `GtkStack` of empty pages that is never shown (the tabs'
/// views are widgets of their own, placed where layout put them). Each page's button shows
/// the tab's symbol, title and badge; screen readers read the switcher as a page tab list
/// and its buttons as page tabs named by their titles. The stack's first page has no title,
/// so its button is hidden: it is shown when the selection matches no tab, which leaves no
/// button pressed.
extension HostedWidget {
  /// The bar's widgets: the box placed in the window, the switcher in it, and the stack
  /// the switcher switches (owned by the caller, which lets go of it with
  /// `g_object_unref`).
  static func makeTabSwitcher() -> (
    box: GtkWidgetPointer, switcher: GtkWidgetPointer, stack: GtkWidgetPointer
  ) {
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    let switcher = gtk_stack_switcher_new()!
    gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(switcher, GTK_ALIGN_CENTER)
    gtk_widget_set_hexpand(switcher, 1)
    gtk_box_append(gtkCast(box), switcher)
    let stack = gtk_stack_new()!
    g_object_ref_sink(UnsafeMutableRawPointer(stack))
    // The page shown while no tab is: without a title, the switcher shows no button for it.
    gtk_stack_add_named(gtkOpaque(stack), gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "none")
    gtk_stack_switcher_set_stack(gtkOpaque(switcher), gtkOpaque(stack))
    return (box, switcher, stack)
  }

  /// Gives the stack a page per tab (its old pages removed first), and each page's button
  /// the tab's symbol, title and badge. Returns the pages, in order.
  @discardableResult
  static func fillTabs(
    _ tabs: [_MeasuredTabBar.Tab], stack: GtkWidgetPointer, switcher: GtkWidgetPointer,
    replacing old: [GtkWidgetPointer] = []
  ) -> [GtkWidgetPointer] {
    for page in old { gtk_stack_remove(gtkOpaque(stack), page) }
    var pages: [GtkWidgetPointer] = []
    for (index, tab) in tabs.enumerated() {
      let page = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      // A title the switcher would show as its own; the button's content is set below.
      gtk_stack_add_titled(
        gtkOpaque(stack), page, "tab-\(index)", tab.title.isEmpty ? " " : tab.title)
      pages.append(page)
    }
    // The switcher's buttons are in the pages' order, the hidden "none" one first.
    var button = gtk_widget_get_first_child(switcher).flatMap { gtk_widget_get_next_sibling($0) }
    for tab in tabs {
      guard let current = button else { break }
      gtk_button_set_child(gtkCast(current), tabContent(tab))
      gtk_widget_set_focus_on_click(current, 0)
      if tab.badge != nil { gtk_widget_add_css_class(current, "needs-attention") }
      trellis_accessible_set_text(current, GTK_ACCESSIBLE_PROPERTY_LABEL, tab.title)
      trellis_accessible_set_text(current, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tab.badge)
      button = gtk_widget_get_next_sibling(current)
    }
    return pages
  }

  /// A tab's button content: its symbol's icon, its title and its badge, 6 pixels apart.
  private static func tabContent(_ tab: _MeasuredTabBar.Tab) -> GtkWidgetPointer {
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    if let icon = tab.icon {
      gtk_box_append(gtkCast(box), gtk_image_new_from_icon_name(symbolicIconName(icon)))
    }
    if !tab.title.isEmpty { gtk_box_append(gtkCast(box), gtk_label_new(tab.title)) }
    if let badge = tab.badge {
      let label = gtk_label_new(badge)!
      gtk_widget_add_css_class(label, "error")
      gtk_widget_add_css_class(label, "numeric")
      gtk_box_append(gtkCast(box), label)
    }
    return box
  }

  /// The tabs as the switcher shows them.
  private var shownTabs: [_MeasuredTabBar.Tab] { shownTabBar?.measured.tabs ?? [] }

  /// The bar as the view's item shows it.
  private var shownTabBar: _TabBarItem? {
    guard case .tabBar(let bar)? = shownControl?.kind else { return nil }
    return bar
  }

  /// Brings the switcher's tabs and the selected one up to date.
  func updateTabBar() {
    guard let stack = tabStack else { return }
    let tabs = shownTabs
    if appliedTabs != tabs {
      tabPages = Self.fillTabs(tabs, stack: stack, switcher: control, replacing: tabPages)
      appliedTabs = tabs
    }
    let shown = shownTabBar?.selected.flatMap { tabPages.indices.contains($0) ? $0 : nil }
    let page = shown.map { tabPages[$0] } ?? gtk_stack_get_child_by_name(gtkOpaque(stack), "none")
    if gtk_stack_get_visible_child(gtkOpaque(stack)) != page {
      gtk_stack_set_visible_child(gtkOpaque(stack), page)
    }
  }

  /// The tab whose page a person switched to (a click on its button, or Space or Return on
  /// it) becomes the selection.
  static let onTabSwitched: NotifyHandler = { _, _, context in
    perform(context) { hosted in
      guard let stack = hosted.tabStack,
        let visible = gtk_stack_get_visible_child(gtkOpaque(stack)),
        let index = hosted.tabPages.firstIndex(of: visible),
        index != hosted.element.selectedTabIndex
      else { return }
      try hosted.element.selectTab(at: index)
    }
  }

  /// The button of the selected tab (else the first), which takes focus for the bar.
  var focusedTabButton: GtkWidgetPointer? {
    let buttons = tabButtons
    let index = shownTabBar?.selected ?? 0
    return buttons.indices.contains(index) ? buttons[index] : buttons.first
  }

  /// The switcher's buttons of the tabs, in order (not the hidden one of no tab).
  var tabButtons: [GtkWidgetPointer] {
    var buttons: [GtkWidgetPointer] = []
    var child = gtk_widget_get_first_child(control).flatMap { gtk_widget_get_next_sibling($0) }
    while let button = child {
      buttons.append(button)
      child = gtk_widget_get_next_sibling(button)
    }
    return buttons
  }
}
