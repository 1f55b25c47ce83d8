import Foundation

/// Where a `Binding` reads and writes its value. Subclasses: the storage of `@State`, a
/// property of an object, a key path into another binding, a pair of closures, a constant.
class _Location<Value>: @unchecked Sendable {
  func get() -> Value { fatalError("abstract") }
  func set(_ newValue: Value) { fatalError("abstract") }
  /// Whether `other` reads and writes the same place, so a view given either binding is
  /// given the same input.
  func isSame(as other: _Location<Value>) -> Bool { self === other }
  /// Whether the views that read through this location are updated when its value changes
  /// without help (`@State` records its readers, Observation tracks reads). When not (a
  /// property of an `ObservableObject`), a binding keeps the value it saw when made, so that
  /// a view holding the binding can tell that the value changed.
  var isTracked: Bool { true }
  /// Where the value lives, for diagnostics: `Owner._name` for a `@State`,
  /// `LabelStore.title` for an object's property; `nil` when unknown (closures, constants).
  var sourceDescription: String? { nil }
}

/// A binding made from two closures.
final class _ClosureLocation<Value>: _Location<Value>, @unchecked Sendable {
  private let getter: () -> Value
  private let setter: (Value) -> Void
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }
  override func get() -> Value { getter() }
  override func set(_ newValue: Value) { setter(newValue) }
}

/// A binding that always reads one value and ignores writes.
final class _ConstantLocation<Value>: _Location<Value>, @unchecked Sendable {
  private let value: Value
  init(_ value: Value) { self.value = value }
  override func get() -> Value { value }
  override func set(_ newValue: Value) {}
}

/// A binding to a part of another binding's value (`$model.child.name`, a collection element).
final class _KeyPathLocation<Root, Value>: _Location<Value>, @unchecked Sendable {
  let base: _Location<Root>
  let keyPath: WritableKeyPath<Root, Value>
  init(base: _Location<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }
  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func set(_ newValue: Value) {
    var root = base.get()
    root[keyPath: keyPath] = newValue
    base.set(root)
  }
  override func isSame(as other: _Location<Value>) -> Bool {
    guard let other = other as? _KeyPathLocation<Root, Value> else { return false }
    return other.keyPath == keyPath && other.base.isSame(as: base)
  }
  override var isTracked: Bool { base.isTracked }
  override var sourceDescription: String? { base.sourceDescription }
}

/// A binding to one element of a collection that another binding holds.
final class _ElementLocation<Base: MutableCollection>: _Location<Base.Element>, @unchecked Sendable
{
  let base: _Location<Base>
  let index: Base.Index
  init(base: _Location<Base>, index: Base.Index) {
    self.base = base
    self.index = index
  }
  override func get() -> Base.Element { base.get()[index] }
  override func set(_ newValue: Base.Element) {
    var collection = base.get()
    collection[index] = newValue
    base.set(collection)
  }
  override func isSame(as other: _Location<Base.Element>) -> Bool {
    guard let other = other as? _ElementLocation<Base> else { return false }
    return other.index == index && other.base.isSame(as: base)
  }
  override var isTracked: Bool { base.isTracked }
  override var sourceDescription: String? { base.sourceDescription.map { "\($0)[\(index)]" } }
}

/// A binding to a property of an object (`$item.title` on `@ObservedObject` or `@Bindable`).
final class _ObjectLocation<Root: AnyObject, Value>: _Location<Value>, @unchecked Sendable {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }
  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ newValue: Value) { object[keyPath: keyPath] = newValue }
  override func isSame(as other: _Location<Value>) -> Bool {
    guard let other = other as? _ObjectLocation<Root, Value> else { return false }
    return other.object === object && other.keyPath == keyPath
  }
  /// Reads of an `@Observable` object are tracked; those of an `ObservableObject` are not.
  override var isTracked: Bool { object is any Observable }
  override var sourceDescription: String? {
    _ObservedProperty.describe(keyPath, published: Published<Value>.self)
  }
}
