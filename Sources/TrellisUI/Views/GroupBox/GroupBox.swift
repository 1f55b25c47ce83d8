/// A box around a group of views, with an optional title: `┌─ Title ───┐` in the terminal, a
/// `GtkFrame` under its title in GTK.
///
/// ```swift
/// GroupBox("Connection") {
///   LabeledContent("Server", value: server.name)
///   Toggle("Reconnect automatically", isOn: $reconnects)
/// }
/// ```
///
/// Its content is a column lined up on its leading edge, inset from the box. Set
/// ``View/groupBoxStyle(_:)`` to draw group boxes your own way.
public struct GroupBox<Label: View, Content: View> {
  let label: Label
  let content: Content
  /// Set on the group box a built-in style's `makeBody` draws: it shows the built-in look,
  /// whatever the environment's style.
  var isBuiltInLook = false

  /// A group box titled by `label`, around the views `content` builds.
  ///
  /// - Parameters:
  ///   - content: The views in the box.
  ///   - label: The view that titles the box.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A group box titled by the view `label`, around the views `content` builds.
  ///
  /// Apple deprecates it in favour of ``init(content:label:)``.
  ///
  /// - Parameters:
  ///   - label: The view that titles the box.
  ///   - content: The views in the box.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }
}

extension GroupBox where Label == EmptyView {
  /// A group box without a title.
  ///
  /// - Parameter content: The views in the box.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// A group box titled with a localised string key.
  ///
  /// - Parameters:
  ///   - titleKey: The box's title.
  ///   - content: The views in the box.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group box titled with a string.
  ///
  /// - Parameters:
  ///   - title: The box's title.
  ///   - content: The views in the box.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox: View {
  /// Drawn by Trellis: a box with the title in (or above) its top edge, around the content.
  public typealias Body = Never
}

/// What hosts and tests read from any group box.
@MainActor
protocol _GroupBoxDescribing {}

extension GroupBox: _GroupBoxDescribing {}

extension GroupBox: _PrimitiveView {
  /// The title (index 0, bold, absent without one) and the content (index 1), or, in a style
  /// of the app's own, that style's body (index 2).
  func _children(in context: _ChildContext) -> _Children {
    if !isBuiltInLook, case .custom(let style) = context.environment.groupBoxStyles.last {
      let configuration = GroupBoxStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
      return .list([
        _Child(id: .index(2), view: style._body(configuration), environment: _popGroupBoxStyle)
      ])
    }
    var children: [_Child] = []
    if Label.self != EmptyView.self {
      children.append(
        _Child(
          id: .index(0), view: HStack { label }, environment: { $0.emphasis.bold = true }))
    }
    children.append(_Child(id: .index(1), view: VStack(alignment: .leading) { content }))
    return .list(children)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    if !isBuiltInLook, case .custom = node.environment.groupBoxStyles.last {
      return .layout(_StyledBodyLayout(isLeading: true))
    }
    return .layout(_GroupBoxLayout(hasTitle: Label.self != EmptyView.self))
  }
}

/// A style's body sees the styles set outside it: its `GroupBox(configuration)` takes the
/// next one out.
private func _popGroupBoxStyle(_ environment: inout EnvironmentValues) {
  if !environment.groupBoxStyles.isEmpty { environment.groupBoxStyles.removeLast() }
}
