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
    modifier(_TapGestureModifier(count: count, coordinateSpace: .local, action: { _ in action() }))
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
    modifier(
      _TapGestureModifier(
        count: count, coordinateSpace: coordinateSpace.coordinateSpace, action: action))
  }
}

/// The tap gesture a view declared, kept in its modifier's node for hosts to find.
@MainActor
final class _TapGestureRegistration {
  var count = 1
  var coordinateSpace = CoordinateSpace.local
  var action: (CGPoint) -> Void = { _ in }
}

/// Keeps the tap gesture's count and action up to date in its node. It leaves layout alone:
/// a tap finds it by walking up from what it hit.
struct _TapGestureModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let count: Int
  let coordinateSpace: CoordinateSpace
  let action: (CGPoint) -> Void

  func _attach(to node: _ViewNode) {
    let registration = node.modifierState(_TapGestureRegistration.init).state
    registration.count = max(1, count)
    registration.coordinateSpace = coordinateSpace
    registration.action = action
  }
}
