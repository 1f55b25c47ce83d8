/// Fields that wrap their text: `TextField(_:text:axis:)` with `.vertical` grows from one
/// line to its `lineLimit` as the text wraps, then scrolls inside itself. `.horizontal` is
/// the single-line field.
///
/// Return submits the field (its `onSubmit` actions run), as a vertical field does on
/// macOS; Alt-Return (Option-Return on a Mac) starts a new line. A ``TextEditor`` is the
/// view whose Return always starts a new line.
extension TextField where Label == Text {
  /// A field titled with a string literal that scrolls (`.horizontal`) or wraps and grows
  /// (`.vertical`) along `axis`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
    self.axis = axis
  }

  /// A field titled with a string literal, showing `prompt` while empty, along `axis`.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(titleKey, text: text, prompt: prompt)
    self.axis = axis
  }

  /// A field titled with a string, along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
    self.axis = axis
  }

  /// A field titled with a string, showing `prompt` while empty, along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(title, text: text, prompt: prompt)
    self.axis = axis
  }
}

extension TextField {
  /// A field with a custom label, showing `prompt` while empty, along `axis`.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, prompt: prompt, label: label)
    self.axis = axis
  }

  /// Whether the field wraps its text over several lines. A field bound to a value keeps
  /// to one line, as its entry is one value.
  var isMultiline: Bool { axis == .vertical && !isSecure && value == nil }
}
