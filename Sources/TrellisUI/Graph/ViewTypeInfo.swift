@_spi(Reflection) import Swift

/// What the graph needs to know about one view type, found once from the runtime's field
/// metadata: where its dynamic properties are (to link them to node storage before `body`)
/// and how to tell whether two of its values are the same inputs (to skip `body`).
@MainActor
final class _ViewTypeInfo {
  private enum Comparison {
    /// Compared by `==`.
    case equatable(any Equatable.Type)
    /// A class reference: compared by identity.
    case identity
    /// A dynamic property: it decides (an `@ObservedObject` compares its object, `@State`
    /// is always equal because its storage lives in the node).
    case dynamicProperty(any _DynamicPropertyField.Type)
    /// A struct without `Equatable`: compared field by field.
    case fields(_ViewTypeInfo)
    /// Closures and other values that cannot be compared: always different.
    case incomparable
  }

  private struct Field {
    let offset: Int
    let name: String
    let comparison: Comparison
  }

  private struct Link {
    let offset: Int
    let name: String
    let type: any _DynamicPropertyField.Type
  }

  private var fields: [Field] = []
  private var links: [Link] = []
  /// Nested user `DynamicProperty` structs, whose `update()` runs after linking.
  private var customProperties: [(offset: Int, type: any DynamicProperty.Type)] = []
  private var wholeValue: Comparison?

  private static var cache: [ObjectIdentifier: _ViewTypeInfo] = [:]

  static func of(_ type: Any.Type) -> _ViewTypeInfo {
    let key = ObjectIdentifier(type)
    if let info = cache[key] { return info }
    let info = _ViewTypeInfo(scanning: type)
    cache[key] = info
    return info
  }

  private init(scanning type: Any.Type) {
    if let equatable = type as? any Equatable.Type {
      wholeValue = .equatable(equatable)
      scanLinks(type, base: 0)
      return
    }
    if type is AnyClass {
      wholeValue = .identity
      return
    }
    guard Self._isStruct(type) else {
      // Enums and other kinds: compared as a whole, never field by field.
      wholeValue = .incomparable
      return
    }
    var fields: [Field] = []
    let found = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      fields.append(
        Field(
          offset: offset, name: String(cString: name), comparison: Self.comparison(for: fieldType)))
      return true
    }
    if !found { wholeValue = .incomparable }
    self.fields = fields
    scanLinks(type, base: 0)
  }

  private static func comparison(for type: Any.Type) -> Comparison {
    if let dynamic = type as? any _DynamicPropertyField.Type { return .dynamicProperty(dynamic) }
    if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
    if type is AnyClass { return .identity }
    if _isStruct(type) { return .fields(_ViewTypeInfo.of(type)) }
    return .incomparable
  }

  /// Whether `type` is a struct, read from its metadata's kind (the first word of the
  /// metadata, 0x200 for structs in Swift's stable ABI). `_forEachField` must not be asked
  /// about other kinds: it traps on existentials.
  private static func _isStruct(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    return kind == 0x200
  }

  private func scanLinks(_ type: Any.Type, base: Int) {
    guard Self._isStruct(type) else { return }
    _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      if let dynamic = fieldType as? any _DynamicPropertyField.Type {
        links.append(Link(offset: base + offset, name: String(cString: name), type: dynamic))
      } else if let custom = fieldType as? any DynamicProperty.Type {
        scanLinks(fieldType, base: base + offset)
        customProperties.append((base + offset, custom))
      } else if fieldType is any App.Type || fieldType is any ViewModifier.Type
        || fieldType is any Commands.Type || Self._isStyle(fieldType)
      {
        // An app hosted as a view, or a modifier run as a view: their own `@State`,
        // `@StateObject`... live in the node of the view that holds them.
        scanLinks(fieldType, base: base + offset)
      }
      return true
    }
  }

  /// Whether `type` is a style, whose `makeBody` runs in the node of the view that holds it
  /// (its `@Environment` and `@State` live there).
  private static func _isStyle(_ type: Any.Type) -> Bool {
    type is any ButtonStyle.Type || type is any PrimitiveButtonStyle.Type
      || type is any ToggleStyle.Type || type is any LabelStyle.Type
      || type is any TextFieldStyle.Type
  }

  // MARK: Linking

  /// Points the dynamic properties of `view` at `node`'s storage.
  func link<V>(_ view: inout V, to node: _ViewNode) {
    guard !links.isEmpty || !customProperties.isEmpty else { return }
    withUnsafeMutableBytes(of: &view) { raw in
      let base = raw.baseAddress!
      for link in links {
        link.type._linkField(at: base + link.offset, to: node, slot: link.offset, name: link.name)
      }
      for custom in customProperties.reversed() {
        custom.type._updateField(at: base + custom.offset)
      }
    }
  }

  // MARK: Comparing

  /// Whether two values of the same view type carry the same inputs.
  static func areEqual(_ old: any View, _ new: any View) -> Bool {
    func open<V: View>(_ old: V) -> Bool {
      guard let new = new as? V else { return false }
      var lhs = old
      var rhs = new
      return withUnsafeBytes(of: &lhs) { left in
        withUnsafeBytes(of: &rhs) { right in
          _ViewTypeInfo.of(V.self).equal(left.baseAddress!, right.baseAddress!)
        }
      }
    }
    return open(old)
  }

  /// Whether two values of one type (a style, say) carry the same inputs, compared as views'
  /// are.
  static func sameInputs(_ old: Any, _ new: Any) -> Bool {
    func open<T>(_ old: T) -> Bool {
      guard let new = new as? T else { return false }
      var lhs = old
      var rhs = new
      return withUnsafeBytes(of: &lhs) { left in
        withUnsafeBytes(of: &rhs) { right in
          _ViewTypeInfo.of(T.self).equal(left.baseAddress!, right.baseAddress!)
        }
      }
    }
    return open(old)
  }

  /// What differs between two values of the same view type, as `_printChanges()` names it:
  /// each dynamic property that changed by its name (`_title`, with where a binding points
  /// when the binding says), and `@self` for any other change.
  static func changes(_ old: any View, _ new: any View) -> [String] {
    func open<V: View>(_ old: V) -> [String] {
      guard let new = new as? V else { return ["@self"] }
      var lhs = old
      var rhs = new
      return withUnsafeBytes(of: &lhs) { left in
        withUnsafeBytes(of: &rhs) { right in
          _ViewTypeInfo.of(V.self).changes(left.baseAddress!, right.baseAddress!)
        }
      }
    }
    return open(old)
  }

  private func changes(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> [String] {
    if wholeValue != nil { return ["@self"] }
    var found: [String] = []
    var other = false
    for field in fields
    where !Self.equal(lhs + field.offset, rhs + field.offset, by: field.comparison) {
      if case .dynamicProperty(let type) = field.comparison {
        let source = type._sourceDescription(rhs + field.offset)
        found.append(source.map { "\(field.name) (\($0))" } ?? field.name)
      } else {
        other = true
      }
    }
    return other || found.isEmpty ? ["@self"] + found : found
  }

  private func equal(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    if let wholeValue { return Self.equal(lhs, rhs, by: wholeValue) }
    for field in fields
    where !Self.equal(lhs + field.offset, rhs + field.offset, by: field.comparison) {
      return false
    }
    return true
  }

  private static func equal(
    _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, by comparison: Comparison
  ) -> Bool {
    switch comparison {
    case .equatable(let type): return type._trellisEqual(lhs, rhs)
    case .identity:
      return lhs.load(as: UnsafeRawPointer.self) == rhs.load(as: UnsafeRawPointer.self)
    case .dynamicProperty(let type): return type._inputsEqual(lhs, rhs)
    case .fields(let info): return info.equal(lhs, rhs)
    case .incomparable: return false
    }
  }
}

extension Equatable {
  fileprivate static func _trellisEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    lhs.assumingMemoryBound(to: Self.self).pointee == rhs.assumingMemoryBound(to: Self.self).pointee
  }
}

extension DynamicProperty {
  fileprivate static func _updateField(at pointer: UnsafeMutableRawPointer) {
    pointer.assumingMemoryBound(to: Self.self).pointee.update()
  }
}
