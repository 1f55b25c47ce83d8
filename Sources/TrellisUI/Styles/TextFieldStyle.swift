/// How the text fields in a view hierarchy look: a built-in style (`.automatic`,
/// `.roundedBorder`, `.plain`) or one of the app's own.
///
/// A style of its own has Apple's shape: `_body(configuration:)` gets the field itself and
/// returns the view to show in its place, usually the field decorated:
///
///     struct SearchFieldStyle: TextFieldStyle {
///       func _body(configuration: TextField<_Label>) -> some View {
///         HStack { Image(systemName: "magnifyingglass"); configuration }
///       }
///     }
///
/// The field inside the body is drawn in the default look (or a built-in style set inside
/// the body), never by the same style again. The terminal draws every field in brackets,
/// `[text ]`; GTK draws `.plain` fields without a frame, the others as its framed entry.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// The view this style shows in place of a field.
  associatedtype _Body: View
  /// The view to show in place of `configuration`, a field to decorate.
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
  /// The label of the field a style receives.
  typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a ``TextFieldStyle`` receives: the styled field's own label.
public struct _TextFieldStyleLabel: View {
  let content: AnyView
  /// The styled field's label.
  public var body: AnyView { content }
}

/// A built-in text field look, drawn by the host.
enum _TextFieldStyleKind: Equatable, Sendable {
  case automatic, roundedBorder, plain
}

/// A built-in style: the look a host gives its own fields.
@MainActor protocol _BuiltInTextFieldStyle {
  var _kind: _TextFieldStyleKind { get }
}

/// The platform's default text field style: a framed entry.
public struct DefaultTextFieldStyle: TextFieldStyle, _BuiltInTextFieldStyle {
  /// The default text field style.
  public init() {}
  var _kind: _TextFieldStyleKind { .automatic }
  /// The field, in the default look.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A text field drawn with a rounded border: a framed entry.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, _BuiltInTextFieldStyle {
  /// The rounded border text field style.
  public init() {}
  var _kind: _TextFieldStyleKind { .roundedBorder }
  /// The field, framed.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A text field drawn as its text alone, without a frame (in GTK; the terminal keeps its
/// brackets, the only sign of where a field is).
public struct PlainTextFieldStyle: TextFieldStyle, _BuiltInTextFieldStyle {
  /// The plain text field style.
  public init() {}
  var _kind: _TextFieldStyleKind { .plain }
  /// The field, unframed.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default text field style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field drawn with a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field drawn without a frame.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
  /// Sets the style of the text fields (and secure fields) in this view: a built-in one or
  /// one of your own. The innermost style set wins.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let resolved = _ResolvedTextFieldStyle(
      style, builtIn: (style as? any _BuiltInTextFieldStyle)?._kind)
    return modifier(_EnvironmentModifier { $0.textFieldStyle = resolved })
  }
}

/// The style `.textFieldStyle(_:)` set: a built-in look or an app's style.
typealias _ResolvedTextFieldStyle = _ResolvedStyle<_TextFieldStyleKind, any TextFieldStyle>

extension TextFieldStyle {
  /// The body this style shows for `configuration`, as a view of its own.
  func _makeBody(_ configuration: TextField<_TextFieldStyleLabel>) -> any View {
    _TextFieldStyleBody(style: self, configuration: configuration)
  }
}

/// The body of a field drawn by a custom ``TextFieldStyle``: a view of its own, so that the
/// style's dynamic properties live in its node.
struct _TextFieldStyleBody<Style: TextFieldStyle>: View {
  var style: Style
  let configuration: TextField<_TextFieldStyleLabel>

  var body: some View { style._body(configuration: configuration) }
}

private struct TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: _ResolvedTextFieldStyle { .builtIn(.automatic) }
}

extension EnvironmentValues {
  /// The style `.textFieldStyle(_:)` set for fields here.
  var textFieldStyle: _ResolvedTextFieldStyle {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

extension HostElement {
  /// Whether a field is drawn without a frame (`.textFieldStyle(.plain)`).
  @_spi(TrellisHost) public var isPlainTextField: Bool {
    node.environment.textFieldStyle == .builtIn(.plain)
  }
}
