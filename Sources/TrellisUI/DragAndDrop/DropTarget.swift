import Foundation

/// A view's drop target, kept in its modifier's node for the host to find: the types it
/// accepts and the delegate it tells.
@MainActor
final class _DropTargetRegistration {
  var types: [UTType] = []
  var delegate: any DropDelegate = _NoDropDelegate()
}

/// The delegate of a registration not yet attached.
struct _NoDropDelegate: DropDelegate {
  func performDrop(info: DropInfo) -> Bool { false }
}

struct _DropTargetModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let types: [UTType]
  let delegate: any DropDelegate

  func _attach(to node: _ViewNode) {
    let registration = node.modifierState(_DropTargetRegistration.init).state
    registration.types = types
    registration.delegate = delegate
  }
}

/// What the closure forms of `onDrop` do: mark the binding while a drag is over the view,
/// and run the action on release.
struct _ClosureDropDelegate: DropDelegate {
  let isTargeted: Binding<Bool>?
  let types: [UTType]
  let action: ([NSItemProvider], CGPoint) -> Bool

  func dropEntered(info: DropInfo) { isTargeted?.wrappedValue = true }
  func dropExited(info: DropInfo) { isTargeted?.wrappedValue = false }
  func performDrop(info: DropInfo) -> Bool {
    action(info.itemProviders(for: types), info.location)
  }
}

extension View {
  /// Makes the view a drop target for items of `supportedContentTypes`: `action` gets the
  /// providers of the dropped items that are of one of them.
  ///
  /// A drag carrying none of the types passes the view by: it is not targeted, and a
  /// release there does nothing.
  /// - Parameters:
  ///   - supportedContentTypes: The types the view takes (or types conforming to them).
  ///   - isTargeted: Set to `true` while an accepted drag is over the view, `false` after.
  ///   - action: Handles the drop. - Returns: Whether it was taken.
  /// - Returns: A view that takes drops.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in
      action(providers)
    }
  }

  /// Makes the view a drop target for items of `supportedContentTypes`: `action` gets the
  /// providers of the dropped items that are of one of them, and where the drop landed in
  /// the view's own space.
  /// - Parameters:
  ///   - supportedContentTypes: The types the view takes (or types conforming to them).
  ///   - isTargeted: Set to `true` while an accepted drag is over the view, `false` after.
  ///   - action: Handles the drop. - Returns: Whether it was taken.
  /// - Returns: A view that takes drops.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    modifier(
      _DropTargetModifier(
        types: supportedContentTypes,
        delegate: _ClosureDropDelegate(
          isTargeted: isTargeted, types: supportedContentTypes, action: action)))
  }

  /// Makes the view a drop target for items of `supportedContentTypes` that `delegate`
  /// follows from entry to drop.
  /// - Parameters:
  ///   - supportedContentTypes: The types the view takes (or types conforming to them).
  ///   - delegate: Told of the drag; see ``DropDelegate``.
  /// - Returns: A view that takes drops.
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate)
    -> some View
  {
    modifier(_DropTargetModifier(types: supportedContentTypes, delegate: delegate))
  }
}
