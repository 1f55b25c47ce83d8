/// A view that edits long-form text bound to a `String`: it takes the room it is offered
/// both ways, wraps long lines at its width, and scrolls to keep the caret in view.
///
/// Return starts a new line (there is nothing to submit); Tab moves focus on, as in a
/// terminal and GTK the editor does not take Tab. The text is set in the environment's
/// font and foreground style; `lineLimit` does not apply (Apple's editor takes its frame
/// whatever the limit). Under `.disabled(true)` the text is shown but cannot be changed.
///
/// ```swift
/// @State private var notes = ""
/// var body: some View {
///   TextEditor(text: $notes)
///     .font(.body)
/// }
/// ```
public struct TextEditor {
  let text: Binding<String>

  /// An editor of the string `text` holds.
  public init(text: Binding<String>) {
    self.text = text
  }
}

extension TextEditor: View {
  public typealias Body = Never
}

extension TextEditor: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_TextAreaLayout(text: text.wrappedValue, placeholder: "", isEditor: true))
  }
  func _control(node: _ViewNode) -> _Control? {
    .textField(text: text, isSecure: false)
  }
}

extension TextEditor: _PlaceholderProviding {
  /// An editor has no title; its accessibility label names it.
  var _placeholder: String { "" }
  var _title: String? { nil }
}
