import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// A window's toolbar items as GNOME shows them: in the header bar (leading, cancellation
/// and navigation items at its start, the principal item as its title widget, the others
/// at its end) and in a `GtkActionBar` at the bottom of the window (bottom bar, status and
/// keyboard items). Buttons are native `GtkButton`s (a confirmation is a suggested action,
/// a destructive item a destructive action) named by their titles for assistive
/// technologies; texts are labels. Every other control (a picker, a toggle, a menu, a
/// field, a slider, a stepper, a date picker) and every progress view is the element's own
/// ``HostedWidget``, the one the content would show, made, updated and taken down the same
/// way and packed in the bar at its natural size: a person's choice in it reaches its
/// element as it does in the content. The items' own views take no room in the window's
/// layout (the host's metrics say its chrome shows toolbars) and have no widget there.
@MainActor
final class ToolbarChrome {
  /// How the chrome shows an item: its own button or label, or the element's hosted widget
  /// of a kind.
  enum Look: Equatable {
    case button, text
    case hosted(WidgetKind)
  }

  /// One widget the chrome shows, as an element asks for it.
  struct Entry: Equatable {
    let identity: ObjectIdentifier
    let look: Look
    let text: String
    let iconName: String?
    let region: _ToolbarRegion
    let styleClass: String?
    let isEnabled: Bool

    var isButton: Bool { look == .button }
  }

  /// What a button's `clicked` signal needs: the chrome and the element to press.
  @MainActor final class Target {
    weak var chrome: ToolbarChrome?
    let identity: ObjectIdentifier
    init(chrome: ToolbarChrome, identity: ObjectIdentifier) {
      self.chrome = chrome
      self.identity = identity
    }
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
  }

  private let headerBar: HeaderBar
  private let window: GtkWidgetPointer
  weak var host: GtkHost?
  /// The elements the chrome shows now, to find the one a click presses.
  private var elements: [HostElement] = []
  private var applied: [Entry] = []
  private var widgets: [(entry: Entry, widget: GtkWidgetPointer, target: Target?)] = []
  /// The hosted widgets of the items shown with them, by their elements' identities.
  private(set) var hostedWidgets: [ObjectIdentifier: HostedWidget] = [:]
  /// The principal item's widget, the header bar's title widget while it is shown.
  private(set) var principalWidget: GtkWidgetPointer?
  /// The bar at the bottom of the window, made when an item first needs it.
  private(set) var actionBar: GtkWidgetPointer?

  init(headerBar: HeaderBar, window: GtkWidgetPointer) {
    self.headerBar = headerBar
    self.window = window
  }

  /// The button showing `element`, if the chrome shows it.
  func button(for element: HostElement) -> GtkWidgetPointer? {
    widgets.first { $0.entry.identity == element.identity && $0.entry.isButton }?.widget
  }

  /// The hosted widget showing `element`, if the chrome shows it with one.
  func hostedWidget(for element: HostElement) -> HostedWidget? {
    hostedWidgets[element.identity]
  }

  /// The widgets shown, in the order they were made (for tests).
  var shownWidgets: [(region: _ToolbarRegion, widget: GtkWidgetPointer)] {
    widgets.map { ($0.entry.region, $0.widget) }
  }

  /// Whether a hosted widget shows what a person did rather than its element's state (its
  /// element may have refused the change): the host then updates the chrome again.
  var needsUpdate: Bool { hostedWidgets.values.contains { $0.needsUpdate } }

  /// Shows the toolbar items among `windowElements` (a window's laid-out elements), as
  /// their views' items in `shown` show them; the hosted widgets belong to `content`, the
  /// window's content (the main one, or a sheet's).
  func update(
    _ windowElements: [HostElement], shown: HostDisplaySnapshot, in content: WidgetWindow
  ) {
    elements = windowElements.filter { $0.toolbarPlacement != nil && !$0.isToolbarItem }
    var shownElements: [ObjectIdentifier: HostElement] = [:]
    let wanted = elements.compactMap { element -> Entry? in
      guard let entry = Self.entry(element, items: shown.items(of: element.identity)) else {
        return nil
      }
      shownElements[element.identity] = element
      return entry
    }
    // The same items in the same places, each hosted widget still able to show its item
    // (a stepper that became a spin button needs another widget).
    let isSameShape =
      wanted.map(\.identity) == applied.map(\.identity)
      && zip(wanted, applied).allSatisfy { $0.look == $1.look && $0.region == $1.region }
      && wanted.allSatisfy { entry in
        guard case .hosted(let kind) = entry.look else { return true }
        return hostedWidgets[entry.identity]?.canShow(shown.items(of: entry.identity), as: kind)
          == true
      }
    if !isSameShape {
      rebuild(wanted, elements: shownElements, shown: shown, in: content)
      return
    }
    for (index, entry) in wanted.enumerated() {
      if let hosted = hostedWidgets[entry.identity], let element = shownElements[entry.identity] {
        // It changes only what differs from what it shows.
        hosted.update(element, items: shown.items(of: entry.identity), origin: .zero)
      } else if entry != applied[index] {
        apply(entry, to: widgets[index].widget)
      }
    }
    widgets = zip(widgets, wanted).map { ($1, $0.widget, $0.target) }
    applied = wanted
  }

  /// The entry for an element the chrome shows, from its view's items: a button, a text
  /// outside any control, or the hosted widget of another control or an indicator. Where it
  /// goes is its item's placement (the element's structure).
  private static func entry(_ element: HostElement, items: ArraySlice<_DisplayItem>) -> Entry? {
    guard let placement = element.toolbarPlacement, let item = items.first else { return nil }
    let attributes = item.attributes
    let look: Look
    let text: String
    switch item.content {
    case .control(let control):
      switch control.kind {
      case .button, .styledButton:
        look = .button
        text = attributes.title
      default:
        guard let kind = WidgetKind(element, items: items, inToolbar: true), kind.isShownInToolbar
        else { return nil }
        look = .hosted(kind)
        text = ""
      }
    case .text where !element.isInsideControl:
      look = .text
      text = attributes.labelText ?? ""
    default:
      return nil
    }
    let isButton = look == .button
    var style: String?
    if isButton {
      if placement.isConfirmation || attributes.buttonStyle == .borderedProminent {
        style = "suggested-action"
      } else if placement.isDestructive || attributes.buttonRole == .destructive {
        style = "destructive-action"
      }
    }
    return Entry(
      identity: element.identity, look: look, text: text,
      iconName: isButton && text.isEmpty
        ? attributes.labelSymbol.map { HostedWidget.symbolicIconName($0.icon) } : nil,
      region: element.toolbarRegion ?? .trailing, styleClass: style, isEnabled: attributes.isEnabled
    )
  }

  /// Takes every widget out of the bars and packs the wanted ones in. A hosted widget whose
  /// element stays and that can still show its item is kept (a person's choice in a picker
  /// is not made again); the others are taken down.
  private func rebuild(
    _ wanted: [Entry], elements shownElements: [ObjectIdentifier: HostElement],
    shown: HostDisplaySnapshot, in content: WidgetWindow
  ) {
    var kept: [ObjectIdentifier: HostedWidget] = [:]
    for entry in wanted {
      guard case .hosted(let kind) = entry.look, let hosted = hostedWidgets[entry.identity],
        hosted.canShow(shown.items(of: entry.identity), as: kind)
      else { continue }
      kept[entry.identity] = hosted
      // Held while it is out of its bar.
      g_object_ref(UnsafeMutableRawPointer(hosted.widget))
    }
    for (identity, hosted) in hostedWidgets where kept[identity] == nil {
      // Its handlers go while it is still in its bar; the bar lets go of it below.
      hosted.remove()
    }
    for (entry, widget, target) in widgets {
      if let target { trellis_disconnect_handlers(UnsafeMutableRawPointer(widget), target.context) }
      switch entry.region {
      case .leading, .trailing: gtk_header_bar_remove(gtkOpaque(headerBar.bar), widget)
      // The title widget goes (with the box holding several, and all they hold).
      case .principal: gtk_header_bar_set_title_widget(gtkOpaque(headerBar.bar), nil)
      case .bottom: if let actionBar { gtk_action_bar_remove(gtkOpaque(actionBar), widget) }
      }
    }
    widgets = []
    hostedWidgets = [:]
    for entry in wanted {
      let widget: GtkWidgetPointer
      var target: Target?
      switch entry.look {
      case .button:
        widget = gtk_button_new()!
        let made = Target(chrome: self, identity: entry.identity)
        connect(UnsafeMutableRawPointer(widget), "clicked", Self.onClicked, made.context)
        target = made
        apply(entry, to: widget)
      case .text:
        widget = gtk_label_new(nil)!
        apply(entry, to: widget)
      case .hosted(let kind):
        let element = shownElements[entry.identity]!
        let items = shown.items(of: entry.identity)
        let hosted =
          kept[entry.identity]
          ?? HostedWidget(
            kind: kind, element: element, items: items, window: content, isInToolbar: true)
        hosted.update(element, items: items, origin: .zero)
        hostedWidgets[entry.identity] = hosted
        widget = hosted.widget
      }
      widgets.append((entry, widget, target))
    }
    // The start packs from the left; the end from the right, so its items go in reversed to
    // read in order.
    let principal = widgets.filter { $0.entry.region == .principal }
    for item in widgets where item.entry.region == .leading {
      gtk_header_bar_pack_start(gtkOpaque(headerBar.bar), item.widget)
    }
    for item in widgets.reversed() where item.entry.region == .trailing {
      gtk_header_bar_pack_end(gtkOpaque(headerBar.bar), item.widget)
    }
    // Several principal items share the middle, side by side, as on the Mac: GTK has room
    // for one title widget, so a box holds them.
    if principal.count > 1, let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6) {
      for item in principal { gtk_box_append(gtkCast(box), item.widget) }
      principalWidget = box
    } else {
      principalWidget = principal.first?.widget
    }
    headerBar.applyTitleWidget()
    let bottom = widgets.filter { $0.entry.region == .bottom }
    if !bottom.isEmpty {
      let bar = ensureActionBar()
      for item in bottom { gtk_action_bar_pack_start(gtkOpaque(bar), item.widget) }
    }
    if let actionBar { gtk_widget_set_visible(actionBar, bottom.isEmpty ? 0 : 1) }
    for hosted in kept.values { g_object_unref(UnsafeMutableRawPointer(hosted.widget)) }
    applied = wanted
  }

  /// Shows a button's or a text's entry in the chrome's own widget.
  private func apply(_ entry: Entry, to widget: GtkWidgetPointer) {
    if entry.isButton {
      if let icon = entry.iconName {
        gtk_button_set_icon_name(gtkCast(widget), icon)
      } else {
        gtk_button_set_label(gtkCast(widget), entry.text)
      }
      gtk_widget_set_tooltip_text(widget, entry.text.isEmpty ? nil : entry.text)
      trellis_accessible_set_text(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, entry.text)
      for style in ["suggested-action", "destructive-action"] {
        gtk_widget_remove_css_class(widget, style)
      }
      if let style = entry.styleClass { gtk_widget_add_css_class(widget, style) }
      gtk_widget_set_sensitive(widget, entry.isEnabled ? 1 : 0)
      // Clicking a toolbar button leaves the keyboard where it was, as GNOME's do.
      gtk_widget_set_focus_on_click(widget, 0)
    } else {
      gtk_label_set_text(gtkOpaque(widget), entry.text)
    }
  }

  /// Puts the window's content in a vertical box above a `GtkActionBar` for the bottom row.
  private func ensureActionBar() -> GtkWidgetPointer {
    if let actionBar { return actionBar }
    let bar = gtk_action_bar_new()!
    let content = gtk_window_get_child(gtkCast(window))!
    g_object_ref(UnsafeMutableRawPointer(content))
    gtk_window_set_child(gtkCast(window), nil)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_widget_set_vexpand(content, 1)
    gtk_box_append(gtkCast(box), content)
    g_object_unref(UnsafeMutableRawPointer(content))
    gtk_box_append(gtkCast(box), bar)
    gtk_window_set_child(gtkCast(window), box)
    actionBar = bar
    return bar
  }

  /// Disconnects the chrome's handlers and takes its hosted widgets down (their window
  /// goes): nothing reports back while the window is destroyed.
  func disconnect() {
    for (_, widget, target) in widgets {
      if let target { trellis_disconnect_handlers(UnsafeMutableRawPointer(widget), target.context) }
    }
    for hosted in hostedWidgets.values { hosted.remove() }
    hostedWidgets = [:]
  }

  private static let onClicked: SignalHandler = { _, context in
    let target: Target = object(from: context)
    MainActor.assumeIsolated {
      guard let chrome = target.chrome, let host = chrome.host,
        let element = chrome.elements.first(where: { $0.identity == target.identity })
      else { return }
      try? element.tap()
      host.runPendingUpdate()
      host.requestRender()
    }
  }
}

extension HostElement {
  /// Whether the element is shown by the window's chrome rather than by a widget in the
  /// content: a navigation stack's back button, or a toolbar item's view.
  var hasNoContentWidget: Bool {
    isNavigationBackButton || toolbarPlacement != nil || isSearchSuggestion
  }
}
