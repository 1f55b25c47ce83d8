/// A type that draws every gauge in a view hierarchy.
///
/// Set it with ``View/gaugeStyle(_:)``. A style's body is the whole gauge, drawn from the
/// configuration's value (within `0...1`) and labels:
///
/// ```swift
/// struct TankStyle: GaugeStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label
///       Text(String(repeating: "▮", count: Int(configuration.value * 10)))
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view that stands for a gauge in this style.
  associatedtype Body: View
  /// The properties of the gauge being styled.
  typealias Configuration = GaugeStyleConfiguration

  /// Makes the view that represents the body of a gauge: called for each gauge where this
  /// is the current style, again when its value or labels change.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a gauge that a ``GaugeStyle`` draws.
@MainActor @preconcurrency
public struct GaugeStyleConfiguration {
  /// The gauge's label, its type hidden.
  public struct Label: View {
    /// Drawn by Trellis: the gauge's own label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The view that shows the gauge's value, its type hidden.
  public struct CurrentValueLabel: View {
    /// Drawn by Trellis: the gauge's own current value label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The view that shows the lower end of the gauge's range, its type hidden.
  public struct MinimumValueLabel: View {
    /// Drawn by Trellis: the gauge's own minimum value label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The view that shows the upper end of the gauge's range, its type hidden.
  public struct MaximumValueLabel: View {
    /// Drawn by Trellis: the gauge's own maximum value label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The views tagged with the values they mark along the gauge, their type hidden.
  public struct MarkedValueLabels: View {
    /// Drawn by Trellis: the gauge's own marked value labels stand in their place.
    public typealias Body = Never
    let content: AnyView
  }

  /// Where the gauge's value lies in its range, from 0 (the lower end) to 1 (the upper).
  public var value: Double
  /// The view that says what the gauge measures.
  public var label: GaugeStyleConfiguration.Label
  /// The view that shows the value, if the gauge has one.
  public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
  /// The view that shows the range's lower end, if the gauge has one.
  public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
  /// The view that shows the range's upper end, if the gauge has one.
  public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
  /// The views that mark values along the gauge, if the gauge has any.
  public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels?
}

extension GaugeStyleConfiguration.Label: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension GaugeStyleConfiguration.CurrentValueLabel: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension GaugeStyleConfiguration.MinimumValueLabel: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension GaugeStyleConfiguration.MaximumValueLabel: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension GaugeStyleConfiguration.MarkedValueLabels: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension View {
  /// Sets the style of the gauges in this view: a built-in one (`.linearCapacity`,
  /// `.accessoryCircular`...) or one of your own. The innermost style set wins.
  ///
  /// ```swift
  /// Gauge(value: level) { Text("Level") }
  ///   .gaugeStyle(.accessoryCircularCapacity)
  /// ```
  ///
  /// - Parameter style: The style for the gauges in this view.
  /// - Returns: A view whose gauges are drawn in `style`.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    let resolved = _ResolvedGaugeStyle(style, builtIn: (style as? any _BuiltInGaugeStyle)?._kind)
    return modifier(_EnvironmentModifier { $0.gaugeStyles.append(resolved) })
  }
}

extension GaugeStyle {
  /// The body this style draws for `configuration`, as a view of its own.
  func _body(_ configuration: GaugeStyleConfiguration) -> any View {
    _GaugeStyleBody(style: self, configuration: configuration)
  }
}

/// The body of a gauge drawn by a ``GaugeStyle``: a view of its own, so that the style's
/// dynamic properties live in its node.
struct _GaugeStyleBody<Style: GaugeStyle>: View {
  var style: Style
  let configuration: GaugeStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

/// A gauge style in effect.
typealias _ResolvedGaugeStyle = _ResolvedStyle<_GaugeStyleKind, any GaugeStyle>

private struct GaugeStylesKey: EnvironmentKey {
  static var defaultValue: [_ResolvedGaugeStyle] { [] }
}

extension EnvironmentValues {
  /// The styles `.gaugeStyle(_:)` set here, the innermost last. A style's body sees the
  /// ones outside it.
  var gaugeStyles: [_ResolvedGaugeStyle] {
    get { self[GaugeStylesKey.self] }
    set { self[GaugeStylesKey.self] = newValue }
  }
}
