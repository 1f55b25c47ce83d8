@_spi(Reflection) import Swift
import Synchronization

/// Names the `@Observable` property behind a key path, for `_printChanges()` and the update
/// trace: `Item.title`.
///
/// Observation reports a change with the key path the `@Observable` macro wrote,
/// `\Item.title`, which names a computed property: its description on this platform is only
/// `\Item.<computed 0x… (String)>`. The macro keeps each property's value in a stored field of
/// the same name with a leading underscore (`_title`), so the name is found among the class's
/// stored fields of the key path's value type. When several fields have that type, all their
/// names are given.
enum _ObservedProperty {
  private struct Key: Hashable {
    let root: ObjectIdentifier
    let value: ObjectIdentifier
  }

  private static let names = Mutex<[Key: String]>([:])

  /// `Item.title`, or `nil` when there is no key path.
  static func describe(_ keyPath: AnyKeyPath?) -> String? {
    guard let keyPath else { return nil }
    return describe(root: type(of: keyPath).rootType, value: type(of: keyPath).valueType)
  }

  /// The property of an object that `keyPath` names, whose stored field is the value itself
  /// (`@Observable`) or `published`, its `@Published` wrapper (an `ObservableObject`).
  static func describe(_ keyPath: AnyKeyPath, published: Any.Type) -> String {
    let root = type(of: keyPath).rootType
    let value = type(of: keyPath).valueType
    let stored = describe(root: root, value: value)
    return stored.hasSuffix(">") ? describe(root: root, value: published) : stored
  }

  private static func describe(root: Any.Type, value: Any.Type) -> String {
    let key = Key(root: ObjectIdentifier(root), value: ObjectIdentifier(value))
    if let known = names.withLock({ $0[key] }) { return known }
    let name = scan(root: root, value: value)
    names.withLock { $0[key] = name }
    return name
  }

  private static func scan(root: Any.Type, value: Any.Type) -> String {
    let typeName = _typeName(root, qualified: false)
    var candidates: [String] = []
    if root is AnyClass {
      // `.classType` (bit 0), spelled out: the static is not concurrency-safe.
      let classType = _EachFieldOptions(rawValue: 1 << 0)
      _ = _forEachField(of: root, options: classType) { name, _, fieldType, _ in
        let field = String(cString: name)
        if fieldType == value, field.hasPrefix("_"), !field.hasPrefix("_$") {
          candidates.append(String(field.dropFirst()))
        }
        return true
      }
    }
    switch candidates.count {
    case 0: return "\(typeName).<\(_typeName(value, qualified: false))>"
    case 1: return "\(typeName).\(candidates[0])"
    default: return candidates.map { "\(typeName).\($0)" }.joined(separator: " or ")
    }
  }
}
