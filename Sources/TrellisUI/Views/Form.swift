/// A container for controls that edit settings or data, drawn as a column of rows grouped
/// by ``Section``s, each section's header on a line of its own.
///
/// Like a ``List``, a form takes the space it is offered, clips its rows to it and scrolls
/// by rows when they do not fit. Set `formStyle(_:)` to draw forms your own way (see
/// ``FormStyle``).
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
  /// Set on the form a built-in style's `makeBody` draws: it shows the built-in look,
  /// whatever the environment's style.
  var isBuiltInLook = false

  /// A form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Form: _PrimitiveView {
  /// The rows, realised lazily as in a list; in a style of the app's own, that style's
  /// body.
  func _children(in context: _ChildContext) -> _Children {
    if !isBuiltInLook, case .custom(let style) = context.environment.formStyles.last {
      let configuration = FormStyleConfiguration(content: .init(content: AnyView(content)))
      return .list([
        _Child(id: .index(0), view: style._body(configuration), environment: _popFormStyle)
      ])
    }
    return .lazy(_RowList(content, in: context))
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    if !isBuiltInLook, case .custom = node.environment.formStyles.last {
      return .layout(_StyledBodyLayout(isLeading: true))
    }
    return .layout(
      _ListLayout(
        showsSeparators: false, rowGroupStyle: .boxed, pinsHeaders: false,
        showsIndicator: node.environment.verticalScrollIndicatorVisibility.isShown,
        sectionSpacing: node.environment.listSectionSpacing,
        rowSpacing: node.environment.listRowSpacing))
  }
}

extension Form: View {}

/// A style's body sees the styles set outside it: its `Form(configuration)` takes the next
/// one out.
private func _popFormStyle(_ environment: inout EnvironmentValues) {
  if !environment.formStyles.isEmpty { environment.formStyles.removeLast() }
}
