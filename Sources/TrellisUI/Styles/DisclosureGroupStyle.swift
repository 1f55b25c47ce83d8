/// A type that draws every disclosure group in a view hierarchy.
///
/// Set it with ``View/disclosureGroupStyle(_:)``. A style's body is the whole group: it
/// shows the label, shows the content while `configuration.isExpanded` is `true`, and
/// includes a control that toggles it (a ``Button`` is the usual one):
///
/// ```swift
/// struct ArrowDisclosureStyle: DisclosureGroupStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       Button {
///         configuration.isExpanded.toggle()
///       } label: {
///         HStack {
///           Text(configuration.isExpanded ? "↓" : "→")
///           configuration.label
///         }
///       }
///       .buttonStyle(.plain)
///       if configuration.isExpanded {
///         configuration.content.padding(.leading, 16)
///       }
///     }
///   }
/// }
/// ```
///
/// A style that only adds to the look around it draws `DisclosureGroup(configuration)`:
/// that group takes the style that was in effect outside this one. Disclosure groups inside
/// the content are drawn in this style again, as the style applies to the whole hierarchy.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The view that stands for a disclosure group in this style.
  associatedtype Body: View
  /// The properties of the disclosure group being styled.
  typealias Configuration = DisclosureGroupStyleConfiguration

  /// Makes the view that represents the body of a disclosure group: called for each group
  /// where this is the current style, again when it expands or collapses.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a disclosure group that a ``DisclosureGroupStyle`` draws.
@MainActor @preconcurrency
public struct DisclosureGroupStyleConfiguration {
  /// The group's label, its type hidden.
  public struct Label: View {
    /// Drawn by Trellis: the group's own label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The group's content, its type hidden. It is built where the style places it: a style
  /// that shows it only while expanded builds it only then.
  public struct Content: View {
    /// Drawn by Trellis: the group's own content stands in its place.
    public typealias Body = Never
    let make: () -> AnyView
    /// The styles in effect where the group is, which its content is drawn in again.
    let styles: [_ResolvedDisclosureGroupStyle]
  }

  /// The view that says what the group holds.
  public let label: DisclosureGroupStyleConfiguration.Label
  /// The views the group shows while expanded.
  public let content: DisclosureGroupStyleConfiguration.Content
  /// Whether the group is expanded; set it to expand or collapse the group
  /// (`configuration.isExpanded.toggle()`, or `configuration.$isExpanded` to hand it on).
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    self._isExpanded = isExpanded
  }
}

extension DisclosureGroupStyleConfiguration.Label: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension DisclosureGroupStyleConfiguration.Content: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let styles = self.styles
    return .list([
      _Child(id: .index(0), view: make(), environment: { $0.disclosureGroupStyles = styles })
    ])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension DisclosureGroup
where
  Label == DisclosureGroupStyleConfiguration.Label,
  Content == DisclosureGroupStyleConfiguration.Content
{
  /// A disclosure group drawn from a style's configuration, in the style that was in effect
  /// outside the one drawing it: for styles that add to a look rather than replace it.
  ///
  /// ```swift
  /// struct FramedDisclosureStyle: DisclosureGroupStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     DisclosureGroup(configuration)
  ///       .padding(4)
  ///       .border(.gray)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter configuration: The configuration the style was given.
  @MainActor public init(_ configuration: DisclosureGroupStyleConfiguration) {
    self.init(isExpanded: configuration.$isExpanded) {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

/// The platform's disclosure group: a header with an indicator (`▸`, `▾` in the terminal;
/// a `GtkExpander` in GTK), and the content indented under it while expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  /// The automatic disclosure group style.
  public init() {}

  /// A disclosure group in the platform's look.
  public func makeBody(configuration: Configuration) -> some View {
    var group = DisclosureGroup(configuration)
    group.isBuiltInLook = true
    return group
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The platform's disclosure group style.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
  /// Sets the style of the disclosure groups in this view: the built-in `.automatic` or one
  /// of your own. The innermost style set wins; a style's `DisclosureGroup(configuration)`
  /// takes the one set outside it.
  ///
  /// - Parameter style: The style for the disclosure groups in this view.
  /// - Returns: A view whose disclosure groups are drawn in `style`.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    let resolved = _ResolvedDisclosureGroupStyle(
      style, builtIn: style is AutomaticDisclosureGroupStyle ? .automatic : nil)
    return modifier(_EnvironmentModifier { $0.disclosureGroupStyles.append(resolved) })
  }
}

extension DisclosureGroupStyle {
  /// The body this style draws for `configuration`, as a view of its own.
  func _body(_ configuration: DisclosureGroupStyleConfiguration) -> any View {
    _DisclosureGroupStyleBody(style: self, configuration: configuration)
  }
}

/// The body of a disclosure group drawn by a ``DisclosureGroupStyle``: a view of its own, so
/// that the style's dynamic properties live in its node.
struct _DisclosureGroupStyleBody<Style: DisclosureGroupStyle>: View {
  var style: Style
  let configuration: DisclosureGroupStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

/// The one built-in disclosure group look.
enum _DisclosureGroupLook: Equatable {
  case automatic
}

/// A disclosure group style in effect.
typealias _ResolvedDisclosureGroupStyle = _ResolvedStyle<
  _DisclosureGroupLook, any DisclosureGroupStyle
>

private struct DisclosureGroupStylesKey: EnvironmentKey {
  static var defaultValue: [_ResolvedDisclosureGroupStyle] { [] }
}

extension EnvironmentValues {
  /// The styles `.disclosureGroupStyle(_:)` set here, the innermost last. A style's body
  /// sees the ones outside it, so that its `DisclosureGroup(configuration)` takes the next.
  var disclosureGroupStyles: [_ResolvedDisclosureGroupStyle] {
    get { self[DisclosureGroupStylesKey.self] }
    set { self[DisclosureGroupStylesKey.self] = newValue }
  }

  /// The style of the app's own that draws disclosure groups here, if the innermost style
  /// is one.
  var customDisclosureGroupStyle: (any DisclosureGroupStyle)? {
    if case .custom(let style) = disclosureGroupStyles.last { return style }
    return nil
  }
}
