/// A stored property of a view that the graph updates before each `body`: `@State`,
/// `@Binding`, `@Environment` and the other data-flow wrappers, or a struct of your own that
/// contains them.
public protocol DynamicProperty {
  /// Called before the view's `body`, after the wrappers inside it were linked.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing, so a dynamic property that needs no work before `body` need not implement
  /// `update()`.
  public mutating func update() {}
}

/// A built-in dynamic property: linked to the node that owns the view before `body` runs.
@MainActor
protocol _DynamicPropertyField: DynamicProperty {
  /// Connects this property to its storage in `node`; `slot` is its byte offset in the view.
  mutating func _link(to node: _ViewNode, slot: Int, name: String)
  /// Whether two values of this property mean the same input to the view.
  static func _inputsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
  /// Where the value of the property at `pointer` comes from, for diagnostics (a binding's
  /// source: `Parent._name`), if it can say.
  static func _sourceDescription(_ pointer: UnsafeRawPointer) -> String?
}

extension _DynamicPropertyField {
  static func _inputsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
  static func _sourceDescription(_ pointer: UnsafeRawPointer) -> String? { nil }

  static func _linkField(
    at pointer: UnsafeMutableRawPointer, to node: _ViewNode, slot: Int, name: String
  ) {
    pointer.assumingMemoryBound(to: Self.self).pointee._link(to: node, slot: slot, name: name)
  }
}
