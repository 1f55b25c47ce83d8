import Foundation

/// A command of the Edit menu (or an arrow) a view answers, with what it does.
enum _EditCommandHandler {
  case copy(() -> [NSItemProvider])
  case cut(() -> [NSItemProvider])
  /// Returns whether it pasted (a validator may refuse).
  case paste(types: [UTType], ([NSItemProvider]) -> Bool)
  case delete(() -> Void)
  case move((MoveCommandDirection) -> Void)
}

/// The command a view declared, kept in its modifier's node for the host to find by walking
/// up from the focused view.
@MainActor
final class _EditCommandRegistration {
  var handler: _EditCommandHandler?
}

/// Keeps the command's handler up to date in its node; leaves layout alone.
struct _EditCommandModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let command: _EditCommandHandler?

  func _attach(to node: _ViewNode) {
    node.modifierState(_EditCommandRegistration.init).state.handler = command
  }
}
