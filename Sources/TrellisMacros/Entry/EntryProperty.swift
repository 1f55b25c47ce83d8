/// The parts of the property an `@Entry` is attached to: `var name: Type = initialValue`.
struct EntryProperty {
  /// The property's name as written (`` `default` `` keeps its backticks).
  var name: String
  /// The name without backticks, for making the key's name.
  var bareName: String
  /// The type annotation's text, if there is one.
  var type: String?
  /// The initial value's text, if there is one.
  var initialValue: String?
  /// The token indices of the initial value.
  var initialValueTokens: ClosedRange<Int>?

  struct Problem: Error, Equatable {
    var message: String
    /// Where it is, in bytes into the declaration's source.
    var byte: Int
  }

  private static let modifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open", "nonisolated", "static",
    "final", "dynamic", "override",
  ]

  /// Reads the property declared in `source`, or says why it is not one `@Entry` accepts.
  static func read(_ source: TokenizedSource) -> Result<EntryProperty, Problem> {
    let tokens = source.tokens
    var index = 0
    // Attributes (`@Entry` among them), then modifiers (`public`, `private(set)`).
    while index < tokens.count {
      if tokens[index].kind == .attribute {
        index += 1
        if source.isToken(index, "(", .punctuation), !tokens[index].startsLine {
          index = (source.closingBracket(of: index) ?? index) + 1
        }
      } else if tokens[index].kind == .word, modifiers.contains(source.text(index)) {
        index += 1
        if source.isToken(index, "(", .punctuation) {
          index = (source.closingBracket(of: index) ?? index) + 1
        }
      } else {
        break
      }
    }
    let start = tokens.first?.range.lowerBound ?? 0
    guard source.isToken(index, "var", .word) else {
      let byte = tokens.indices.contains(index) ? tokens[index].range.lowerBound : start
      return .failure(Problem(message: "@Entry can only be attached to a 'var'", byte: byte))
    }
    index += 1
    guard tokens.indices.contains(index), tokens[index].kind == .word else {
      return .failure(Problem(message: "@Entry: the property has no name", byte: start))
    }
    let name = source.text(index)
    var property = EntryProperty(
      name: name, bareName: name.filter { $0 != "`" }, type: nil, initialValue: nil)
    index += 1
    let rest = source.topLevelIndices(in: index..<tokens.count)
    let equals = rest.first { source.isToken($0, "=", .operator) }
    if let comma = rest.first(where: { source.isToken($0, ",", .punctuation) }) {
      return .failure(
        Problem(
          message: "@Entry can only be attached to a 'var' that declares one property",
          byte: tokens[comma].range.lowerBound))
    }
    if let accessors = rest.first(where: { source.isToken($0, "{", .punctuation) }),
      equals.map({ accessors < $0 }) ?? true
    {
      return .failure(
        Problem(
          message: "@Entry makes the property's accessors; remove the ones written here",
          byte: tokens[accessors].range.lowerBound))
    }
    if source.isToken(index, ":", .punctuation) {
      let typeEnd = (equals ?? tokens.count) - 1
      guard typeEnd > index else {
        return .failure(
          Problem(
            message: "@Entry: the property's type is missing", byte: tokens[index].range.lowerBound)
        )
      }
      property.type = source.text(from: index + 1, through: typeEnd)
    }
    if let equals {
      guard equals + 1 < tokens.count else {
        return .failure(
          Problem(
            message: "@Entry: the property's initial value is missing",
            byte: tokens[equals].range.lowerBound))
      }
      property.initialValue = source.text(from: equals + 1, through: tokens.count - 1)
      property.initialValueTokens = (equals + 1)...(tokens.count - 1)
    }
    if property.type == nil, property.initialValue == nil {
      return .failure(
        Problem(
          message: "@Entry needs a type or an initial value: the initial value is the default",
          byte: tokens[index - 1].range.lowerBound))
    }
    return .success(property)
  }

  /// Whether the annotated type is optional (`T?`, `Optional<T>`), so that its default can be
  /// `nil` when no initial value is written.
  var isOptional: Bool {
    guard let type else { return false }
    let trimmed = type.filter { !$0.isWhitespace }
    return trimmed.hasSuffix("?") || trimmed.hasPrefix("Optional<") || trimmed.hasSuffix("!")
  }

  /// The type of a literal initial value: `Int`, `Double`, `String` or `Bool`, as Swift gives
  /// a literal with no other context; `nil` for any other initial value.
  func literalType(in source: TokenizedSource) -> String? {
    guard var range = initialValueTokens else { return nil }
    if source.isToken(range.lowerBound, "-", .operator), range.count == 2 {
      range = (range.lowerBound + 1)...range.upperBound
    }
    guard range.count == 1 else { return nil }
    let text = source.text(range.lowerBound)
    switch source[range.lowerBound].kind {
    case .string: return text.hasPrefix("#/") ? nil : "String"
    case .number:
      let isHex = text.hasPrefix("0x") || text.hasPrefix("0X")
      let isFloat =
        text.contains(".") || (!isHex && text.contains { $0 == "e" || $0 == "E" })
        || (isHex && text.contains { $0 == "p" || $0 == "P" })
      return isFloat ? "Double" : "Int"
    case .word where text == "true" || text == "false": return "Bool"
    default: return nil
    }
  }
}
