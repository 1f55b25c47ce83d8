import Synchronization

/// The values that flow down the view tree: each view sees what its ancestors set with
/// `.environment(_:_:)`, and the defaults otherwise.
///
/// Reads are tracked per key, so a change reaches exactly the views that read that key.
public struct EnvironmentValues: CustomStringConvertible {
  struct Entry {
    var value: Any
    var version: Int
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Changes with every write, so two copies with the same version hold the same values.
  private(set) var version = 0

  /// An environment holding only default values.
  public init() {}

  private static let writes = Atomic<Int>(0)

  public var description: String { "EnvironmentValues(\(entries.count) values set)" }

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      _EnvironmentReadRecorder.record(ObjectIdentifier(key))
      return entries[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
    }
    set { write(newValue, for: ObjectIdentifier(key)) }
  }

  private mutating func write(_ value: Any, for key: ObjectIdentifier) {
    let next = Self.writes.add(1, ordering: .relaxed).newValue
    entries[key] = Entry(value: value, version: next)
    version = next
  }

  func version(of key: ObjectIdentifier) -> Int { entries[key]?.version ?? 0 }

  // MARK: Objects (environmentObject and environment(_ object:))

  mutating func setObject<Object: AnyObject>(_ object: Object?) {
    write(object as Any, for: ObjectIdentifier(Object.self))
  }

  func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
    entries[ObjectIdentifier(type)]?.value as? Object
  }

  /// Reads an object and records the dependency in `node`.
  @MainActor func readObject<Object: AnyObject>(_ type: Object.Type, recordingIn node: _ViewNode)
    -> Object?
  {
    let key = ObjectIdentifier(type)
    node.environmentReads[key] = version(of: key)
    return object(type)
  }
}

/// Collects the keys that an `@Environment` read touches, so the node can depend on them.
enum _EnvironmentReadRecorder {
  @TaskLocal static var keys: _KeyList?

  final class _KeyList: @unchecked Sendable {
    // Only used on the thread that installed it, for the length of one read.
    var keys: [ObjectIdentifier] = []
  }

  static func record(_ key: ObjectIdentifier) {
    keys?.keys.append(key)
  }

  /// Runs `read`, returning its result and the keys it touched.
  static func recording<T>(_ read: () -> T) -> (T, [ObjectIdentifier]) {
    let list = _KeyList()
    let value = $keys.withValue(list) { read() }
    return (value, list.keys)
  }
}
