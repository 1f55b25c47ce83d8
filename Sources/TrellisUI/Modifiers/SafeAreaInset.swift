import Foundation

extension View {
  /// Shows the views `content` builds along the top or bottom edge of this view, and lays
  /// this view out in what is left: its safe area is inset by their height (and `spacing`).
  ///
  /// The inset view is as wide as it chooses within this view's width, placed along it by
  /// `alignment`. A scroll view or list inset this way stays scrollable to its end above the
  /// inset view:
  ///
  /// ```swift
  /// List(messages) { Text($0.text) }
  ///   .safeAreaInset(edge: .bottom) {
  ///     TextField("Message", text: $draft).padding().background(.bar)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge the inset view goes along.
  ///   - alignment: Where the inset view is placed along the edge.
  ///   - spacing: Room between the inset view and this view's content; `nil` for none.
  ///   - content: The views to show along the edge.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    _SafeAreaInsetView(
      content: self, inset: content(), edge: edge == .top ? .top : .bottom,
      fraction: alignment.key.fraction ?? 0.5, spacing: spacing ?? 0)
  }

  /// Shows the views `content` builds along the leading or trailing edge of this view, and
  /// lays this view out in what is left: its safe area is inset by their width (and
  /// `spacing`).
  ///
  /// - Parameters:
  ///   - edge: The edge the inset view goes along.
  ///   - alignment: Where the inset view is placed along the edge.
  ///   - spacing: Room between the inset view and this view's content; `nil` for none.
  ///   - content: The views to show along the edge.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    _SafeAreaInsetView(
      content: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
      fraction: alignment.key.fraction ?? 0.5, spacing: spacing ?? 0)
  }
}

/// A view and the view inset along one of its edges.
public struct _SafeAreaInsetView<Content: View, Inset: View>: View {
  /// Drawn by Trellis: the content in what the inset leaves, the inset along its edge.
  public typealias Body = Never
  let content: Content
  let inset: Inset
  let edge: Edge
  /// Where the inset view goes along its edge, from 0 (leading, top) to 1.
  let fraction: CGFloat
  let spacing: CGFloat
}

extension _SafeAreaInsetView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([
      _Child(id: .index(0), view: content),
      // Several views in the builder lie on top of each other, as in a ZStack.
      _Child(id: .index(1), view: ZStack { inset }),
    ])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_SafeAreaInsetLayout(edge: edge, fraction: fraction, spacing: spacing))
  }
}

/// Sizes the inset view first (offered this view's length across its edge, its ideal
/// along it), then offers the content what is left.
struct _SafeAreaInsetLayout: _Layout, Equatable {
  let edge: Edge
  let fraction: CGFloat
  let spacing: CGFloat

  /// The axis the inset takes room along: vertical for the top and bottom edges.
  private var axis: _Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  private func parts(_ context: _LayoutContext) -> (content: _Subview, inset: _Subview)? {
    let children = context.node.children
    guard children.count == 2 else { return nil }
    return (_Subview(node: children[0]), _Subview(node: children[1]))
  }

  /// What the inset view is offered, and the room it takes along the axis with spacing.
  private func inset(_ inset: _Subview, across length: CGFloat?, context: _LayoutContext)
    -> (proposal: ProposedViewSize, size: CGSize, taken: CGFloat)
  {
    var proposal = ProposedViewSize(width: nil, height: nil)
    proposal[axis.other] = length
    let size = inset.sizeThatFits(proposal, context: context)
    return (proposal, size, size[axis] + spacing)
  }

  func traitContent(of node: _ViewNode) -> _ViewNode? {
    node.soleSubview(of: node.children.prefix(1))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    guard let parts = parts(context) else { return .zero }
    let inset = inset(parts.inset, across: proposal[axis.other], context: context)
    var offered = proposal
    offered[axis] = proposal[axis].map { max(0, $0 - inset.taken) }
    let content = parts.content.sizeThatFits(offered, context: context)
    var size = CGSize.zero
    size[axis] = content[axis] + inset.taken
    size[axis.other] = max(content[axis.other], inset.size[axis.other])
    return size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    guard let parts = parts(context) else { return }
    let across = axis.other
    let inset = inset(parts.inset, across: bounds.size[across], context: context)
    let atStart = edge == .top || edge == .leading
    // The content's region: the bounds less the inset's room at its edge.
    var region = bounds
    region.size[axis] = max(0, bounds.size[axis] - inset.taken)
    if atStart { region.origin[axis] += inset.taken }
    let offered = ProposedViewSize(region.size)
    let content = parts.content.sizeThatFits(offered, context: context)
    var contentFrame = CGRect(origin: region.origin, size: content)
    contentFrame.origin[across] += context.grid.floor(
      (region.size[across] - content[across]) / 2, along: across)
    parts.content.place(in: contentFrame, proposal: offered, context: context)
    // The inset view at the edge, placed along it by its alignment.
    var insetFrame = CGRect(origin: bounds.origin, size: inset.size)
    insetFrame.origin[across] += context.grid.floor(
      (bounds.size[across] - inset.size[across]) * fraction, along: across)
    if !atStart {
      insetFrame.origin[axis] = bounds.maxCoordinate(axis) - inset.size[axis]
    }
    parts.inset.place(in: insetFrame, proposal: inset.proposal, context: context)
  }
}

extension CGRect {
  fileprivate func maxCoordinate(_ axis: _Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}
