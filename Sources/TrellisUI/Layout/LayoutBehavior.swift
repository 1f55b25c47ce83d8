import Foundation

/// How a node takes part in layout.
@MainActor
enum _LayoutBehavior {
  /// The node has no layout of its own: its children join its parent's layout (composite
  /// views, `TupleView`, `Group`, `ForEach`, conditionals).
  case transparent
  /// The node sizes, places and draws itself and its layout children.
  case layout(any _Layout)
}

/// A primitive view's layout: SwiftUI's proposal model in points. The parent proposes a
/// size, the view chooses its own, and the parent places it. Unlike the public ``Layout``
/// protocol (which these are adapted from or to), a primitive layout sees its node: its
/// environment, its lazy rows, its scroll offset, and the host's measurer.
@MainActor
protocol _Layout {
  /// The size this view chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  /// Places the subviews inside `bounds`, which has the size this view chose for
  /// `proposal`: the proposal its parent sized it for, as Apple's `placeSubviews` gets (the
  /// bounds may be smaller or larger than it). Subviews are placed with the proposals they
  /// were sized for, so that each shows what it was measured to show.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
  /// Where this view's `guide` is within `bounds`, when it sets one of its own; `nil` lets
  /// the guide's default apply.
  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat?
  /// What the view itself shows (not its subviews), placed in `frame`: the items a host
  /// renders.
  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece]
  /// What the view itself shows in `frame`, as `display(in:context:)` says, with the render
  /// effects it puts on single pieces of it (a canvas's blur and shadow filters, each
  /// drawing under its own) inside the effects around the view.
  func filteredDisplay(in frame: CGRect, context: _DisplayContext) -> _FilteredDisplay
  /// The view whose traits (`zIndex`, `layoutPriority`, layout values) this one shows, when
  /// it is a modifier around one content view; `nil` for views of their own.
  func traitContent(of node: _ViewNode) -> _ViewNode?
  /// The axis this layout stacks its subviews along, if it is a stack (spacers and
  /// dividers follow it).
  var stackOrientation: _Axis? { get }
  /// Whether this layout sizes and places any subviews as `other` does (an earlier
  /// description of the same view); `false` when it cannot tell.
  func placesLike(_ other: any _Layout) -> Bool
}

extension _Layout where Self: Equatable {
  func placesLike(_ other: any _Layout) -> Bool { (other as? Self) == self }
}

extension _LayoutBehavior {
  /// Whether this behaviour lays subviews out as `other` does; see ``_Layout/placesLike(_:)``.
  func placesLike(_ other: _LayoutBehavior) -> Bool {
    switch (self, other) {
    case (.transparent, .transparent): return true
    case (.layout(let layout), .layout(let before)): return layout.placesLike(before)
    default: return false
    }
  }
}

extension _Layout {
  func placesLike(_ other: any _Layout) -> Bool { false }
  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] { [] }
  func filteredDisplay(in frame: CGRect, context: _DisplayContext) -> _FilteredDisplay {
    _FilteredDisplay(pieces: display(in: frame, context: context))
  }
  func traitContent(of node: _ViewNode) -> _ViewNode? { nil }
  var stackOrientation: _Axis? { nil }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? { nil }

  /// The guide of the one subview, placed in the same `bounds`: for modifiers that draw,
  /// clip or hide their content without changing where layout puts it.
  func subviewAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    guard subviews.count == 1 else { return nil }
    return context.engine.explicitAlignment(
      of: guide, in: subviews[0].node, bounds: bounds, proposal: proposal)
  }

  /// The default for views with several subviews: stack them vertically.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    _StackLayout.column.placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, context: context)
  }
}

/// One item a layout shows: where, and what.
typealias _DisplayPiece = (frame: CGRect, content: _DisplayContent)

/// What a layout shows, and the render effects of its own on each piece.
struct _FilteredDisplay {
  var pieces: [_DisplayPiece]
  /// For each piece, the effects it alone is under, the first applied first, inside the
  /// view's own; `nil` when every piece is under the view's effects only (most views).
  var effects: [[_RenderEffect]]? = nil

  /// The effects of the piece at `index`: `outer` (the view's) with the piece's own inside
  /// them, for a piece laid out in `frame`.
  func effects(ofPieceAt index: Int, under outer: HostEffects?, in frame: CGRect)
    -> HostEffects?
  {
    guard let own = effects?[index], !own.isEmpty else { return outer }
    // The first added is applied first: the innermost, composed last.
    return own.reversed().reduce(outer) { HostEffects.composing($0, $1, in: frame) }
  }
}
