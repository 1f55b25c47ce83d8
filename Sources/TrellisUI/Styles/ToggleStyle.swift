/// A type that draws every toggle in a view hierarchy, and decides how it is switched.
///
/// Set it with ``View/toggleStyle(_:)``. A custom style's body is the whole toggle: include
/// a control that flips `configuration.isOn` (a ``Button`` is the usual one), and the
/// toggle has focus, keys and clicks through it in every host:
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isOn.toggle() } label: {
///       HStack {
///         Text(configuration.isOn ? "★" : "☆")
///         configuration.label
///       }
///     }
///     .buttonStyle(.plain)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view that stands for a toggle in this style.
  associatedtype Body: View
  /// The properties of the toggle being styled.
  typealias Configuration = ToggleStyleConfiguration

  /// Makes the view that represents the body of a toggle: called for each toggle where this
  /// is the current style, again when its state or label changes.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a toggle that a ``ToggleStyle`` draws.
@MainActor @preconcurrency
public struct ToggleStyleConfiguration {
  /// The toggle's label, its type hidden.
  public struct Label: View {
    /// Drawn by Trellis: the toggle's own label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The view that describes what the toggle controls.
  public let label: ToggleStyleConfiguration.Label
  /// Whether the toggle is on; set it to switch the toggle (`configuration.isOn.toggle()`,
  /// or `configuration.$isOn` to hand the binding on).
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several settings that are not all on or all off. Always
  /// `false` here: Trellis has no toggle over a collection of settings yet.
  public var isMixed: Bool

  init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
    self.label = label
    self._isOn = isOn
    self.isMixed = isMixed
  }
}

extension ToggleStyleConfiguration.Label: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension View {
  /// Sets the style of the toggles in this view: a built-in one (`.switch`, `.checkbox`,
  /// `.button`) or one of your own. The innermost style set wins.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let resolved = _ResolvedToggleStyle(style, builtIn: (style as? any _BuiltInToggleStyle)?._kind)
    return modifier(_EnvironmentModifier { $0.toggleStyle = resolved })
  }
}

extension ToggleStyle {
  /// The body this style draws for `configuration`, as a view of its own.
  func _body(_ configuration: ToggleStyleConfiguration) -> any View {
    _ToggleStyleBody(style: self, configuration: configuration)
  }
}

/// The body of a toggle drawn by a ``ToggleStyle``: a view of its own, so that the style's
/// dynamic properties live in its node.
struct _ToggleStyleBody<Style: ToggleStyle>: View {
  var style: Style
  let configuration: ToggleStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}
