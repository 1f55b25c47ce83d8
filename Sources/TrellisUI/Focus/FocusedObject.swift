/// Reads the `ObservableObject` of its type that the focused view, or a view around it,
/// publishes with `focusedObject(_:)` (or the focused scene with `focusedSceneObject(_:)`):
/// `nil` when nothing in focus publishes one.
///
/// The commands (or view) that read it update as focus moves and on every
/// `objectWillChange` of the object they hold:
///
/// ```swift
/// struct DocumentCommands: Commands {
///   @FocusedObject var document: Document?
///
///   var body: some Commands {
///     CommandMenu("Document") {
///       Button(document?.isLocked == true ? "Unlock" : "Lock") {
///         document?.isLocked.toggle()
///       }
///       .disabled(document == nil)
///     }
///   }
/// }
/// ```
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Gives bindings to the properties of the focused object.
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

  var center: _FocusedValuesCenter?

  /// Reads the focused object of type `ObjectType`.
  public init() {}

  /// The object, or `nil` when nothing in focus publishes one of its type.
  @MainActor public var wrappedValue: ObjectType? {
    center?.values().objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
  }

  /// Bindings to the object's properties, or `nil` when there is no object.
  @MainActor public var projectedValue: Wrapper? { wrappedValue.map { Wrapper(root: $0) } }
}

extension FocusedObject: _DynamicPropertyField {
  /// Subscribes the node to the object focus has now; when focus moves, the values' version
  /// that `wrappedValue` read moves, the node runs again and this links the new object.
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    let center = node.graph.focusedValues
    self.center = center
    // Read without making whatever runs now depend on the values: the body's read of
    // `wrappedValue` makes this node depend on them.
    let previous = _ViewGraph.evaluating
    _ViewGraph.evaluating = nil
    let focused = center.values().objects[ObjectIdentifier(ObjectType.self)]
    _ViewGraph.evaluating = previous
    if let object = focused {
      _ObjectSubscription.link(object, in: node, slot: slot, name: name)
    } else {
      node.propertyStorage[slot] = nil
    }
  }
}

extension View {
  /// Publishes `object` while focus is in this view (on it or on a view inside it);
  /// ``FocusedObject`` of its type reads it.
  ///
  /// ```swift
  /// DocumentEditor(document: document)
  ///   .focusedObject(document)
  /// ```
  ///
  /// - Parameter object: The object.
  /// - Returns: The view that publishes the object.
  public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_FocusedObjectModifier(object: object, isSceneValue: false))
  }

  /// Publishes `object` while focus is in this view, or nothing when it is `nil`.
  /// - Parameter object: The object, or `nil` to publish none.
  /// - Returns: The view that publishes the object.
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(_FocusedObjectModifier(object: object, isSceneValue: false))
  }

  /// Publishes `object` for the whole scene while the scene has focus, wherever focus is in
  /// it; an object of the same type published nearer focus with `focusedObject(_:)` comes
  /// first.
  /// - Parameter object: The object.
  /// - Returns: The view that publishes the object.
  public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_FocusedObjectModifier(object: object, isSceneValue: true))
  }

  /// Publishes `object` for the whole scene, or nothing when it is `nil`.
  /// - Parameter object: The object, or `nil` to publish none.
  /// - Returns: The view that publishes the object.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(_FocusedObjectModifier(object: object, isSceneValue: true))
  }
}

/// Publishes a focused object, as `_FocusedValueModifier` publishes a value.
struct _FocusedObjectModifier<T: ObservableObject>: ViewModifier {
  typealias Body = Never
  let object: T?
  let isSceneValue: Bool
}

extension _FocusedObjectModifier: _PrimitiveModifier {
  func _attach(to node: _ViewNode) {
    let (box, isNew) = node.modifierState(_FocusedValuePublication.init)
    let object = object
    let changed =
      isNew || box.isSceneValue != isSceneValue || (box.input as? AnyObject) !== object
    box.input = object
    box.isSceneValue = isSceneValue
    let key = ObjectIdentifier(T.self)
    box.apply = { values in
      if values.objects[key] == nil, let object { values.objects[key] = object }
    }
    guard changed else { return }
    node.graph.focusedValues.publicationChanged(at: node, isNew: isNew, isSceneValue: isSceneValue)
  }
}
