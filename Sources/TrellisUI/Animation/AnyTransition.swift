import Foundation

/// How a view would enter and leave: fading, sliding, scaling, moving in from an edge, or a
/// combination.
///
/// Trellis inserts and removes views at once (see <doc:PlatformOnlyAndAnimationAPI>); a
/// transition set with `.transition(_:)` is accepted and kept for a host that may animate.
public struct AnyTransition: Sendable, CustomStringConvertible {
  /// What the transition does, as a description for debugging.
  public let description: String

  private init(_ description: String) { self.description = description }

  /// No transition.
  public static let identity = AnyTransition("identity")
  /// Fading in and out.
  public static let opacity = AnyTransition("opacity")
  /// Growing in from nothing and shrinking away.
  public static let scale = AnyTransition("scale")
  /// Sliding in from the leading edge and out to the trailing one.
  public static let slide = AnyTransition("slide")

  /// Growing in from `scale` and shrinking back to it.
  /// - Parameter scale: The size the view grows from, as a fraction of its own.
  /// - Returns: The transition.
  public static func scale(scale: CGFloat) -> AnyTransition {
    AnyTransition("scale(\(scale))")
  }

  /// Moving in from `edge` and out to it.
  /// - Parameter edge: The edge.
  /// - Returns: The transition.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }

  /// Pushing in from `edge`, and out to the opposite one.
  /// - Parameter edge: The edge the view comes in from.
  /// - Returns: The transition.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }

  /// Moving in from, and out by, an offset.
  /// - Parameter offset: The offset.
  /// - Returns: The transition.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition("offset(\(offset.width), \(offset.height))")
  }

  /// Moving in from, and out by, an offset.
  /// - Parameters:
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  /// - Returns: The transition.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// One transition for insertion and another for removal.
  /// - Parameters:
  ///   - insertion: How the view enters.
  ///   - removal: How it leaves.
  /// - Returns: The transition.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition("asymmetric(\(insertion), \(removal))")
  }

  /// A transition made of a modifier, applied fully (`active`) while the view is out and not
  /// at all (`identity`) while it is in.
  /// - Parameters:
  ///   - active: The modifier for the view's state outside.
  ///   - identity: The modifier for the view's state inside.
  /// - Returns: The transition.
  @MainActor @preconcurrency
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition("modifier(\(E.self))")
  }

  /// This transition and `other` at once.
  /// - Parameter other: The other transition.
  /// - Returns: The combination.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("\(description) + \(other.description)")
  }

  /// This transition, run with `animation`.
  /// - Parameter animation: The animation.
  /// - Returns: The transition.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition("\(description) animated \(animation.map(String.init(describing:)) ?? "none")")
  }
}

/// How a view's content would change in place, such as digits rolling in a number.
public struct ContentTransition: Hashable, Sendable {
  private let kind: String

  /// Content changes without a transition.
  public static let identity = ContentTransition(kind: "identity")
  /// The old content fades out as the new one fades in.
  public static let opacity = ContentTransition(kind: "opacity")
  /// The content is blended between the old and the new where it can be.
  public static let interpolate = ContentTransition(kind: "interpolate")

  /// Digits roll to the new number, downwards when `countsDown`.
  /// - Parameter countsDown: Whether the number goes down.
  /// - Returns: The transition.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: countsDown ? "numericText down" : "numericText")
  }

  /// Digits roll towards `value`, in the direction it changed.
  /// - Parameter value: The number shown.
  /// - Returns: The transition.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: "numericText")
  }
}
