/// How the text fields in a view hierarchy look. As on Apple's platforms, the styles are
/// the built-in ones only: the protocol's one requirement is a look that only Trellis
/// makes, so an app cannot define a style of its own.
///
/// The terminal draws every field in brackets, `[text ]`. GTK draws `.plain` fields without
/// a frame, the others as its framed entry.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// Which built-in look this is; Trellis's own styles provide it.
  var _textFieldStyleKind: _TextFieldStyleKind { get }
}

/// A built-in text field look. It has no public initialiser: only Trellis's styles make one.
public struct _TextFieldStyleKind: Equatable, Sendable {
  enum Look: Equatable, Sendable { case automatic, roundedBorder, plain }
  let look: Look
}

/// The platform's default text field style: a framed entry.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default text field style.
  public init() {}
  /// The default look.
  public var _textFieldStyleKind: _TextFieldStyleKind { .init(look: .automatic) }
}

/// A text field drawn with a rounded border: a framed entry.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded border text field style.
  public init() {}
  /// The rounded border look.
  public var _textFieldStyleKind: _TextFieldStyleKind { .init(look: .roundedBorder) }
}

/// A text field drawn as its text alone, without a frame (in GTK; the terminal keeps its
/// brackets, the only sign of where a field is).
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The plain text field style.
  public init() {}
  /// The plain look.
  public var _textFieldStyleKind: _TextFieldStyleKind { .init(look: .plain) }
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
  /// Sets the style of the text fields (and secure fields) in this view. The innermost
  /// style set wins.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let kind = style._textFieldStyleKind
    return modifier(_EnvironmentModifier { $0.textFieldStyleKind = kind })
  }
}

private struct TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: _TextFieldStyleKind { .init(look: .automatic) }
}

extension EnvironmentValues {
  /// The look `.textFieldStyle(_:)` set for fields here.
  var textFieldStyleKind: _TextFieldStyleKind {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

extension HostElement {
  /// Whether a field is drawn without a frame (`.textFieldStyle(.plain)`).
  @_spi(TrellisHost) public var isPlainTextField: Bool {
    node.environment.textFieldStyleKind.look == .plain
  }
}
