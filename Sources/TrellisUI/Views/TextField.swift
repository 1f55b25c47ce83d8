import Foundation

/// An editable line of text bound to a `String`. Drawn as `[text      ]`, with the title (or
/// prompt) shown dimmed while the text is empty.
public struct TextField<Label: View> {
  let text: Binding<String>
  var placeholder: String
  let label: Label
  let isSecure: Bool
  /// How a field bound to a value (`TextField(value:format:)`) shows and commits it.
  var value: _FieldValue?
  /// The legacy `onEditingChanged` and `onCommit` actions.
  var onEditingChanged: (@MainActor (Bool) -> Void)?
  var onCommit: (@MainActor () -> Void)?
  /// The axis the field scrolls its text along: `.vertical` wraps it and grows to several
  /// lines (see TextField+Axis.swift).
  var axis: Axis = .horizontal
  /// Set on the field a custom style's body receives: it is drawn in a built-in look, never
  /// by a custom style again (see TextField+Style.swift).
  var isFromConfiguration = false

  init(
    text: Binding<String>, placeholder: String, label: Label, isSecure: Bool,
    value: _FieldValue? = nil
  ) {
    self.text = text
    self.placeholder = placeholder
    self.label = label
    self.isSecure = isSecure
    self.value = value
  }
}

extension TextField where Label == Text {
  /// A field titled with a string literal, the title doubling as the placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, placeholder: titleKey.text, label: Text(titleKey), isSecure: false)
  }

  /// A field titled with a string literal, showing `prompt` while empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(
      text: text, placeholder: prompt?.content ?? titleKey.text, label: Text(titleKey),
      isSecure: false)
  }

  /// A field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, placeholder: String(title), label: Text(title), isSecure: false)
  }

  /// A field titled with a string, showing `prompt` while empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(
      text: text, placeholder: prompt?.content ?? String(title), label: Text(title),
      isSecure: false)
  }
}

extension TextField {
  /// A field with a custom label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, placeholder: prompt?.content ?? "", label: label(), isSecure: false)
  }
}

/// A field for secrets: its text is drawn as bullets.
public struct SecureField<Label: View> {
  let field: TextField<Label>
}

extension SecureField where Label == Text {
  /// A secure field titled with a string literal.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(text: text, placeholder: titleKey.text, label: Text(titleKey), isSecure: true)
  }

  /// A secure field titled with a string literal, showing `prompt` while empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    field = TextField(
      text: text, placeholder: prompt?.content ?? titleKey.text, label: Text(titleKey),
      isSecure: true)
  }

  /// A secure field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(text: text, placeholder: String(title), label: Text(title), isSecure: true)
  }

  /// A secure field titled with a string, showing `prompt` while empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(
      text: text, placeholder: prompt?.content ?? String(title), label: Text(title),
      isSecure: true)
  }

  /// A secure field with the legacy `onCommit` action, run when it is submitted (Enter).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onCommit: @escaping @MainActor () -> Void
  ) {
    var field = TextField(
      text: text, placeholder: titleKey.text, label: Text(titleKey), isSecure: true)
    field.onCommit = onCommit
    self.field = field
  }
}

extension SecureField {
  /// A secure field with a custom label, showing `prompt` while empty.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(
      text: text, placeholder: prompt?.content ?? "", label: label(), isSecure: true)
  }
}

extension TextField: View {
  public typealias Body = Never
}

extension SecureField: View {
  public typealias Body = Never
}

extension TextField: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    // In a columns form: the field with its title as a label (ColumnsFormStyle.swift).
    if let labeled = formLabeled(in: context.environment) {
      return .list([_Child(id: .index(1), view: labeled)])
    }
    return styledChildren(in: context)
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    if customStyle(node.environment) != nil || isFormLabeled(node.environment) {
      return .transparent
    }
    let text = editedText(in: node).wrappedValue
    if isMultiline { return .layout(_TextAreaLayout(text: text, placeholder: placeholder)) }
    let shown = isSecure ? String(repeating: "•", count: text.count) : text
    return .layout(_TextFieldLayout(text: shown, placeholder: placeholder, stored: text))
  }
  func _control(node: _ViewNode) -> _Control? {
    if customStyle(node.environment) != nil || isFormLabeled(node.environment) { return nil }
    return .textField(text: editedText(in: node), isSecure: isSecure)
  }
}

extension SecureField: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { field._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { field._makeLayout(node: node) }
  func _control(node: _ViewNode) -> _Control? { field._control(node: node) }
}

/// A field grows to the width it is offered; its ideal width fits its text or placeholder.
struct _TextFieldLayout: _Layout {
  /// What the field shows: its text, or a bullet for each character of a secure one.
  let text: String
  let placeholder: String
  /// The text its binding held when its view was made.
  let stored: String

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    context.measurer.size(of: .textField(text: text, placeholder: placeholder), proposal: proposal)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let kind = _ControlItem.Kind.textField(
      text: text, placeholder: placeholder, caret: context.caret)
    return [
      (
        frame,
        .control(
          _ControlItem(kind: kind, isEnabled: context.isEnabled, isFocused: context.isFocused))
      )
    ]
  }
}
