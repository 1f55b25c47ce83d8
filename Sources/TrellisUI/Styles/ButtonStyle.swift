/// A type that gives every button in a view hierarchy the same look, while the button keeps
/// the platform's interaction: focus, the keyboard, clicks and taps.
///
/// Set it with `buttonStyle(_:)`. The body you return is what the host
/// draws in place of the button's own decoration; the button around it is still a control
/// (the terminal draws the focus mark over the body, GTK keeps a flat native button under
/// it), so code written for Apple's platforms behaves the same:
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding(.horizontal, 8)
///       .foregroundColor(configuration.isPressed ? .secondary : .accentColor)
///   }
/// }
///
/// Button("Save") { save() }
///   .buttonStyle(PillButtonStyle())
/// ```
///
/// `configuration.isPressed` is true while a pointer holds the button down: in the terminal
/// from a mouse press on it to the release, in GTK while it holds the button active (the
/// pointer, or Space, down on it), headless between `Element.press()` and
/// `Element.release()`. Enter activates at once.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view that stands for a button in this style.
  associatedtype Body: View
  /// The properties of the button being styled.
  typealias Configuration = ButtonStyleConfiguration

  /// Makes the view that represents the body of a button: called for each button in the
  /// hierarchy where this is the current style, again whenever the button's label, role or
  /// pressed state changes.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button that a ``ButtonStyle`` draws.
@MainActor @preconcurrency
public struct ButtonStyleConfiguration {
  /// The button's label, its type hidden; place it where the style wants it.
  public struct Label: View {
    /// Drawn by Trellis: the button's own label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// What the button does, or `nil`: a style can draw a destructive button in red.
  public let role: ButtonRole?
  /// The view that describes what pressing the button does.
  public let label: ButtonStyleConfiguration.Label
  /// Whether a person is pressing the button right now.
  public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension View {
  /// Sets the style of the buttons in this view to a ``ButtonStyle``: each button is drawn
  /// as the style's body and keeps the platform's interaction. The innermost style set
  /// wins.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.buttonStyle = .standard(style) })
  }

  /// Sets the style of the buttons in this view to a ``PrimitiveButtonStyle``, such as
  /// `.plain` or `.borderedProminent`, or one of your own. The innermost style set wins.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.buttonStyle = _ResolvedButtonStyle(style) })
  }
}

/// The body of a button drawn by a ``ButtonStyle``. A view of its own, so that the
/// style's dynamic properties (`@Environment(\.isEnabled)`, `@State`) live in its node.
struct _ButtonStyleBody<Style: ButtonStyle>: View {
  var style: Style
  let configuration: ButtonStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}
