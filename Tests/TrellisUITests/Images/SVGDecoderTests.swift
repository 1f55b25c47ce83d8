import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// The SVG reader and rasteriser: each element and attribute drawn where it should be, read
/// back from the pixels (anti-aliased edges included), transforms, gradients, arcs and fill
/// rules; and files that are not well-formed or not SVG refused with the reason.
@Suite struct SVGDecoderTests {
  /// `body` inside an `svg` of `width` x `height` units, drawn one pixel a unit (or
  /// `pixels` wide and high).
  private func draw(
    _ body: String, width: Int = 20, height: Int = 20, attributes: String = "",
    pixels: (Int, Int)? = nil
  ) throws -> _RGBABitmap {
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
      + "\(attributes)>\(body)</svg>"
    return try _SVGDecoder.decode(
      Array(svg.utf8), width: pixels?.0 ?? width, height: pixels?.1 ?? height)
  }

  private func rgba(_ bitmap: _RGBABitmap, _ x: Int, _ y: Int) -> [Int] {
    let pixel = bitmap.pixel(x: x, y: y)
    return [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
  }

  private func alpha(_ bitmap: _RGBABitmap, _ x: Int, _ y: Int) -> Int { rgba(bitmap, x, y)[3] }

  /// Whether the pixel is `expected` (RGBA) within `tolerance` in each channel.
  private func near(
    _ bitmap: _RGBABitmap, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 2
  )
    -> Bool
  {
    zip(rgba(bitmap, x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// The largest difference between two drawings in any channel of any pixel.
  private func difference(_ a: _RGBABitmap, _ b: _RGBABitmap) -> Int {
    zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
  }

  private let red = [255, 0, 0, 255]
  private let blue = [0, 0, 255, 255]
  private let clear = [0, 0, 0, 0]

  @Test func aRectangleCoversItsPixelsAndItsEdgesAreAntialiased() throws {
    let bitmap = try draw(#"<rect x="2" y="2" width="6" height="6" fill="red"/>"#)
    #expect(bitmap.width == 20 && bitmap.height == 20)
    #expect(near(bitmap, 2, 2, red) && near(bitmap, 7, 7, red))
    #expect(near(bitmap, 1, 1, clear) && near(bitmap, 8, 4, clear))
    // Half a pixel covered: half opaque, in the fill's colour.
    let half = try draw(#"<rect x="2.5" y="2" width="6" height="6" fill="red"/>"#)
    #expect(abs(alpha(half, 2, 4) - 128) <= 2, "\(rgba(half, 2, 4))")
    #expect(rgba(half, 2, 4)[0] == 255)
    // A quarter: half along each axis.
    let quarter = try draw(#"<rect x="2.5" y="2.5" width="6" height="6" fill="red"/>"#)
    #expect(abs(alpha(quarter, 2, 2) - 64) <= 2, "\(rgba(quarter, 2, 2))")
  }

  @Test func roundedRectanglesCirclesEllipsesLinesAndPolygons() throws {
    let rounded = try draw(#"<rect width="20" height="20" rx="8"/>"#)
    #expect(near(rounded, 0, 0, clear) && near(rounded, 10, 0, [0, 0, 0, 255]))
    #expect(near(rounded, 0, 10, [0, 0, 0, 255]) && near(rounded, 19, 19, clear))
    // One radius given: the other is the same; each at most half its side.
    let ellipticalCorners = try draw(#"<rect width="20" height="6" ry="20"/>"#)
    #expect(alpha(ellipticalCorners, 10, 0) > 240 && alpha(ellipticalCorners, 0, 0) == 0)
    #expect(alpha(ellipticalCorners, 0, 3) < 255)  // rx is 10: the whole end is curved.

    let circle = try draw(#"<circle cx="10" cy="10" r="5" fill="blue"/>"#)
    #expect(near(circle, 10, 10, blue) && near(circle, 10, 6, blue))
    #expect(near(circle, 10, 3, clear) && near(circle, 5, 5, clear))
    let ellipse = try draw(#"<ellipse cx="10" cy="10" rx="8" ry="3" fill="blue"/>"#)
    #expect(near(ellipse, 3, 10, blue) && near(ellipse, 10, 5, clear))

    // A line has no inside: only its stroke, 4 wide (rows 8 to 11).
    let line = try draw(
      #"<line x1="0" y1="10" x2="20" y2="10" stroke="blue" stroke-width="4" fill="red"/>"#)
    #expect(near(line, 10, 8, blue) && near(line, 10, 11, blue))
    #expect(near(line, 10, 7, clear) && near(line, 10, 12, clear))

    // A polygon closes itself; a polyline's fill closes too, its stroke stays open.
    let polygon = try draw(#"<polygon points="2,2 18,2 18,18" fill="red"/>"#)
    #expect(near(polygon, 15, 5, red) && near(polygon, 5, 15, clear))
    let polyline = try draw(
      #"<polyline points="2 2 18 2 18 18" fill="none" stroke="red" stroke-width="2"/>"#)
    #expect(near(polyline, 10, 2, red) && near(polyline, 18, 10, red))
    #expect(near(polyline, 10, 10, clear))
    // An odd coordinate is dropped; shapes of no size are not drawn.
    let odd = try draw(#"<polygon points="2,2 18,2 18,18 5" fill="red"/>"#)
    #expect(difference(odd, polygon) == 0)
    let none = try draw(#"<rect width="0" height="10"/><circle r="-1"/><ellipse rx="3"/>"#)
    #expect(none.pixels.allSatisfy { $0 == 0 })
  }

  @Test func everyPathCommandAbsoluteAndRelative() throws {
    let square = try draw(#"<path d="M2 2 L18 2 L18 18 L2 18 Z" fill="red"/>"#)
    #expect(near(square, 10, 10, red) && near(square, 1, 10, clear))
    for d in [
      "m2 2 l16 0 l0 16 l-16 0 z", "M2 2 H18 V18 H2 Z", "m2,2h16v16h-16z", "M2 2 18 2 18 18 2 18z",
      "m2 2 16 0 0 16-16 0z", "M 2e0,2 L 1.8e1 2 L18,18 L2,18 z",
    ] {
      let same = try draw("<path d=\"\(d)\" fill=\"red\"/>")
      #expect(difference(same, square) == 0, "\(d)")
    }
    // Smooth curves reflect the last control point: S and T as the C and Q they stand for.
    let smooth = try draw(#"<path d="M0 10 C0 0 10 0 10 10 S20 20 20 10 Z" fill="red"/>"#)
    let explicit = try draw(#"<path d="M0 10 C0 0 10 0 10 10 C10 20 20 20 20 10 Z" fill="red"/>"#)
    #expect(difference(smooth, explicit) == 0)
    #expect(alpha(smooth, 5, 5) == 255 && alpha(smooth, 15, 15) == 255)
    #expect(alpha(smooth, 15, 5) == 0 && alpha(smooth, 5, 15) == 0)
    let relativeSmooth = try draw(#"<path d="m0 10 c0-10 10-10 10 0 s10 10 10 0 z" fill="red"/>"#)
    #expect(difference(relativeSmooth, smooth) <= 1)
    let quad = try draw(#"<path d="M0 10 Q5 0 10 10 T20 10 Z" fill="red"/>"#)
    let explicitQuad = try draw(#"<path d="M0 10 Q5 0 10 10 Q15 20 20 10 Z" fill="red"/>"#)
    #expect(difference(quad, explicitQuad) == 0)
    // The quadratic's middle is half way to its control point: y 5.
    #expect(alpha(quad, 5, 6) == 255 && alpha(quad, 5, 3) == 0 && alpha(quad, 15, 13) == 255)
    // Data with an error is drawn up to the error.
    let broken = try draw(#"<path d="M2 2 L18 2 L18 18 L2 18 Z L 5 x 7" fill="red"/>"#)
    #expect(difference(broken, square) == 0)
    let noMove = try draw(#"<path d="L18 2 L18 18 Z" fill="red"/>"#)
    #expect(noMove.pixels.allSatisfy { $0 == 0 })
  }

  @Test func arcsFollowTheirFlagsAndGrowRadiiThatAreTooSmall() throws {
    // From the left to the right of a circle of radius 8: sweep 1 goes round through the
    // top (clockwise on the screen), sweep 0 through the bottom.
    let top = try draw(#"<path d="M2 10 A8 8 0 0 1 18 10 Z" fill="red"/>"#)
    #expect(alpha(top, 10, 4) == 255 && alpha(top, 10, 14) == 0)
    let bottom = try draw(#"<path d="M2 10 A8 8 0 0 0 18 10 Z" fill="red"/>"#)
    #expect(alpha(bottom, 10, 4) == 0 && alpha(bottom, 10, 14) == 255)
    // A radius too small for the two points is scaled up until it reaches: the same half.
    let grown = try draw(#"<path d="M2 10 A1 1 0 0 1 18 10 Z" fill="red"/>"#)
    #expect(difference(grown, top) <= 2)
    // Two arcs make the circle.
    let arcs = try draw(#"<path d="M2 10 A8 8 0 1 0 18 10 A8 8 0 1 0 2 10 Z" fill="red"/>"#)
    let circle = try draw(#"<circle cx="10" cy="10" r="8" fill="red"/>"#)
    #expect(difference(arcs, circle) <= 8)
    // The large-arc flag picks the longer way round a circle of radius 10 through both:
    // anticlockwise, the short way dips to y 6, the long way reaches y 22.
    let small = try draw(
      #"<path d="M4 4 A10 10 0 0 0 16 4" fill="none" stroke="red"/>"#, height: 30)
    let large = try draw(
      #"<path d="M4 4 A10 10 0 1 0 16 4" fill="none" stroke="red"/>"#, height: 30)
    #expect(small.pixels != large.pixels)
    #expect((10..<30).allSatisfy { alpha(small, 10, $0) == 0 })
    #expect((10..<30).contains { alpha(large, 10, $0) > 100 })
    // Rotated ellipse and relative form.
    let relative = try draw(#"<path d="M2 10 a8 8 0 0 1 16 0 Z" fill="red"/>"#)
    #expect(difference(relative, top) == 0)
    // A zero radius is a straight line.
    let straight = try draw(#"<path d="M2 2 A0 5 0 0 1 18 18 L2 18 Z" fill="red"/>"#)
    #expect(alpha(straight, 4, 14) == 255 && alpha(straight, 14, 4) == 0)
  }

  @Test func theFillRulesDecideWhatIsInside() throws {
    // Two squares wound the same way, one inside the other.
    let path = "M0 0 H20 V20 H0 Z M5 5 H15 V15 H5 Z"
    let nonZero = try draw("<path d=\"\(path)\" fill=\"red\"/>")
    #expect(alpha(nonZero, 10, 10) == 255 && alpha(nonZero, 2, 2) == 255)
    let evenOdd = try draw("<path d=\"\(path)\" fill=\"red\" fill-rule=\"evenodd\"/>")
    #expect(alpha(evenOdd, 10, 10) == 0 && alpha(evenOdd, 2, 2) == 255)
    // Wound the other way, the inner square is a hole by either rule.
    let reversed = try draw(#"<path d="M0 0 H20 V20 H0 Z M5 5 V15 H15 V5 Z" fill="red"/>"#)
    #expect(alpha(reversed, 10, 10) == 0)
    // The rule is inherited.
    let inherited = try draw("<g fill-rule=\"evenodd\"><path d=\"\(path)\"/></g>")
    #expect(alpha(inherited, 10, 10) == 0)
  }

  @Test func transformsMoveScaleTurnAndSkew() throws {
    func same(_ transformed: String, _ placed: String, tolerance: Int = 0) throws {
      let a = try draw(transformed)
      let b = try draw(placed)
      #expect(difference(a, b) <= tolerance, "\(transformed)")
      #expect(a.pixels.contains { $0 != 0 }, "\(transformed) draws nothing")
    }
    try same(
      #"<rect width="4" height="4" transform="translate(10 2)"/>"#,
      #"<rect x="10" y="2" width="4" height="4"/>"#)
    try same(
      #"<rect width="4" height="4" transform="translate(10)"/>"#,
      #"<rect x="10" width="4" height="4"/>"#)
    try same(
      #"<rect x="1" y="1" width="4" height="4" transform="scale(2)"/>"#,
      #"<rect x="2" y="2" width="8" height="8"/>"#)
    try same(
      #"<rect x="1" y="1" width="4" height="4" transform="scale(2, 3)"/>"#,
      #"<rect x="2" y="3" width="8" height="12"/>"#)
    // A quarter turn clockwise about (10, 10).
    try same(
      #"<rect x="12" y="9" width="6" height="2" transform="rotate(90 10 10)"/>"#,
      #"<rect x="9" y="12" width="2" height="6"/>"#, tolerance: 1)
    try same(
      #"<rect x="2" y="-4" width="4" height="2" transform="rotate(90)"/>"#,
      #"<rect x="2" y="2" width="2" height="4"/>"#, tolerance: 1)
    try same(
      #"<rect width="4" height="4" transform="matrix(1 0 0 1 5 5)"/>"#,
      #"<rect x="5" y="5" width="4" height="4"/>"#)
    // A list applies its last transform first: scaled, then moved.
    try same(
      #"<rect width="2" height="2" transform="translate(10,0) scale(2)"/>"#,
      #"<rect x="10" width="4" height="4"/>"#)
    // Transforms of groups apply to what is inside, after the element's own.
    try same(
      #"<g transform="translate(4 4)"><rect width="2" height="2" transform="scale(2)"/></g>"#,
      #"<rect x="4" y="4" width="4" height="4"/>"#)
    // skewX(45): each row moved right by its y.
    let skewed = try draw(#"<rect width="4" height="8" transform="skewX(45)"/>"#)
    #expect(alpha(skewed, 5, 3) == 255 && alpha(skewed, 1, 6) == 0 && alpha(skewed, 9, 6) == 255)
    let skewedY = try draw(#"<rect width="8" height="4" transform="skewY(45)"/>"#)
    #expect(alpha(skewedY, 3, 5) == 255 && alpha(skewedY, 6, 1) == 0 && alpha(skewedY, 6, 9) == 255)
  }

  @Test func theViewBoxIsFittedByPreserveAspectRatio() throws {
    let content = #"<rect width="10" height="10" fill="red"/>"#
    // A 10 x 10 view box in a 20 x 10 image: centred by default.
    let centred = try draw(content, height: 10, attributes: #"viewBox="0 0 10 10""#)
    #expect(alpha(centred, 2, 5) == 0 && alpha(centred, 7, 5) == 255 && alpha(centred, 17, 5) == 0)
    let leading = try draw(
      content, height: 10, attributes: #"viewBox="0 0 10 10" preserveAspectRatio="xMinYMid""#)
    #expect(alpha(leading, 2, 5) == 255 && alpha(leading, 12, 5) == 0)
    let trailing = try draw(
      content, height: 10, attributes: #"viewBox="0 0 10 10" preserveAspectRatio="xMaxYMax meet""#)
    #expect(alpha(trailing, 2, 5) == 0 && alpha(trailing, 15, 5) == 255)
    let stretched = try draw(
      content, height: 10, attributes: #"viewBox="0 0 10 10" preserveAspectRatio="none""#)
    #expect(stretched.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    // Slice: scaled to cover (2x), the rectangle's top half shown.
    let sliced = try draw(
      #"<rect width="10" height="5" fill="red"/>"#, height: 10,
      attributes: #"viewBox="0 0 10 10" preserveAspectRatio="xMidYMin slice""#)
    #expect(alpha(sliced, 2, 8) == 255)
    // The view box's origin is its top left corner.
    let moved = try draw(content, attributes: #"viewBox="5 5 20 20""#)
    #expect(alpha(moved, 2, 2) == 255 && alpha(moved, 6, 6) == 0)
    // Drawn at twice the size, every length doubles.
    let doubled = try draw(
      content, height: 10, attributes: #"viewBox="0 0 10 10""#, pixels: (40, 20))
    #expect(
      alpha(doubled, 11, 10) == 255 && alpha(doubled, 9, 10) == 0 && alpha(doubled, 29, 19) == 255)
  }

  @Test func coloursInEveryNotation() throws {
    let cases: [(String, [Int])] = [
      ("#f80", [255, 136, 0, 255]), ("#FF8800", [255, 136, 0, 255]),
      ("#11223380", [17, 34, 51, 128]), ("#f008", [255, 0, 0, 136]),
      ("rgb(10, 20, 30)", [10, 20, 30, 255]), ("rgb(100%, 0%, 50%)", [255, 0, 128, 255]),
      ("rgba(0,0,255,0.5)", [0, 0, 255, 128]), ("rgb(0 255 0 / 25%)", [0, 255, 0, 64]),
      ("cornflowerblue", [100, 149, 237, 255]), ("RebeccaPurple", [102, 51, 153, 255]),
      ("hsl(120, 100%, 50%)", [0, 255, 0, 255]), ("transparent", [0, 0, 0, 0]),
    ]
    for (text, expected) in cases {
      let bitmap = try draw("<rect width=\"20\" height=\"20\" fill=\"\(text)\"/>")
      #expect(near(bitmap, 10, 10, expected, tolerance: 1), "\(text): \(rgba(bitmap, 10, 10))")
    }
    // currentColor is the `color` property, inherited; black when nothing sets it.
    let current = try draw(
      #"<g color="lime"><rect width="10" height="20" fill="currentColor"/></g><rect x="10" width="10" height="20" fill="currentColor"/>"#
    )
    #expect(near(current, 5, 5, [0, 255, 0, 255]) && near(current, 15, 5, [0, 0, 0, 255]))
    // An unknown colour is dropped: the inherited fill stays.
    let unknown = try draw(#"<g fill="red"><rect width="20" height="20" fill="notacolour"/></g>"#)
    #expect(near(unknown, 5, 5, red))
    // The default fill is black, the default stroke none.
    let defaults = try draw(#"<rect width="20" height="20"/>"#)
    #expect(near(defaults, 5, 5, [0, 0, 0, 255]))
  }

  @Test func stylesCascadeAndOpacitiesMultiply() throws {
    // style beats the attribute; children inherit fill.
    let styled = try draw(
      #"<g fill="blue"><rect width="10" height="20" fill="green" style="fill: red ; stroke:none"/><rect x="10" width="10" height="20"/></g>"#
    )
    #expect(near(styled, 5, 5, red) && near(styled, 15, 5, blue))
    let opacities = try draw(
      #"<rect width="10" height="20" fill="red" fill-opacity="0.5"/><rect x="10" width="10" height="20" fill="red" opacity="50%"/>"#
    )
    #expect(abs(alpha(opacities, 5, 5) - 128) <= 1 && abs(alpha(opacities, 15, 5) - 128) <= 1)
    // A group's opacity applies to the group as a whole: where its two shapes overlap, the
    // second covers the first and the result is half opaque, not three quarters.
    let group = try draw(
      #"<g opacity="0.5"><rect width="15" height="20" fill="red"/><rect x="5" width="15" height="20" fill="blue"/></g>"#
    )
    #expect(near(group, 10, 10, [0, 0, 255, 128], tolerance: 1), "\(rgba(group, 10, 10))")
    #expect(near(group, 2, 10, [255, 0, 0, 128], tolerance: 1))
    // Stroke opacity, and a stroke over its fill.
    let stroked = try draw(
      #"<rect x="4" y="4" width="12" height="12" fill="red" stroke="blue" stroke-width="2" stroke-opacity="0.5"/>"#
    )
    #expect(near(stroked, 10, 10, red))
    #expect(near(stroked, 10, 4, [128, 0, 127, 255], tolerance: 2), "\(rgba(stroked, 10, 4))")
    #expect(near(stroked, 10, 3, [0, 0, 255, 128], tolerance: 2), "\(rgba(stroked, 10, 3))")
    // display="none" hides an element and its children; visibility hides only shapes.
    let hidden = try draw(
      #"<g display="none"><rect width="20" height="20"/></g><g visibility="hidden"><rect width="10" height="20"/><rect x="10" width="10" height="20" visibility="visible"/></g>"#
    )
    #expect(alpha(hidden, 5, 5) == 0 && alpha(hidden, 15, 5) == 255)
  }

  @Test func styleElementsApplyTheirRules() throws {
    let bitmap = try draw(
      """
      <style><![CDATA[ /* rules */ rect { fill: green } .warm { fill: red } #cool.warm { fill: blue }
      circle > rect { fill: yellow } ]]></style>
      <rect width="5" height="20"/><rect x="5" width="5" height="20" class="warm"/>
      <rect x="10" width="5" height="20" id="cool" class="big warm"/>
      <rect x="15" width="5" height="20" class="warm" style="fill:black"/>
      """)
    #expect(near(bitmap, 2, 10, [0, 128, 0, 255]) && near(bitmap, 7, 10, red))
    #expect(near(bitmap, 12, 10, blue) && near(bitmap, 17, 10, [0, 0, 0, 255]))
  }

  @Test func strokeCapsAndJoins() throws {
    func line(_ cap: String) throws -> _RGBABitmap {
      try draw(
        "<line x1=\"5\" y1=\"10\" x2=\"15\" y2=\"10\" stroke=\"red\" stroke-width=\"4\" stroke-linecap=\"\(cap)\"/>"
      )
    }
    let butt = try line("butt")
    let square = try line("square")
    let round = try line("round")
    #expect(alpha(butt, 5, 10) == 255 && alpha(butt, 3, 10) == 0)
    #expect(alpha(square, 3, 10) == 255 && alpha(square, 3, 8) == 255 && alpha(square, 2, 10) == 0)
    #expect(alpha(round, 3, 10) > 200 && alpha(round, 3, 8) < 120)
    // A sharp corner at (16, 6): the miter reaches up to y 1.5; a bevel is cut at y 5.1; a
    // round join reaches y 4.
    func corner(_ join: String, limit: String = "4") throws -> _RGBABitmap {
      try draw(
        "<polyline points=\"4,30 16,6 28,30\" fill=\"none\" stroke=\"red\" stroke-width=\"4\" stroke-linejoin=\"\(join)\" stroke-miterlimit=\"\(limit)\"/>",
        width: 32, height: 32)
    }
    let miter = try corner("miter")
    #expect(alpha(miter, 16, 3) > 200 && alpha(miter, 16, 4) == 255)
    let rounded = try corner("round")
    #expect(alpha(rounded, 16, 3) < 40 && alpha(rounded, 16, 4) > 200)
    let bevel = try corner("bevel")
    #expect(alpha(bevel, 16, 3) == 0 && alpha(bevel, 16, 4) < 40)
    // Past the miter limit (2.24 here), a miter is a bevel.
    let limited = try corner("miter", limit: "2")
    #expect(difference(limited, bevel) == 0)
  }

  @Test func linearGradients() throws {
    let defs = """
      <defs>
        <linearGradient id="across"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
        <linearGradient id="half" gradientUnits="userSpaceOnUse" x1="0" x2="10"><stop offset="0%" stop-color="red"/><stop offset="100%" stop-color="blue"/></linearGradient>
        <linearGradient id="reflected" href="#half" spreadMethod="reflect"/>
        <linearGradient id="repeated" xlink:href="#half" spreadMethod="repeat"/>
        <linearGradient id="down" href="#across" gradientTransform="rotate(90)"/>
        <linearGradient id="faded"><stop offset="0" style="stop-color: blue; stop-opacity: 0"/><stop offset="1" stop-color="blue"/></linearGradient>
      </defs>
      """
    func fill(_ id: String) throws -> _RGBABitmap {
      try draw(defs + "<rect x=\"0\" y=\"0\" width=\"20\" height=\"20\" fill=\"url(#\(id))\"/>")
    }
    // Across the box: red at its left end, blue at its right, an even mix half way.
    let across = try fill("across")
    #expect(rgba(across, 0, 5)[0] > 240 && rgba(across, 19, 5)[2] > 240)
    #expect(abs(rgba(across, 10, 5)[0] - 121) <= 3 && abs(rgba(across, 10, 5)[2] - 134) <= 3)
    #expect(
      across.pixels
        == (try draw(defs + #"<rect width="20" height="20" fill="url('#across')"/>"#)).pixels)
    // In user space over ten units, then padded with its end colour.
    let half = try fill("half")
    #expect(near(half, 15, 5, blue, tolerance: 0) && abs(rgba(half, 5, 5)[0] - 115) <= 3)
    // Reflected: back to red at 20; repeated: red again just after 10. Attributes and stops
    // come through href (SVG 2's or xlink's).
    let reflected = try fill("reflected")
    #expect(rgba(reflected, 19, 5)[0] > 230 && rgba(reflected, 14, 5)[0] < 140)
    let repeated = try fill("repeated")
    #expect(rgba(repeated, 10, 5)[0] > 230 && rgba(repeated, 9, 5)[2] > 230)
    // Turned a quarter: top to bottom.
    let down = try fill("down")
    #expect(rgba(down, 5, 0)[0] > 240 && rgba(down, 5, 19)[2] > 240)
    #expect(abs(rgba(down, 0, 10)[0] - rgba(down, 19, 10)[0]) <= 1)
    // Stop opacity.
    let faded = try fill("faded")
    #expect(alpha(faded, 0, 5) < 15 && alpha(faded, 19, 5) > 240)
    // The bounding box is the shape's: a gradient on a smaller rectangle spans it.
    let small = try draw(defs + #"<rect x="5" width="10" height="20" fill="url(#across)"/>"#)
    #expect(rgba(small, 5, 5)[0] > 230 && rgba(small, 14, 5)[2] > 230)
    // A missing gradient: its fallback colour, else nothing.
    let fallback = try draw(#"<rect width="20" height="20" fill="url(#none) green"/>"#)
    #expect(near(fallback, 5, 5, [0, 128, 0, 255]))
    let missing = try draw(#"<rect width="20" height="20" fill="url(#none)"/>"#)
    #expect(missing.pixels.allSatisfy { $0 == 0 })
    // A stroke painted with a gradient.
    let stroke = try draw(
      defs + #"<line x1="0" y1="10" x2="20" y2="10" stroke="url(#half)" stroke-width="4"/>"#)
    #expect(rgba(stroke, 1, 10)[0] > 200 && near(stroke, 15, 10, blue, tolerance: 0))
  }

  @Test func radialGradients() throws {
    let defs = """
      <radialGradient id="glow"><stop offset="0" stop-color="white"/><stop offset="1" stop-color="blue"/></radialGradient>
      <radialGradient id="offCentre" fx="0.2" fy="0.5" href="#glow"/>
      <radialGradient id="small" gradientUnits="userSpaceOnUse" cx="10" cy="10" r="5"><stop offset="0.5" stop-color="red"/><stop offset="0.5" stop-color="blue"/></radialGradient>
      """
    let glow = try draw(defs + #"<rect width="20" height="20" fill="url(#glow)"/>"#)
    #expect(rgba(glow, 10, 10)[0] > 230 && rgba(glow, 0, 0)[0] < 10)
    // Even distances from the centre have equal colours.
    #expect(
      difference(
        glow,
        try draw(
          defs + #"<rect width="20" height="20" fill="url(#glow)" transform="rotate(90 10 10)"/>"#))
        <= 2)
    // A focus to the left moves the white there.
    let offCentre = try draw(defs + #"<rect width="20" height="20" fill="url(#offCentre)"/>"#)
    #expect(rgba(offCentre, 5, 10)[0] > rgba(offCentre, 15, 10)[0] + 60)
    // Two stops at one offset: a hard edge at half the radius.
    let small = try draw(defs + #"<rect width="20" height="20" fill="url(#small)"/>"#)
    #expect(near(small, 10, 10, red, tolerance: 0) && near(small, 10, 15, blue, tolerance: 0))
    #expect(near(small, 10, 11, red, tolerance: 0) && near(small, 10, 13, blue, tolerance: 0))
  }

  @Test func definitionsAreDrawnOnlyWhereUsed() throws {
    let bitmap = try draw(
      """
      <defs><rect id="dot" width="4" height="4"/></defs>
      <use href="#dot" x="2" y="2" fill="red"/>
      <use xlink:href="#dot" x="10" y="2" fill="blue" transform="translate(0 10)"/>
      <symbol id="mark" viewBox="0 0 2 2"><rect width="1" height="1" fill="green"/></symbol>
      <use href="#mark" x="10" y="0" width="8" height="8"/>
      <use href="#loop" id="loop"/><use href="#nothing"/>
      """)
    // The definitions themselves are not drawn (the rectangle would be at the origin).
    #expect(alpha(bitmap, 0, 0) == 0)
    // Each use inherits its own fill.
    #expect(near(bitmap, 3, 3, red) && near(bitmap, 11, 13, blue))
    // The symbol's view box fitted into 8 x 8 at (10, 0): its 1 x 1 square is 4 x 4.
    #expect(near(bitmap, 11, 1, [0, 128, 0, 255]) && alpha(bitmap, 15, 5) == 0)
    // Unknown elements and their children are skipped.
    let unknown = try draw(
      #"<foo:bar><rect width="20" height="20"/></foo:bar><unknown/><text>Hi</text><rect width="2" height="2"/>"#
    )
    #expect(alpha(unknown, 1, 1) == 255 && alpha(unknown, 10, 10) == 0)
  }

  @Test func theXMLAroundTheDrawingIsRead() throws {
    let text = """
      \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <!-- Made by hand -->
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
        <!ENTITY warm "#ff0000">
        <!ENTITY % parameter "ignored">
        <!ELEMENT note (#PCDATA)>
      ]>
      <svg:svg xmlns:svg="http://www.w3.org/2000/svg" width='20' height="20">
        <!-- a comment with <rect/> inside -->
        <svg:rect width="10" height="20" fill="&warm;"/>
        <rect x="10" width="10" height="20" fill="&#x23;0000ff" id="a&amp;b&lt;&gt;&quot;&apos;&#65;"/>
      </svg:svg>
      <!-- after the root -->
      """
    let bitmap = try _SVGDecoder.decode(Array(text.utf8), width: 20, height: 20)
    #expect(near(bitmap, 5, 5, red) && near(bitmap, 15, 5, blue))
    let document = try _SVGDocument(Array(text.utf8))
    #expect(document.root.children.last?["id"] == "a&b<>\"'A")
    #expect(document.size == CGSize(width: 20, height: 20))
    // Sizes: units, and the view box's when there is no width and height.
    #expect(
      try _SVGDocument(Array(#"<svg width="1in" height="12pt"/>"#.utf8)).size
        == CGSize(width: 96, height: 16))
    #expect(
      try _SVGDocument(Array(#"<svg viewBox="0 0 30 10"/>"#.utf8)).size
        == CGSize(width: 30, height: 10))
    #expect(
      try _SVGDocument(Array(#"<svg width="100%" viewBox="0 0 30 10"/>"#.utf8)).size
        == CGSize(width: 30, height: 10))
    // The header, read before anything is drawn, agrees.
    #expect(
      _ImageHeader.svgSize(#"<svg width="1in" height="12pt">"#) == CGSize(width: 96, height: 16))
    #expect(
      _ImageHeader.svgSize(#"<svg width="100%" viewBox="0 0 30 10">"#)
        == CGSize(width: 30, height: 10))
    // Drawn at its own size.
    let own = try _SVGDecoder.decode(
      Array(#"<svg viewBox="0 0 30 10"><rect width="30" height="10"/></svg>"#.utf8))
    #expect(own.width == 30 && own.height == 10 && alpha(own, 29, 9) == 255)
  }

  @Test func badFilesFailWithTheirReason() throws {
    func failure(_ text: String, width: Int = 10, height: Int = 10) -> _SVGError? {
      do {
        _ = try _SVGDecoder.decode(Array(text.utf8), width: width, height: height)
        return nil
      } catch {
        return error
      }
    }
    #expect(failure(#"<svg><g></svg>"#) == .malformed("<g> is closed by </svg>", line: 1))
    #expect(
      failure("<svg>\n<rect width=\"1\">\n</svg>")
        == .malformed("<rect> is closed by </svg>", line: 3))
    #expect(failure("") == .malformed("there is no root element", line: 1))
    #expect(failure("<svg>") == .malformed("the element <svg> is not closed", line: 1))
    #expect(
      failure("<svg><!-- never closed </svg>") == .malformed("a comment is not closed", line: 1))
    #expect(
      failure(#"<svg width="10></svg>"#) == .malformed("\"<\" in an attribute's value", line: 1))
    #expect(failure(#"<svg width=10/>"#) == .malformed("the value of width is not quoted", line: 1))
    #expect(
      failure(#"<svg a="1" a="2"/>"#) == .malformed("the attribute a is repeated in <svg>", line: 1)
    )
    #expect(
      failure("<svg>&nbsp;</svg>") == .malformed("the entity &nbsp; is not declared", line: 1))
    #expect(failure("<svg/><svg/>") == .malformed("a second root element", line: 1))
    #expect(failure("hello <svg/>") == .malformed("text before the root element", line: 1))
    #expect(failure(#"<html><body/></html>"#) == .notSVG(root: "html"))
    #expect(
      failure(#"<svg viewBox="0 0 -1 10"/>"#)
        == .badAttribute(element: "svg", attribute: "viewBox", value: "0 0 -1 10"))
    #expect(
      failure(#"<svg width="-5" height="10"/>"#)
        == .badAttribute(element: "svg", attribute: "width", value: "-5"))
    #expect(
      failure(#"<svg><rect transform="spin(3)"/></svg>"#)
        == .badAttribute(element: "rect", attribute: "transform", value: "spin(3)"))
    #expect(
      failure("<svg/>", width: 100_000, height: 100_000)
        == .tooLarge(width: 100_000, height: 100_000))
    // The reasons read as sentences.
    #expect(
      _SVGError.malformed("<g> is closed by </svg>", line: 1).description
        == "the SVG is not well-formed XML: <g> is closed by </svg> (line 1)")
    #expect(_SVGError.notSVG(root: "html").description == "the root element is <html>, not <svg>")
    // Random damage never crashes: every prefix of a file either draws or fails.
    let good =
      #"<svg viewBox="0 0 10 10"><path d="M1 1 A4 4 0 1 1 9 9 Q5 0 1 9 Z" stroke="red"/><!--x--></svg>"#
    for length in 0..<good.utf8.count {
      _ = failure(String(decoding: Array(good.utf8).prefix(length), as: UTF8.self))
    }
  }
}
