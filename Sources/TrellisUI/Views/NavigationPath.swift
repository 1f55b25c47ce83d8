/// A list of the values pushed onto a navigation stack, of any `Hashable` types.
///
/// ```swift
/// @State private var path = NavigationPath()
/// // ...
/// path.append(book)       // pushes the view for `book`
/// path.append(42)         // then the view for 42
/// path.removeLast()       // pops it again
/// ```
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path.
  public init() { elements = [] }

  /// A path holding `elements`, the first at the bottom of the stack.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path is empty (the stack shows its root).
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the last `k` values.
  ///
  /// - Parameter k: How many values to remove; at most ``count``.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// Reads and changes the path a stack is bound to, whatever its type.
struct _NavigationPathAccess {
  let read: () -> [AnyHashable]
  /// Appends a value; `false` when the path cannot hold a value of its type.
  let append: (AnyHashable) -> Bool
  /// Removes values from the end until `count` remain.
  let truncate: (Int) -> Void
}
