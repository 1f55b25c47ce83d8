/// An `ObservableObject` that a view observes but does not own: the view updates on every
/// `objectWillChange` of the object it currently holds.
///
/// `$object.property` gives a ``Binding`` to one of the object's properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Gives bindings to the properties of the observed object.
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: _ObjectLocation(object: root, keyPath: keyPath))
    }
  }

  /// The observed object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    _ObjectSubscription.link(wrappedValue, in: node, slot: slot, name: name)
  }

  static func _inputsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    lhs.assumingMemoryBound(to: Self.self).pointee.wrappedValue
      === rhs.assumingMemoryBound(to: Self.self).pointee.wrappedValue
  }
}
