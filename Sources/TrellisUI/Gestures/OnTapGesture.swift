import Foundation

extension View {
  /// Runs `action` when the view is tapped `count` times: clicked in the terminal (a double
  /// click for a count of 2) and in GTK, or `tap(count:)` on a `ViewHost` element.
  ///
  /// A tap goes to the innermost view under it that has a tap gesture, as on Apple's
  /// platforms; a control (a button, a field) under the pointer takes the click first. A
  /// gesture that wants two taps runs on every second one of a run of clicks. The view is not
  /// made focusable: keyboard users reach actions through controls, as Apple's platforms have
  /// them do.
  ///
  /// - Parameters:
  ///   - count: How many taps in a row run the action.
  ///   - action: What to do.
  /// - Returns: A view that runs `action` when tapped.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }

  /// Runs `action` with the tap's location in the view's own space (its top-left corner at
  /// zero, in points) when the view is tapped `count` times.
  ///
  /// - Parameters:
  ///   - count: How many taps in a row run the action.
  ///   - coordinateSpace: The space the location is in: the view's own (`.local`), the
  ///     window's (`.global`) or a named ancestor's.
  ///   - action: What to do with the location.
  /// - Returns: A view that runs `action` when tapped.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      })
  }
}
