import Foundation
@_spi(TrellisHost) import TrellisUI

/// Draws an image from resources in cells. A PNG or JPEG is drawn in half blocks: each cell
/// is two squares of 8 x 8 points, one above the other, each the average colour of the
/// pixels it covers; a cell whose halves both show is `▀` in the upper half's colour on the
/// lower half's, a cell with one half mostly transparent is `▀` or `▄` over what is behind.
/// A template image is drawn in its colour where its pixels are opaque. An SVG is drawn into
/// pixels at the size it is shown (anti-aliased), then in half blocks as a PNG is. A file that
/// does not decode is a box with its accessibility label, and a missing image a box with its
/// name.
@MainActor struct _BitmapCells {
  let grid: _PixelGrid
  /// The item's frame, in points.
  let frame: CGRect

  /// Samples per half cell along each axis, at most: enough for one per pixel of a large
  /// image scaled down, without unbounded work for a huge one.
  private static let maximumSamples = 8

  func draw(_ item: _BitmapItem, canvas: inout _Canvas) {
    let bounds = grid.cells(frame)
    guard bounds.width > 0, bounds.height > 0 else { return }
    guard let file = item.file else {
      return Self.drawBox(title: item.name, in: bounds, canvas: &canvas)
    }
    guard let pixels = _BitmapCache.pixels(of: file, size: Self.drawnSize(of: item, in: frame.size))
    else {
      return Self.drawBox(title: item.label ?? item.name, in: bounds, canvas: &canvas)
    }
    // The slices' sources are in the file's pixels; an SVG is drawn at another size.
    let across = CGFloat(pixels.width) / max(file.pixelSize.width, 1)
    let down = CGFloat(pixels.height) / max(file.pixelSize.height, 1)
    let slices = item.slices(in: frame.size).map { slice in
      (
        source: CGRect(
          x: slice.source.minX * across, y: slice.source.minY * down,
          width: slice.source.width * across, height: slice.source.height * down),
        target: slice.target
      )
    }
    let clips = item.clips.map(\.polylines)
    let cell = grid.pixel
    let area = bounds.intersection(canvas.clip)
    guard area.width > 0, area.height > 0 else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        let left = CGFloat(x) * cell.width - frame.minX
        let top = CGFloat(y) * cell.height - frame.minY
        let half = CGSize(width: cell.width, height: cell.height / 2)
        let upper = average(
          CGRect(origin: CGPoint(x: left, y: top), size: half), pixels, slices, clips, item)
        let lower = average(
          CGRect(origin: CGPoint(x: left, y: top + half.height), size: half), pixels, slices,
          clips, item)
        var style = _Canvas.Style()
        switch (upper, lower) {
        case (let upper?, let lower?):
          style.foreground = upper
          style.background = lower
          canvas.paint("▀", x: x, y: y, style: style, keepsBackground: false)
        case (let upper?, nil):
          style.foreground = upper
          canvas.paint("▀", x: x, y: y, style: style, keepsBackground: true)
        case (nil, let lower?):
          style.foreground = lower
          canvas.paint("▄", x: x, y: y, style: style, keepsBackground: true)
        case (nil, nil):
          break
        }
      }
    }
  }

  /// The size in pixels an SVG is drawn at for a frame of `size` points: one pixel a point
  /// (a half cell averages 8 x 8 of them), the frame's own size when the image fills it
  /// whole, else the file's size scaled up to that density; at most 4 million pixels.
  /// `nil` (the file's own pixels) for PNG and JPEG.
  static func drawnSize(of item: _BitmapItem, in size: CGSize) -> (width: Int, height: Int)? {
    guard let file = item.file, file.format == .svg else { return nil }
    var drawn = size
    if item.capInsets != EdgeInsets() || item.isTiled {
      let points = file.pointSize
      let scale = max(1, size.width / max(points.width, 1), size.height / max(points.height, 1))
      drawn = CGSize(width: file.pixelSize.width * scale, height: file.pixelSize.height * scale)
    }
    let limit: CGFloat = 4_000_000
    if drawn.width * drawn.height > limit {
      let shrink = (limit / (drawn.width * drawn.height)).squareRoot()
      drawn = CGSize(width: drawn.width * shrink, height: drawn.height * shrink)
    }
    return (max(1, Int(drawn.width.rounded(.up))), max(1, Int(drawn.height.rounded(.up))))
  }

  /// The average colour of the image over `area` (in the frame's space), weighted by each
  /// pixel's opacity; `nil` where less than half of it is covered (transparent, outside the
  /// frame or outside a clip shape).
  private func average(
    _ area: CGRect, _ pixels: _RGBABitmap, _ slices: [(source: CGRect, target: CGRect)],
    _ clips: [[(points: [CGPoint], isClosed: Bool)]], _ item: _BitmapItem
  ) -> Color? {
    // As many samples as the image has pixels across the area, within bounds.
    let density = slices.first.map { $0.source.width / max($0.target.width, 0.0001) } ?? 1
    let count = max(1, min(Self.maximumSamples, Int((area.width * density).rounded(.up))))
    var red = 0.0
    var green = 0.0
    var blue = 0.0
    var alpha = 0.0
    for row in 0..<count {
      for column in 0..<count {
        let point = CGPoint(
          x: area.minX + (CGFloat(column) + 0.5) * area.width / CGFloat(count),
          y: area.minY + (CGFloat(row) + 0.5) * area.height / CGFloat(count))
        guard clips.allSatisfy({ Path.contains(point, in: $0, eoFill: false) }),
          let slice = slices.first(where: { $0.target.contains(point) })
        else { continue }
        let px = Int(
          slice.source.minX + (point.x - slice.target.minX) / slice.target.width
            * slice.source.width)
        let py = Int(
          slice.source.minY + (point.y - slice.target.minY) / slice.target.height
            * slice.source.height)
        let pixel = pixels.pixel(
          x: min(max(px, 0), pixels.width - 1), y: min(max(py, 0), pixels.height - 1))
        let weight = Double(pixel.alpha) / 255
        red += Double(pixel.red) * weight
        green += Double(pixel.green) * weight
        blue += Double(pixel.blue) * weight
        alpha += weight
      }
    }
    guard alpha >= Double(count * count) / 2 else { return nil }
    if let template = item.templateColor { return template }
    func channel(_ sum: Double) -> Double { (sum / alpha).rounded() / 255 }
    return Color(red: channel(red), green: channel(green), blue: channel(blue))
  }

  /// A box around `title`: one row high, `[title]`; two, a box with no room for it.
  static func drawBox(title: String, in bounds: _CellRect, canvas: inout _Canvas) {
    let style = _Canvas.Style(dim: true)
    if bounds.height == 1 {
      let inner = _TextWrapping.truncate(title, width: max(0, bounds.width - 2))
      canvas.draw("[" + inner + "]", x: bounds.x, y: bounds.y, maxWidth: bounds.width, style: style)
      return
    }
    guard bounds.width >= 2 else { return }
    let horizontal = String(repeating: "─", count: bounds.width - 2)
    canvas.draw("┌" + horizontal + "┐", x: bounds.x, y: bounds.y, style: style)
    canvas.draw("└" + horizontal + "┘", x: bounds.x, y: bounds.maxY - 1, style: style)
    for y in (bounds.y + 1)..<(bounds.maxY - 1) {
      canvas.draw("│", x: bounds.x, y: y, style: style)
      canvas.draw("│", x: bounds.maxX - 1, y: y, style: style)
    }
    guard bounds.height >= 3, bounds.width >= 3 else { return }
    let line = _TextWrapping.truncate(title, width: bounds.width - 2)
    canvas.draw(line, x: bounds.x + 1, y: bounds.y + (bounds.height - 1) / 2, style: style)
  }
}
