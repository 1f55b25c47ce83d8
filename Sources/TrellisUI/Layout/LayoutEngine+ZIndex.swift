import Foundation

/// A subview's placement held back until its siblings' are known, to be run in z order.
struct _HeldPlacement {
  let zIndex: Double
  let run: () -> Void
}

extension _LayoutEngine {
  /// Starts placing the subviews of a node: held back for z order when any of them sets a
  /// z index (drawing order is placement order), else placed as they come. A lazy stack's
  /// rows are made while it places them, after this is decided, so they are always held.
  func beginZOrdering(_ subviews: _Subviews, of node: _ViewNode) {
    let holds = node.lazyRows != nil || subviews.contains { $0.zIndex != 0 }
    zOrdering.append(holds ? [] : nil)
  }

  /// Runs the held placements, lowest z index first (equal ones in their order), with the
  /// clips they were asked for in.
  func endZOrdering() {
    guard let held = zOrdering.removeLast() else { return }
    // Run with no holding level of their own: each placement goes through as asked.
    zOrdering.append(nil)
    defer { zOrdering.removeLast() }
    let ordered = held.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }
    for placement in ordered { placement.element.run() }
  }

  /// Holds back the placement of `node` when its parent places its subviews in z order.
  func deferPlacement(
    of node: _ViewNode, in rect: CGRect, proposal: ProposedViewSize,
    alignment: HorizontalAlignment
  ) -> Bool {
    guard let last = zOrdering.indices.last, zOrdering[last] != nil else { return false }
    let clips = clipStack
    let effects = effectStack
    let zIndex = _Subview(node: node).zIndex
    zOrdering[last]?.append(
      _HeldPlacement(zIndex: zIndex) { [unowned self] in
        let saved = (clipStack, effectStack)
        (clipStack, effectStack) = (clips, effects)
        place(node, in: rect, proposal: proposal, alignment: alignment)
        (clipStack, effectStack) = saved
      })
    return true
  }
}
