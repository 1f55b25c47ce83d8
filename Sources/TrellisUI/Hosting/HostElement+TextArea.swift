/// Which kind of multi-line text a field edits.
@_spi(TrellisHost) public enum _TextAreaRole: Equatable, Sendable {
  /// `TextField(_:text:axis: .vertical)`: wraps and grows to its line limit; Return submits.
  case verticalField
  /// `TextEditor`: fills its frame; Return starts a new line.
  case editor
}

/// Views whose text is edited over several lines.
@MainActor
protocol _TextAreaProviding {
  var _textAreaRole: _TextAreaRole? { get }
}

extension TextField: _TextAreaProviding {
  var _textAreaRole: _TextAreaRole? { isMultiline ? .verticalField : nil }
}

extension TextEditor: _TextAreaProviding {
  var _textAreaRole: _TextAreaRole? { .editor }
}

extension HostElement {
  /// Whether this field edits several lines, and which kind it is; `nil` for a one-line
  /// field and any other view.
  @_spi(TrellisHost) public var textAreaRole: _TextAreaRole? {
    (node.view as? any _TextAreaProviding)?._textAreaRole
  }

  /// Return in this field: a new line in an editor; in any other field (a vertical one
  /// too, as on macOS) it submits.
  @_spi(TrellisHost) public func pressReturn() throws {
    if textAreaRole == .editor {
      try insertNewline()
    } else {
      try submit()
    }
  }

  /// Starts a new line at the caret of a multi-line field (Return in an editor, Alt-Return
  /// in a vertical field).
  @_spi(TrellisHost) public func insertNewline() throws {
    guard textAreaRole != nil else {
      throw ActionError.notApplicable("\(typeName) edits one line; it has no new lines")
    }
    try edit(.insert("\n"))
  }
}

extension HostElement {
  /// The style a multi-line field's text is set in: the environment's font and foreground.
  @_spi(TrellisHost) public var textAreaStyle: HostTextStyle? {
    guard textAreaRole != nil else { return nil }
    let environment = node.environment
    let attributes = _TextAttributes()
    return HostTextStyle(attributes, attributes.style(in: environment), environment)
  }
}
