/// A type that arranges every ``Label`` in a view hierarchy: its title, its icon, or both.
///
/// Set it with ``View/labelStyle(_:)``; the built-in styles are `.automatic` and
/// `.titleAndIcon` (the icon, then the title), `.titleOnly` and `.iconOnly`.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.title
///       configuration.icon
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view that stands for a label in this style.
  associatedtype Body: View
  /// The title and icon of the label being styled.
  typealias Configuration = LabelStyleConfiguration

  /// Makes the view that represents the body of a label.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The title and icon of a label that a ``LabelStyle`` arranges.
@MainActor @preconcurrency
public struct LabelStyleConfiguration {
  /// The label's title, its type hidden.
  public struct Title: View {
    /// Drawn by Trellis: the label's own title stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The label's icon, its type hidden.
  public struct Icon: View {
    /// Drawn by Trellis: the label's own icon stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The label's title.
  public var title: LabelStyleConfiguration.Title
  /// The label's icon.
  public var icon: LabelStyleConfiguration.Icon

  init(title: some View, icon: some View) {
    self.title = Title(content: AnyView(title))
    self.icon = Icon(content: AnyView(icon))
  }
}

extension LabelStyleConfiguration.Title: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension LabelStyleConfiguration.Icon: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label in the automatic style from a style's configuration, for styles that add to
  /// the default arrangement rather than replace it.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

extension View {
  /// Sets the style of the labels in this view. The innermost style set wins.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.labelStyle = _ResolvedLabelStyle(style) })
  }
}

/// The platform's label style: the icon, then the title.
public struct DefaultLabelStyle: LabelStyle {
  /// The default label style.
  public init() {}
  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

/// A label shown as its icon, then its title.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The title and icon label style.
  public init() {}
  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}

/// A label shown as its title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The title-only label style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label shown as its icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The icon-only label style.
  public init() {}
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's label style: the icon, then the title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The label style in effect, held by the environment.
struct _ResolvedLabelStyle: Equatable {
  let style: any LabelStyle

  init(_ style: some LabelStyle) { self.style = style }

  static func == (lhs: Self, rhs: Self) -> Bool { _StyleEquality.same(lhs.style, rhs.style) }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: _ResolvedLabelStyle? { nil }
}

extension EnvironmentValues {
  /// The style `.labelStyle(_:)` set for labels here; `nil` for the default.
  var labelStyle: _ResolvedLabelStyle? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

/// A label as the environment's style draws it. The style's body sees the default style,
/// so a `Label(configuration)` in it does not draw the same style again.
struct _StyledLabel: _PrimitiveView, View {
  typealias Body = Never
  let configuration: LabelStyleConfiguration

  func _children(in context: _ChildContext) -> _Children {
    let style = context.environment.labelStyle?.style ?? DefaultLabelStyle()
    return .list([
      _Child(
        id: .type(ObjectIdentifier(type(of: style))), view: style._body(configuration),
        environment: { $0.labelStyle = nil })
    ])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension LabelStyle {
  /// The body this style draws for `configuration`, as a view of its own.
  func _body(_ configuration: LabelStyleConfiguration) -> any View {
    _LabelStyleBody(style: self, configuration: configuration)
  }
}

/// The body of a label drawn by a ``LabelStyle``: a view of its own, so that the style's
/// dynamic properties live in its node.
struct _LabelStyleBody<Style: LabelStyle>: View {
  var style: Style
  let configuration: LabelStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}
