/// A field under a custom ``TextFieldStyle`` is not drawn itself: its one child is the
/// style's body, which receives the field (as `TextField<_TextFieldStyleLabel>`) and shows
/// it, decorated, in the default look.
extension TextField {
  /// The custom style that draws this field, if one is set and this is not the field a
  /// style's body already received.
  @MainActor func customStyle(_ environment: EnvironmentValues) -> (any TextFieldStyle)? {
    guard !isFromConfiguration, case .custom(let style) = environment.textFieldStyle else {
      return nil
    }
    return style
  }

  @MainActor func styledChildren(in context: _ChildContext) -> _Children {
    guard let style = customStyle(context.environment) else { return .list([]) }
    return .list([
      _Child(
        id: .index(0), view: style._makeBody(styleConfiguration),
        environment: _unstyleTextFields)
    ])
  }

  /// This field as a style receives it: the same text, value, actions and axis, its label
  /// erased.
  @MainActor var styleConfiguration: TextField<_TextFieldStyleLabel> {
    var field = TextField<_TextFieldStyleLabel>(
      text: text, placeholder: placeholder, label: _TextFieldStyleLabel(content: AnyView(label)),
      isSecure: isSecure, value: value)
    field.onEditingChanged = onEditingChanged
    field.onCommit = onCommit
    field.axis = axis
    field.isFromConfiguration = true
    return field
  }
}

/// A style's body sees the default text field style, so the field it shows is not styled by
/// the same style again.
private func _unstyleTextFields(_ environment: inout EnvironmentValues) {
  environment.textFieldStyle = .builtIn(.automatic)
}
