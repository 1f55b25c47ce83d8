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
  /// Set on the form a built-in style's `makeBody` draws: the built-in look it shows,
  /// whatever the environment's style.
  var builtInLook: _FormLook?

  /// A form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Form: _PrimitiveView {
  /// The rows, realised lazily as in a list; in a style of the app's own, that style's
  /// body.
  func _children(in context: _ChildContext) -> _Children {
    if builtInLook == nil, case .custom(let style) = context.environment.formStyles.last {
      let configuration = FormStyleConfiguration(content: .init(content: AnyView(content)))
      return .list([
        _Child(id: .index(0), view: style._body(configuration), environment: _popFormStyle)
      ])
    }
    if look(context.environment) == .columns {
      return .lazy(_RowList(content, in: context, rowEnvironment: { $0.isInFormColumns = true }))
    }
    return .lazy(_RowList(content, in: context))
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    if builtInLook == nil, case .custom = node.environment.formStyles.last {
      return .layout(_StyledBodyLayout(isLeading: true))
    }
    let columns = look(node.environment) == .columns
    // A columns form sets its sections apart by space alone: no boxes, no lines.
    return .layout(
      _ListLayout(
        showsSeparators: false, rowGroupStyle: columns ? nil : .boxed, pinsHeaders: false,
        showsIndicator: node.environment.verticalScrollIndicatorVisibility.isShown,
        sectionSpacing: node.environment.listSectionSpacing,
        rowSpacing: node.environment.listRowSpacing, alignsLabelColumn: columns))
  }

  /// The built-in look this form shows: its own, else the environment's.
  private func look(_ environment: EnvironmentValues) -> _FormLook {
    if let builtInLook { return builtInLook }
    if case .builtIn(let look) = environment.formStyles.last { return look }
    return .grouped
  }
}

extension Form: View {}

/// A style's body sees the styles set outside it: its `Form(configuration)` takes the next
/// one out.
private func _popFormStyle(_ environment: inout EnvironmentValues) {
  if !environment.formStyles.isEmpty { environment.formStyles.removeLast() }
}
