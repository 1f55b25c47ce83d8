import Foundation

/// A modifier's layout around one content view, whose traits it carries: as in SwiftUI, a
/// `zIndex`, `layoutPriority` or layout value set inside `padding`, `frame`, `offset`,
/// `clipShape`... is still the modified view's.
@MainActor
protocol _WrappingLayout: _Layout {}

extension _WrappingLayout {
  func traitContent(of node: _ViewNode) -> _ViewNode? { node.soleSubview(of: node.children) }
}

/// A modifier's layout that lays its content out as its own, as if it were not there, and
/// only carries something for others to find: a coordinate space's name, a layout value or a
/// grid cell's trait.
protocol _ContentLayout: _WrappingLayout {}

extension _ContentLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    _PassThroughLayout().sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    _PassThroughLayout().placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    _PassThroughLayout().explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, context: context)
  }
}

extension _ViewNode {
  /// The one layout node among `children` (transparent nodes looked through), or `nil` when
  /// there are none or several. Unlike `_Subviews(of:)` it collects nothing: traits are read
  /// for every subview of every stack.
  func soleSubview(of children: some Sequence<_ViewNode>) -> _ViewNode? {
    var found: _ViewNode?
    var several = false
    func visit(_ node: _ViewNode) {
      guard !several else { return }
      if node.joinsParentLayout {
        for child in node.children { visit(child) }
      } else if found == nil {
        found = node
      } else {
        several = true
      }
    }
    for child in children { visit(child) }
    return several ? nil : found
  }
}

extension _Subview {
  /// A trait of the subview: the value the outermost modifier that sets it gives, looking
  /// through the modifiers that wrap one view (a background's or overlay's content too).
  /// A lazy row's own node may have no layout (a row written inline in a `ForEach`): its
  /// one view is read.
  @MainActor func trait<Value>(_ read: (any _Layout) -> Value?) -> Value? {
    var current: _ViewNode? = node
    while let node = current {
      switch node.layout {
      case .transparent:
        current = node.soleSubview(of: node.children)
      case .layout(let layout):
        if let value = read(layout) { return value }
        current = layout.traitContent(of: node)
      }
    }
    return nil
  }

  /// The subview's priority in its stack's sharing out of space (`layoutPriority(_:)`).
  @MainActor var layoutPriority: Double {
    trait { ($0 as? _PassThroughLayout)?.layoutPriority } ?? 0
  }

  /// Where the subview is drawn among its siblings (`zIndex(_:)`).
  @MainActor var zIndex: Double {
    trait { ($0 as? _PassThroughLayout)?.zIndex } ?? 0
  }
}
