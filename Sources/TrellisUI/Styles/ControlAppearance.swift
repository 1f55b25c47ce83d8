/// The shape of a bordered button's border.
///
/// GTK draws `.capsule` with its `pill` style class and `.circle` with `circular`; the
/// terminal draws every button in brackets.
public struct ButtonBorderShape: Equatable, Sendable {
  enum Shape: Equatable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(radius: CGFloat?)
  }
  let shape: Shape

  /// The platform's shape for the button's style.
  public static let automatic = ButtonBorderShape(shape: .automatic)
  /// A capsule: a rectangle with fully rounded ends.
  public static let capsule = ButtonBorderShape(shape: .capsule)
  /// A circle.
  public static let circle = ButtonBorderShape(shape: .circle)
  /// A rectangle with the platform's rounded corners.
  public static let roundedRectangle = ButtonBorderShape(shape: .roundedRectangle(radius: nil))
  /// A rectangle whose corners are rounded by `radius` points.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(shape: .roundedRectangle(radius: radius))
  }
}

/// The sizes a control can be drawn at. Views read the size set with
/// ``View/controlSize(_:)`` as `@Environment(\.controlSize)`. GTK draws a button (and a
/// toggle button) shorter or taller: the room above and below its title is a quarter of
/// the regular one at `.mini`, half at `.small`, one and a half times at `.large`, twice at
/// `.extraLarge`. The terminal draws every control one row high.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  /// The smallest size.
  case mini
  /// A size smaller than regular.
  case small
  /// The default size.
  case regular
  /// A size larger than regular.
  case large
  /// The largest size.
  case extraLarge

  /// How much of a regular button's room above and below its title this size gives.
  var decorationScale: CGFloat {
    switch self {
    case .mini: return 0.25
    case .small: return 0.5
    case .regular: return 1
    case .large: return 1.5
    case .extraLarge: return 2
    }
  }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
  static var defaultValue: ButtonBorderShape { .automatic }
}

private struct ControlSizeKey: EnvironmentKey {
  static var defaultValue: ControlSize { .regular }
}

private struct TintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
  /// The size of controls here, as `.controlSize(_:)` set it; `.regular` by default.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// The border shape `.buttonBorderShape(_:)` set for buttons here.
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }

  /// The tint `.tint(_:)` set for controls here.
  var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}

extension View {
  /// Sets the shape of the borders of bordered buttons in this view. GTK shows `.capsule`
  /// and `.circle`; the terminal's buttons keep their brackets.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    modifier(_EnvironmentModifier { $0.buttonBorderShape = shape })
  }

  /// Sets the size of the controls in this view, which views read as
  /// `@Environment(\.controlSize)`. GTK draws buttons and toggle buttons shorter or taller
  /// (see ``ControlSize``); the terminal's controls stay one row high. Titles keep the
  /// desktop's and the terminal's font.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    modifier(_EnvironmentModifier { $0.controlSize = controlSize })
  }

  /// Sets the tint of the controls in this view: the terminal draws a button's brackets and
  /// title, a toggle button's brackets and a checked checkbox in it; GTK colours a
  /// prominent button, a toggle button that is on and a switch that is on with it, and
  /// the title of any other button. A destructive button stays red. `nil` is the host's
  /// accent.
  public func tint(_ tint: Color?) -> some View {
    modifier(_EnvironmentModifier { $0.tint = tint })
  }

  /// Sets the accent colour of the controls in this view: Apple's older name for
  /// `tint(_:)`, which it does the same as here (deprecated there in favour of
  /// `tint`, and still common in apps).
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// Sets the tint of the controls in this view from a colour style.
  @_disfavoredOverload
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    let color = tint.flatMap { $0 as? Color }
    return modifier(_EnvironmentModifier { $0.tint = color })
  }
}

extension HostElement {
  /// Whether a button is drawn as a capsule (`.buttonBorderShape(.capsule)`).
  @_spi(TrellisHost) public var isCapsuleButton: Bool {
    node.environment.buttonBorderShape == .capsule
  }

  /// Whether a button is drawn as a circle (`.buttonBorderShape(.circle)`).
  @_spi(TrellisHost) public var isCircularButton: Bool {
    node.environment.buttonBorderShape == .circle
  }

  /// `.controlSize(_:)` where the control is.
  @_spi(TrellisHost) public var controlSize: ControlSize { node.environment.controlSize }

  /// The colour `.tint(_:)` set for the controls here; `nil` for the host's accent.
  @_spi(TrellisHost) public var tint: HostColor? {
    node.environment.tint.flatMap(HostColor.init)
  }
}
