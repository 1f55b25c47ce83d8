// The platform's gauge styles, drawn by the hosts in four looks: a bar that fills, a bar
// with a marker, a ring that fills and an open ring with a marker. The watch's `.linear` and
// `.circular` take the marker looks; every style's labels go where Apple's docs place them.

/// Which built-in look a gauge has, and the tint a style gave it.
enum _GaugeStyleKind: Equatable {
  case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity
  case accessoryCircular, accessoryCircularCapacity
  case linear(tint: Color?)
  case circular(tint: Color?)

  /// The look the hosts draw for this style.
  var look: _GaugeLook {
    switch self {
    case .automatic, .linearCapacity, .accessoryLinearCapacity: return .linearCapacity
    case .accessoryLinear, .linear: return .linear
    case .accessoryCircularCapacity: return .circularCapacity
    case .accessoryCircular, .circular: return .circular
    }
  }

  /// The tint the style itself gives.
  var tint: Color? {
    switch self {
    case .linear(let tint), .circular(let tint): return tint
    default: return nil
    }
  }
}

/// The looks every host draws a gauge in.
@_spi(TrellisHost) public enum _GaugeLook: Hashable, Sendable {
  /// A bar that fills from the leading edge (`.linearCapacity`, `.automatic`,
  /// `.accessoryLinearCapacity`).
  case linearCapacity
  /// A bar with a marker at the value (`.accessoryLinear`, `.linear`).
  case linear
  /// A closed ring that fills (`.accessoryCircularCapacity`).
  case circularCapacity
  /// An open ring with a marker at the value (`.accessoryCircular`, `.circular`).
  case circular

  /// Whether the look is a ring (else a bar).
  @_spi(TrellisHost) public var isCircular: Bool { self == .circularCapacity || self == .circular }
}

/// A built-in style: the look a host gives its own gauges.
@MainActor protocol _BuiltInGaugeStyle {
  var _kind: _GaugeStyleKind { get }
}

extension _BuiltInGaugeStyle {
  /// A gauge in this look, for a style that wraps it.
  @MainActor func _body(_ configuration: GaugeStyleConfiguration) -> some View {
    var gauge = Gauge(
      fraction: configuration.value, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel,
      minimumValueLabel: configuration.minimumValueLabel.map { AnyView($0) },
      maximumValueLabel: configuration.maximumValueLabel.map { AnyView($0) },
      markedValueLabels: configuration.markedValueLabels)
    gauge.appearance = _kind
    return gauge
  }
}

/// The platform's default gauge style: a bar that fills, as on iOS and macOS.
public struct DefaultGaugeStyle: GaugeStyle, _BuiltInGaugeStyle {
  /// The default gauge style.
  public init() {}
  var _kind: _GaugeStyleKind { .automatic }
  /// A default gauge.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A bar that fills from the leading edge as the value grows; the label above it, the ends'
/// labels at its edges, the value's below.
public struct LinearCapacityGaugeStyle: GaugeStyle, _BuiltInGaugeStyle {
  /// The linear capacity gauge style.
  public init() {}
  var _kind: _GaugeStyleKind { .linearCapacity }
  /// A bar that fills.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A bar with a marker at the value; the ends' labels at its edges, or else the value's
/// label at its leading edge.
public struct AccessoryLinearGaugeStyle: GaugeStyle, _BuiltInGaugeStyle {
  /// The accessory linear gauge style.
  public init() {}
  var _kind: _GaugeStyleKind { .accessoryLinear }
  /// A bar with a marker.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A bar that fills from the leading edge; the label above it, the ends' labels at its
/// edges, the value's below.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, _BuiltInGaugeStyle {
  /// The accessory linear capacity gauge style.
  public init() {}
  var _kind: _GaugeStyleKind { .accessoryLinearCapacity }
  /// A bar that fills.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// An open ring with a marker at the value, the value's label in its middle; the ends'
/// labels (or else the label) under its opening.
public struct AccessoryCircularGaugeStyle: GaugeStyle, _BuiltInGaugeStyle {
  /// The accessory circular gauge style.
  public init() {}
  var _kind: _GaugeStyleKind { .accessoryCircular }
  /// An open ring with a marker.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A closed ring that fills as the value grows, the value's label in its middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, _BuiltInGaugeStyle {
  /// The accessory circular capacity gauge style.
  public init() {}
  var _kind: _GaugeStyleKind { .accessoryCircularCapacity }
  /// A ring that fills.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// watchOS's bar with a marker at the value: drawn as ``AccessoryLinearGaugeStyle``.
public struct LinearGaugeStyle: GaugeStyle, _BuiltInGaugeStyle {
  let tint: Color?
  /// The linear gauge style.
  public init() { tint = nil }
  /// The linear gauge style, drawn in `tint`.
  ///
  /// - Parameter tint: The colour of the bar.
  public init(tint: Color) { self.tint = tint }
  var _kind: _GaugeStyleKind { .linear(tint: tint) }
  /// A bar with a marker.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// watchOS's open ring with a marker at the value: drawn as ``AccessoryCircularGaugeStyle``.
public struct CircularGaugeStyle: GaugeStyle, _BuiltInGaugeStyle {
  let tint: Color?
  /// The circular gauge style.
  public init() { tint = nil }
  /// The circular gauge style, drawn in `tint`.
  ///
  /// - Parameter tint: The colour of the ring.
  public init(tint: Color) { self.tint = tint }
  var _kind: _GaugeStyleKind { .circular(tint: tint) }
  /// An open ring with a marker.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's default gauge style.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar that fills.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A bar with a marker.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A bar that fills.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A ring that fills.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == LinearGaugeStyle {
  /// watchOS's bar with a marker.
  public static var linear: LinearGaugeStyle { LinearGaugeStyle() }
}

extension GaugeStyle where Self == CircularGaugeStyle {
  /// watchOS's open ring with a marker.
  public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}
