import Foundation

/// What a drop would do with the dragged items, as a drop delegate proposes it.
public enum DropOperation: Hashable, Sendable {
  /// The drop would do nothing: releasing there cancels the drag.
  case cancel
  /// A drop is not allowed here: releasing performs nothing.
  case forbidden
  /// The items would be copied.
  case copy
  /// The items would be moved.
  case move
}

/// A drop delegate's answer to a drag moving over its view: the operation a release there
/// would perform.
public struct DropProposal: Hashable, Sendable {
  /// The operation a release would perform.
  public let operation: DropOperation

  /// Proposes `operation` for a release at the drag's current place.
  public init(operation: DropOperation) {
    self.operation = operation
  }
}
