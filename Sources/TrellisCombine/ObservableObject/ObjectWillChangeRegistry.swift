@_spi(Reflection) import Swift
import Synchronization

/// Finds, or makes once, the synthesized `objectWillChange` of an `ObservableObject`.
///
/// The publisher lives in the object's `@Published` storage boxes, found through the
/// runtime's field metadata (never `Mirror`, which is slow and which `CustomReflectable`
/// classes override). The offsets are computed once per class. A class with no `@Published`
/// property keeps its publisher in a side table keyed by the object's identity.
enum _ObjectWillChangeRegistry {
  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    // Fast path: the class read last, whose first `@Published` field is already linked.
    if let offset = _LastClass.firstPublishedOffset(of: type(of: object)),
      let existing = base.load(fromByteOffset: offset, as: _PublishedBoxBase.self).objectWillChange
    {
      return existing
    }
    let offsets = _PublishedFieldTable.offsets(of: type(of: object))
    guard let first = offsets.first else { return _SideTable.shared.publisher(for: object) }
    _LastClass.remember(type(of: object), firstPublishedOffset: first)
    if let existing = base.load(fromByteOffset: first, as: _PublishedBoxBase.self).objectWillChange
    {
      return existing
    }
    return installLock.withLock {
      let firstBox = base.load(fromByteOffset: first, as: _PublishedBoxBase.self)
      if let existing = firstBox.objectWillChange { return existing }
      let publisher = ObservableObjectPublisher()
      // The first box is linked last: once a reader finds it there, every box has it.
      for offset in offsets.dropFirst() {
        base.load(fromByteOffset: offset, as: _PublishedBoxBase.self).link(to: publisher)
      }
      return firstBox.link(to: publisher)
    }
  }

  private static let installLock = _Lock()
}

/// A one-entry cache in front of `_PublishedFieldTable`: the class whose `objectWillChange`
/// was read last and the offset of its first `@Published` field, packed in one atomic word
/// (class address in the high bits, offset in the low 16), so that reading it needs no hashing
/// and no lock. A miss falls back to the table.
enum _LastClass {
  private static let entry = Atomic<UInt64>(0)

  static func firstPublishedOffset(of type: AnyClass) -> Int? {
    let word = entry.load(ordering: .relaxed)
    let address = UInt64(UInt(bitPattern: ObjectIdentifier(type).hashValueBits))
    guard word != 0, word >> 16 == address else { return nil }
    return Int(word & 0xFFFF)
  }

  static func remember(_ type: AnyClass, firstPublishedOffset offset: Int) {
    let address = UInt64(UInt(bitPattern: ObjectIdentifier(type).hashValueBits))
    // Only classes whose address and offset fit the packing are cached.
    guard offset < 0x1_0000, address >> 48 == 0 else { return }
    entry.store(address << 16 | UInt64(offset), ordering: .relaxed)
  }
}

extension ObjectIdentifier {
  /// The identified object's (or metatype's) address.
  fileprivate var hashValueBits: Int { Int(bitPattern: UInt(bitPattern: self)) }
}

/// The byte offsets of the `@Published` fields of each class, its superclasses' included.
/// Reads are lock-free: the table is an immutable snapshot, replaced whole when a class is
/// added (a handful of times per program); old snapshots are kept, never freed while read.
enum _PublishedFieldTable {
  private final class Snapshot: Sendable {
    let offsets: [ObjectIdentifier: [Int]]
    init(_ offsets: [ObjectIdentifier: [Int]]) { self.offsets = offsets }
  }

  // The address of the current `Snapshot`, or 0 before the first class is added.
  private static let current = Atomic<UInt>(0)
  private static let writeLock = _Lock()

  static func offsets(of type: AnyClass) -> [Int] {
    let key = ObjectIdentifier(type)
    if let found = snapshot()?.offsets[key] { return found }
    return writeLock.withLock {
      var table = snapshot()?.offsets ?? [:]
      if let found = table[key] { return found }
      let found = scan(type)
      table[key] = found
      // The previous snapshot is deliberately leaked: a reader may still hold it.
      let address = UInt(bitPattern: Unmanaged.passRetained(Snapshot(table)).toOpaque())
      current.store(address, ordering: .releasing)
      return found
    }
  }

  private static func snapshot() -> Snapshot? {
    guard let raw = UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring)) else {
      return nil
    }
    return Unmanaged<Snapshot>.fromOpaque(raw).takeUnretainedValue()
  }

  private static func scan(_ type: AnyClass) -> [Int] {
    var offsets: [Int] = []
    let classType = _EachFieldOptions(rawValue: 1 << 0)
    _ = _forEachField(of: type, options: classType) { _, offset, fieldType, _ in
      if fieldType is any _PublishedStorage.Type { offsets.append(offset) }
      return true
    }
    return offsets
  }
}

/// Marks `Published` so the field scan can recognise it whatever its value type.
protocol _PublishedStorage {}
extension Published: _PublishedStorage {}

/// `objectWillChange` for classes with no `@Published` property: one publisher per live
/// object, so that every access returns the same instance.
final class _SideTable: @unchecked Sendable {
  static let shared = _SideTable()

  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private let lock = _Lock()
  // Guarded by `lock`.
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var insertionsSincePurge = 0

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let key = ObjectIdentifier(object)
    lock.lock()
    defer { lock.unlock() }
    // An entry whose object died may share the address of a new object: check identity.
    if let entry = entries[key], entry.object === object { return entry.publisher }
    let publisher = ObservableObjectPublisher()
    entries[key] = Entry(object: object, publisher: publisher)
    insertionsSincePurge += 1
    if insertionsSincePurge > max(64, entries.count) {
      entries = entries.filter { $0.value.object != nil }
      insertionsSincePurge = 0
    }
    return publisher
  }
}
