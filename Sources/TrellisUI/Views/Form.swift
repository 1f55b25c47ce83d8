/// A container for controls that edit settings or data, drawn as a column of rows grouped
/// by ``Section``s, each section's header on a line of its own.
///
/// Like a ``List``, a form takes the space it is offered, clips its rows to it and scrolls
/// by rows when they do not fit.
///
/// ```swift
/// Form {
///   Section("Account") {
///     TextField("Name", text: $name)
///     Toggle("Public profile", isOn: $isPublic)
///   }
/// }
/// ```
public struct Form<Content: View> {
  /// Drawn by Trellis as a column of rows that scrolls by rows.
  public typealias Body = Never
  let content: Content

  /// A form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Form: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    // Rows are realised lazily, as in a list.
    .lazy(_RowList(content, in: context))
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _ListLayout(
        showsSeparators: false, rowGroupStyle: .boxed, pinsHeaders: false,
        showsIndicator: node.environment.verticalScrollIndicatorVisibility.isShown))
  }
}

extension Form: View {}
