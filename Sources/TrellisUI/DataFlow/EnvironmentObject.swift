/// An `ObservableObject` that an ancestor put in the environment with
/// `.environmentObject(_:)`. The view updates on its `objectWillChange`.
///
/// Reading it when no ancestor provided one stops the program, naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject>: DynamicProperty {
  /// Gives bindings to the properties of the object.
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

  private var linked: ObjectType?

  /// Reads the object of this type from the environment.
  public init() where ObjectType: ObservableObject {}

  /// Reads an `@Observable` object of this type from the environment (migration aid).
  public init() where ObjectType: Observable {}

  /// Reads an object that is both `ObservableObject` and `@Observable`.
  public init() where ObjectType: ObservableObject & Observable {}

  /// The object from the environment.
  public var wrappedValue: ObjectType {
    guard let linked else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) "
          + "for \(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return linked
  }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    linked = node.environment.readObject(ObjectType.self, recordingIn: node)
    guard let linked else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) "
          + "for \(ObjectType.self) may be missing as an ancestor of this view.")
    }
    _ObjectSubscription.link(linked, in: node, slot: slot, name: name)
  }
}
