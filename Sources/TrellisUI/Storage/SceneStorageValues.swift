import Foundation

/// The `@SceneStorage` values of one window. When the window closes they are kept, and the
/// next window of the same scene opened in the same run takes them up again: the state a
/// scene restores on Apple's platforms, kept here for the length of the process.
final class _SceneStorageValues: _KeyedStore, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var values: [String: Any] = [:]
  /// The scene the values belong to.
  let scene: String

  private init(scene: String) { self.scene = scene }

  override func object(forKey key: String) -> Any? { lock.withLock { values[key] } }

  override func storeObject(_ object: Any?, forKey key: String) {
    lock.withLock { values[key] = object }
  }

  // MARK: Windows of a scene

  /// The values of closed windows, by scene, the latest closed last.
  @MainActor private static var closed: [String: [_SceneStorageValues]] = [:]

  /// The values for a window of `scene` that opens now: those of the last closed window of
  /// the scene, if any, else none.
  @MainActor static func open(scene: String) -> _SceneStorageValues {
    if let values = closed[scene]?.popLast() { return values }
    return _SceneStorageValues(scene: scene)
  }

  /// The window closed: its values wait for the scene's next window.
  @MainActor func close() {
    Self.closed[scene, default: []].append(self)
  }
}

private struct SceneStorageKey: EnvironmentKey {
  static var defaultValue: _SceneStorageValues? { nil }
}

/// A value kept per window under a key, and restored when a window of the same scene opens
/// again in the same run: the selected tab, a draft, a scroll position.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "inbox"
/// ```
///
/// Each window has its own values. When a window closes, its values are kept, and the next
/// window of the same scene takes them up; they are not kept across launches (use
/// `@AppStorage` for that). It keeps the same types as `@AppStorage`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let codec: _StoredValueCodec<Value>
  private var location: _StoredValueLocation<Value>?

  init(key: String, defaultValue: Value, codec: _StoredValueCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
  }

  /// The value kept for this window, or the default.
  public var wrappedValue: Value {
    get { location?.get() ?? defaultValue }
    nonmutating set {
      guard let location else {
        _RuntimeWarnings.warn("scene-storage-outside-\(key)") {
          "[Trellis] SceneStorage(\"\(key)\") was set outside of a view in a window; the value "
            + "is not kept."
        }
        return
      }
      location.set(newValue)
    }
  }

  /// A binding that reads and writes the value kept for this window.
  public var projectedValue: Binding<Value> {
    if let location { return Binding(location: location) }
    return .constant(defaultValue)
  }
}

extension SceneStorage: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    guard let store = node.environment._window?.sceneStorage else { return }
    let (key, defaultValue, codec) = (self.key, self.defaultValue, self.codec)
    location = node.storedValueLocation(slot: slot, name: name, store: store, key: key) {
      _StoredValueLocation(
        store: store, key: key, defaultValue: defaultValue, codec: codec,
        wrapper: "SceneStorage")
    }
  }
}

extension SceneStorage {
  /// A Boolean kept for the window under `key`.
  /// - Parameters:
  ///   - wrappedValue: The value when none is kept.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, codec: .bool)
  }

  /// An integer kept for the window under `key`.
  /// - Parameters:
  ///   - wrappedValue: The value when none is kept.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .int)
  }

  /// A number kept for the window under `key`.
  /// - Parameters:
  ///   - wrappedValue: The value when none is kept.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, codec: .double)
  }

  /// A string kept for the window under `key`.
  /// - Parameters:
  ///   - wrappedValue: The value when none is kept.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .string)
  }

  /// A URL kept for the window under `key`.
  /// - Parameters:
  ///   - wrappedValue: The value when none is kept.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, codec: .url)
  }

  /// Bytes kept for the window under `key`.
  /// - Parameters:
  ///   - wrappedValue: The value when none is kept.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, codec: .data)
  }

  /// A value kept for the window as its integer raw value.
  /// - Parameters:
  ///   - wrappedValue: The value when none is kept.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int))
  }

  /// A value kept for the window as its string raw value.
  /// - Parameters:
  ///   - wrappedValue: The value when none is kept.
  ///   - key: The key.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string))
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean kept for the window under `key`.
  /// - Parameter key: The key.
  public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: .optional(.bool))
  }

  /// An optional integer kept for the window under `key`.
  /// - Parameter key: The key.
  public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: .optional(.int))
  }

  /// An optional number kept for the window under `key`.
  /// - Parameter key: The key.
  public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: .optional(.double))
  }

  /// An optional string kept for the window under `key`.
  /// - Parameter key: The key.
  public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: .optional(.string))
  }

  /// An optional URL kept for the window under `key`.
  /// - Parameter key: The key.
  public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: .optional(.url))
  }

  /// Optional bytes kept for the window under `key`.
  /// - Parameter key: The key.
  public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: .optional(.data))
  }
}

extension SceneStorage {
  /// An optional value kept for the window as its integer raw value.
  /// - Parameter key: The key.
  public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)))
  }

  /// An optional value kept for the window as its string raw value.
  /// - Parameter key: The key.
  public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)))
  }
}
