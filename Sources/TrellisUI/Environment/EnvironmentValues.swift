import Synchronization

/// The values that flow down the view tree: each view sees what its ancestors set with
/// `.environment(_:_:)`, and the defaults otherwise.
///
/// Reads are tracked per key, so a change reaches exactly the views that read that key.
public struct EnvironmentValues: CustomStringConvertible {
  struct Entry {
    /// The value in a box of its own type, so that a typed read is a class cast rather than
    /// a cast out of an existential.
    var box: any _EnvironmentBoxing
    var version: Int
    var value: Any { box.value }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Changes with every write, so two copies with the same version hold the same values.
  private(set) var version = 0

  /// An environment holding only default values.
  public init() {}

  private static let writes = Atomic<Int>(0)

  /// A short summary for debugging: how many values are set. It does not list the values.
  public var description: String { "EnvironmentValues(\(entries.count) values set)" }

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      _EnvironmentReadRecorder.record(key)
      guard let box = entries[ObjectIdentifier(key)]?.box as AnyObject? else {
        return K.defaultValue
      }
      return (box as? _EnvironmentBox<K.Value>)?.typed ?? K.defaultValue
    }
    set { write(newValue, for: ObjectIdentifier(key)) }
  }

  /// Stores `value`. Writing a value equal to the one there keeps its version, so the views
  /// that read the key are not updated for nothing.
  private mutating func write<Value>(_ value: Value, for key: ObjectIdentifier) {
    if let existing = entries[key], _EnvironmentEquality.areEqual(existing.value, value) {
      return
    }
    let next = Self.writes.add(1, ordering: .relaxed).newValue
    entries[key] = Entry(box: _EnvironmentBox(value), version: next)
    version = next
  }

  func version(of key: ObjectIdentifier) -> Int { entries[key]?.version ?? 0 }

  /// What a view saw when it read a key: the entry's version and value.
  struct Reading {
    let version: Int
    let value: Any?
  }

  func reading(of key: ObjectIdentifier) -> Reading {
    Reading(version: version(of: key), value: entries[key]?.value)
  }

  /// Whether a view that saw `reading` would see the same now: the same version, or an equal
  /// value written again (environment modifiers write on every update of their view).
  func stillReads(_ reading: Reading, for key: ObjectIdentifier) -> Bool {
    let entry = entries[key]
    if (entry?.version ?? 0) == reading.version { return true }
    guard let old = reading.value, let new = entry?.value else { return false }
    return _EnvironmentEquality.areEqual(old, new)
  }

  // MARK: Objects (environmentObject and environment(_ object:))

  mutating func setObject<Object: AnyObject>(_ object: Object?) {
    write(object, for: ObjectIdentifier(Object.self))
  }

  func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
    entries[ObjectIdentifier(type)]?.value as? Object
  }

  /// Reads an object and records the dependency in `node`.
  @MainActor func readObject<Object: AnyObject>(_ type: Object.Type, recordingIn node: _ViewNode)
    -> Object?
  {
    let key = ObjectIdentifier(type)
    node.environmentReads[key] = reading(of: key)
    return object(type)
  }
}

/// An environment value seen without its type (to compare it, or to keep what a view read).
protocol _EnvironmentBoxing: AnyObject {
  var value: Any { get }
}

/// An environment value with its type.
final class _EnvironmentBox<Value>: _EnvironmentBoxing {
  let typed: Value
  init(_ typed: Value) { self.typed = typed }
  var value: Any { typed }
}

/// Compares environment values whose type is `Equatable` (or identical objects).
enum _EnvironmentEquality {
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    guard let left = lhs as? any Equatable else { return false }
    return left.isEqual(to: rhs)
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// Collects the keys that an `@Environment` read touches, so the node can depend on them.
enum _EnvironmentReadRecorder {
  @TaskLocal static var keys: _KeyList?

  final class _KeyList: @unchecked Sendable {
    // Only used on the thread that installed it, for the length of one read.
    var keys: [(id: ObjectIdentifier, type: Any.Type)] = []
  }

  /// How many recordings run now, on any thread: while none does, a read does not look for
  /// its task's list (a task-local look-up was a fifth of an environment read).
  private static let recordings = Atomic<Int>(0)

  static func record(_ key: Any.Type) {
    guard recordings.load(ordering: .relaxed) > 0 else { return }
    keys?.keys.append((ObjectIdentifier(key), key))
  }

  /// Runs `read`, returning its result and the keys it touched (with their types).
  static func recording<T>(_ read: () -> T) -> (T, [(id: ObjectIdentifier, type: Any.Type)]) {
    let list = _KeyList()
    recordings.add(1, ordering: .relaxed)
    defer { recordings.subtract(1, ordering: .relaxed) }
    let value = $keys.withValue(list) { read() }
    return (value, list.keys)
  }
}
