/// A `#Preview` use taken apart: where the macro's name is, its arguments and its trailing
/// closures, as token indices into its source.
struct PreviewCall {
  struct Argument {
    /// The argument's label token, if it has one.
    var label: Int?
    /// The argument's value, first and last token.
    var value: ClosedRange<Int>
  }

  struct TrailingClosure {
    /// The label token, for the second and later closures (`label: { }`).
    var label: Int?
    /// The braces.
    var open: Int
    var close: Int
  }

  /// The `#Preview` token (or `#SwiftUI` of `#SwiftUI.Preview`).
  let nameIndex: Int
  /// The byte after the macro's name and any generic arguments: the arguments' text, with the
  /// space before them, starts there.
  let afterNameByte: Int
  /// The last token of the use.
  let lastIndex: Int
  var arguments: [Argument] = []
  var trailingClosures: [TrailingClosure] = []

  /// Finds the parts of the `#Preview` use in `source`, or returns `nil` if its brackets do not
  /// balance (which the compiler, having parsed it, would not send).
  init?(_ source: TokenizedSource) {
    let tokens = source.tokens
    guard let name = Self.macroName(in: source) else { return nil }
    nameIndex = name.index
    var index = name.end + 1
    if source.isToken(index, "<", .operator) {
      guard let close = source.closingAngle(of: index) else { return nil }
      index = close + 1
    }
    afterNameByte = tokens[index - 1].range.upperBound
    lastIndex = tokens.count - 1
    if source.isToken(index, "(", .punctuation) {
      guard let close = source.closingBracket(of: index) else { return nil }
      arguments = Self.arguments(in: (index + 1)..<close, of: source)
      index = close + 1
    }
    while index < tokens.count {
      var label: Int?
      if tokens[index].kind == .word, source.isToken(index + 1, ":", .punctuation) {
        label = index
        index += 2
      }
      guard source.isToken(index, "{", .punctuation), let close = source.closingBracket(of: index)
      else { return nil }
      trailingClosures.append(TrailingClosure(label: label, open: index, close: close))
      index = close + 1
    }
  }

  /// The braces of the closure that is the preview's body: the first trailing closure, or the
  /// argument labelled `body` when it is a closure written in place.
  func bodyClosure(in source: TokenizedSource) -> (open: Int, close: Int)? {
    if let first = trailingClosures.first, first.label == nil {
      return (first.open, first.close)
    }
    guard let body = bodyArgument(in: source),
      source.isToken(body.value.lowerBound, "{", .punctuation),
      source.closingBracket(of: body.value.lowerBound) == body.value.upperBound
    else { return nil }
    return (body.value.lowerBound, body.value.upperBound)
  }

  /// The argument labelled `body`, if the body is passed as an argument.
  func bodyArgument(in source: TokenizedSource) -> Argument? {
    arguments.first { $0.label.map(source.text) == "body" }
  }

  private static func macroName(in source: TokenizedSource) -> (index: Int, end: Int)? {
    for index in source.tokens.indices where source.tokens[index].kind == .pound {
      let text = source.text(index)
      if text == "#Preview" { return (index, index) }
      // Module-qualified: `#SwiftUI.Preview`, `#TrellisUI.Preview`.
      if source.isToken(index + 1, ".", .punctuation), source.isToken(index + 2, "Preview", .word) {
        return (index, index + 2)
      }
    }
    return nil
  }

  private static func arguments(in range: Range<Int>, of source: TokenizedSource) -> [Argument] {
    guard !range.isEmpty else { return [] }
    var result: [Argument] = []
    var start = range.lowerBound
    let commas = source.topLevelIndices(in: range).filter { source.isToken($0, ",", .punctuation) }
    for end in commas.map({ $0 - 1 }) + [range.upperBound - 1] {
      if start <= end {
        let labelled =
          source.tokens[start].kind == .word && start + 1 <= end
          && source.isToken(start + 1, ":", .punctuation)
        result.append(
          Argument(label: labelled ? start : nil, value: (labelled ? start + 2 : start)...end))
      }
      start = end + 2
    }
    return result
  }
}
