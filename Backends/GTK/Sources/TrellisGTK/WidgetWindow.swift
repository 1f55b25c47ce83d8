import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// A window of the host (the main one, or a sheet's or alert's) and the widgets of the
/// elements it shows, placed in a `GtkFixed` at the frames the layout gave them (a point is
/// a GTK pixel).
@MainActor
final class WidgetWindow {
  let window: GtkWidgetPointer
  let fixed: UnsafeMutablePointer<GtkFixed>
  var fixedWidget: GtkWidgetPointer {
    UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkWidget.self)
  }
  weak var host: GtkHost?
  /// The widgets by element identity, and in the reading order of the last frame.
  private(set) var widgets: [ObjectIdentifier: HostedWidget] = [:]
  private(set) var ordered: [HostedWidget] = []
  /// The elements of the last frame shown without a widget of their own (stacks, padding,
  /// the texts in a control's label).
  private var bareElements: [ObjectIdentifier: HostElement] = [:]
  /// The clips of the scroll containers shown, by the container's identity
  /// (WidgetWindow+Clips.swift).
  var clips: [ObjectIdentifier: ScrollClip] = [:]
  /// Where the window's content starts, in the main window's points.
  private(set) var origin = CGPoint.zero
  let isModal: Bool
  /// A sheet's header bar, when it holds a navigation stack (the main window's is the
  /// host's).
  var headerBar: HeaderBar?
  /// The main window's scrolled window around the content; modal windows have none.
  private(set) var scroller: GtkWidgetPointer?
  /// Where the pointer last was over the window's content, in pixels.
  var pointer = (x: 0.0, y: 0.0)
  /// The controllers that follow the pointer and the wheel over the content.
  private(set) var scrollController: OpaquePointer!
  private(set) var motionController: OpaquePointer!
  /// The click gesture that hands clicks no widget took to tap gestures.
  private(set) var tapController: OpaquePointer!
  /// The drag gesture that follows a press's moves for the views' gestures.
  var dragController: OpaquePointer!
  /// Where the press under way began (window points), for the drag gesture's offsets.
  var dragStart: CGPoint?
  /// Whether the click gesture reported a press whose release is still to come.
  var pressPending = false
  /// What the wheel or the touchpad moved short of a whole point or row, down and sideways.
  var scrollDeltas = [ScrollDeltas(), ScrollDeltas()]
  /// The controller that takes Tab and the scrolling keys (WidgetWindow+Keys.swift).
  private(set) var keyController: OpaquePointer!
  /// The drop target that takes text and files dropped on rows and on the views' drop
  /// targets (WidgetWindow+Drops.swift).
  private(set) var dropTarget: OpaquePointer!
  /// The drag source that starts drags of the views' drag sources (WidgetWindow+DragSource).
  private(set) var dragSource: OpaquePointer!
  /// Whether the drag under way started here: a drop of it uses the core's providers, which
  /// carry every type the dragged value has, rather than what GTK transferred.
  var isOwnDrag = false

  /// The popover of the last context menu opened, and the view whose menu it shows
  /// (WidgetWindow+ContextMenu.swift).
  var contextPopover: GtkWidgetPointer?
  var contextMenuHolder: HostElement?

  /// For a popover's presentation, the `GtkPopover` its content is shown in; its `window` is
  /// then the window it points into, which holds its focus (WidgetWindow+Popover.swift).
  private(set) var popover: GtkWidgetPointer?

  var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  init(host: GtkHost, isModal: Bool) {
    self.host = host
    self.isModal = isModal
    window = gtk_window_new()
    gtk_widget_add_css_class(window, HostStyle.windowClass)
    let fixed = gtk_fixed_new()!
    self.fixed = gtkCast(fixed)
    if isModal {
      gtk_window_set_child(gtkCast(window), fixed)
    } else {
      // The window may be made smaller than the widgets it holds now: the layout then
      // fits them to the new size.
      let scroller = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_policy(gtkOpaque(scroller), GTK_POLICY_EXTERNAL, GTK_POLICY_EXTERNAL)
      gtk_scrolled_window_set_child(gtkOpaque(scroller), fixed)
      gtk_window_set_child(gtkCast(window), scroller)
      self.scroller = scroller
    }
    connect(UnsafeMutableRawPointer(window), "notify::focus-widget", Self.onFocusMoved, context)
    installScrolling()
    tapController = installTapping()
    installContextMenus()
    keyController = installKeys()
    dropTarget = installDrops()
    dragSource = installDragSource()
    WindowKeys.install(on: self)
  }

  /// A popover's content: a `GtkPopover` parented to `parent`'s content, holding the
  /// widgets of the popover's elements. GTK closes it on Escape and a click outside; the
  /// host hears that by its `closed` signal (WidgetWindow+Popover.swift).
  init(host: GtkHost, popoverIn parent: WidgetWindow) {
    self.host = host
    isModal = true
    window = parent.window
    let fixed = gtk_fixed_new()!
    self.fixed = gtkCast(fixed)
    let popover = gtk_popover_new()!
    gtk_popover_set_child(gtkCast(popover), fixed)
    gtk_widget_set_parent(popover, parent.fixedWidget)
    self.popover = popover
    installScrolling()
    tapController = installTapping()
    installContextMenus()
    keyController = installKeys()
    dropTarget = installDrops()
    dragSource = installDragSource()
    connect(UnsafeMutableRawPointer(popover), "closed", Self.onPopoverClosed, context)
  }

  /// The widget that shows `element`, if the window shows it.
  func widget(for element: HostElement) -> HostedWidget? { widgets[element.identity] }

  /// Shows `elements`: updates the widgets of the elements it already shows whose display
  /// items are in `changed` (all of them when `changed` is `nil` or the origin moved), makes
  /// widgets for new ones and removes those of elements that left. A widget whose element
  /// left is given to a new element of its kind instead, when there is one (a scrolled list's
  /// rows): GTK then changes its text rather than tearing a widget down and building another.
  func reconcile(
    _ elements: [HostElement], shown frame: HostDisplaySnapshot, origin: CGPoint,
    changed: Set<ObjectIdentifier>?
  ) {
    let updatesAll = changed == nil || origin != self.origin
    self.origin = origin
    var shown: [(element: HostElement, kind: WidgetKind)] = []
    var seen = Set<ObjectIdentifier>()
    var bare: [ObjectIdentifier: HostElement] = [:]
    for element in elements {
      let id = element.identity
      // An element's kind follows from its view, which an element keeps: only a new or
      // changed one is looked at again.
      let isUnchanged =
        !updatesAll && changed?.contains(id) == false && widgets[id]?.needsUpdate != true
      let kind: WidgetKind?
      if isUnchanged, let existing = widgets[id] {
        kind = existing.kind
      } else if isUnchanged, bareElements[id] != nil {
        kind = nil
      } else {
        kind = WidgetKind(element, items: frame.items(of: id))
      }
      guard let kind else {
        bare[id] = element
        continue
      }
      guard seen.insert(id).inserted else { continue }
      shown.append((element, kind))
    }
    // Held (and so their views' nodes, whose addresses are their identities, too) until
    // they leave.
    bareElements = bare
    var spare: [WidgetKind: [HostedWidget]] = [:]
    var leaving: [HostedWidget] = []
    var parked: HostedWidget?
    let focused = host?.core.focused
    for (id, widget) in widgets where !seen.contains(id) {
      if let focused, focused.identity == id, hasFocus(widget) {
        // Scrolled out of view, but still where the keys go.
        widget.park(focused)
        parked = widget
        continue
      }
      widgets[id] = nil
      if isReusable(widget) {
        spare[widget.kind, default: []].append(widget)
      } else {
        leaving.append(widget)
      }
    }
    // GTK moves the focus of a widget that goes on to the next one: the focus the core
    // gives (applied after this) is the one to have, or none.
    if leaving.contains(where: hasFocus) { gtk_window_set_focus(gtkCast(window), nil) }
    for widget in leaving { widget.remove() }
    var next: [HostedWidget] = []
    next.reserveCapacity(shown.count)
    for (element, kind) in shown {
      let id = element.identity
      let items = frame.items(of: id)
      if let existing = widgets[id] {
        if existing.canShow(items, as: kind) {
          if updatesAll || kind.updatesEveryFrame || existing.needsUpdate || existing.isParked
            || changed?.contains(id) == true
          {
            existing.update(element, items: items, origin: origin)
          } else {
            existing.keep(element)
          }
          next.append(existing)
          continue
        }
        existing.remove()
      }
      let reused = spare[kind]?.firstIndex { $0.canShow(items, as: kind) }.map {
        spare[kind]!.remove(at: $0)
      }
      let widget =
        reused ?? HostedWidget(kind: kind, element: element, items: items, window: self)
      widgets[id] = widget
      widget.update(element, items: items, origin: origin)
      next.append(widget)
    }
    for widget in spare.values.joined() { widget.remove() }
    // Last in the reading order: it shows nothing in view.
    if let parked { next.append(parked) }
    ordered = next
    removeClips(unusedBy: next)
    stackInDrawingOrder()
  }

  /// Whether a widget whose element left may show another element: not one a person is
  /// in (focus stays where it is), nor a representable's (its view's own widget).
  private func isReusable(_ widget: HostedWidget) -> Bool {
    guard widget.kind != .custom, !hasFocus(widget) else { return false }
    let toplevel = gtkCast(window) as UnsafeMutablePointer<GtkWindow>
    return gtk_window_get_default_widget(toplevel) != widget.control
  }

  /// Gives keyboard focus to the widget of `element`, unless it has it already.
  func focus(_ element: HostElement) {
    guard let hosted = widgets[element.identity] ?? toolbar?.hostedWidget(for: element),
      !hasFocus(hosted)
    else { return }
    hosted.grabFocus()
  }

  /// The hosted widget of a toolbar item in the window's header bar or action bar that
  /// holds `focus` (HeaderBar+Toolbar.swift).
  func toolbarWidget(containing focus: GtkWidgetPointer) -> HostedWidget? {
    toolbar?.hostedWidgets.values.first { $0.contains(focus) }
  }

  /// The toolbar chrome of the window's header bar (a sheet's own, the main window's the
  /// host's), if it has one.
  private var toolbar: ToolbarChrome? {
    (headerBar ?? (host?.main === self ? host?.headerBar : nil))?.toolbar
  }

  /// Takes keyboard focus away from the window's controls; focus elsewhere (a
  /// representable's widget) stays.
  func clearControlFocus() {
    guard let focus = gtk_window_get_focus(gtkCast(window)),
      ordered.contains(where: { $0.kind.isControl && $0.contains(focus) })
    else { return }
    gtk_window_set_focus(gtkCast(window), nil)
  }

  /// Whether the window's focus is in `hosted`.
  func hasFocus(_ hosted: HostedWidget) -> Bool {
    guard let focus = gtk_window_get_focus(gtkCast(window)) else { return false }
    return hosted.contains(focus)
  }

  /// The widget under the point `(x, y)` of the window's content whose element scrolls
  /// along `axis`, the innermost first.
  func scrollContainer(atX x: Double, y: Double, along axis: Axis = .vertical) -> HostElement? {
    let point = CGPoint(x: x + origin.x, y: y + origin.y)
    for hosted in ordered.reversed() where hosted.element.isAlive {
      guard hosted.element.frame.contains(point) else { continue }
      if let container = hosted.element.scrollContainer(along: axis) { return container }
    }
    return nil
  }

  /// Destroys the window and its widgets. Its own handlers go first: they hold this
  /// object unretained, and it goes with the window.
  func destroy() {
    for instance in [
      UnsafeMutableRawPointer(popover ?? window), UnsafeMutableRawPointer(scrollController),
      UnsafeMutableRawPointer(motionController), UnsafeMutableRawPointer(keyController),
      UnsafeMutableRawPointer(dropTarget), UnsafeMutableRawPointer(tapController),
      UnsafeMutableRawPointer(dragController), UnsafeMutableRawPointer(dragSource),
    ] {
      trellis_disconnect_handlers(instance, context)
    }
    headerBar?.disconnect()
    for widget in widgets.values { widget.remove() }
    widgets.removeAll()
    removeClips(unusedBy: [])
    bareElements.removeAll()
    ordered.removeAll()
    if let popover {
      gtk_popover_popdown(gtkCast(popover))
      gtk_widget_unparent(popover)
    } else {
      gtk_window_destroy(gtkCast(window))
    }
  }

  /// A person moved focus (a click in a field, Tab): the element of the focused widget
  /// takes focus in the core too. Focus in a widget without a focusable element (a
  /// representable's) leaves the core without focus, so that a later `@FocusState` write
  /// moves it back.
  private static let onFocusMoved: NotifyHandler = { _, _, context in
    let window: WidgetWindow = object(from: context)
    MainActor.assumeIsolated {
      // A popover's widgets have their focus in the window they point into.
      guard let host = window.host, !host.isShowing,
        let focus = gtk_window_get_focus(gtkCast(window.window)),
        let hosted = ([window] + host.popovers(in: window)).lazy.compactMap({
          $0.ordered.first { $0.contains(focus) }
        }).first ?? window.toolbarWidget(containing: focus)
      else { return }
      if hosted.kind.isControl {
        guard hosted.element.isAlive, !hosted.element.isFocused else { return }
        try? hosted.element.focus()
      } else {
        host.focusLeftTheControls()
      }
      host.runPendingUpdate()
    }
  }

  // MARK: Scrolling

  /// The wheel and the touchpad scroll what is under the pointer, in every window (a list
  /// in a sheet too), along both axes (Shift and the wheel, or a sideways stroke, sideways).
  private func installScrolling() {
    let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
    connect(UnsafeMutableRawPointer(scroll), "scroll", Self.onScroll, context)
    gtk_widget_add_controller(fixedWidget, scroll)
    scrollController = scroll
    let motion = gtk_event_controller_motion_new()!
    connect(UnsafeMutableRawPointer(motion), "motion", Self.onMotion, context)
    connect(UnsafeMutableRawPointer(motion), "leave", Self.onLeave, context)
    gtk_widget_add_controller(fixedWidget, motion)
    motionController = motion
  }

  private static let onMotion: PointSignalHandler = { _, x, y, context in
    let window: WidgetWindow = object(from: context)
    MainActor.assumeIsolated {
      window.pointer = (x, y)
      window.hover(atX: x, y: y)
    }
  }

  private static let onLeave: SignalHandler = { _, context in
    let window: WidgetWindow = object(from: context)
    MainActor.assumeIsolated { window.hover(atX: nil, y: nil) }
  }

  /// Scrolls the list or scroll view under the pointer by what the wheel or the touchpad
  /// moved (ScrollDeltas.swift), in points, where its own scrolled window did not take the
  /// scroll (along an axis it shows no bar for).
  private static let onScroll: ScrollSignalHandler = { _, dx, dy, context in
    let window: WidgetWindow = object(from: context)
    return MainActor.assumeIsolated {
      guard let host = window.host else { return 0 }
      let unit = gtk_event_controller_scroll_get_unit(window.scrollController)
      var scrolled = false
      for (delta, axis) in [(dy, Axis.vertical), (dx, .horizontal)] where delta != 0 {
        guard
          let container = window.scrollContainer(
            atX: window.pointer.x, y: window.pointer.y, along: axis)
        else { continue }
        let amount = window.scrollDeltas[axis == .vertical ? 0 : 1].amount(
          for: delta, unit: unit, in: container.identity)
        if amount != 0 { try? container.scroll(byPoints: CGFloat(amount), along: axis) }
        scrolled = true
      }
      guard scrolled else { return 0 }
      host.runPendingUpdate()
      return 1
    }
  }
}

/// How far a wheel step scrolls a scroll view, in points: about three lines of body text.
let scrollStep = 48
