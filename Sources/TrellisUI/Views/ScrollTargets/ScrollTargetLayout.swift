import Foundation

extension View {
  /// Makes the views this layout container holds the scroll targets of the scroll view
  /// around it: the views ``View/scrollPosition(id:anchor:)`` reports and scrolls to.
  ///
  /// Put it on the stack or grid inside the scroll view (not on the scroll view); each view
  /// with an explicit identity directly in it (a `ForEach` element, a view with `.id(_:)`)
  /// is a target:
  ///
  /// ```swift
  /// ScrollView {
  ///   LazyVStack {
  ///     ForEach(chapters) { ChapterRow(chapter: $0) }
  ///   }
  ///   .scrollTargetLayout()
  /// }
  /// .scrollPosition(id: $chapterShown)
  /// ```
  /// - Parameter isEnabled: Whether the container's views are targets.
  /// - Returns: The container, marked.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
  }
}

/// Marks its node as holding a scroll target layout.
struct _ScrollTargetLayoutModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let isEnabled: Bool

  func _attach(to node: _ViewNode) {
    node.modifierState { _ScrollTargetLayoutMark() }.state.isEnabled = isEnabled
  }
}

/// Left in the node of a `scrollTargetLayout(isEnabled:)`.
final class _ScrollTargetLayoutMark {
  var isEnabled = true
}

extension _ViewNode {
  /// The scroll targets of this scroll view, built ones only, in order: in each enabled
  /// scroll target layout in it (not in scroll views nested inside), the views with an
  /// explicit identity nearest below its layout container (the stack or grid marked), not
  /// those inside them.
  func scrollTargets() -> [_ViewNode] {
    var targets: [_ViewNode] = []
    func visit(_ node: _ViewNode, inMarked: Bool, inContainer: Bool) {
      if inContainer, case .explicit = node.id {
        targets.append(node)
        return
      }
      var inMarked = inMarked
      var inContainer = inContainer
      if !inMarked {
        inMarked = node.existingModifierState(_ScrollTargetLayoutMark.self)?.isEnabled == true
      } else if !inContainer {
        // The stack or grid the mark is on: its own identity is not a target, its views are.
        inContainer = node.lazyRows != nil || node.hasOwnLayout
      }
      for child in node.children + (node.lazyRows?.realizedInOrder ?? []) {
        if !child.isScrollContainer { visit(child, inMarked: inMarked, inContainer: inContainer) }
      }
    }
    for child in children { visit(child, inMarked: false, inContainer: false) }
    return targets
  }

  /// Whether this node lays its children out itself (a stack, a grid), rather than passing
  /// them through.
  fileprivate var hasOwnLayout: Bool {
    if case .layout = layout { return true }
    return false
  }
}

extension _LayoutEngine {
  /// The scroll target of `scroller` shown at `anchor` of its `viewport`: the one whose
  /// span along `axis` holds the anchor's point (else the nearest to it); with no anchor,
  /// the first one at least partly in view. Only targets whose identity `accepts` count.
  func scrollTarget(
    of scroller: _ViewNode, viewport: CGRect, along axis: _Axis, anchor: UnitPoint?,
    accepts: (AnyHashable) -> Bool
  ) -> AnyHashable? {
    let start = axis == .vertical ? viewport.minY : viewport.minX
    let length = axis == .vertical ? viewport.height : viewport.width
    var spans: [(id: AnyHashable, start: CGFloat, end: CGFloat)] = []
    // Right to left, spans are measured in the viewport's mirror image: the first target is
    // the one at the right.
    let mirrored = axis == .horizontal && scroller.environment.layoutDirection == .rightToLeft
    for target in scroller.scrollTargets() {
      guard case .explicit(let id) = target.id, accepts(id),
        let frame = frame(ofSubtree: target), frame.width > 0, frame.height > 0
      else { continue }
      let seen = mirrored ? frame._mirrored(within: viewport) : frame
      let span = axis == .vertical ? (seen.minY, seen.maxY) : (seen.minX, seen.maxX)
      // Only targets at least partly in view count.
      if span.1 > start, span.0 < start + length { spans.append((id, span.0, span.1)) }
    }
    guard let anchor else { return spans.min { $0.start < $1.start }?.id }
    // The anchor's point, inside the viewport (`.bottom` is its last line, not the next).
    let fraction = axis == .vertical ? anchor.y : anchor.x
    let point = min(max(start, start + length * fraction), start + length - 0.5)
    func distance(_ span: (id: AnyHashable, start: CGFloat, end: CGFloat)) -> CGFloat {
      point < span.start ? span.start - point : (point >= span.end ? point - span.end + 1 : 0)
    }
    return spans.min { distance($0) < distance($1) }?.id
  }
}
