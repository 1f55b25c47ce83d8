import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// Shows a `HostCore` as native GTK widgets: a window whose widgets follow the core's
/// elements after every frame, and a modal window for each sheet or alert.
@MainActor
final class GtkHost {
  let core: HostCore
  /// Measures text and controls for the core's layout, as GTK draws them.
  let measurer: GtkMeasurer
  private(set) var main: WidgetWindow!
  /// The main window's header bar, with its back button.
  private(set) var headerBar: HeaderBar!
  /// The menu bar of the scene's commands (CommandMenuBar.swift).
  private(set) lazy var commandBar = CommandMenuBar(window: main)
  /// The modal windows of the presented sheets and alerts (and the `GtkPopover`s of
  /// popovers), with the presentation each shows: kept, so that its node (whose address is
  /// its identity) is not reused meanwhile.
  private(set) var modals: [(presentation: HostPresentation, window: WidgetWindow)] = []
  /// The idle source of the render scheduled for this turn of the main loop, if any.
  private var renderSource: UInt32?
  /// The idle source of the re-measure a change of the desktop's font or text scale
  /// scheduled, if any (GtkHost+Settings.swift).
  var remeasureSource: UInt32?
  /// The desktop's dark preference and the scheme the views asked for instead, while they
  /// ask for one (`preferredColorScheme(_:)`).
  var schemeOverride: (desktopPrefersDark: gboolean, applied: ColorScheme)?
  /// Set while the host itself changes the dark preference, so that it is not taken for the
  /// desktop's.
  var isApplyingScheme = false
  /// Whether the main window's toplevel was minimised when its state last changed.
  var reportedMinimized = false
  private var appliedFocus: ObjectIdentifier?
  private var appliedTitle: String?
  /// The display list the widgets show; `nil` before the first render.
  private var shownList: HostDisplaySnapshot?
  /// Frames shown since the host started.
  private(set) var frameCount = 0
  /// The chooser showing the window's file panel, if one is shown.
  var fileChooser: FileChooser?
  private let treeWriter: WidgetTreeWriter?
  /// Called when the main window is closed; the app runner exits.
  var onClose: (() -> Void)?
  /// Whether the main window's close request is left to ``onClose`` (an app's window, which
  /// the app closes), rather than closing the window at once.
  var stopsCloseRequest = false

  var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// Hosts the core that `makeCore` makes, with this host's measurer, at the size in points
  /// that fits the screen (at most `maximum`); with `groupsRows` (as apps get it), lists and
  /// forms as GNOME's boxed lists, else edge to edge. GTK must have been initialised.
  init(
    maximum: CGSize = CGSize(width: 800, height: 600),
    treePath: String? = ProcessInfo.processInfo.environment["TRELLIS_GTK_TREE"],
    groupsRows: Bool = true,
    makeCore: (_ size: CGSize, _ measurer: any _HostMeasurer) -> HostCore
  ) {
    HostStyle.install(on: gdk_display_get_default())
    measurer = GtkMeasurer(groupsRows: groupsRows)
    let screen = Self.screenSize()
    let size = CGSize(
      width: max(160, min(maximum.width, CGFloat(screen.width * 9 / 10))),
      height: max(80, min(maximum.height, CGFloat(screen.height * 9 / 10 - 60))))
    core = makeCore(size, measurer)
    // GTK's own drag source and drop target carry the views' drags (WidgetWindow+DragSource).
    core.startsDragsFromPointer = false
    treeWriter = treePath.map(WidgetTreeWriter.init)
    main = WidgetWindow(host: self, isModal: false)
    headerBar = HeaderBar(window: main.window)
    headerBar.host = self
    gtk_window_set_default_size(
      gtkCast(main.window), Int32(size.width), Int32(size.height))
    applySceneSizes()
    connect(UnsafeMutableRawPointer(main.window), "close-request", Self.onCloseRequest, context)
    followWindowSizeChanges()
    core.didRender = { [weak self] in self?.scheduleRender() }
    followWindowState()
    followMeasuredSettings()
    followEditCommands()
    render()
  }

  /// Shows the main window. GTK focuses its first control as it maps; focus stays where
  /// the app put it instead (nowhere, unless a `@FocusState` asked).
  func show() {
    isShowing = true
    gtk_window_present(gtkCast(main.window))
    isShowing = false
    if let focused = core.focused {
      main.focus(focused)
    } else {
      gtk_window_set_focus(gtkCast(main.window), nil)
    }
  }

  /// While the window is being shown, GTK's own choice of focus is not the app's.
  private(set) var isShowing = false

  /// Tears the host down: the scheduled render, the handlers that point at it, its windows
  /// and the core's graph. The host shows nothing afterwards.
  func close() {
    if let renderSource { g_source_remove(renderSource) }
    renderSource = nil
    if let remeasureSource { g_source_remove(remeasureSource) }
    remeasureSource = nil
    core.didRender = nil
    fileChooser?.close()
    fileChooser = nil
    trellis_disconnect_handlers(UnsafeMutableRawPointer(main.window), context)
    headerBar.disconnect()
    stopFollowingWindowState()
    restoreDesktopColorScheme()
    for adjustment in sizeAdjustments { trellis_disconnect_handlers(adjustment, context) }
    for modal in modals.reversed() { modal.window.destroy() }
    modals = []
    main.destroy()
    core.close()
  }

  private static func screenSize() -> (width: Int, height: Int) {
    guard let display = gdk_display_get_default(),
      let monitors = gdk_display_get_monitors(display), g_list_model_get_n_items(monitors) > 0
    else { return (1280, 800) }
    let monitor = g_list_model_get_item(monitors, 0)
    defer { g_object_unref(monitor) }
    var geometry = GdkRectangle()
    gdk_monitor_get_geometry(OpaquePointer(monitor), &geometry)
    return (Int(geometry.width), Int(geometry.height))
  }

  // MARK: Frames

  /// Asks for a render at this turn of the main loop even without a new frame (a widget a
  /// person changed is brought back to what its element shows).
  func requestRender() { scheduleRender() }

  /// Coalesces the frames of one main-loop turn into one reconciliation, run before GTK
  /// draws.
  private func scheduleRender() {
    guard renderSource == nil else { return }
    renderSource = g_idle_add_full(
      Int32(G_PRIORITY_HIGH_IDLE) + 10, Self.onRender, context, nil)
  }

  private static let onRender: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = {
    context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated { host.render() }
    return 0
  }

  /// Brings every window up to date with the core's last frame.
  func render() {
    // The update first: the frame it lays out is this render's, not a reason for another;
    // nor is a render scheduled before (this one may be it, run from the idle source).
    core.update()
    if let renderSource { g_source_remove(renderSource) }
    renderSource = nil
    applyPreferredColorScheme()
    // Only the widgets whose items changed since the last render are touched.
    let snapshot = core.displaySnapshot
    let changes = shownList.map { snapshot.changes(since: $0) }
    shownList = snapshot
    let changed = changes?.identities
    main.reconcile(core.windowElements, shown: snapshot, origin: .zero, changed: changed)
    if !modals.isEmpty || snapshot.showsPresentation {
      reconcileModals(shown: snapshot, changed: changed)
    }
    if appliedTitle == nil || changes?.titleChanged != false { applyTitle() }
    // A stack's back button comes and goes with its pushed views' items.
    if changes.map({ !$0.identities.isEmpty }) ?? true {
      headerBar.update(canGoBack: core.canNavigateBack)
    }
    // Toolbar items take no room in the content, but their views have items all the same:
    // the chrome shows them when they change, or when a person changed a control there.
    if changes.map({ !$0.identities.isEmpty }) ?? true || headerBar.toolbar.needsUpdate {
      headerBar.toolbar.host = self
      headerBar.toolbar.update(core.windowElements, shown: snapshot, in: main)
    }
    commandBar.update(core.commandsElement?.menuEntries ?? [])
    if fileChooser != nil || !core.filePanels.isEmpty { reconcileFileChooser() }
    applyFocus()
    frameCount += 1
    treeWriter?.write(self)
  }

  /// Forgets the last frame's display list: the next render brings every widget up to date
  /// (a change GTK made, such as a new font, that no item shows).
  func invalidateWidgets() {
    shownList = nil
    scheduleRender()
  }

  /// The window's title: the navigation title shown, else the app's.
  private func applyTitle() {
    let title = core.windowTitle ?? ProcessInfo.processInfo.processName
    headerBar.setTitle(title, subtitle: core.windowSubtitle, rename: core.windowTitleRename)
    appliedTitle = title
  }

  private func reconcileModals(shown frame: HostDisplaySnapshot, changed: Set<ObjectIdentifier>?) {
    let presentations = core.presentations
    var next: [(presentation: HostPresentation, window: WidgetWindow)] = []
    for presentation in presentations {
      let modal: WidgetWindow
      var isNew = false
      if let existing = modals.first(where: { $0.presentation.identity == presentation.identity }) {
        modal = existing.window
      } else if presentation.isPopover {
        modal = WidgetWindow(host: self, popoverIn: next.last?.window ?? main)
        isNew = true
      } else {
        modal = openModal(for: presentation, over: next.last?.window ?? main)
        isNew = true
      }
      let box = presentation.box.frame
      // The box's border becomes the window's margin.
      modal.reconcile(
        presentation.elements, shown: frame, origin: box.origin, changed: isNew ? nil : changed)
      gtk_widget_set_size_request(
        modal.fixedWidget, Int32(box.width.rounded()), Int32(box.height.rounded()))
      if let bar = modal.headerBar {
        // Only the frontmost sheet's stack goes back (the core pops the front one).
        bar.update(
          canGoBack: presentation.identity == presentations.last?.identity && core.canNavigateBack)
        bar.setTitle(
          presentation.navigationTitle ?? "", subtitle: presentation.navigationSubtitle,
          rename: presentation.titleRename)
        bar.toolbar.host = self
        bar.toolbar.update(presentation.elements, shown: frame, in: modal)
      }
      if modal.popover != nil {
        // It points into the window before it (the main one, or a sheet's).
        modal.showPopover(presentation, in: next.last?.window ?? main)
      } else {
        WindowKeys.applyDefault(presentation, in: modal)
      }
      if isNew { focusInitially(presentation) }
      next.append((presentation, modal))
    }
    for old in modals
    where !next.contains(where: { $0.presentation.identity == old.presentation.identity }) {
      old.window.destroy()
    }
    modals = next
  }

  /// A new sheet or alert takes focus, as a dialog does: unless its own view focused a
  /// control, its first field, else its default button, else its first control.
  private func focusInitially(_ presentation: HostPresentation) {
    if let focused = core.focused,
      presentation.elements.contains(where: { $0.identity == focused.identity })
    {
      return
    }
    guard let initial = presentation.initialFocus else { return }
    try? initial.focus()
  }

  /// The presentation a modal window shows now, found by its identity (the presentations
  /// may have changed since the last render).
  func presentation(of window: WidgetWindow) -> HostPresentation? {
    guard let shown = modals.first(where: { $0.window === window }) else { return nil }
    return core.presentations.first { $0.identity == shown.presentation.identity }
  }

  private func openModal(for presentation: HostPresentation, over parent: WidgetWindow)
    -> WidgetWindow
  {
    let modal = WidgetWindow(host: self, isModal: true)
    gtk_window_set_transient_for(gtkCast(modal.window), gtkCast(parent.window))
    // A window of the app, as the main one is: the app's shortcuts (Ctrl+Q, Ctrl+W) work in
    // it, and the app lives while it is open.
    if let application = gtk_window_get_application(gtkCast(main.window)) {
      gtk_window_set_application(gtkCast(modal.window), application)
    }
    gtk_window_set_modal(gtkCast(modal.window), 1)
    gtk_window_set_resizable(gtkCast(modal.window), 0)
    gtk_window_set_title(gtkCast(modal.window), "")
    if presentation.hasNavigationStack || presentation.hasToolbar {
      // A sheet with a navigation stack gets the main window's kind of header bar: its
      // title and a back button (WindowKeys: Alt+Left and Escape go back in it too).
      let bar = HeaderBar(window: modal.window)
      bar.host = self
      modal.headerBar = bar
    }
    connect(
      UnsafeMutableRawPointer(modal.window), "close-request", Self.onModalCloseRequest,
      modal.context)
    gtk_window_present(gtkCast(modal.window))
    return modal
  }

  /// Moves GTK's focus to the core's focused element when the core's focus changed (a
  /// `@FocusState` written by the app, a presented sheet taking focus). When the core's
  /// focus went away (`focus = nil`), the windows' controls lose it too: otherwise the caret
  /// would stay in the field and the next key would focus it again.
  private func applyFocus() {
    let focused = core.focused
    guard appliedFocus != focused?.identity else { return }
    appliedFocus = focused?.identity
    for window in [main!] + modals.map(\.window) {
      if let focused { window.focus(focused) } else { window.clearControlFocus() }
    }
  }

  /// Tab and Shift-Tab: the core's next (previous) control, stepping over a navigation
  /// stack's own back button and toolbar items, which have no widget in the content here
  /// (the header bar shows them, and they are not in the Tab order, as a toolbar's buttons
  /// are not on Apple's platforms). When only those are left, nothing is focused.
  func moveFocus(backward: Bool) {
    for _ in 0..<32 {
      guard core.moveFocus(backward: backward), core.focused?.hasNoContentWidget == true
      else { break }
    }
    if core.focused?.hasNoContentWidget == true { core.clearFocus() }
  }

  /// GTK's focus went to a widget without a focusable element: the core's focus goes, and
  /// GTK's stays where it is.
  func focusLeftTheControls() {
    core.clearFocus()
    appliedFocus = nil
  }

  // MARK: Actions

  /// Runs the update an action (or a person's change) caused now, rather than at the next
  /// turn of the main queue.
  func runPendingUpdate() {
    core.update()
    // The action may have handed work to the run loop; it runs at the loop's next turn.
    MainLoop.requestPass()
  }

  private static let onCloseRequest: BoolSignalHandler = { _, context in
    let host: GtkHost = object(from: context)
    return MainActor.assumeIsolated {
      host.onClose?()
      return host.stopsCloseRequest ? 1 : 0
    }
  }

  /// Closing a sheet's window dismisses the sheet, as Escape does (unless the sheet disabled
  /// that with `interactiveDismissDisabled()`); the window goes when the presentation ends.
  private static let onModalCloseRequest: BoolSignalHandler = { _, context in
    let modal: WidgetWindow = object(from: context)
    MainActor.assumeIsolated {
      // The presentations may have changed since the last render: the window's own one is
      // found by its identity, not by its place.
      guard let host = modal.host else { return }
      host.presentation(of: modal)?.dismissInteractively()
      host.runPendingUpdate()
    }
    return 1
  }

  // MARK: Size

  /// The main window's scrolled window's adjustments: GTK configures them with the content's
  /// visible size each time it allocates the window, so their `changed` signal tells when the
  /// window was resized, without a timer.
  private var sizeAdjustments: [UnsafeMutableRawPointer] {
    guard let scroller = main.scroller else { return [] }
    return [
      gtk_scrolled_window_get_hadjustment(gtkOpaque(scroller)),
      gtk_scrolled_window_get_vadjustment(gtkOpaque(scroller)),
    ].compactMap { $0.map { UnsafeMutableRawPointer($0) } }
  }

  private func followWindowSizeChanges() {
    for adjustment in sizeAdjustments {
      connect(adjustment, "changed", Self.onAllocated, context)
    }
  }

  private static let onAllocated: SignalHandler = { _, context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated { host.followWindowSize() }
  }

  /// Resizes the core when the window's content changed size (in points, GTK's pixels).
  func followWindowSize() {
    guard let scroller = main.scroller else { return }
    // The page sizes are the visible size; the widget's own size may lag behind them.
    let size = CGSize(
      width: gtk_adjustment_get_page_size(gtk_scrolled_window_get_hadjustment(gtkOpaque(scroller))),
      height: gtk_adjustment_get_page_size(
        gtk_scrolled_window_get_vadjustment(gtkOpaque(scroller))))
    guard size.width >= 1, size.height >= 1, size != core.size else { return }
    core.resize(to: size)
  }
}
