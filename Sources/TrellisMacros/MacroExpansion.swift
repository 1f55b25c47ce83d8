/// What a macro expanded to, or the diagnostics that say why it could not.
struct ExpansionResult: Equatable {
  var source: String?
  var diagnostics: [Diagnostic] = []

  var message: PluginMessage { .expansion(source: source, diagnostics: diagnostics) }

  static func failure(_ diagnostic: Diagnostic) -> ExpansionResult {
    ExpansionResult(source: nil, diagnostics: [diagnostic])
  }
}

/// Finds the macro a request names and expands it.
enum MacroExpansion {
  static func expand(_ request: FreestandingExpansionRequest) -> ExpansionResult {
    switch request.macro.typeName {
    case "PreviewMacro": return PreviewMacro(request: request).expand()
    default: return unknown(request.macro, at: request.syntax.position(ofByte: 0))
    }
  }

  static func expand(_ request: AttachedExpansionRequest) -> ExpansionResult {
    switch request.macro.typeName {
    case "EntryMacro": return EntryMacro(request: request).expand()
    case "PreviewableMacro":
      // Nothing of its own: `#Preview` takes `@Previewable` declarations out of its body. The
      // compiler still expands the attribute while it checks the body, so this must succeed.
      return ExpansionResult(source: "")
    default:
      return unknown(request.macro, at: request.attributeSyntax.position(ofByte: 0))
    }
  }

  private static func unknown(_ macro: MacroReference, at position: Diagnostic.Position)
    -> ExpansionResult
  {
    .failure(
      Diagnostic(
        "Trellis's macro plugin has no macro '\(macro.typeName)' (asked for '\(macro.name)')",
        at: position))
  }
}

extension SyntaxText {
  /// A diagnostic position: the byte `offset` bytes into this source.
  func position(ofByte offset: Int) -> Diagnostic.Position {
    Diagnostic.Position(fileName: location.fileName, offset: location.offset + offset)
  }

  /// The length, in UTF-8 bytes, of the comments and whitespace the source starts with.
  var leadingTriviaLength: Int {
    TokenizedSource(source).tokens.first?.range.lowerBound ?? 0
  }

  /// The line and column (both from 1) of the byte `offset` bytes into this source.
  func lineAndColumn(ofByte offset: Int) -> (line: Int, column: Int) {
    var line = location.line
    var column = location.column
    for byte in source.utf8.prefix(offset) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}

/// `text` as a Swift string literal, escaped.
func stringLiteral(_ text: String) -> String {
  var literal = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": literal += "\\\""
    case "\\": literal += "\\\\"
    case "\n": literal += "\\n"
    case "\r": literal += "\\r"
    case "\t": literal += "\\t"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      literal += "\\u{\(String(scalar.value, radix: 16))}"
    default: literal.unicodeScalars.append(scalar)
    }
  }
  return literal + "\""
}
