import Foundation

extension View {
  /// Gives `key` a value made from an anchor on this view: where `value` (its bounds, a
  /// point) is, resolved later by a ``GeometryProxy`` in the reader's coordinates.
  ///
  /// ```swift
  /// Text(tab.title)
  ///   .anchorPreference(key: SelectedTabKey.self, value: .bounds) { anchor in
  ///     tab == selection ? anchor : nil
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - value: What the anchor stands for in this view.
  ///   - transform: Makes the key's value from the anchor.
  /// - Returns: A view that gives the value for `key`.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(_AnchorPreferenceModifier<A, K>(source: value) { $0 = transform($1) })
  }

  /// Changes the value of `key` that this view's content gives with an anchor on this view.
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - value: What the anchor stands for in this view.
  ///   - transform: Changes the content's value in place, given the anchor.
  /// - Returns: A view that gives the changed value for `key`.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(_AnchorPreferenceModifier<A, K>(source: value, replaces: false, transform: transform))
  }
}

/// Gives its node's anchor to `Key`, and lays its content out as its own so that the anchor
/// has the content's frame.
struct _AnchorPreferenceModifier<A, Key: PreferenceKey>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let source: Anchor<A>.Source
  /// Whether the value replaces the content's (`anchorPreference`) or changes it.
  var replaces = true
  let transform: (inout Key.Value, Anchor<A>) -> Void

  func _attach(to node: _ViewNode) {
    let anchor = Anchor<A>(node: node.handle, nodeID: ObjectIdentifier(node), source: source)
    if replaces {
      var value = Key.defaultValue
      transform(&value, anchor)
      node.setPreferenceWriter(_PreferenceWrite<Key>(.value(value)))
    } else {
      let transform = self.transform
      node.setPreferenceWriter(_PreferenceWrite<Key>(.transform { transform(&$0, anchor) }))
    }
  }

  func _layout(node: _ViewNode) -> _LayoutBehavior { .layout(_AnchorSourceLayout()) }
}

/// Lays its content out as its own: the frame an anchor on the view resolves to.
struct _AnchorSourceLayout: _ContentLayout, Equatable {}
