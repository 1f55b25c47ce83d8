import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// The scrolled window of one scroll view or list: a `GtkScrolledWindow` placed at the
/// container's frame, holding the clip (Clip.c) whose `GtkFixed` takes the container's
/// widgets at their places in the window's content. The clip cuts them at the frame, so that
/// a row partly scrolled out is cut at the edge; the scrolled window gives GTK's own
/// scrollbars, wheel, touchpad and kinetic scrolling.
///
/// The core places the rows at their scrolled positions (a lazy list builds only the rows in
/// view), so the adjustments do not move the widgets: they mirror the offset and content in
/// points that the container's scroll region item carries (for a lazy list, its rows times
/// the estimated row), and a change to them (a drag, the wheel) scrolls the core by points.
@MainActor
final class ScrollClip {
  /// The `GtkScrolledWindow`, in the window's `GtkFixed`.
  let scroller: GtkWidgetPointer
  /// The clip, the scrolled window's child.
  let widget: GtkWidgetPointer
  let fixed: UnsafeMutablePointer<GtkFixed>
  /// The container's frame in the window's content, in pixels, as last applied.
  var frame: (x: Int, y: Int, width: Int, height: Int)?
  /// The container as last shown, which the adjustments scroll.
  private(set) var container: HostElement?
  private weak var window: WidgetWindow?
  /// The core's offset along each axis right after a person last scrolled it here.
  private var offsetAfterScrolling: [Axis: CGFloat] = [:]
  /// The adjustments' values the core has scrolled to, by axis: a change scrolls the core
  /// by the difference.
  private var accounted: [Axis: Double] = [:]
  /// The boxes behind a list's grouped rows (ScrollClip+RowGroups.swift).
  let rowGroups = RowGroupBoxes()
  /// The highlights behind a selecting list's selected rows (ScrollClip+SelectedRows.swift).
  let selectedRows = SelectedRowBoxes()
  /// The rows' own backgrounds and tinted lines (ScrollClip+RowBackgrounds.swift).
  let rowBackgrounds = RowBackgroundBoxes()
  /// What a screen reader reads a list's or table's rows by (ScrollClip+AccessibleRows.swift).
  let accessibleRows: AccessibleRowBoxes
  /// The scrolled window's adjustments, down and across.
  private let adjustments: [(axis: Axis, adjustment: UnsafeMutablePointer<GtkAdjustment>)]

  private var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// A clip for a container that assistive technologies read as `collection`: its
  /// `GtkFixed` is GTK's list or table then (an accessible role is set once, when a widget
  /// is made).
  init(window: WidgetWindow, collection: HostCollectionRole) {
    self.window = window
    accessibleRows = AccessibleRowBoxes(collection)
    let fixed = trellis_widget_new_with_role(
      gtk_fixed_get_type(), AccessibleRowBoxes.role(of: collection))!
    self.fixed = gtkCast(fixed)
    widget = trellis_clip_new(fixed)
    scroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(gtkOpaque(scroller), GTK_POLICY_NEVER, GTK_POLICY_NEVER)
    gtk_scrolled_window_set_child(gtkOpaque(scroller), widget)
    adjustments = [
      (.vertical, gtk_scrolled_window_get_vadjustment(gtkOpaque(scroller))),
      (.horizontal, gtk_scrolled_window_get_hadjustment(gtkOpaque(scroller))),
    ]
    for (_, adjustment) in adjustments {
      connect(UnsafeMutableRawPointer(adjustment), "value-changed", Self.onScrolled, context)
    }
  }

  /// Brings the adjustments and scrollbars in step with `region`, the scroll region item of
  /// `container`, the scroll view or list the clip is for (a person's scrolling goes to it):
  /// a bar along each axis it scrolls, shown when its content is longer than its viewport,
  /// unless its indicators are hidden or a person may not scroll it.
  func sync(with container: HostElement, region: _ScrollRegionItem) {
    self.container = container
    // `.scrollContentBackground(.hidden)`: the row boxes inside go transparent (HostStyle).
    let clear = gtk_widget_has_css_class(scroller, HostStyle.clearContentClass) != 0
    if clear == region.showsContentBackground {
      if clear {
        gtk_widget_remove_css_class(scroller, HostStyle.clearContentClass)
      } else {
        gtk_widget_add_css_class(scroller, HostStyle.clearContentClass)
      }
    }
    // `.scrollClipDisabled()`: the content is drawn past the scrolled window's edges, by the
    // clip and the scrolled window alike.
    let overflow = region.clipsContent ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE
    if gtk_widget_get_overflow(widget) != overflow {
      gtk_widget_set_overflow(widget, overflow)
      gtk_widget_set_overflow(scroller, overflow)
    }
    withHandlersBlocked(
      on: adjustments.map { UnsafeMutableRawPointer($0.adjustment) }, context: context
    ) {
      var policies: [Axis: GtkPolicyType] = [:]
      for (axis, adjustment) in adjustments {
        let along = region.along(axis)
        // Hidden indicators (`.scrollIndicators(.hidden)`, `showsIndicators: false`): no bar,
        // but the scrolled window still scrolls along the axis (EXTERNAL, not NEVER).
        // Scrolling turned off (`.scrollDisabled(true)`): no bar, and the scrolled window
        // leaves the wheel and the touchpad alone (NEVER); code still moves the core.
        policies[axis] =
          along.map {
            guard container.acceptsScrolling(along: axis) else { return GTK_POLICY_NEVER }
            return $0.showsIndicator ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
          } ?? GTK_POLICY_NEVER
        guard let extent = along?.extent else { continue }
        let page = max(1, Double(extent.viewport))
        let upper = max(Double(extent.content), page)
        // While the core stays where the person's scrolling left it, the bar keeps their
        // value: a lazy list's offset is estimated, and would jump as rows of other
        // heights pass the top.
        let current = gtk_adjustment_get_value(adjustment)
        let keeps = offsetAfterScrolling[axis] == extent.offset && current <= upper - page
        let value = keeps ? current : min(Double(extent.offset), upper - page)
        accounted[axis] = value.rounded()
        guard
          current != value || gtk_adjustment_get_upper(adjustment) != upper
            || gtk_adjustment_get_page_size(adjustment) != page
        else { continue }
        gtk_adjustment_configure(adjustment, value, 0, upper, Double(arrowStep), page * 0.9, page)
      }
      var current = (GTK_POLICY_NEVER, GTK_POLICY_NEVER)
      gtk_scrolled_window_get_policy(gtkOpaque(scroller), &current.0, &current.1)
      let wanted = (
        policies[.horizontal] ?? GTK_POLICY_NEVER, policies[.vertical] ?? GTK_POLICY_NEVER
      )
      if current != wanted {
        gtk_scrolled_window_set_policy(gtkOpaque(scroller), wanted.0, wanted.1)
      }
    }
  }

  /// Disconnects the clip's handlers, before its widgets go.
  func detach() {
    for (_, adjustment) in adjustments {
      trellis_disconnect_handlers(UnsafeMutableRawPointer(adjustment), context)
    }
    if settleSource != 0 { g_source_remove(settleSource) }
    settleSource = 0
  }

  // MARK: Settling

  /// How long the adjustments must stay still before a scroll view with a scroll target
  /// behavior is brought to rest: the wheel's animation, a touchpad's movement and kinetic
  /// scrolling all move them many times for one gesture.
  static let settleDelay: UInt32 = 150

  /// Where the core was when the gesture now under way began; `nil` when none is.
  private(set) var gestureStart: CGPoint?
  private var settleSource: guint = 0

  /// Notes a person's scrolling of `container` that began at `start`, and (re)arms the
  /// timeout that settles it once it pauses.
  private func scrolled(_ container: HostElement, from start: CGPoint?) {
    guard container.hasScrollTargetBehavior else { return }
    if gestureStart == nil { gestureStart = start }
    if settleSource != 0 { g_source_remove(settleSource) }
    settleSource = g_timeout_add(Self.settleDelay, Self.onSettle, context)
  }

  /// The gesture paused: the core rests the scroll view where its behavior says, and the
  /// adjustments follow at the next frame.
  func settle() {
    settleSource = 0
    defer { gestureStart = nil }
    guard let start = gestureStart, let container, container.isAlive,
      let host = window?.host
    else { return }
    // Moved on its own, the core's offset is what the bars take at the next frame.
    if container.settleScroll(from: start) { offsetAfterScrolling = [:] }
    host.runPendingUpdate()
    host.requestRender()
  }

  private static let onSettle: GSourceFunc = { context in
    let clip: ScrollClip = object(from: context)
    MainActor.assumeIsolated { clip.settle() }
    return 0
  }

  /// A person moved a scrollbar, the wheel or the touchpad: the core scrolls to the
  /// adjustment's value, in points, and the frame that follows shows it.
  private static let onScrolled: SignalHandler = { adjustment, context in
    let clip: ScrollClip = object(from: context)
    // Which adjustment moved, told by its address.
    let address = UInt(bitPattern: adjustment)
    MainActor.assumeIsolated {
      guard let container = clip.container, container.isAlive, let host = clip.window?.host,
        let moved = clip.adjustments.first(where: { UInt(bitPattern: $0.adjustment) == address })
      else { return }
      let axis = moved.axis
      let value = gtk_adjustment_get_value(moved.adjustment)
      guard let extent = container.scrollExtent(along: axis) else { return }
      // Whole points: the core moves by the change in the rounded value, so that what it
      // moved adds up to where the adjustment is (an animated wheel step passes fractions).
      let target = value.rounded()
      let previous = clip.accounted[axis] ?? Double(extent.offset)
      let distance = target - previous
      guard distance != 0 else { return }
      let start = container.scrollStart
      if target <= 0 || abs(distance) > 2 * Double(extent.viewport) {
        // Back at the start, exactly; or dragged far: the row the estimate puts there.
        try? container.scroll(toPoints: CGFloat(target), along: axis)
      } else {
        // One gesture moves the adjustment many times: it settles once it pauses.
        try? container.scroll(byPoints: CGFloat(distance), along: axis, settles: false)
      }
      clip.scrolled(container, from: start)
      clip.accounted[axis] = target
      clip.offsetAfterScrolling[axis] = container.scrollExtent(along: axis)?.offset
      host.runPendingUpdate()
      host.requestRender()
    }
  }
}

extension WidgetWindow {
  /// Where the widget of `element` goes: in the clip of the innermost scroll container it is
  /// in (the container's own scroll indicator too), made or moved to the container's frame,
  /// else in the window's `GtkFixed`.
  func placement(for element: HostElement) -> (
    fixed: UnsafeMutablePointer<GtkFixed>, clip: ObjectIdentifier?
  ) {
    guard let container = innermostScrollContainer(of: element) else { return (fixed, nil) }
    let id = container.identity
    let clip: ScrollClip
    if let existing = clips[id] {
      clip = existing
    } else {
      clip = ScrollClip(window: self, collection: container.collectionRole)
      clips[id] = clip
    }
    let frame = HostedWidget.pixels(container.frame.offsetBy(dx: -origin.x, dy: -origin.y))
    if clip.frame.map({ $0 != frame }) ?? true {
      if clip.frame == nil {
        gtk_fixed_put(fixed, clip.scroller, Double(frame.x), Double(frame.y))
      } else {
        gtk_fixed_move(fixed, clip.scroller, Double(frame.x), Double(frame.y))
      }
      gtk_widget_set_size_request(clip.scroller, Int32(frame.width), Int32(frame.height))
      trellis_clip_set_origin(clip.widget, Double(frame.x), Double(frame.y))
      clip.frame = frame
    }
    return (clip.fixed, id)
  }

  /// The scroll container around `element` (or `element` itself) nearest to it, along
  /// either axis.
  private func innermostScrollContainer(of element: HostElement) -> HostElement? {
    let down = element.scrollContainer(along: .vertical)
    let across = element.scrollContainer(along: .horizontal)
    guard let down, let across else { return down ?? across }
    // The inner one lies within the outer one.
    return down.frame.width * down.frame.height <= across.frame.width * across.frame.height
      ? down : across
  }

  /// Removes the clips none of `widgets` is in (their containers left).
  func removeClips(unusedBy widgets: [HostedWidget]) {
    guard !clips.isEmpty else { return }
    let used = Set(widgets.compactMap(\.clip))
    for (id, clip) in clips where !used.contains(id) {
      clip.detach()
      gtk_fixed_remove(fixed, clip.scroller)
      clips[id] = nil
    }
  }
}
