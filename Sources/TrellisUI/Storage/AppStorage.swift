import Foundation

/// A value kept in `UserDefaults` under a key, which survives the app quitting: the
/// view updates whenever the value under the key changes, whichever view wrote it.
///
/// ```swift
/// @AppStorage("username") private var username = "Anonymous"
/// @AppStorage("fontSize", store: UserDefaults(suiteName: "org.example.reader"))
/// private var fontSize = 14.0
/// ```
///
/// Values are stored as property-list objects: `Bool`, `Int`, `Double`, `String`, `Data`
/// and `Date` as themselves, a `URL` as its absolute string, a `RawRepresentable` as its raw
/// value; an optional set to `nil` removes the key. Without a `store`, the store is the one
/// `defaultAppStorage(_:)` sets around the view, else `UserDefaults.standard`.
///
/// On Linux, Foundation writes user defaults to disk only when asked; Trellis writes each
/// store soon after a write through `@AppStorage`, and again as the app exits, so a value
/// set is there when the app starts again. A stored value of another type reads as the
/// default (with a warning, once); a defaults file that is not a property list is reported
/// once and moved aside. See <doc:StoringValuesAcrossLaunches>.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let codec: _StoredValueCodec<Value>
  private let explicitStore: UserDefaults?
  private var location: _StoredValueLocation<Value>?

  init(key: String, defaultValue: Value, codec: _StoredValueCodec<Value>, store: UserDefaults?) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
    explicitStore = store
  }

  /// The stored value, or the default when the key holds none.
  public var wrappedValue: Value {
    get { currentLocation.get() }
    nonmutating set { currentLocation.set(newValue) }
  }

  /// A binding that reads and writes the stored value.
  public var projectedValue: Binding<Value> { Binding(location: currentLocation) }

  /// The location linked by the view, or (outside of a view) one in the store named.
  private var currentLocation: _StoredValueLocation<Value> {
    location
      ?? makeLocation(in: _DefaultsStore.of(explicitStore ?? .standard))
  }

  private func makeLocation(in store: _KeyedStore) -> _StoredValueLocation<Value> {
    _StoredValueLocation(
      store: store, key: key, defaultValue: defaultValue, codec: codec, wrapper: "AppStorage")
  }
}

extension AppStorage: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    let defaults = explicitStore ?? node.readDefaultAppStorage() ?? .standard
    let store = _DefaultsStore.of(defaults)
    location = node.storedValueLocation(slot: slot, name: name, store: store, key: key) {
      makeLocation(in: store)
    }
  }
}

// MARK: Values

extension AppStorage {
  /// A Boolean kept under `key`; `wrappedValue` when there is none.
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's (`UserDefaults.standard` by default).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, codec: .bool, store: store)
  }

  /// An integer kept under `key`; `wrappedValue` when there is none.
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .int, store: store)
  }

  /// A number kept under `key`; `wrappedValue` when there is none.
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, codec: .double, store: store)
  }

  /// A string kept under `key`; `wrappedValue` when there is none.
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .string, store: store)
  }

  /// A URL kept under `key` (as its absolute string); `wrappedValue` when there is none.
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, codec: .url, store: store)
  }

  /// Bytes kept under `key`; `wrappedValue` when there are none.
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, codec: .data, store: store)
  }

  /// A date kept under `key`; `wrappedValue` when there is none.
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key: key, defaultValue: wrappedValue, codec: .date, store: store)
  }

  /// A value kept as its integer raw value under `key`; `wrappedValue` when there is none
  /// (or the stored number names no value).
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int), store: store)
  }

  /// A value kept as its string raw value under `key`; `wrappedValue` when there is none
  /// (or the stored string names no value).
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none.
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string), store: store)
  }
}

// MARK: Optional values

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean kept under `key`: `nil` when there is none; setting `nil` removes it.
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: .optional(.bool), store: store)
  }

  /// An optional integer kept under `key`.
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: .optional(.int), store: store)
  }

  /// An optional number kept under `key`.
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: .optional(.double), store: store)
  }

  /// An optional string kept under `key`.
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: .optional(.string), store: store)
  }

  /// An optional URL kept under `key`.
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: .optional(.url), store: store)
  }

  /// Optional bytes kept under `key`.
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: .optional(.data), store: store)
  }

  /// An optional date kept under `key`.
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, defaultValue: nil, codec: .optional(.date), store: store)
  }
}

extension AppStorage {
  /// An optional value kept as its integer raw value under `key`.
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)), store: store)
  }

  /// An optional value kept as its string raw value under `key`.
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; `nil` for the environment's.
  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)), store: store)
  }
}

// MARK: The environment's store

private struct DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
  /// The store `@AppStorage` properties without a store of their own use here.
  var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

extension _ViewNode {
  /// The environment's store for `@AppStorage`, recorded as read so that the view updates
  /// when another store is set around it.
  func readDefaultAppStorage() -> UserDefaults? {
    let key = ObjectIdentifier(DefaultAppStorageKey.self)
    environmentReads[key] = environment.reading(of: key)
    return environment.defaultAppStorage
  }
}

extension View {
  /// Makes `store` the store of the `@AppStorage` properties without one of their own in
  /// this view and its descendants.
  /// - Parameter store: The store.
  /// - Returns: The view.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    modifier(_EnvironmentModifier { $0.defaultAppStorage = store })
  }
}
