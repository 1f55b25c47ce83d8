/// A type that draws every group box in a view hierarchy.
///
/// Set it with ``View/groupBoxStyle(_:)``. A style's body is the whole box, drawn from the
/// configuration's label and content:
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading, spacing: 8) {
///       configuration.label.font(.headline)
///       configuration.content
///     }
///     .padding()
///     .background(RoundedRectangle(cornerRadius: 8).fill(.gray.opacity(0.2)))
///   }
/// }
/// ```
///
/// A style that only adds to the look around it draws `GroupBox(configuration)`: that box
/// takes the style that was in effect outside this one.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view that stands for a group box in this style.
  associatedtype Body: View
  /// The properties of the group box being styled.
  typealias Configuration = GroupBoxStyleConfiguration

  /// Makes the view that represents the body of a group box.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a group box that a ``GroupBoxStyle`` draws.
@MainActor @preconcurrency
public struct GroupBoxStyleConfiguration {
  /// The group box's title, its type hidden.
  public struct Label: View {
    /// Drawn by Trellis: the group box's own title stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The group box's content, its type hidden.
  public struct Content: View {
    /// Drawn by Trellis: the group box's own content stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The view that titles the box.
  public let label: GroupBoxStyleConfiguration.Label
  /// The views in the box.
  public let content: GroupBoxStyleConfiguration.Content

  init(label: Label, content: Content) {
    self.label = label
    self.content = content
  }
}

extension GroupBoxStyleConfiguration.Label: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension GroupBoxStyleConfiguration.Content: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// A group box drawn from a style's configuration, in the style that was in effect outside
  /// the one drawing it: for styles that add to a look rather than replace it.
  ///
  /// ```swift
  /// struct PinkBorderGroupBoxStyle: GroupBoxStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     GroupBox(configuration)
  ///       .border(.pink)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter configuration: The configuration the style was given.
  @MainActor public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

/// The platform's group box: a line around the content with the title in its top edge in the
/// terminal, a `GtkFrame` under its title in GTK.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The default group box style.
  public init() {}

  /// A group box in the platform's look.
  public func makeBody(configuration: Configuration) -> some View {
    var box = GroupBox(configuration)
    box.isBuiltInLook = true
    return box
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's group box style.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
  /// Sets the style of the group boxes in this view: the built-in `.automatic` or one of
  /// your own. The innermost style set wins; a style's `GroupBox(configuration)` takes the
  /// one set outside it.
  ///
  /// - Parameter style: The style for the group boxes in this view.
  /// - Returns: A view whose group boxes are drawn in `style`.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    let resolved = _ResolvedGroupBoxStyle(
      style, builtIn: style is DefaultGroupBoxStyle ? .automatic : nil)
    return modifier(_EnvironmentModifier { $0.groupBoxStyles.append(resolved) })
  }
}

extension GroupBoxStyle {
  /// The body this style draws for `configuration`, as a view of its own.
  func _body(_ configuration: GroupBoxStyleConfiguration) -> any View {
    _GroupBoxStyleBody(style: self, configuration: configuration)
  }
}

/// The body of a group box drawn by a ``GroupBoxStyle``: a view of its own, so that the
/// style's dynamic properties live in its node.
struct _GroupBoxStyleBody<Style: GroupBoxStyle>: View {
  var style: Style
  let configuration: GroupBoxStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

/// The one built-in group box look.
enum _GroupBoxLook: Equatable {
  case automatic
}

/// A group box style in effect.
typealias _ResolvedGroupBoxStyle = _ResolvedStyle<_GroupBoxLook, any GroupBoxStyle>

private struct GroupBoxStylesKey: EnvironmentKey {
  static var defaultValue: [_ResolvedGroupBoxStyle] { [] }
}

extension EnvironmentValues {
  /// The styles `.groupBoxStyle(_:)` set here, the innermost last.
  var groupBoxStyles: [_ResolvedGroupBoxStyle] {
    get { self[GroupBoxStylesKey.self] }
    set { self[GroupBoxStylesKey.self] = newValue }
  }
}
