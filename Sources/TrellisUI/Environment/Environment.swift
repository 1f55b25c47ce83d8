/// A value read from the view's environment: by key path (`@Environment(\.dismiss)`), or an
/// `@Observable` object by type (`@Environment(Library.self)`).
///
/// The view updates when the value it read changes. Reading an object that no ancestor
/// provided stops the program, naming the type.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(read: @MainActor (EnvironmentValues, _ViewNode) -> Value)
  }

  private let source: Source
  private var linked: Value?

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads the `@Observable` object of this type that an ancestor provided with
  /// `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(read: { environment, node in
      guard let object = environment.readObject(Value.self, recordingIn: node) else {
        fatalError(
          "No Observable object of type \(Value.self) found. A View.environmentObject(_:) for "
            + "\(Value.self) may be missing as an ancestor of this view.")
      }
      return object
    })
  }

  /// Reads the `@Observable` object of this type if an ancestor provided one, else `nil`.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(read: { environment, node in
      environment.readObject(T.self, recordingIn: node)
    })
  }

  /// The value, as of the view's latest update.
  public var wrappedValue: Value {
    if let linked { return linked }
    switch source {
    case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
    case .object:
      fatalError("@Environment(\(Value.self).self) was read outside of a view's body")
    }
  }
}

extension Environment: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    switch source {
    case .keyPath(let keyPath):
      let environment = node.environment
      let (value, keys) = _EnvironmentReadRecorder.recording { environment[keyPath: keyPath] }
      for key in keys {
        node.environmentReads[key.id] = environment.reading(of: key.id)
        node.environmentKeyTypes[key.id] = key.type
      }
      linked = value
    case .object(let read):
      linked = read(node.environment, node)
    }
  }
}
