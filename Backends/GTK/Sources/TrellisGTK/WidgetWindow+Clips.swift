import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// The clip of one scroll view or list (Clip.c): its widgets go in the clip's own `GtkFixed`,
/// at their places in the window's content, and the clip cuts them at the container's frame,
/// so that a row partly scrolled out (a scroll view scrolls by points) is cut at the edge
/// instead of drawn over the views around it.
@MainActor
final class ScrollClip {
  let widget: GtkWidgetPointer
  let fixed: UnsafeMutablePointer<GtkFixed>
  /// The container's frame in the window's content, in pixels, as last applied.
  var frame: (x: Int, y: Int, width: Int, height: Int)?

  init() {
    let fixed = gtk_fixed_new()!
    self.fixed = gtkCast(fixed)
    widget = trellis_clip_new(fixed)
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
      clip = ScrollClip()
      clips[id] = clip
    }
    let frame = HostedWidget.pixels(container.frame.offsetBy(dx: -origin.x, dy: -origin.y))
    if clip.frame.map({ $0 != frame }) ?? true {
      if clip.frame == nil {
        gtk_fixed_put(fixed, clip.widget, Double(frame.x), Double(frame.y))
      } else {
        gtk_fixed_move(fixed, clip.widget, Double(frame.x), Double(frame.y))
      }
      gtk_widget_set_size_request(clip.widget, Int32(frame.width), Int32(frame.height))
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
      gtk_fixed_remove(fixed, clip.widget)
      clips[id] = nil
    }
  }
}
