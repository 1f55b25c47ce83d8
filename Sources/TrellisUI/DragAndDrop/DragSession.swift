import Foundation

/// One drag, from its start to its drop or cancellation: what it carries and the drop
/// target it is over.
@MainActor
final class _DragSession {
  var providers: [NSItemProvider]
  /// The drop target the drag is over, which accepted it, and its view.
  var target: (registration: _DropTargetRegistration, node: _ViewNode)?
  /// What each target under the drag answered to `validateDrop`, asked once as the drag
  /// comes over it, and again after it left.
  var validated: [ObjectIdentifier: Bool] = [:]
  /// What the target last proposed.
  var proposal: DropProposal?
  /// Where the drag was last reported (window points); `nil` outside the window.
  var location: CGPoint?

  init(providers: [NSItemProvider]) {
    self.providers = providers
  }
}

/// A press on a drag source that has not moved far enough to start a drag yet.
struct _PendingDrag {
  let source: _DragSourceRegistration
  let start: CGPoint
}
