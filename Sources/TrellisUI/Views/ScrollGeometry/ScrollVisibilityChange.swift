import Foundation

extension View {
  /// Runs `action` when this view, inside a scroll view, comes to show by at least
  /// `threshold` of its area (`true`) or stops showing by that much (`false`).
  ///
  /// ```swift
  /// VideoCard(video)
  ///   .onScrollVisibilityChange(threshold: 0.8) { isVisible in
  ///     player.isPlaying = isVisible
  ///   }
  /// ```
  ///
  /// A view that shows enough when it is first laid out runs the action with `true`; one that
  /// does not runs nothing until it does. A person's scrolling, code's, and the view's or the
  /// scroll view's change of size all count. Outside any scroll view the view counts as
  /// visible.
  ///
  /// - Parameters:
  ///   - threshold: The part of the view's area, from 0 to 1, that must show for it to count
  ///     as visible.
  ///   - action: Runs with whether the view now counts as visible, after the update that
  ///     laid it out.
  /// - Returns: A view that reports its visibility.
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> some View {
    let threshold = min(max(threshold, 0), 1)
    return modifier(
      _GeometryChangeModifier(transform: { proxy in
        _ScrollVisibility.isVisible(proxy, threshold: threshold)
      }) { old, new in
        // Not shown at first is not a change.
        if old == nil, !new { return }
        action(new)
      })
  }
}

/// Whether a view shows enough of itself in its scroll view.
enum _ScrollVisibility {
  @MainActor static func isVisible(_ proxy: GeometryProxy, threshold: Double) -> Bool {
    let frame = CGRect(origin: .zero, size: proxy.size)
    guard let viewport = proxy.bounds(of: .scrollView) else { return true }
    let area = frame.width * frame.height
    guard area > 0 else { return viewport.intersects(frame) || viewport.contains(frame.origin) }
    let shown = frame.intersection(viewport)
    guard !shown.isNull else { return false }
    return Double(shown.width * shown.height / area) >= threshold - 1e-9
  }
}
