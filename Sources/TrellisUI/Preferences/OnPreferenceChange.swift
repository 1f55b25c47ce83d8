extension View {
  /// Runs `action` with the new value when the value of `key` that this view's content gives
  /// changes.
  ///
  /// The value is the content's values combined in view order (the key's default when none
  /// gives one), compared with `==` after each update: the action runs when it changed, once
  /// the update is over, never while a `body` runs; the first time when the first value
  /// differs from the default. It may write state, also state the value depends on: the
  /// update then goes on until the value settles, and an action that keeps changing it warns
  /// ("tried to update multiple times per frame") and stops running in that update.
  ///
  /// ```swift
  /// VStack { rows }
  ///   .onPreferenceChange(TitleKey.self) { titles in visibleTitles = titles }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference key to watch.
  ///   - action: Runs with the new value.
  /// - Returns: A view that runs `action` when the value of `key` changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(_PreferenceChangeModifier<K>(action: action))
  }
}

struct _PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier, _PrimitiveModifier
where Key.Value: Equatable {
  typealias Body = Never
  let action: (Key.Value) -> Void

  func _attach(to node: _ViewNode) {
    let reader = node.modifierState { _PreferenceChangeReader<Key>() }.state
    reader.action = action
    node.setPreferenceReader(reader)
  }
}

/// The value an `onPreferenceChange` last saw, and its latest action.
final class _PreferenceChangeReader<Key: PreferenceKey>: _PreferenceReader
where Key.Value: Equatable {
  var value = Key.defaultValue
  var action: ((Key.Value) -> Void)?
  /// The update pass the action last ran in, and how many times it ran in it.
  private var runs = (pass: -1, count: 0)
  /// How many times one update runs an action whose value keeps changing before it stops.
  private static var maximumRunsPerUpdate: Int { 4 }

  init() { super.init(key: ObjectIdentifier(Key.self)) }

  override func refresh(node: _ViewNode) {
    let new = node.contentPreferenceValue(Key.self)
    guard new != value else { return }
    value = new
    let pass = node.graph.updatePasses
    runs = runs.pass == pass ? (pass, runs.count + 1) : (pass, 1)
    if runs.count == 2 {
      _RuntimeWarnings.warn("preference-\(Key.self)") {
        "[Trellis] Bound preference \(Key.self) tried to update multiple times per frame: "
          + "an onPreferenceChange action changes the value it watches."
      }
    }
    // The value keeps changing: it is kept as seen, and the update is allowed to end.
    guard runs.count <= Self.maximumRunsPerUpdate else { return }
    node.graph.enqueue(.afterUpdate, depth: node.depth) { [weak node, weak self] in
      guard let node, node.isAlive, let self else { return }
      self.action?(new)
    }
  }
}
