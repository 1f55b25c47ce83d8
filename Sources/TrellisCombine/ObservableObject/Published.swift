/// A property wrapper that publishes its property's changes: it sends the enclosing object's
/// synthesized `objectWillChange`, then hands the new value to the subscribers of `$property`,
/// and only then stores it (willSet timing). A class that declares its own `objectWillChange`
/// is not sent anything by `@Published`, as with Apple's; it calls `send()` itself. Reading the property inside either callback gives the OLD
/// value.
///
/// Any assignment publishes, including a mutation through the property such as
/// `items.append(x)`, because it runs the setter. Changing the inner state of a class instance
/// that the property refers to does not.
///
/// `@Published` is available on properties of classes only.
@propertyWrapper
public struct Published<Value> {
  // The one stored property; `_ObjectWillChangeRegistry` reads it at the field's offset in
  // the enclosing object, so Published must stay exactly one class reference wide.
  @usableFromInline var box: _PublishedBox<Value>

  /// Creates the storage with an initial value; what `@Published var x = value` calls.
  public init(wrappedValue: Value) {
    box = _PublishedBox(wrappedValue)
  }

  /// Creates the storage with an initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Unavailable: the property is read and written through its enclosing class instance.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The publisher behind `$property`: it emits the current value, then each new value.
  ///
  /// Assigning to it, as in `first.$name = second.$name`, changes nothing: the property keeps
  /// its own storage and value, as with Apple's `@Published`. The setter exists so that
  /// `$property` can be passed `inout`, to `assign(to:)`.
  public var projectedValue: Publisher {
    mutating get { Publisher(box) }
    set {}
  }

  /// Reads and writes the property through its enclosing instance; the compiler calls this.
  @inlinable
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      if !box.knowsItsObject { box.learnObjectWillChange(of: object) }
      box.publish(newValue)
    }
  }
}

extension Published {
  /// The publisher of a `@Published` property, reached as `$property`.
  ///
  /// It emits the property's current value when a subscriber asks, then every new value,
  /// before the property stores it. It never fails or finishes.
  public struct Publisher: TrellisCombine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// This publisher never fails.
    public typealias Failure = Never

    let box: _PublishedBox<Value>

    init(_ box: _PublishedBox<Value>) { self.box = box }

    /// Creates a publisher that starts with `output` and is not tied to any object.
    public init(_ output: Output) { box = _PublishedBox(output) }

    /// Attaches `subscriber`; it receives the property's current value first, once it asks,
    /// then each new value before the property stores it.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      box.attach(subscriber)
    }
  }
}
