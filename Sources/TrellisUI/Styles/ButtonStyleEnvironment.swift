/// Which of the built-in button styles applies, for hosts that draw them differently.
@_spi(TrellisHost) public enum _ButtonStyleKind: Sendable, Equatable {
  /// `.automatic`, no style set, or a custom style (whose body the host shows).
  case automatic
  /// `.bordered`.
  case bordered
  /// `.borderedProminent`.
  case borderedProminent
  /// `.borderless`.
  case borderless
  /// `.plain`.
  case plain
}

/// The button style in effect: one the host draws itself, or a style of the app's own whose
/// body the graph builds.
enum _ResolvedButtonStyle: Equatable {
  case builtIn(_ButtonStyleKind)
  case standard(any ButtonStyle)
  case primitive(any PrimitiveButtonStyle)

  @MainActor init(_ style: some PrimitiveButtonStyle) {
    if let builtIn = style as? any _BuiltInButtonStyle {
      self = .builtIn(builtIn._kind)
    } else {
      self = .primitive(style)
    }
  }

  /// Whether two styles draw alike: the same built-in look, or custom styles of one type
  /// with equal fields (so re-applying a style on each update changes nothing below).
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.builtIn(let left), .builtIn(let right)): return left == right
    case (.standard(let left), .standard(let right)): return _StyleEquality.same(left, right)
    case (.primitive(let left), .primitive(let right)): return _StyleEquality.same(left, right)
    default: return false
    }
  }

  /// The built-in look, for hosts that style native buttons; `.automatic` for a custom
  /// style.
  var kind: _ButtonStyleKind {
    if case .builtIn(let kind) = self { return kind }
    return .automatic
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: _ResolvedButtonStyle { .builtIn(.automatic) }
}

extension EnvironmentValues {
  /// The style `.buttonStyle(_:)` set for buttons here.
  var buttonStyle: _ResolvedButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  /// The built-in style `.buttonStyle(_:)` set here, as hosts with native buttons draw it.
  var buttonStyleKind: _ButtonStyleKind { buttonStyle.kind }
}
