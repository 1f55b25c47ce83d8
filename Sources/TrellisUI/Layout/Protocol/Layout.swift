import Foundation

/// A type that sizes and places a collection of views: SwiftUI's custom layout.
///
/// A layout answers two questions about the views it arranges (its subviews): how large it is
/// for a proposed size (``sizeThatFits(proposal:subviews:cache:)``), and where each subview
/// goes inside the bounds it was given (``placeSubviews(in:proposal:subviews:cache:)``). Use
/// one as a container view, as a stack is used:
///
/// ```swift
/// struct Column: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///     return CGSize(
///       width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///   }
///   func placeSubviews(
///     in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     var y = bounds.minY
///     for subview in subviews {
///       subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///       y += subview.sizeThatFits(.unspecified).height
///     }
///   }
/// }
///
/// Column {
///   Text("One")
///   Text("Two")
/// }
/// ```
///
/// Lengths are in points. A host rounds the frames it shows to its own pixels: the terminal's
/// are cells of 8 x 16 points.
public protocol Layout {
  /// What the layout keeps between calls in one layout pass and across passes: see
  /// ``makeCache(subviews:)``. `Void` when it keeps nothing.
  associatedtype Cache = Void
  /// The views the layout arranges.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout as a container: whether it stacks its views along an axis.
  static var layoutProperties: LayoutProperties { get }

  /// The size the layout takes for `proposal`, given its subviews.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview within `bounds` (which has a size this layout chose, for
  /// `proposal`), with ``LayoutSubview/place(at:anchor:proposal:)``. A subview not placed is
  /// centred in `bounds` at its ideal size.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// Where the layout puts a horizontal alignment guide, in `bounds`' coordinates; `nil` to
  /// let the guide's default apply.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// Where the layout puts a vertical alignment guide, in `bounds`' coordinates; `nil` to let
  /// the guide's default apply.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The spacing the layout as a whole prefers around itself.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Makes the layout's cache for `subviews`: called once, before the layout is first asked
  /// anything.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings the cache up to date for a new layout pass (the subviews or their content may
  /// have changed). By default it makes a new one.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  /// A layout that does not stack along an axis.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// No explicit guide: the guide's default applies.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// No explicit guide: the guide's default applies.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// The union of the subviews' spacing preferences.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var spacing = ViewSpacing.zero
    for subview in subviews { spacing.formUnion(subview.spacing) }
    return spacing
  }

  /// Replaces the cache with a new one.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// A container view that arranges the views `content` builds with this layout.
  @MainActor
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  /// Nothing to keep.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout as a container.
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its subviews along, if it does (spacers and dividers in it
  /// follow it); `nil` by default.
  public var stackOrientation: Axis?

  /// Properties of a layout that does not stack.
  public init() { stackOrientation = nil }
}
