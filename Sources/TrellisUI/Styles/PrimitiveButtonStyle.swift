/// A type that gives every button in a view hierarchy both its look and its way of being
/// activated: the style's body calls `configuration.trigger()` when the button should act.
///
/// Set it with `buttonStyle(_:)`. The built-in styles
/// (``PlainButtonStyle``, ``BorderedProminentButtonStyle`` …) are primitive styles.
///
/// The button itself stays the one control in every host (one Tab stop; Enter, Space and
/// clicks activate it). Activating it runs what the body says: the action of a ``Button``
/// the body draws (which gets no focus stop of its own), or else `trigger()`, as an
/// accessibility action does on Apple's platforms. `Button(configuration)` draws the
/// platform's default button around the label:
///
/// ```swift
/// struct LoggedButtonStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button(configuration)
///       .padding(.horizontal, 4)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view that stands for a button in this style.
  associatedtype Body: View
  /// The properties of the button being styled.
  typealias Configuration = PrimitiveButtonStyleConfiguration

  /// Makes the view that represents the body of a button.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button that a ``PrimitiveButtonStyle`` draws.
@MainActor @preconcurrency
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, its type hidden.
  public struct Label: View {
    /// Drawn by Trellis: the button's own label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// What the button does, or `nil`.
  public let role: ButtonRole?
  /// The view that describes what calling the button's action does.
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: @MainActor () -> Void

  /// Performs the button's action.
  public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button drawn in the platform's default style from a primitive style's
  /// configuration, for styles that add to the default look rather than replace it. It
  /// shows the look only: the button being styled is the control, so it gets no second
  /// focus stop, and activating it triggers the configuration.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
    appearance = .automatic
  }
}

/// What activating a button in a primitive style does: the action of the button its body
/// draws, if it draws one (that button is then no control of its own).
final class _StyleActivation {
  var action: (@MainActor () -> Void)?
}

private struct StyleActivationKey: EnvironmentKey {
  static var defaultValue: _StyleActivation? { nil }
}

extension EnvironmentValues {
  /// Set inside a primitive style's body: buttons there hand their action to the button
  /// being styled.
  var styleActivation: _StyleActivation? {
    get { self[StyleActivationKey.self] }
    set { self[StyleActivationKey.self] = newValue }
  }
}

/// The body of a button drawn by a ``PrimitiveButtonStyle``: a view of its own, so that
/// the style's dynamic properties live in its node.
struct _PrimitiveButtonStyleBody<Style: PrimitiveButtonStyle>: View {
  var style: Style
  let configuration: PrimitiveButtonStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}
