import Foundation

/// Whether a scroll view bounces past its ends when a person scrolls into them.
public struct ScrollBounceBehavior: Equatable, Sendable {
  let kind: String

  /// As the platform does.
  public static let automatic = ScrollBounceBehavior(kind: "automatic")
  /// Bounces whether or not the content is larger than the scroll view.
  public static let always = ScrollBounceBehavior(kind: "always")
  /// Bounces only when the content is larger than the scroll view.
  public static let basedOnSize = ScrollBounceBehavior(kind: "basedOnSize")
}

extension View {
  /// Would choose whether the scroll views in this view bounce at their ends along `axes`.
  /// A terminal's and a GTK window's scroll views stop at their ends and do not scroll
  /// content shorter than themselves, which is what `.basedOnSize` asks for; the modifier
  /// is accepted and changes nothing.
  /// - Parameters:
  ///   - behavior: When to bounce.
  ///   - axes: The axes it applies to.
  /// - Returns: The view.
  public func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View {
    modifier(_AcceptedModifier())
  }
}
