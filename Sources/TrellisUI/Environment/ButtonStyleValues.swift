/// Which of the built-in button styles applies, for hosts that draw them differently.
@_spi(TrellisHost) public enum _ButtonStyleKind: Sendable, Equatable {
  /// `.automatic`, or no style set.
  case automatic
  /// `.bordered`.
  case bordered
  /// `.borderedProminent`.
  case borderedProminent
  /// `.borderless`.
  case borderless
  /// `.plain`.
  case plain

  init(_ style: some PrimitiveButtonStyle) {
    switch style {
    case is BorderedButtonStyle: self = .bordered
    case is BorderedProminentButtonStyle: self = .borderedProminent
    case is BorderlessButtonStyle: self = .borderless
    case is PlainButtonStyle: self = .plain
    default: self = .automatic
    }
  }
}

private struct ButtonStyleKindKey: EnvironmentKey {
  static var defaultValue: _ButtonStyleKind { .automatic }
}

extension EnvironmentValues {
  /// The style `.buttonStyle(_:)` set for buttons here.
  var buttonStyleKind: _ButtonStyleKind {
    get { self[ButtonStyleKindKey.self] }
    set { self[ButtonStyleKindKey.self] = newValue }
  }
}
