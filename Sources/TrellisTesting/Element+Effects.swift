import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// How opaque the view is drawn, from 0 to 1: the `opacity` modifiers on it and around it
  /// multiplied (`.opacity(0.5)` inside `.opacity(0.5)` is 0.25).
  public var opacity: Double { base.effects?.opacity ?? 1 }

  /// How the view's drawing is moved, in the window's points, by `scaleEffect`,
  /// `rotationEffect` and `rotation3DEffect` on it and around it: a point laid out at `p`
  /// is drawn at `p.applying(transform)`. ``layoutFrame`` is where layout put it.
  public var transform: CGAffineTransform { base.effects?.transform ?? .identity }

  /// Where layout put the view, in points: its effects leave it there.
  public var layoutFrame: CGRect { base.frame }

  /// Where the view is drawn, in points: its frame moved by ``transform`` (the rectangle
  /// around its corners), with room for its shadows and blur.
  public var drawnFrame: CGRect { base.drawnFrame }

  /// Whether any of the view is seen: its opacity is above 0 and its transform does not
  /// flatten it (a scale of 0). A `hidden()` view is not on screen at all, and no query
  /// finds it.
  public var isDrawn: Bool {
    guard let effects = base.effects else { return true }
    return effects.isVisible && !effects.isFlattened
  }

  /// The colour filters on the view and around it, the innermost first.
  public var colorFilters: [ColorFilter] {
    (base.effects?.colorFilters ?? []).map(ColorFilter.init)
  }

  /// The shadows drawn behind the view (`shadow(color:radius:x:y:)`), the innermost first:
  /// each one's colour, blur radius and offset in the window's points.
  public var shadows: [(color: Color, radius: CGFloat, offset: CGSize)] {
    (base.effects?.shadows ?? []).map { ($0.color, $0.radius, $0.offset) }
  }

  /// How far the view is blurred, in points (`blur(radius:)`s on it and around it added).
  public var blurRadius: CGFloat { base.effects?.blurRadius ?? 0 }

  /// Whether the view's environment redacts it as a placeholder (`redacted(reason:
  /// .placeholder)` around it, with no `unredacted()` between).
  public var isRedacted: Bool { base.redactionReasons.contains(.placeholder) }

  /// A colour filter on a view.
  public enum ColorFilter: Equatable, Sendable {
    /// `brightness(_:)` by this amount.
    case brightness(Double)
    /// `contrast(_:)` by this amount.
    case contrast(Double)
    /// `saturation(_:)` by this amount.
    case saturation(Double)
    /// `grayscale(_:)` by this amount.
    case grayscale(Double)
    /// `hueRotation(_:)` by this many degrees.
    case hueRotation(degrees: Double)
    /// `colorMultiply(_:)` by a colour of these components.
    case colorMultiply(red: Double, green: Double, blue: Double, opacity: Double)
    /// `colorInvert()`.
    case colorInvert

    init(_ filter: HostColorFilter) {
      switch filter {
      case .brightness(let amount): self = .brightness(amount)
      case .contrast(let amount): self = .contrast(amount)
      case .saturation(let amount): self = .saturation(amount)
      case .grayscale(let amount): self = .grayscale(amount)
      case .hueRotation(let radians): self = .hueRotation(degrees: radians * 180 / .pi)
      case .multiply(let color):
        self = .colorMultiply(
          red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
      case .invert: self = .colorInvert
      }
    }
  }
}
