/// The direction of a move command: an arrow key pressed while a view that does not use
/// arrows itself has focus (see `onMoveCommand(perform:)`).
public enum MoveCommandDirection: Equatable, Hashable, Sendable {
  /// Up Arrow.
  case up
  /// Down Arrow.
  case down
  /// Left Arrow.
  case left
  /// Right Arrow.
  case right
}
