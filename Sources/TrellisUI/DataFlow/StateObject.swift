/// An object that a view creates and owns: made once per view identity, on first use, and
/// kept until the identity leaves the graph. The view updates on its `objectWillChange`.
///
/// Also accepts an `@Observable` class, which helps a gradual migration to Observation;
/// its properties are then tracked where `body` reads them.
@propertyWrapper
public struct StateObject<ObjectType: AnyObject>: DynamicProperty {
  private let make: () -> ObjectType
  private var linked: ObjectType?

  /// Owns the object that `thunk` makes; `thunk` runs once per view identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)
  where ObjectType: ObservableObject {
    make = thunk
  }

  /// Owns an `@Observable` object, for code moving from `ObservableObject` to Observation.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)
  where ObjectType: Observable {
    make = thunk
  }

  /// Owns an object that is both `ObservableObject` and `@Observable`.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)
  where ObjectType: ObservableObject & Observable {
    make = thunk
  }

  /// The owned object.
  public var wrappedValue: ObjectType {
    if let linked { return linked }
    _RuntimeWarnings.warn("stateobject-\(ObjectType.self)") {
      "[Trellis] Accessing StateObject<\(ObjectType.self)>'s object without being installed on "
        + "a View. This will create a new instance each time."
    }
    return make()
  }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension StateObject {
  /// Gives bindings to the properties of the owned object: `$model.name`.
  ///
  /// Apple's type is `ObservedObject<ObjectType>.Wrapper`, which needs an `ObservableObject`;
  /// this one also serves `@Observable` objects. (The compiler finds a wrapper's
  /// `projectedValue` only in the type's own declaration, not in a constrained extension.)
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
}

extension StateObject: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    let object: ObjectType
    if let owned = node.propertyStorage[slot] as? _OwnedObject<ObjectType> {
      object = owned.object
    } else {
      object = make()
      node.propertyStorage[slot] = _OwnedObject(object)
    }
    linked = object
    // The subscription's slot must differ from the owned object's: offsets are even.
    _ObjectSubscription.link(object, in: node, slot: slot | 1, name: name)
  }
}

/// Keeps a `@StateObject`'s object alive for as long as its node.
final class _OwnedObject<Object: AnyObject>: _PersistentState {
  let object: Object
  init(_ object: Object) { self.object = object }
}
