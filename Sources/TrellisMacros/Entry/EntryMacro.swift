/// Expands `@Entry` on a property in an extension of `EnvironmentValues` (or `Transaction`,
/// `ContainerValues`), as Apple's does:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: String = "blue"
/// }
/// ```
///
/// gets, as its accessors, `get { self[__Key_accent.self] }` and
/// `set { self[__Key_accent.self] = newValue }`, and, beside it, the key:
///
/// ```swift
/// private struct __Key_accent: TrellisUI.EnvironmentKey {
///   typealias Value = String
///   static var defaultValue: Value { "blue" }
/// }
/// ```
///
/// The default is the initial value, evaluated on each read of an unset value; `nil` for an
/// optional property without one. Without a type annotation the type of a literal is Swift's
/// (`Int`, `Double`, `String`, `Bool`); any other initial value without a type becomes
/// `static let defaultValue`, evaluated once, which Swift 6 accepts for `Sendable` values only.
struct EntryMacro {
  let request: AttachedExpansionRequest

  /// The key protocol for each type `@Entry` extends.
  static let keyProtocols = [
    "EnvironmentValues": "EnvironmentKey", "Transaction": "TransactionKey",
    "ContainerValues": "ContainerValueKey", "FocusedValues": "FocusedValueKey",
  ]

  func expand() -> ExpansionResult {
    let declaration = request.declSyntax
    let source = TokenizedSource(declaration.source)
    let property: EntryProperty
    switch EntryProperty.read(source) {
    case .success(let read): property = read
    case .failure(let problem):
      // The compiler asks for both roles; the problem is told once, with the peer.
      guard request.macroRole == "peer" else { return ExpansionResult(source: nil) }
      return .failure(Diagnostic(problem.message, at: declaration.position(ofByte: problem.byte)))
    }
    let key = "__Key_\(property.bareName)"
    switch request.macroRole {
    case "accessor":
      return ExpansionResult(
        source: [
          "get {", "  self[\(key).self]", "}", "set {", "  self[\(key).self] = newValue", "}",
        ].joined(separator: "\n"))
    case "peer":
      return peer(key: key, property: property, source: source)
    default:
      return .failure(
        Diagnostic(
          "@Entry has no '\(request.macroRole)' role",
          at: declaration.position(ofByte: declaration.leadingTriviaLength)))
    }
  }

  private func peer(key: String, property: EntryProperty, source: TokenizedSource)
    -> ExpansionResult
  {
    let at = request.attributeSyntax.position(ofByte: request.attributeSyntax.leadingTriviaLength)
    guard let container = extendedType() else {
      return .failure(
        Diagnostic(
          "@Entry can only be used in an extension of EnvironmentValues, Transaction, "
            + "ContainerValues or FocusedValues", at: at))
    }
    guard let keyProtocol = Self.keyProtocols[container] else {
      let supported = Self.keyProtocols.keys.sorted().joined(separator: ", ")
      return .failure(
        Diagnostic("@Entry in '\(container)' is not supported; it works in \(supported)", at: at))
    }
    var lines = ["private struct \(key): TrellisUI.\(keyProtocol) {"]
    if container == "FocusedValues" {
      // A focused value's key names the value's type without the optional the property has.
      guard let type = property.type, property.isOptional else {
        return .failure(
          Diagnostic("@Entry in FocusedValues needs an optional type, such as 'Note?'", at: at))
      }
      var value = String(type.filter { !$0.isWhitespace })
      if value.hasPrefix("Optional<") {
        value = String(value.dropFirst("Optional<".count).dropLast())
      } else {
        value.removeLast()
      }
      lines += ["  typealias Value = \(value)", "}"]
      return ExpansionResult(source: lines.joined(separator: "\n"))
    }
    if let type = property.type ?? property.literalType(in: source) {
      guard let defaultValue = property.initialValue ?? (property.isOptional ? "nil" : nil) else {
        return .failure(
          Diagnostic(
            "@Entry needs an initial value, the default, unless the property is optional",
            at: at))
      }
      lines += [
        "  typealias Value = \(type)", "  static var defaultValue: Value { \(defaultValue) }",
      ]
    } else if let initialValue = property.initialValue {
      lines += ["  static let defaultValue = \(initialValue)"]
    }
    lines.append("}")
    return ExpansionResult(source: lines.joined(separator: "\n"))
  }

  /// The name of the type whose extension the property is in (`EnvironmentValues` for
  /// `extension SwiftUI.EnvironmentValues { }`), or `nil` outside an extension.
  private func extendedType() -> String? {
    guard let context = request.lexicalContext?.last else { return nil }
    let source = TokenizedSource(context.source)
    guard
      let keyword = source.tokens.indices.first(where: { source.isToken($0, "extension", .word) })
    else { return nil }
    var name: String?
    var index = keyword + 1
    while index < source.tokens.count, source[index].kind == .word {
      name = source.text(index)
      guard source.isToken(index + 1, ".", .punctuation) else { break }
      index += 2
    }
    return name
  }
}
