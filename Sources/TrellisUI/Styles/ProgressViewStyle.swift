/// A type that draws every progress view in a view hierarchy.
///
/// Set it with ``View/progressViewStyle(_:)``. A style's body is the whole progress view,
/// drawn from the configuration's fraction and labels:
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.label
///       Text(configuration.fractionCompleted.map { "\(Int($0 * 100))%" } ?? "…")
///     }
///   }
/// }
/// ```
///
/// A style that only adds to the look around it draws `ProgressView(configuration)`: that
/// progress view takes the style that was in effect outside this one.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view that stands for a progress view in this style.
  associatedtype Body: View
  /// The properties of the progress view being styled.
  typealias Configuration = ProgressViewStyleConfiguration

  /// Makes the view that represents the body of a progress view: called for each progress
  /// view where this is the current style, again when its value or labels change.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view that a ``ProgressViewStyle`` draws.
@MainActor @preconcurrency
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, its type hidden.
  public struct Label: View {
    /// Drawn by Trellis: the progress view's own label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The view that describes the progress view's value, its type hidden.
  public struct CurrentValueLabel: View {
    /// Drawn by Trellis: the progress view's own current value label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// How much of the task is done, from 0 (not started) to 1 (complete); `nil` while
  /// that is not known, and for a progress view that follows a range of dates.
  public let fractionCompleted: Double?
  /// The view that says what the task is, if the progress view has one.
  public var label: ProgressViewStyleConfiguration.Label?
  /// The view that says how far the task has come, if the progress view has one.
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
  /// The value the styled progress view shows, for `ProgressView(configuration)`: a
  /// range of dates (which the fraction leaves out) or a `Progress` object among them.
  let value: _ProgressValue

  init(
    value: _ProgressValue, fractionCompleted: Double?, label: Label?,
    currentValueLabel: CurrentValueLabel?
  ) {
    self.value = value
    self.fractionCompleted = fractionCompleted
    self.label = label
    self.currentValueLabel = currentValueLabel
  }
}

extension ProgressViewStyleConfiguration.Label: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// A progress view drawn from a style's configuration, in the style that was in effect
  /// outside the one drawing it: for styles that add to a look rather than replace it.
  ///
  /// ```swift
  /// struct FramedStyle: ProgressViewStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     ProgressView(configuration)
  ///       .padding(4)
  ///       .border(.pink)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter configuration: The configuration the style was given.
  @MainActor public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      value: configuration.value, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
  }
}

extension View {
  /// Sets the style of the progress views in this view: a built-in one (`.linear`,
  /// `.circular`) or one of your own. The innermost style set wins; a style's
  /// `ProgressView(configuration)` takes the one set outside it.
  ///
  /// ```swift
  /// ProgressView()
  ///   .progressViewStyle(.circular)
  /// ```
  ///
  /// - Parameter style: The style for the progress views in this view.
  /// - Returns: A view whose progress views are drawn in `style`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let resolved = _ResolvedProgressViewStyle(
      style, builtIn: (style as? any _BuiltInProgressViewStyle)?._kind)
    return modifier(_EnvironmentModifier { $0.progressViewStyles.append(resolved) })
  }
}

extension ProgressViewStyle {
  /// The body this style draws for `configuration`, as a view of its own.
  func _body(_ configuration: ProgressViewStyleConfiguration) -> any View {
    _ProgressViewStyleBody(style: self, configuration: configuration)
  }
}

/// The body of a progress view drawn by a ``ProgressViewStyle``: a view of its own, so that
/// the style's dynamic properties live in its node.
struct _ProgressViewStyleBody<Style: ProgressViewStyle>: View {
  var style: Style
  let configuration: ProgressViewStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

/// A progress view style in effect.
typealias _ResolvedProgressViewStyle = _ResolvedStyle<
  _ProgressViewStyleKind, any ProgressViewStyle
>

private struct ProgressViewStylesKey: EnvironmentKey {
  static var defaultValue: [_ResolvedProgressViewStyle] { [] }
}

extension EnvironmentValues {
  /// The styles `.progressViewStyle(_:)` set here, the innermost last. A style's body sees
  /// the ones outside it, so that its `ProgressView(configuration)` takes the next.
  var progressViewStyles: [_ResolvedProgressViewStyle] {
    get { self[ProgressViewStylesKey.self] }
    set { self[ProgressViewStylesKey.self] = newValue }
  }
}

/// The layout of a progress view or gauge drawn by a style of the app's own: its body sized
/// and placed as it is, the view keeping a frame of its own so that hosts and tests find it
/// (as a transparent node, it would have none), and its body's traits and guides passing
/// through.
struct _StyledBodyLayout: _WrappingLayout, Equatable {
  /// Whether the body keeps to the leading edge of a frame wider than it (a row of a list
  /// is placed across the list's width), rather than being centred in it.
  var isLeading = false

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    _StackLayout.column.sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let column =
      isLeading
      ? _StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0)
      : _StackLayout.column
    column.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    subviewAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, context: context)
  }
}
