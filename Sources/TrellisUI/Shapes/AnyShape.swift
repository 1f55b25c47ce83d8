import Foundation

/// A shape whose type is erased: one type for shapes chosen at run time, as when a view
/// picks a circle or a rounded rectangle by a condition.
///
/// ```swift
/// let outline = isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8))
/// ```
public struct AnyShape: Shape {
  private let base: any Shape

  /// Wraps `shape`: the erased shape has its outline and sizes itself as it does.
  public init<S: Shape>(_ shape: S) {
    base = (shape as? AnyShape)?.base ?? shape
  }

  /// The wrapped shape's outline in `rect`.
  public func path(in rect: CGRect) -> Path { base.path(in: rect) }

  /// The size the wrapped shape takes for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    base.sizeThatFits(proposal)
  }

  /// Mirrored as the wrapped shape is.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}
