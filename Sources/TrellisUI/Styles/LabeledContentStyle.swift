/// A type that arranges every ``LabeledContent`` in a view hierarchy.
///
/// Set it with ``View/labeledContentStyle(_:)``. A style's body is the whole labelled value,
/// drawn from the configuration's label and content:
///
/// ```swift
/// struct StackedLabeledContentStyle: LabeledContentStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label.font(.caption)
///       configuration.content
///     }
///   }
/// }
/// ```
///
/// A style that only adds to the look around it draws `LabeledContent(configuration)`: that
/// view takes the style that was in effect outside this one.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view that stands for labelled content in this style.
  associatedtype Body: View
  /// The properties of the labelled content being styled.
  typealias Configuration = LabeledContentStyleConfiguration

  /// Makes the view that represents the body of labelled content.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of labelled content that a ``LabeledContentStyle`` arranges.
@MainActor @preconcurrency
public struct LabeledContentStyleConfiguration {
  /// The label, its type hidden.
  public struct Label: View {
    /// Drawn by Trellis: the labelled content's own label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The value, its type hidden.
  public struct Content: View {
    /// Drawn by Trellis: the labelled content's own value stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The view that says what the value is.
  public let label: LabeledContentStyleConfiguration.Label
  /// The view that shows the value.
  public let content: LabeledContentStyleConfiguration.Content

  init(label: Label, content: Content) {
    self.label = label
    self.content = content
  }
}

extension LabeledContentStyleConfiguration.Label: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension LabeledContentStyleConfiguration.Content: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// Labelled content drawn from a style's configuration, in the style that was in effect
  /// outside the one drawing it: for styles that add to a look rather than replace it.
  ///
  /// ```swift
  /// struct BorderedLabeledContentStyle: LabeledContentStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     LabeledContent(configuration)
  ///       .padding(4)
  ///       .border(.gray)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter configuration: The configuration the style was given.
  @MainActor public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(label: configuration.label, content: configuration.content)
  }
}

/// The platform's labelled content: the label on the leading edge, the value on the
/// trailing edge in a secondary colour.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  /// The automatic labelled content style.
  public init() {}

  /// Labelled content in the platform's look.
  public func makeBody(configuration: Configuration) -> some View {
    var labeled = LabeledContent(configuration)
    labeled.isBuiltInLook = true
    return labeled
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The platform's labelled content style.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
  /// Sets the style of the labelled content in this view: the built-in `.automatic` or one
  /// of your own. The innermost style set wins; a style's `LabeledContent(configuration)`
  /// takes the one set outside it.
  ///
  /// - Parameter style: The style for the labelled content in this view.
  /// - Returns: A view whose labelled content is drawn in `style`.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    let resolved = _ResolvedLabeledContentStyle(
      style, builtIn: style is AutomaticLabeledContentStyle ? .automatic : nil)
    return modifier(_EnvironmentModifier { $0.labeledContentStyles.append(resolved) })
  }
}

extension LabeledContentStyle {
  /// The body this style draws for `configuration`, as a view of its own.
  func _body(_ configuration: LabeledContentStyleConfiguration) -> any View {
    _LabeledContentStyleBody(style: self, configuration: configuration)
  }
}

/// The body of labelled content drawn by a ``LabeledContentStyle``: a view of its own, so
/// that the style's dynamic properties live in its node.
struct _LabeledContentStyleBody<Style: LabeledContentStyle>: View {
  var style: Style
  let configuration: LabeledContentStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

/// The one built-in labelled content look.
enum _LabeledContentLook: Equatable {
  case automatic
}

/// A labelled content style in effect.
typealias _ResolvedLabeledContentStyle = _ResolvedStyle<
  _LabeledContentLook, any LabeledContentStyle
>

private struct LabeledContentStylesKey: EnvironmentKey {
  static var defaultValue: [_ResolvedLabeledContentStyle] { [] }
}

extension EnvironmentValues {
  /// The styles `.labeledContentStyle(_:)` set here, the innermost last.
  var labeledContentStyles: [_ResolvedLabeledContentStyle] {
    get { self[LabeledContentStylesKey.self] }
    set { self[LabeledContentStylesKey.self] = newValue }
  }
}
