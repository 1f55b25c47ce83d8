import Foundation

/// An image from resources as a host draws it: the file found for its name (`nil` when
/// none was, and a placeholder is drawn), how it fills its frame and in what colours. It
/// holds no pixels: two frames' items compare a few values, and a host decodes each file
/// once (`_BitmapCache`).
@_spi(TrellisHost) public struct _BitmapItem: Equatable, Sendable {
  /// The name the image was asked for by.
  @_spi(TrellisHost) public var name: String
  @_spi(TrellisHost) public var file: _ImageFile?
  /// What assistive technologies call it; `nil` for a decorative image.
  @_spi(TrellisHost) public var label: String?
  /// The edges, in points, that keep their size while the middle is scaled
  /// (`resizable(capInsets:)`); zero for a whole image.
  @_spi(TrellisHost) public var capInsets = EdgeInsets()
  /// Whether the middle is repeated at its own size rather than scaled.
  @_spi(TrellisHost) public var isTiled = false
  /// The colour a template image (`renderingMode(.template)`) is drawn in, its pixels
  /// used only for their opacity; `nil` for an image in its own colours.
  @_spi(TrellisHost) public var templateColor: Color?
  @_spi(TrellisHost) public var interpolation = Image.Interpolation.high
  @_spi(TrellisHost) public var isAntialiased = true
  /// The outlines of the `clipShape`s around it, in the item's space, the innermost last.
  @_spi(TrellisHost) public var clips: [Path] = []

  /// Where each part of the image goes when it fills a frame of `size` points: pairs of a
  /// rectangle of the image, in pixels, and where it is drawn, in points in the frame's
  /// space. A whole image is one pair; cap insets make nine (corners kept, edges and middle
  /// stretched or repeated); a tiled image repeats its middle at its own size.
  @_spi(TrellisHost) public func slices(in size: CGSize) -> [(source: CGRect, target: CGRect)] {
    guard let file, size.width > 0, size.height > 0 else { return [] }
    let scale = file.scale
    let points = file.pointSize
    let insets = capInsets
    guard insets != EdgeInsets() || isTiled else {
      return [(CGRect(origin: .zero, size: file.pixelSize), CGRect(origin: .zero, size: size))]
    }
    // Each axis in three bands: the leading cap, the middle, the trailing cap (in points
    // of the image, then of the frame).
    func bands(lead: CGFloat, trail: CGFloat, image: CGFloat, frame: CGFloat)
      -> [(source: ClosedRange<CGFloat>, target: ClosedRange<CGFloat>)]
    {
      let lead = min(max(0, lead), image)
      let trail = min(max(0, trail), image - lead)
      let middleTarget = max(0, frame - lead - trail)
      return [
        (0...lead, 0...min(lead, frame)),
        (lead...(image - trail), lead...(lead + middleTarget)),
        ((image - trail)...image, (lead + middleTarget)...(lead + middleTarget + trail)),
      ]
    }
    let columns = bands(
      lead: insets.leading, trail: insets.trailing, image: points.width, frame: size.width)
    let rows = bands(
      lead: insets.top, trail: insets.bottom, image: points.height, frame: size.height)
    var slices: [(CGRect, CGRect)] = []
    for (rowIndex, row) in rows.enumerated() {
      for (columnIndex, column) in columns.enumerated() {
        let source = CGRect(
          x: column.source.lowerBound, y: row.source.lowerBound,
          width: column.source.upperBound - column.source.lowerBound,
          height: row.source.upperBound - row.source.lowerBound)
        let target = CGRect(
          x: column.target.lowerBound, y: row.target.lowerBound,
          width: column.target.upperBound - column.target.lowerBound,
          height: row.target.upperBound - row.target.lowerBound)
        guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else {
          continue
        }
        let repeats = isTiled && (rowIndex == 1 || columnIndex == 1)
        let pixels = CGRect(
          x: source.minX * scale, y: source.minY * scale, width: source.width * scale,
          height: source.height * scale)
        if !repeats {
          slices.append((pixels, target))
          continue
        }
        // Tiles of the band's own size along the repeated axes, the last one cut short.
        let stepX = columnIndex == 1 ? source.width : target.width
        let stepY = rowIndex == 1 ? source.height : target.height
        var y = target.minY
        while y < target.maxY - 0.0001 {
          var x = target.minX
          let height = min(stepY, target.maxY - y)
          while x < target.maxX - 0.0001 {
            let width = min(stepX, target.maxX - x)
            let cut = CGRect(
              x: pixels.minX, y: pixels.minY,
              width: columnIndex == 1 ? width * scale : pixels.width,
              height: rowIndex == 1 ? height * scale : pixels.height)
            slices.append((cut, CGRect(x: x, y: y, width: width, height: height)))
            x += stepX
          }
          y += stepY
        }
      }
    }
    return slices
  }
}
