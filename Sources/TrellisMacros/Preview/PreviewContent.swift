/// What a `#Preview` shows: the call to `Preview.init` made from the macro's arguments, and,
/// when its body declares `@Previewable` properties, the view that holds them.
struct PreviewContent {
  /// The statement that makes the `Preview`.
  var call: [String]
  /// The declaration of the view made for `@Previewable` properties; empty without them.
  var view: [String] = []

  struct Problem: Error {
    var message: String
    /// Where it is, in bytes into the macro's source.
    var byte: Int
  }

  static func make(call: PreviewCall, source: TokenizedSource, viewName: String)
    -> Result<PreviewContent, Problem>
  {
    let statements = bodyStatements(call: call, source: source)
    let previewables = statements?.filter { $0.isPreviewable } ?? []
    guard let firstPreviewable = previewableAttributes(call: call, source: source).first else {
      // The arguments are Preview.init's, as written: the compiler checks them there.
      let end = source[call.lastIndex].range.upperBound
      return .success(
        PreviewContent(call: ["TrellisUI.Preview" + source.text(call.afterNameByte..<end)]))
    }
    guard let statements else {
      let byte = source[firstPreviewable].range.lowerBound
      return .failure(
        Problem(
          message: "@Previewable needs the #Preview body to be a closure without parameters",
          byte: byte))
    }
    if let misplaced = previewables.first(where: { !$0.declaresVariable(in: source) }) {
      return .failure(
        Problem(
          message: "@Previewable can only be attached to a 'var' declaration",
          byte: source[misplaced.first].range.lowerBound))
    }
    var arguments = call.arguments
    if let body = call.bodyArgument(in: source) {
      arguments.removeAll { $0.value == body.value }
    }
    let argumentText = arguments.map {
      source.text(from: $0.label ?? $0.value.lowerBound, through: $0.value.upperBound)
    }
    let parenthesized = argumentText.isEmpty ? "" : "(" + argumentText.joined(separator: ", ") + ")"
    var view = ["struct \(viewName): TrellisUI.View {"]
    for declaration in previewables {
      view.append("  " + source.text(from: declaration.first + 1, through: declaration.last))
    }
    view.append("  var body: some TrellisUI.View {")
    for statement in statements where !statement.isPreviewable {
      view.append("    " + source.text(from: statement.first, through: statement.last))
    }
    view += ["  }", "}"]
    return .success(
      PreviewContent(call: ["TrellisUI.Preview\(parenthesized) { \(viewName)() }"], view: view))
  }

  /// The `@Previewable` attributes directly in the body closure, however it is written.
  private static func previewableAttributes(call: PreviewCall, source: TokenizedSource) -> [Int] {
    guard let body = call.bodyClosure(in: source) else { return [] }
    return source.topLevelIndices(in: (body.open + 1)..<body.close)
      .filter { source.isToken($0, "@Previewable", .attribute) }
  }

  /// The statements of the body closure, or `nil` if it has none that can be split: a body
  /// that is not a closure written in place, or one with parameters (`{ x in ... }`).
  private static func bodyStatements(call: PreviewCall, source: TokenizedSource) -> [Statement]? {
    guard let body = call.bodyClosure(in: source) else { return nil }
    let inner = (body.open + 1)..<body.close
    let topLevel = source.topLevelIndices(in: inner)
    if topLevel.contains(where: { source.isToken($0, "in", .word) }) { return nil }
    var statements: [Statement] = []
    var previous: Int?
    for index in topLevel {
      if source.isToken(index, ";", .punctuation) {
        previous = nil
        continue
      }
      if let last = previous, !startsStatement(index, after: last, in: source) {
        statements[statements.count - 1].last = source.groupEnd(of: index)
      } else {
        statements.append(
          Statement(
            first: index, last: source.groupEnd(of: index),
            isPreviewable: source.isToken(index, "@Previewable", .attribute)))
      }
      previous = index
    }
    return statements
  }

  /// Whether the token at `index` starts a new statement rather than continuing the one whose
  /// last top-level token is at `previous`: it must start a line, and neither it nor the end of
  /// the line before may join the two (`.padding()` on a line of its own, a trailing `+`).
  private static func startsStatement(_ index: Int, after previous: Int, in source: TokenizedSource)
    -> Bool
  {
    guard source[index].startsLine else { return false }
    // A statement cannot begin with a closure: a brace on a line of its own is a trailing one.
    if source.isToken(index, ".", .punctuation) || source.isToken(index, "{", .punctuation)
      || source[index].kind == .operator
    {
      return false
    }
    if source[previous].kind == .operator { return false }
    if source.isToken(previous, ",", .punctuation) || source.isToken(previous, ":", .punctuation) {
      return false
    }
    return true
  }

  struct Statement {
    var first: Int
    var last: Int
    var isPreviewable: Bool

    /// Whether the declaration after `@Previewable` (and any other attributes) is a `var`.
    func declaresVariable(in source: TokenizedSource) -> Bool {
      var index = first + 1
      while index <= last {
        if source[index].kind == .attribute {
          // Skip the attribute and its arguments: `@State`, `@AppStorage("key")`.
          let arguments = source.isToken(index + 1, "(", .punctuation)
          index =
            (arguments ? source.closingBracket(of: index + 1) : nil).map { $0 + 1 } ?? index + 1
          continue
        }
        if source.isToken(index, "var", .word) { return true }
        if ["private", "fileprivate", "nonisolated"].contains(source.text(index)) {
          index += 1
          continue
        }
        return false
      }
      return false
    }
  }
}
