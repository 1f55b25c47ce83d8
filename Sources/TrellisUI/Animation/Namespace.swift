import Synchronization

/// A namespace for `matchedGeometryEffect` ids, unique to the view that declares it and
/// kept for as long as that view's identity lives.
///
/// ```swift
/// @Namespace private var cards
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private var id: ID?

  /// Declares a namespace.
  public init() {}

  /// The namespace's identity; the same at every evaluation of the view that declares it.
  public var wrappedValue: ID {
    guard let id else {
      _RuntimeWarnings.warn("namespace-outside-body") {
        "[Trellis] Reading a Namespace's value outside of a view's body; it is not stable."
      }
      return ID(value: Self.next())
    }
    return id
  }

  private static let counter = Atomic<Int>(0)
  fileprivate static func next() -> Int { counter.add(1, ordering: .relaxed).newValue }
}

extension Namespace: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    if let stored = node.propertyStorage[slot] as? _NamespaceBox {
      id = stored.id
    } else {
      let box = _NamespaceBox(id: ID(value: Self.next()))
      node.propertyStorage[slot] = box
      id = box.id
    }
  }
}

/// A namespace's identity, kept in its view's node.
final class _NamespaceBox {
  let id: Namespace.ID
  init(id: Namespace.ID) { self.id = id }
}
