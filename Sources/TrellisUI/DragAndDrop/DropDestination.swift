import Foundation

/// What `dropDestination` does: report the targeting, load the dropped items as `T` off the
/// main actor, and hand them over with the drop's location once they are in.
struct _TransferableDropDelegate<T: Transferable>: DropDelegate {
  let action: ([T], CGPoint) -> Bool
  let isTargeted: (Bool) -> Void

  func dropEntered(info: DropInfo) { isTargeted(true) }
  func dropExited(info: DropInfo) { isTargeted(false) }

  func performDrop(info: DropInfo) -> Bool {
    let providers = info.itemProviders(for: T.importedContentTypes())
    guard !providers.isEmpty else { return false }
    let location = info.location
    let action = _UncheckedAction(action)
    let task = Task { @MainActor in
      var items: [T] = []
      // In the drag's order; an item that does not load is left out, as on Apple's platforms.
      for provider in providers {
        if let item = try? await provider.loadTransferable(type: T.self) { items.append(item) }
      }
      guard !items.isEmpty else { return }
      _ = action.value(items, location)
    }
    info.loads?.add(task)
    return true
  }
}

/// The user's action, which is called on the main actor only.
struct _UncheckedAction<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

extension View {
  /// Makes the view a drop target for values of `payloadType`: dragged items offered in one
  /// of the types it imports are loaded as values and handed to `action`, with where the
  /// drop landed in the view's own space.
  ///
  /// ```swift
  /// Color.clear.dropDestination(for: String.self) { words, location in
  ///   basket.append(contentsOf: words)
  ///   return true
  /// } isTargeted: { isOver = $0 }
  /// ```
  ///
  /// A drag carrying none of those types passes the view by: `isTargeted` is not called.
  /// The items load off the main actor, so `action` runs after the drop, on the main actor.
  /// - Parameters:
  ///   - payloadType: The type of the values the view takes.
  ///   - action: Gets the values and the location. - Returns: Whether they were taken.
  ///   - isTargeted: Told `true` as an accepted drag comes over the view, `false` as it
  ///     leaves or is dropped.
  /// - Returns: A view that takes drops.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    modifier(
      _DropTargetModifier(
        types: T.importedContentTypes(),
        delegate: _TransferableDropDelegate(action: action, isTargeted: isTargeted)))
  }
}
