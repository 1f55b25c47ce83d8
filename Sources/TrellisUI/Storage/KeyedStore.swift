import Foundation

/// Where `@AppStorage` and `@SceneStorage` keep values by key: a `UserDefaults`, or a
/// window's scene storage. Values may be read and written from any thread; the views that
/// show a key are told of a write on the main actor.
class _KeyedStore: @unchecked Sendable {
  /// The views to update when a key changes.
  let observers = _KeyObservers()

  func object(forKey key: String) -> Any? { fatalError("abstract") }
  func storeObject(_ object: Any?, forKey key: String) { fatalError("abstract") }
  /// Called when a view first shows `key`.
  @MainActor func didObserve(_ key: String) {}

  /// Stores `object` (removes the key for `nil`) and updates the views that show the key.
  func set(_ object: Any?, forKey key: String) {
    storeObject(object, forKey: key)
    let observers = self.observers
    if _MainQueue.isCurrent {
      MainActor.assumeIsolated { observers.keyDidChange(key) }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { observers.keyDidChange(key) } }
    }
  }
}

/// The nodes whose views hold a stored property of each key. A view is updated whenever its
/// key changes, whoever wrote it, as with Apple's `@AppStorage`.
final class _KeyObservers: @unchecked Sendable {
  // Used on the main actor only.
  private var nodes: [String: [ObjectIdentifier: (node: _WeakNode, name: String)]] = [:]

  @MainActor func observe(_ key: String, by node: _ViewNode, name: String) {
    nodes[key, default: [:]][ObjectIdentifier(node)] = (_WeakNode(node), name)
  }

  /// The keys some view shows.
  @MainActor var keys: [String] { Array(nodes.keys) }

  @MainActor func keyDidChange(_ key: String) {
    guard let observing = nodes[key] else { return }
    var alive = observing
    for (id, entry) in observing {
      guard entry.node.node != nil else {
        alive[id] = nil
        continue
      }
      entry.node.deliver(generation: nil, cause: entry.name)
    }
    nodes[key] = alive.isEmpty ? nil : alive
  }
}

/// How a stored property's value is kept: as which property-list object, and back.
struct _StoredValueCodec<Value> {
  /// The value an object stands for; `nil` when the object is of another kind.
  let decode: (Any) -> Value?
  /// The object to store for a value; `nil` removes the key (an optional set to `nil`).
  let encode: (Value) -> Any?
}

extension _StoredValueCodec {
  static var bool: _StoredValueCodec<Bool> {
    _StoredValueCodec<Bool>(
      decode: { object in
        switch object {
        case let value as Bool: return value
        case let value as Int: return value != 0
        case let value as String:
          switch value.lowercased() {
          case "yes", "true", "1": return true
          case "no", "false", "0": return false
          default: return nil
          }
        default: return nil
        }
      }, encode: { $0 })
  }

  static var int: _StoredValueCodec<Int> {
    _StoredValueCodec<Int>(
      decode: { object in
        switch object {
        case let value as Int: return value
        case let value as Bool: return value ? 1 : 0
        case let value as Double:
          return value.isFinite ? Int(exactly: value.rounded(.towardZero)) : nil
        case let value as String: return Int(value)
        default: return nil
        }
      }, encode: { $0 })
  }

  static var double: _StoredValueCodec<Double> {
    _StoredValueCodec<Double>(
      decode: { object in
        switch object {
        case let value as Double: return value
        case let value as Int: return Double(value)
        case let value as Bool: return value ? 1 : 0
        case let value as String: return Double(value)
        default: return nil
        }
      }, encode: { $0 })
  }

  static var string: _StoredValueCodec<String> {
    _StoredValueCodec<String>(decode: { $0 as? String }, encode: { $0 })
  }

  /// A URL is kept as its absolute string: Foundation on Linux cannot store URLs in user
  /// defaults (it writes an empty string).
  static var url: _StoredValueCodec<URL> {
    _StoredValueCodec<URL>(
      decode: { ($0 as? String).flatMap { URL(string: $0) } }, encode: { $0.absoluteString })
  }

  static var data: _StoredValueCodec<Data> {
    _StoredValueCodec<Data>(decode: { $0 as? Data }, encode: { $0 })
  }

  static var date: _StoredValueCodec<Date> {
    _StoredValueCodec<Date>(decode: { $0 as? Date }, encode: { $0 })
  }

  /// A value kept as its raw value.
  static func raw<R: RawRepresentable>(_ base: _StoredValueCodec<R.RawValue>)
    -> _StoredValueCodec<R>
  {
    _StoredValueCodec<R>(
      decode: { base.decode($0).flatMap(R.init(rawValue:)) }, encode: { base.encode($0.rawValue) })
  }

  /// An optional value: `nil` is kept as no value at all.
  static func optional<Wrapped>(_ base: _StoredValueCodec<Wrapped>) -> _StoredValueCodec<Wrapped?> {
    _StoredValueCodec<Wrapped?>(
      decode: { object in base.decode(object).map { .some($0) } },
      encode: { $0.flatMap(base.encode) })
  }
}

/// A stored property's value in its store: what its `Binding` reads and writes.
final class _StoredValueLocation<Value>: _Location<Value>, @unchecked Sendable {
  let store: _KeyedStore
  let key: String
  private let defaultValue: Value
  private let codec: _StoredValueCodec<Value>
  /// What the warning about an unreadable value calls the property.
  private let wrapper: String

  init(
    store: _KeyedStore, key: String, defaultValue: Value, codec: _StoredValueCodec<Value>,
    wrapper: String
  ) {
    self.store = store
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
    self.wrapper = wrapper
  }

  /// The stored value, or the default when there is none. A stored value of another kind
  /// (a string where a number belongs, a raw value that names no case) reads as the
  /// default, with a warning once per key, as Apple's does; it stays stored until written.
  override func get() -> Value {
    guard let object = store.object(forKey: key) else { return defaultValue }
    if let value = codec.decode(object) { return value }
    let key = self.key
    let wrapper = self.wrapper
    _RuntimeWarnings.warn("stored-\(wrapper)-\(key)") {
      "[Trellis] \(wrapper)(\"\(key)\"): the stored value \(String(reflecting: object)) cannot "
        + "be read as \(Value.self); the default value is used until a new value is stored."
    }
    return defaultValue
  }

  override func set(_ newValue: Value) {
    store.set(codec.encode(newValue), forKey: key)
  }

  override func isSame(as other: _Location<Value>) -> Bool {
    guard let other = other as? _StoredValueLocation<Value> else { return false }
    return other.store === store && other.key == key
  }

  /// A view holding a binding to the value is given a changed input when the value changed.
  override var isTracked: Bool { false }
}

/// A stored property's link to its node: the location it reads and writes, and the key
/// and store the node observes.
final class _StoredValueLink<Value> {
  let location: _StoredValueLocation<Value>
  init(location: _StoredValueLocation<Value>) { self.location = location }
}

extension _ViewNode {
  /// The location of the stored property in `slot`, made (and observed) the first time or
  /// when its store or key changed.
  func storedValueLocation<Value>(
    slot: Int, name: String, store: _KeyedStore, key: String,
    make: () -> _StoredValueLocation<Value>
  ) -> _StoredValueLocation<Value> {
    if let link = propertyStorage[slot] as? _StoredValueLink<Value>,
      link.location.store === store, link.location.key == key
    {
      return link.location
    }
    let location = make()
    propertyStorage[slot] = _StoredValueLink(location: location)
    store.observers.observe(key, by: self, name: name)
    store.didObserve(key)
    return location
  }
}
