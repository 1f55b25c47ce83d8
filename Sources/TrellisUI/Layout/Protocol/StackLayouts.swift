import Foundation

/// A horizontal stack as a ``Layout``: what ``HStack`` lays out with, usable where a layout
/// value is wanted (``AnyLayout``, a layout chosen at run time).
public struct HStackLayout: Layout {
  /// How the subviews line up across the stack's height.
  public var alignment: VerticalAlignment
  /// The points between subviews; the host's default when `nil`.
  public var spacing: CGFloat?

  /// A row aligned by `alignment`, `spacing` points apart.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A stack along the horizontal axis.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  /// The row's size: its subviews' share of `proposal`, side by side.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let (alignment, spacing) = (alignment.key, spacing)
    return subviews.primitive(.zero) {
      _StackLayout(axis: .horizontal, alignment: alignment, spacing: spacing)
        .sizeThatFits(proposal, subviews: $0, context: $1)
    }
  }

  /// Places the subviews side by side in `bounds`.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let (alignment, spacing) = (alignment.key, spacing)
    subviews.primitive(()) {
      _StackLayout(axis: .horizontal, alignment: alignment, spacing: spacing)
        .placeSubviews(in: bounds, proposal: proposal, subviews: $0, context: $1)
    }
  }
}

/// A vertical stack as a ``Layout``: what ``VStack`` lays out with.
public struct VStackLayout: Layout {
  /// How the subviews line up across the stack's width.
  public var alignment: HorizontalAlignment
  /// The points between subviews; the host's default when `nil`.
  public var spacing: CGFloat?

  /// A column aligned by `alignment`, `spacing` points apart.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A stack along the vertical axis.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  /// The column's size: its subviews' share of `proposal`, one above another.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let (alignment, spacing) = (alignment.key, spacing)
    return subviews.primitive(.zero) {
      _StackLayout(axis: .vertical, alignment: alignment, spacing: spacing)
        .sizeThatFits(proposal, subviews: $0, context: $1)
    }
  }

  /// Places the subviews one above another in `bounds`.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let (alignment, spacing) = (alignment.key, spacing)
    subviews.primitive(()) {
      _StackLayout(axis: .vertical, alignment: alignment, spacing: spacing)
        .placeSubviews(in: bounds, proposal: proposal, subviews: $0, context: $1)
    }
  }
}

/// Views on top of each other as a ``Layout``: what ``ZStack`` lays out with.
public struct ZStackLayout: Layout {
  /// How the subviews line up in both directions.
  public var alignment: Alignment

  /// Subviews overlaid and aligned by `alignment`.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  /// The size of the largest subview for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let alignment = alignment
    return subviews.primitive(.zero) {
      _OverlayLayout(alignment: alignment).sizeThatFits(proposal, subviews: $0, context: $1)
    }
  }

  /// Places every subview in `bounds`, aligned.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let alignment = alignment
    subviews.primitive(()) {
      _OverlayLayout(alignment: alignment).placeSubviews(
        in: bounds, proposal: proposal, subviews: $0, context: $1)
    }
  }
}

extension LayoutSubviews {
  /// Runs a primitive layout's `body` on these subviews, in their container's context (the
  /// stacks' public faces); `fallback` when there are no subviews.
  func primitive<T: Sendable>(
    _ fallback: T, _ body: @MainActor (_Subviews, _LayoutContext) -> T
  ) -> T {
    guard let first = storage.first, let container else { return fallback }
    return MainActor.assumeIsolated {
      let nodes = storage.map(\.node.node)
      return body(
        _Subviews(nodes: nodes), _LayoutContext(engine: first.engine.engine, node: container.node))
    }
  }
}
