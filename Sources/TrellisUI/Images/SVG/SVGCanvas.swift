import Foundation

/// What a fill paints each pixel with: one colour, or a gradient's colour where the pixel is.
struct _SVGPaint {
  enum Kind {
    case solid(_SVGColor)
    /// A gradient, and the transform from a pixel's centre to the gradient's own space.
    case gradient(_SVGGradient, fromPixels: CGAffineTransform)
  }

  var kind: Kind
  /// Multiplies the colours' alpha (`fill-opacity`, `stroke-opacity`).
  var opacity: Double

  func color(atX x: Double, y: Double) -> _SVGColor {
    switch kind {
    case .solid(let color): return color
    case .gradient(let gradient, let transform):
      return gradient.color(at: CGPoint(x: x, y: y).applying(transform))
    }
  }
}

/// The pixels an SVG is drawn into: premultiplied RGBA in floating point, row by row from
/// the top. Polygons are filled with anti-aliased edges: each pixel row is sampled on
/// `subrows` lines, along which the spans inside the polygons (by the fill rule) are added
/// with their exact horizontal extent, so a pixel's coverage is the share of it inside.
struct _SVGCanvas {
  let width: Int
  let height: Int
  private(set) var pixels: [Float]

  /// Sample lines per pixel row.
  static let subrows = 8

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = [Float](repeating: 0, count: width * height * 4)
  }

  private struct Edge {
    var x0: Double
    var y0: Double
    var y1: Double
    /// x's change per unit of y.
    var slope: Double
    /// +1 going down, -1 going up.
    var winding: Int
  }

  /// Fills `polygons` (in pixels, each closed) by the non-zero or even-odd rule.
  mutating func fill(_ polygons: [[CGPoint]], isEvenOdd: Bool, paint: _SVGPaint) {
    var edges: [Edge] = []
    var minX = Double.infinity
    var maxX = -Double.infinity
    for polygon in polygons where polygon.count > 2 {
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
        minX = min(minX, Double(a.x))
        maxX = max(maxX, Double(a.x))
        guard a.y != b.y else { continue }
        let (top, bottom, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
        edges.append(
          Edge(
            x0: Double(top.x), y0: Double(top.y), y1: Double(bottom.y),
            slope: Double(bottom.x - top.x) / Double(bottom.y - top.y), winding: winding))
      }
    }
    guard !edges.isEmpty else { return }
    edges.sort { $0.y0 < $1.y0 }
    let firstRow = max(0, Int(edges[0].y0.rounded(.down)))
    let lastRow = min(height, Int((edges.map(\.y1).max() ?? 0).rounded(.up)))
    let left = max(0, Int(minX.rounded(.down)))
    let right = min(width, Int(maxX.rounded(.up)) + 1)
    guard firstRow < lastRow, left < right else { return }
    var coverage = [Float](repeating: 0, count: width + 1)
    var active: [Int] = []
    var next = 0
    var crossings: [(x: Double, winding: Int)] = []
    let step = 1 / Float(Self.subrows)
    for row in firstRow..<lastRow {
      var touchedLeft = right
      var touchedRight = left
      for subrow in 0..<Self.subrows {
        let y = Double(row) + (Double(subrow) + 0.5) / Double(Self.subrows)
        while next < edges.count, edges[next].y0 <= y {
          active.append(next)
          next += 1
        }
        active.removeAll { edges[$0].y1 <= y }
        crossings.removeAll(keepingCapacity: true)
        for index in active where edges[index].y0 <= y {
          let edge = edges[index]
          crossings.append((edge.x0 + (y - edge.y0) * edge.slope, edge.winding))
        }
        guard crossings.count > 1 else { continue }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        var spanStart = 0.0
        for crossing in crossings {
          let wasInside = isEvenOdd ? winding & 1 == 1 : winding != 0
          winding += crossing.winding
          let isInside = isEvenOdd ? winding & 1 == 1 : winding != 0
          if !wasInside && isInside {
            spanStart = crossing.x
          } else if wasInside && !isInside {
            addSpan(
              from: spanStart, to: crossing.x, weight: step, into: &coverage,
              touched: &touchedLeft, &touchedRight)
          }
        }
      }
      guard touchedLeft < touchedRight else { continue }
      blend(row: row, from: touchedLeft, to: touchedRight, coverage: &coverage, paint: paint)
    }
  }

  private func addSpan(
    from start: Double, to end: Double, weight: Float, into coverage: inout [Float],
    touched left: inout Int, _ right: inout Int
  ) {
    let a = max(0, min(Double(width), start))
    let b = max(0, min(Double(width), end))
    guard b > a else { return }
    let first = Int(a)
    let last = Int(b)
    left = min(left, first)
    right = max(right, min(width, last + 1))
    if first == last {
      coverage[first] += Float(b - a) * weight
      return
    }
    coverage[first] += Float(Double(first + 1) - a) * weight
    if first + 1 < last {
      for x in (first + 1)..<last { coverage[x] += weight }
    }
    if last < width { coverage[last] += Float(b - Double(last)) * weight }
  }

  /// Paints the row's covered pixels over what is there, and clears the coverage.
  private mutating func blend(
    row: Int, from left: Int, to right: Int, coverage: inout [Float], paint: _SVGPaint
  ) {
    let opacity = Float(paint.opacity)
    let solid: _SVGColor? = {
      if case .solid(let color) = paint.kind { return color }
      return nil
    }()
    let width = self.width
    pixels.withUnsafeMutableBufferPointer { pixels in
      for x in left..<right {
        let cover = min(coverage[x], 1)
        coverage[x] = 0
        guard cover > 0.001 else { continue }
        let color = solid ?? paint.color(atX: Double(x) + 0.5, y: Double(row) + 0.5)
        let alpha = Float(color.alpha) * opacity * cover
        guard alpha > 0 else { continue }
        let index = (row * width + x) * 4
        let keep = 1 - alpha
        pixels[index] = Float(color.red) * alpha + pixels[index] * keep
        pixels[index + 1] = Float(color.green) * alpha + pixels[index + 1] * keep
        pixels[index + 2] = Float(color.blue) * alpha + pixels[index + 2] * keep
        pixels[index + 3] = alpha + pixels[index + 3] * keep
      }
    }
  }

  /// Paints `layer` (a group drawn on its own) over this canvas at `opacity`.
  mutating func composite(_ layer: _SVGCanvas, opacity: Double) {
    let opacity = Float(opacity)
    for pixel in 0..<(width * height) {
      let index = pixel * 4
      let alpha = layer.pixels[index + 3] * opacity
      guard alpha > 0 else { continue }
      let keep = 1 - alpha
      for channel in 0..<3 {
        pixels[index + channel] =
          layer.pixels[index + channel] * opacity + pixels[index + channel] * keep
      }
      pixels[index + 3] = alpha + pixels[index + 3] * keep
    }
  }

  /// Each pixel's alpha.
  var alphas: [Float] {
    (0..<(width * height)).map { pixels[$0 * 4 + 3] }
  }

  /// Each pixel's luminance times its alpha (the colours are premultiplied), from the sRGB
  /// values as a luminance mask reads them.
  var luminances: [Float] {
    (0..<(width * height)).map { pixel in
      let index = pixel * 4
      return 0.2125 * pixels[index] + 0.7154 * pixels[index + 1] + 0.0721 * pixels[index + 2]
    }
  }

  /// Scales every pixel (its colour and alpha) by the matching factor in `factors`.
  mutating func scale(by factors: [Float]) {
    for pixel in 0..<min(factors.count, width * height) {
      let factor = min(max(factors[pixel], 0), 1)
      for channel in 0..<4 { pixels[pixel * 4 + channel] *= factor }
    }
  }

  /// The pixels as 8-bit RGBA, not premultiplied.
  func bitmap() -> _RGBABitmap {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for pixel in 0..<(width * height) {
      let index = pixel * 4
      let alpha = min(1, pixels[index + 3])
      guard alpha > 0 else { continue }
      for channel in 0..<3 {
        bytes[index + channel] = UInt8(
          min(255, max(0, (pixels[index + channel] / alpha * 255).rounded())))
      }
      bytes[index + 3] = UInt8((alpha * 255).rounded())
    }
    return _RGBABitmap(width: width, height: height, pixels: bytes)
  }
}
