/// Makes bindings to the properties of an `@Observable` object: `$model.name`.
///
/// Use it on a view property (`@Bindable var item: Item`) or on a local inside `body`
/// (`@Bindable var store = store`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// This value, so `$model` gives bindings.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps an `@Observable` object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an `@Observable` object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Takes another `Bindable`'s object.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to the object's property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject> where Value: AnyObject
  {
    Binding(location: _ObjectLocation(object: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The identifier of the wrapped object, so a `Bindable` can be used where an
  /// `Identifiable` value is expected.
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {}

  static func _inputsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    let left = lhs.assumingMemoryBound(to: Self.self).pointee.wrappedValue
    let right = rhs.assumingMemoryBound(to: Self.self).pointee.wrappedValue
    guard let left = left as AnyObject?, let right = right as AnyObject? else { return false }
    return left === right
  }
}
