import Foundation

/// Where a scroll view's content is and how much of it shows: what
/// `onScrollGeometryChange(for:of:action:)` makes its value from.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  /// How far the content is scrolled: the point of the content at the container's top
  /// leading corner. Before the content, in its top and leading margins, it is negative: a
  /// scroll view with a 20-point top margin starts at -20, as on Apple's platforms.
  public var contentOffset: CGPoint
  /// The size of the content, without its margins: larger than the container when it
  /// scrolls, maybe smaller when it does not.
  public var contentSize: CGSize
  /// The margins around the content (`contentMargins`, `safeAreaPadding` on the scroll view).
  public var contentInsets: EdgeInsets
  /// The size of the scroll view's viewport.
  public var containerSize: CGSize

  /// A geometry of the given values.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content that shows, in the content's coordinates (its margins lie
  /// outside the content's rectangle).
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// The part of the viewport inside the content insets, in the content's coordinates: the
  /// visible rectangle without the margins at its edges.
  public var bounds: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
  }

  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
      + "contentInsets: \(contentInsets), containerSize: \(containerSize))"
  }
}
