import Foundation

/// A view that shows the first of its child views that fits the space it is offered.
///
/// The children are tried in the order written. Each is asked for its ideal size along the
/// constrained `axes` (along the others it is offered what `ViewThatFits` was offered), and
/// the first whose ideal size fits the proposal on those axes is the one shown, at the size
/// it takes for the whole proposal. When none fits, the last one is shown; with no axes, the
/// first. A proposal left unspecified along an axis (a scroll view's content) fits anything.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack {
///     Text("Uploaded")
///     Text("\(count) of \(total) files")
///   }
///   Text("\(count)/\(total)")
/// }
/// ```
///
/// Only the child shown is placed, drawn and reachable with the keyboard; the others stay in
/// the view graph with their state, so that a change of space that brings one back finds it
/// as it was.
public struct ViewThatFits<Content: View> {
  /// Drawn by Trellis: one of its children.
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  /// Shows the first of the views `content` builds whose ideal size fits the proposal along
  /// `axes` (both by default), or the last one when none fits.
  ///
  /// - Parameters:
  ///   - axes: The axes along which a child must fit. With none, the first child is shown.
  ///   - content: The candidates, in order of preference: usually the largest first.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }
}

extension ViewThatFits: View {}

extension ViewThatFits: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_FittingLayout(axes: axes)) }
}

/// Chooses one of its subviews for each proposal (``ViewThatFits``) and lays out only that
/// one, in the whole of its bounds.
struct _FittingLayout: _Layout {
  let axes: Axis.Set

  /// The index of the subview shown for `proposal`: the first whose ideal size along the
  /// constrained axes fits, else the last; `nil` when there are none.
  func choice(for proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> Int?
  {
    guard !subviews.isEmpty else { return nil }
    var ideal = proposal
    if axes.contains(.horizontal) { ideal.width = nil }
    if axes.contains(.vertical) { ideal.height = nil }
    for index in subviews.indices.dropLast() {
      let size = subviews[index].sizeThatFits(ideal, context: context)
      if fits(size, in: proposal) { return index }
    }
    return subviews.count - 1
  }

  /// Whether `size` is within `proposal` along every constrained axis (an unspecified
  /// dimension holds anything).
  private func fits(_ size: CGSize, in proposal: ProposedViewSize) -> Bool {
    (!axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity))
      && (!axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    guard let chosen = choice(for: proposal, subviews: subviews, context: context) else {
      return .zero
    }
    return subviews[chosen].sizeThatFits(proposal, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    guard let chosen = choice(for: proposal, subviews: subviews, context: context) else { return }
    let size = subviews[chosen].sizeThatFits(proposal, context: context)
    subviews[chosen].place(
      in: CGRect(
        x: bounds.minX
          + _aligned(
            size.width, in: bounds.width, fraction: 0.5, along: .horizontal, context: context),
        y: bounds.minY
          + _aligned(
            size.height, in: bounds.height, fraction: 0.5, along: .vertical, context: context),
        width: min(size.width, bounds.width), height: min(size.height, bounds.height)),
      proposal: proposal, context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    // The guides of the child shown.
    guard let chosen = choice(for: proposal, subviews: subviews, context: context) else {
      return nil
    }
    return context.engine.explicitAlignment(
      of: guide, in: subviews[chosen].node, bounds: bounds, proposal: proposal)
  }
}
extension ViewThatFits: _UntrackedPrimitive {}
