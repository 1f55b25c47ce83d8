import Foundation

/// The object a view's `onDrop(of:delegate:)` tells about a drag over it, from the moment it
/// enters to the drop or its leaving.
///
/// A drag that carries none of the view's types never reaches the delegate. For one that
/// does, the delegate is asked `validateDrop(info:)` as it enters; when that says yes, it is
/// told `dropEntered(info:)`, then `dropUpdated(info:)` at each move, and either
/// `dropExited(info:)` as it leaves, or `performDrop(info:)` and then `dropExited(info:)`
/// when it is released over the view.
@MainActor
public protocol DropDelegate {
  /// Whether the drag may drop here; `false` makes the view no target for it. By default,
  /// `true`.
  func validateDrop(info: DropInfo) -> Bool
  /// Performs the drop: load the items from `info`'s providers. - Returns: Whether the
  /// drop was taken.
  func performDrop(info: DropInfo) -> Bool
  /// The drag came over the view.
  func dropEntered(info: DropInfo)
  /// The drag moved over the view. - Returns: What a release here would do, or `nil` for
  /// the default (a copy).
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// The drag left the view, or was dropped on it.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// Every drag carrying the view's types may drop.
  public func validateDrop(info: DropInfo) -> Bool { true }
  /// Nothing to do as the drag comes in.
  public func dropEntered(info: DropInfo) {}
  /// The default proposal.
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  /// Nothing to do as the drag leaves.
  public func dropExited(info: DropInfo) {}
}
