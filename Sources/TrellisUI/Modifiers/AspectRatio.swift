import Foundation

/// How a view keeps its aspect ratio in the space it is offered.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// The largest size of the ratio inside the space: all of it shows, with room left on one
  /// axis.
  case fit
  /// The smallest size of the ratio that covers the space: larger than it on one axis.
  case fill
}

extension View {
  /// Keeps this view at a ratio of width to height: it is offered the largest size of the
  /// ratio that fits in (`.fit`) or the smallest that fills (`.fill`) what this view is
  /// offered. A resizable image, a shape or a colour takes that size; a view that keeps its
  /// own size (an image that is not resizable) keeps it.
  /// - Parameters:
  ///   - aspectRatio: Width over height; `nil` for the view's own, from its ideal size.
  ///   - contentMode: Whether the view fits in or fills the space.
  /// - Returns: The view kept at the ratio.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Keeps this view at the ratio of `aspectRatio`'s width to its height, as the form that
  /// takes a number does.
  /// - Parameters:
  ///   - aspectRatio: A size whose width over height is the ratio.
  ///   - contentMode: Whether the view fits in or fills the space.
  /// - Returns: The view kept at the ratio.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    modifier(
      _AspectRatioModifier(
        ratio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height,
        contentMode: contentMode))
  }

  /// Scales this view to fit in the space it is offered, at its own aspect ratio:
  /// `aspectRatio(contentMode: .fit)`.
  /// - Returns: The scaled view.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales this view to fill the space it is offered, at its own aspect ratio (it may
  /// then reach past that space on one axis): `aspectRatio(contentMode: .fill)`.
  /// - Returns: The scaled view.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

struct _AspectRatioModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let ratio: CGFloat?
  let contentMode: ContentMode

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_AspectRatioLayout(ratio: ratio, contentMode: contentMode))
  }
}

/// Offers its content the size of its ratio that fits in or fills its proposal, takes the
/// size the content chooses, and centres the content in what it is placed in.
struct _AspectRatioLayout: _WrappingLayout, Equatable {
  let ratio: CGFloat?
  let contentMode: ContentMode

  /// What the content is offered for `proposal`. An axis offered nothing (or without
  /// bound) follows the other through the ratio; with neither, the content's ideal size is
  /// the space.
  func offer(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> ProposedViewSize
  {
    guard let content = subviews.first else { return proposal }
    func bounded(_ length: CGFloat?) -> CGFloat? { length.flatMap { $0.isFinite ? $0 : nil } }
    var ideal: CGSize?
    func idealSize() -> CGSize {
      if let ideal { return ideal }
      let size = content.sizeThatFits(.unspecified, context: context)
      ideal = size
      return size
    }
    let ratio: CGFloat
    if let given = self.ratio, given > 0, given.isFinite {
      ratio = given
    } else {
      let own = idealSize()
      guard own.width > 0, own.height > 0 else { return proposal }
      ratio = own.width / own.height
    }
    let width = bounded(proposal.width)
    let height = bounded(proposal.height)
    let size: CGSize
    switch (width, height) {
    case (let width?, let height?):
      // The ratio's size at the space's width, unless that is too tall to fit (or too short
      // to fill): then at its height.
      let byWidth = CGSize(width: width, height: width / ratio)
      let byHeight = CGSize(width: height * ratio, height: height)
      let widthFits = byWidth.height <= height
      size = (contentMode == .fit) == widthFits ? byWidth : byHeight
    case (let width?, nil):
      size = CGSize(width: width, height: width / ratio)
    case (nil, let height?):
      size = CGSize(width: height * ratio, height: height)
    case (nil, nil):
      let own = idealSize()
      let byWidth = CGSize(width: own.width, height: own.width / ratio)
      let byHeight = CGSize(width: own.height * ratio, height: own.height)
      size = (contentMode == .fit) == (byWidth.height <= own.height) ? byWidth : byHeight
    }
    return ProposedViewSize(size)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    guard let content = subviews.first else { return .zero }
    return content.sizeThatFits(
      offer(proposal, subviews: subviews, context: context), context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    guard let content = subviews.first else { return }
    let offer = offer(proposal, subviews: subviews, context: context)
    let size = content.sizeThatFits(offer, context: context)
    // Centred: a filling view larger than its bounds reaches past them evenly.
    let origin = CGPoint(
      x: bounds.minX + context.grid.floor((bounds.width - size.width) / 2, along: .horizontal),
      y: bounds.minY + context.grid.floor((bounds.height - size.height) / 2, along: .vertical))
    content.place(in: CGRect(origin: origin, size: size), proposal: offer, context: context)
  }
}
