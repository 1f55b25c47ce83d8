import Foundation

/// Where a scroll container is scrolled along one axis, in points: what a host's scroll bar
/// shows (GTK's adjustment takes these three numbers).
@_spi(TrellisHost) public struct _ScrollExtent: Equatable, Sendable {
  /// How far the content is scrolled past the viewport's leading edge.
  @_spi(TrellisHost) public var offset: CGFloat
  /// How long the content is. A lazy list's is estimated (its rows times the average row
  /// laid out so far), except that at its end it is exact, so that a scroll bar reaches it.
  @_spi(TrellisHost) public var content: CGFloat
  /// How long the viewport is.
  @_spi(TrellisHost) public var viewport: CGFloat
}

/// A scroll view's or list's viewport as a host that scrolls it in a scrolled window of its
/// own shows it (GTK's `GtkScrolledWindow`): along each axis it scrolls, where it is scrolled
/// and whether that axis's bar shows. The item's frame is the viewport. It draws nothing; the
/// terminal draws its bars from `scrollIndicator` items.
@_spi(TrellisHost) public struct _ScrollRegionItem: Equatable, Sendable {
  /// One axis the region scrolls along.
  @_spi(TrellisHost) public struct Axis: Equatable, Sendable {
    @_spi(TrellisHost) public var extent: _ScrollExtent
    /// Whether its bar shows (`.scrollIndicators(.hidden)` and `showsIndicators: false` hide
    /// it; the region still scrolls).
    @_spi(TrellisHost) public var showsIndicator: Bool
  }

  @_spi(TrellisHost) public var vertical: Axis?
  @_spi(TrellisHost) public var horizontal: Axis?
  /// Whether the system's background behind a list's or form's rows is drawn; `false` under
  /// `.scrollContentBackground(.hidden)`, where the view's own background shows through.
  @_spi(TrellisHost) public var showsContentBackground = true
  /// Whether the content is cut at the region's edges; `false` under
  /// `.scrollClipDisabled()`, where it is drawn past them.
  @_spi(TrellisHost) public var clipsContent = true

  /// The region along `axis`; `nil` when it does not scroll that way.
  @_spi(TrellisHost) public func along(_ axis: TrellisUI.Axis) -> Axis? {
    axis == .vertical ? vertical : horizontal
  }
}
