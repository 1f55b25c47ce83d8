extension View {
  /// Gives `key` the value `value` for this view, in place of any value its content gives.
  ///
  /// ```swift
  /// Text(title)
  ///   .preference(key: TitleKey.self, value: [title])
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - value: The value this view gives.
  /// - Returns: A view that gives `value` for `key`.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceWritingModifier<K>(write: .value(value)))
  }

  /// Changes the value of `key` that this view's content gives (the key's default when the
  /// content gives none) with `callback`.
  ///
  /// ```swift
  /// Section { rows }
  ///   .transformPreference(TitleKey.self) { titles in titles.insert("Section", at: 0) }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - callback: Changes the content's value in place.
  /// - Returns: A view that gives the changed value for `key`.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(_PreferenceWritingModifier<K>(write: .transform(callback)))
  }
}

/// Gives its content's node a value or a change for `Key`.
struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let write: _PreferenceWrite<Key>.Write

  func _attach(to node: _ViewNode) {
    node.setPreferenceWriter(_PreferenceWrite<Key>(write))
  }
}
