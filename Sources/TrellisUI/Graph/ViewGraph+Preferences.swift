/// Preferences: values that flow up the tree, from the views that give them to the views
/// that read them.
///
/// A view gives its key a value (`preference`, `anchorPreference`) or changes its content's
/// (`transformPreference`): the node keeps a ``_PreferenceWriter``. A reader
/// (`onPreferenceChange`, `overlayPreferenceValue`) keeps a ``_PreferenceReader`` on its node
/// and reduces its content's values in view order when it is stale. A writer made, described
/// again, torn down or taken out of view marks the readers of its key above it stale (and
/// only those); the graph refreshes them once the views below them are settled, in the same
/// update, so that a reader acts on its content's settled value, and only when it changed.

/// What one view gives one preference key.
@MainActor
class _PreferenceWriter {
  /// The key's type.
  let key: ObjectIdentifier
  init(key: ObjectIdentifier) { self.key = key }
}

/// A view's value for `Key` (which replaces its content's) or its change to its content's.
final class _PreferenceWrite<Key: PreferenceKey>: _PreferenceWriter {
  enum Write {
    case value(Key.Value)
    case transform((inout Key.Value) -> Void)
  }
  let write: Write

  init(_ write: Write) {
    self.write = write
    super.init(key: ObjectIdentifier(Key.self))
  }
}

/// What reads one key's value reduced over a view's content: the node's first child.
@MainActor
class _PreferenceReader {
  /// The key's type.
  let key: ObjectIdentifier
  /// Whether a writer below changed since the value was last read.
  var isStale = false
  init(key: ObjectIdentifier) { self.key = key }

  /// Reads the value again from the content of `node` (the reader's node) and acts on a
  /// change.
  func refresh(node: _ViewNode) {}
}

extension _ViewNode {
  /// The value of `Key` this subtree gives: its own, or its children's (lazy rows: the
  /// realised rows in use) reduced in view order and changed by its own transform; `nil`
  /// when nothing in it gives one. A subtree out of view gives none.
  func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
    guard !isHidden else { return nil }
    var own: _PreferenceWrite<Key>?
    if let writer = preferenceWriter, writer.key == ObjectIdentifier(Key.self) {
      own = unsafeDowncast(writer, to: _PreferenceWrite<Key>.self)
    }
    if let own, case .value(let value) = own.write { return value }
    var combined: Key.Value?
    for child in lazyRows?.realizedInOrder ?? children {
      guard let next = child.preferenceValue(key) else { continue }
      if var value = combined {
        Key.reduce(value: &value) { next }
        combined = value
      } else {
        combined = next
      }
    }
    if let own, case .transform(let change) = own.write {
      var value = combined ?? Key.defaultValue
      change(&value)
      return value
    }
    return combined
  }

  /// The reduced value of `Key` over this reader's content (its first child): the key's
  /// default when the content gives none.
  func contentPreferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
    children.first?.preferenceValue(key) ?? Key.defaultValue
  }

  /// This node's preference value changed (made, described again, gone, shown or hidden):
  /// the readers of its key whose content holds it read it again.
  func preferenceWriterChanged() {
    guard let key = preferenceWriter?.key else { return }
    var child = self
    while let parent = child.parent {
      if let reader = parent.preferenceReader, reader.key == key, parent.children.first === child {
        graph.markPreferenceReaderStale(parent)
      }
      child = parent
    }
  }

  /// Sets what this node gives its key, and tells the readers above.
  func setPreferenceWriter(_ writer: _PreferenceWriter) {
    preferenceWriter = writer
    preferenceWriterChanged()
  }

  /// Makes `reader` this node's reader; a new one reads its content's value once the update
  /// has built it.
  func setPreferenceReader(_ reader: _PreferenceReader) {
    guard preferenceReader !== reader else { return }
    preferenceReader = reader
    graph.markPreferenceReaderStale(self)
  }
}

extension _ViewGraph {
  var hasStalePreferenceReaders: Bool { !stalePreferenceReaders.isEmpty }

  /// Notes that the reader on `node` must read its value again, in this update or the next.
  func markPreferenceReaderStale(_ node: _ViewNode) {
    guard let reader = node.preferenceReader, !reader.isStale, node.isAlive else { return }
    reader.isStale = true
    stalePreferenceReaders.append(node)
    if !isUpdating { schedulePass() }
  }

  /// Refreshes the stale readers, the innermost first (an outer reader's value may include
  /// what an inner one's overlay gives).
  func refreshPreferenceReaders() {
    var readers = stalePreferenceReaders
    stalePreferenceReaders.removeAll()
    readers.sort { $0.depth > $1.depth }
    for node in readers {
      guard let reader = node.preferenceReader, reader.isStale else { continue }
      reader.isStale = false
      guard node.isAlive else { continue }
      reader.refresh(node: node)
    }
  }

  /// Forgets the stale readers (an update given up, the graph torn down).
  func abandonStalePreferenceReaders() {
    for node in stalePreferenceReaders { node.preferenceReader?.isStale = false }
    stalePreferenceReaders.removeAll()
  }
}

/// Whether two preference values are the same: by `==` when their type is `Equatable`,
/// else field by field as view inputs are compared (a closure never equals another).
@MainActor func _preferenceValuesEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  if let left = lhs as? any Equatable {
    func open<E: Equatable>(_ left: E) -> Bool { (rhs as? E).map { $0 == left } ?? false }
    return open(left)
  }
  return _ViewTypeInfo.sameInputs(lhs, rhs)
}
