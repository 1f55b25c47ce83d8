import Foundation

/// Rests a scroll view with a scroll target's leading (top) edge at the viewport's: the
/// targets are the views of the scroll target layout (``View/scrollTargetLayout(isEnabled:)``).
/// A scroll goes to the target whose edge is nearest to where it would end, past the one it
/// began at, in its direction; with ``LimitBehavior/always``, only to the next one.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How many targets one scroll may pass.
  public struct LimitBehavior: Equatable, Sendable {
    let limitsToOne: Bool?

    /// As the platform does: here, always as `never` does, as on a Mac (Apple limits it to
    /// one target in compact size classes, which a desktop window has not).
    public static var automatic: LimitBehavior { LimitBehavior(limitsToOne: nil) }
    /// One target a scroll at most.
    public static var always: LimitBehavior { LimitBehavior(limitsToOne: true) }
    /// As many as the scroll passes.
    public static var never: LimitBehavior { LimitBehavior(limitsToOne: false) }
  }

  let limitBehavior: LimitBehavior

  /// The behavior, passing at most as many targets a scroll as `limitBehavior` says.
  /// - Parameter limitBehavior: How many targets one scroll may pass.
  public init(limitBehavior: LimitBehavior = .automatic) {
    self.limitBehavior = limitBehavior
  }

  /// Moves `target` so that a scroll target's leading edge is at the viewport's.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    for axis in [_Axis.horizontal, .vertical] where context.axes._contains(axis) {
      let end = max(0, context.contentSize[axis] - context.containerSize[axis])
      let start = context.originalTarget.rect.origin[axis]
      let proposed = target.rect.origin[axis]
      let velocity = axis == .horizontal ? context.velocity.dx : context.velocity.dy
      let direction = velocity != 0 ? velocity : proposed - start
      let edges = context.targetRects.map { $0.origin[axis] }.sorted()
      guard direction != 0, !edges.isEmpty else { continue }
      // The targets' edges past where the scroll began, in its direction; the content's
      // ends count too, so that what lies before the first target and after the last can
      // be reached.
      let ahead =
        direction > 0
        ? (edges.filter { $0 > start + 0.5 } + (end > start + 0.5 ? [end] : [])).sorted()
        : (edges.filter { $0 < start - 0.5 } + (start > 0.5 ? [0] : [])).sorted(by: >)
      guard let first = ahead.first else { continue }
      let chosen =
        limitBehavior.limitsToOne == true
        ? first : ahead.min { abs($0 - proposed) < abs($1 - proposed) } ?? first
      target.rect.origin[axis] = min(max(0, chosen), end)
      target.anchor = nil
    }
  }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Rests with a scroll target's leading edge at the viewport's.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// Rests with a scroll target's leading edge at the viewport's, passing at most as many
  /// targets a scroll as `limitBehavior` says.
  /// - Parameter limitBehavior: How many targets one scroll may pass.
  /// - Returns: The behavior.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}
