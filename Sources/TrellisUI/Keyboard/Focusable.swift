import Foundation

extension View {
  /// Makes the view take keyboard focus, so that its `onKeyPress` actions (and those of the
  /// views around it) get the keys: Tab reaches it in the order of the views, as it reaches
  /// controls, and `focus()` on a `ViewHost` element focuses it.
  /// - Parameter isFocusable: Whether it takes focus.
  /// - Returns: A view that takes focus.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(_FocusableModifier(isFocusable: isFocusable))
  }
}

/// Whether a view made focusable with `focusable(_:)` takes focus now.
@MainActor
final class _FocusableRegistration {
  var isFocusable = true
}

struct _FocusableModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let isFocusable: Bool

  func _attach(to node: _ViewNode) {
    node.modifierState(_FocusableRegistration.init).state.isFocusable = isFocusable
  }
}

extension _ViewNode {
  /// Whether this node takes keyboard focus: an enabled control, or a view made focusable.
  var takesFocus: Bool {
    guard isEnabled else { return false }
    return control != nil
      || existingModifierState(_FocusableRegistration.self)?.isFocusable == true
  }
}
