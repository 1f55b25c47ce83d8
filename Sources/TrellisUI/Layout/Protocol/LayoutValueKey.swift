import Foundation

/// A key for a value that a view hands to the ``Layout`` arranging it, set with
/// `layoutValue(key:value:)` and read with ``LayoutSubview``'s subscript.
///
/// ```swift
/// private struct Weight: LayoutValueKey {
///   static let defaultValue: CGFloat = 1
/// }
///
/// Text("Name").layoutValue(key: Weight.self, value: 2)
/// // In the layout: subview[Weight.self] == 2
/// ```
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value a subview that does not set it has.
  static var defaultValue: Value { get }
}

extension View {
  /// Hands `value` for `key` to the layout that arranges this view; it reads it with
  /// `subview[key]`. The value set nearest the layout wins.
  ///
  /// - Parameters:
  ///   - key: The key the value is stored under.
  ///   - value: The value.
  /// - Returns: A view that carries the value.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
  }
}

extension LayoutSubview {
  /// The value the subview sets for `key` with `layoutValue(key:value:)`, or the key's
  /// default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    let node = self.node
    let id = ObjectIdentifier(key)
    let found = MainActor.assumeIsolated { _CarriedValue(value: node.node.layoutValue(for: id)) }
    return (found.value as? K.Value) ?? K.defaultValue
  }
}

/// A layout value on its way out of the main actor, where layout (and so the subscript)
/// runs anyway.
private struct _CarriedValue: @unchecked Sendable {
  let value: Any?
}

struct _LayoutValueModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let key: ObjectIdentifier
  let value: Any

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_LayoutValueLayout(key: key, value: value))
  }
}

/// Lays its content out as its own, carrying a value for the layout around it.
struct _LayoutValueLayout: _ContentLayout {
  let key: ObjectIdentifier
  let value: Any
}

extension _ViewNode {
  /// The value for `key` set on this subview: on it or on the modifiers around its content
  /// (the outermost wins).
  func layoutValue(for key: ObjectIdentifier) -> Any? {
    _Subview(node: self).trait { layout in
      (layout as? _LayoutValueLayout).flatMap { $0.key == key ? $0.value : nil }
    }
  }
}
