import Foundation

/// The host's pixel, to which layout rounds lengths and positions, as SwiftUI rounds to the
/// display's pixels: a point over the display scale in a pixel host, a cell (8 x 16 points)
/// in the terminal. Rounding there keeps every frame on whole cells, so a terminal never has
/// to place text between two columns. The host's measurer gives it.
@_spi(TrellisHost) public struct _PixelGrid: Hashable, Sendable {
  /// One pixel's width and height, in points.
  @_spi(TrellisHost) public var pixel: CGSize

  /// A grid of pixels `pixel` points wide and high.
  @_spi(TrellisHost) public init(pixel: CGSize) { self.pixel = pixel }

  private func unit(_ axis: _Axis) -> CGFloat {
    axis == .horizontal ? pixel.width : pixel.height
  }

  /// `length` rounded to the nearest pixel (halves away from zero).
  @_spi(TrellisHost) public func rounded(_ length: CGFloat, along axis: _Axis) -> CGFloat {
    guard length.isFinite else { return length }
    let unit = unit(axis)
    return (length / unit).rounded() * unit
  }

  /// `length` rounded down to a whole pixel.
  @_spi(TrellisHost) public func floor(_ length: CGFloat, along axis: _Axis) -> CGFloat {
    guard length.isFinite else { return length }
    let unit = unit(axis)
    return (length / unit).rounded(.down) * unit
  }

  /// `length` rounded up to a whole pixel.
  @_spi(TrellisHost) public func ceil(_ length: CGFloat, along axis: _Axis) -> CGFloat {
    guard length.isFinite else { return length }
    let unit = unit(axis)
    return (length / unit).rounded(.up) * unit
  }

  /// `count` pixels along `axis`, in points.
  @_spi(TrellisHost) public func length(_ count: Int, along axis: _Axis) -> CGFloat {
    CGFloat(count) * unit(axis)
  }

  /// How many whole pixels `length` is along `axis` (a huge count for an infinite length).
  @_spi(TrellisHost) public func count(_ length: CGFloat, along axis: _Axis) -> Int {
    guard length.isFinite else { return length > 0 ? 1 << 24 : 0 }
    return Int((length / unit(axis)).rounded())
  }
}
