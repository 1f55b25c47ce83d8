import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// Dashed strokes, clip paths and masks in the SVG rasteriser, read back from the pixels, as
/// design tools export them (Figma wraps whole icons in a `clipPath`).
@Suite struct SVGMaskingTests {
  private func draw(_ body: String, width: Int = 40, height: Int = 20) throws -> _RGBABitmap {
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\">"
      + "\(body)</svg>"
    return try _SVGDecoder.decode(Array(svg.utf8), width: width, height: height)
  }

  private func alpha(_ bitmap: _RGBABitmap, _ x: Int, _ y: Int) -> Int {
    Int(bitmap.pixel(x: x, y: y).alpha)
  }

  /// The columns of row `y` that are painted (alpha over half).
  private func painted(_ bitmap: _RGBABitmap, row y: Int) -> [Int] {
    (0..<bitmap.width).filter { alpha(bitmap, $0, y) > 128 }
  }

  @Test func aDashArrayCutsTheStrokeIntoDashesAndGaps() throws {
    let line = #"<line x1="0" y1="10" x2="40" y2="10" stroke="red" stroke-width="2" "#
    let dashed = try draw(line + #"stroke-dasharray="4 2"/>"#)
    // 4 on, 2 off from x 0: dashes over 0–3, 6–9, 12–15 …
    #expect(Array(painted(dashed, row: 10).prefix(8)) == [0, 1, 2, 3, 6, 7, 8, 9])
    #expect(alpha(dashed, 4, 10) == 0 && alpha(dashed, 5, 10) == 0)
    // An odd list is used twice over: "4" is 4 on, 4 off.
    let odd = try draw(line + #"stroke-dasharray="4"/>"#)
    #expect(Array(painted(odd, row: 10).prefix(6)) == [0, 1, 2, 3, 8, 9])
    // The offset moves the pattern back along the line: 3 into "4 2", so the line starts
    // with one unit of dash.
    let offset = try draw(line + #"stroke-dasharray="4 2" stroke-dashoffset="3"/>"#)
    #expect(Array(painted(offset, row: 10).prefix(5)) == [0, 3, 4, 5, 6])
    // A negative offset counts back from the pattern's end: -1 is 5 into "4 2".
    let negative = try draw(line + #"stroke-dasharray="4 2" stroke-dashoffset="-1"/>"#)
    #expect(Array(painted(negative, row: 10).prefix(5)) == [1, 2, 3, 4, 7])
  }

  @Test func badOrEmptyDashArraysLeaveTheStrokeSolid() throws {
    let line = #"<line x1="0" y1="10" x2="40" y2="10" stroke="red" stroke-width="2" "#
    let solid = try draw(line + "/>")
    for pattern in ["none", "0 0", "4 -2", "4 x"] {
      let drawn = try draw(line + "stroke-dasharray=\"\(pattern)\"/>")
      #expect(drawn.pixels == solid.pixels, "\(pattern)")
    }
  }

  @Test func aPatternTooFineToSeeIsDrawnSolidAtOnce() throws {
    // A billion-billion dashes along the line would never finish being cut; it is solid.
    let line = #"<line x1="0" y1="10" x2="40" y2="10" stroke="red" stroke-width="2" "#
    let solid = try draw(line + "/>")
    let fine = try draw(line + #"stroke-dasharray="0.0000000000000001 0.0000000000000001"/>"#)
    #expect(fine.pixels == solid.pixels)
  }

  @Test func dashesFollowCurvesAndClosedOutlines() throws {
    // A circle of circumference 2π·8 ≈ 50.3 dashed 10 on, 10 off: about half of it drawn.
    let full = try draw(
      #"<circle cx="20" cy="10" r="8" fill="none" stroke="red" stroke-width="2"/>"#)
    let dashed = try draw(
      #"<circle cx="20" cy="10" r="8" fill="none" stroke="red" stroke-width="2" stroke-dasharray="10"/>"#
    )
    let fullInk = full.pixels.enumerated().filter { $0.offset % 4 == 3 }.map { Int($0.element) }
      .reduce(0, +)
    let dashedInk = dashed.pixels.enumerated().filter { $0.offset % 4 == 3 }
      .map { Int($0.element) }.reduce(0, +)
    let share = Double(dashedInk) / Double(fullInk)
    #expect(share > 0.4 && share < 0.65, "\(share)")
    // Zero-length dashes with round caps are dots.
    let dots = try draw(
      #"<line x1="4" y1="10" x2="36" y2="10" stroke="red" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 8"/>"#
    )
    #expect(alpha(dots, 4, 10) > 200 && alpha(dots, 12, 10) > 200)
    #expect(alpha(dots, 35, 10) > 200, "the dot at the line's very end")
    #expect(alpha(dots, 8, 10) == 0)
  }

  @Test func aClipPathKeepsOnlyWhatItsShapesCover() throws {
    let clipped = try draw(
      """
      <defs><clipPath id="left"><rect x="0" y="0" width="10" height="20"/></clipPath></defs>
      <rect x="0" y="0" width="40" height="20" fill="blue" clip-path="url(#left)"/>
      """)
    #expect(alpha(clipped, 5, 10) == 255 && alpha(clipped, 9, 10) == 255)
    #expect(alpha(clipped, 10, 10) == 0 && alpha(clipped, 30, 10) == 0)
    // Through a style property, on a group, with the clip's own transform and a use.
    let group = try draw(
      """
      <defs><rect id="square" width="10" height="10"/>
      <clipPath id="moved" transform="translate(20 5)"><use href="#square"/></clipPath></defs>
      <g style="clip-path: url('#moved')"><rect width="40" height="20" fill="red"/></g>
      """)
    #expect(alpha(group, 25, 10) == 255)
    #expect(alpha(group, 15, 10) == 0 && alpha(group, 25, 2) == 0 && alpha(group, 32, 10) == 0)
  }

  @Test func clipPathUnitsAndClipRule() throws {
    // In the element's box: the left half of a rectangle at x 10.
    let box = try draw(
      """
      <clipPath id="half" clipPathUnits="objectBoundingBox">
        <rect width="0.5" height="1"/></clipPath>
      <rect x="10" y="0" width="20" height="20" fill="red" clip-path="url(#half)"/>
      """)
    #expect(painted(box, row: 10) == Array(10..<20))
    // An even-odd clip has a hole where its subpaths overlap; non-zero has none.
    func ring(_ rule: String) throws -> _RGBABitmap {
      try draw(
        """
        <clipPath id="ring"><path clip-rule="\(rule)" d="M0 0H40V20H0Z M10 5H30V15H10Z"/></clipPath>
        <rect width="40" height="20" fill="red" clip-path="url(#ring)"/>
        """)
    }
    #expect(alpha(try ring("evenodd"), 20, 10) == 0)
    #expect(alpha(try ring("nonzero"), 20, 10) == 255)
    #expect(alpha(try ring("evenodd"), 5, 10) == 255)
  }

  @Test func aMaskScalesByItsLuminanceAndAlpha() throws {
    let masked = try draw(
      """
      <mask id="fade" maskUnits="userSpaceOnUse" x="0" y="0" width="40" height="20">
        <rect width="10" height="20" fill="white"/>
        <rect x="10" width="10" height="20" fill="#808080"/>
        <rect x="20" width="10" height="20" fill="white" fill-opacity="0.25"/>
      </mask>
      <rect width="40" height="20" fill="red" mask="url(#fade)"/>
      """)
    #expect(alpha(masked, 5, 10) == 255)
    #expect(abs(alpha(masked, 15, 10) - 128) <= 3, "\(alpha(masked, 15, 10))")
    #expect(abs(alpha(masked, 25, 10) - 64) <= 3, "\(alpha(masked, 25, 10))")
    #expect(alpha(masked, 35, 10) == 0)
    #expect(masked.pixel(x: 15, y: 10).red == 255, "the colour stays; only its alpha falls")
  }

  @Test func aMasksRegionDefaultsToItsElementsBoxAndATenthMore() throws {
    // White everywhere, but the region is the rectangle's box (10…30 across; its stroke is
    // left out of the box) widened by a tenth of its width each side: 8…32. The stroke,
    // 6…34, is cut there.
    let masked = try draw(
      """
      <mask id="all"><rect x="-100" y="-100" width="300" height="300" fill="white"/></mask>
      <rect x="10" y="6" width="20" height="8" fill="red" stroke="blue" stroke-width="8"
        mask="url(#all)"/>
      """)
    #expect(alpha(masked, 20, 10) == 255)
    #expect(alpha(masked, 8, 10) == 255 && alpha(masked, 31, 10) == 255)
    #expect(alpha(masked, 7, 10) == 0 && alpha(masked, 32, 10) == 0)
    #expect(alpha(masked, 6, 10) == 0 && alpha(masked, 33, 10) == 0)
  }

  @Test func referencesToNothingAreIgnoredAndLoopsEnd() throws {
    let plain = try draw(#"<rect width="40" height="20" fill="red"/>"#)
    let missing = try draw(
      #"<rect width="40" height="20" fill="red" clip-path="url(#none)" mask="url(#nothing)"/>"#)
    #expect(missing.pixels == plain.pixels)
    // A mask whose content uses the same mask draws once, without looping.
    let looped = try draw(
      """
      <mask id="self" maskUnits="userSpaceOnUse" x="0" y="0" width="40" height="20">
        <rect width="40" height="20" fill="white" mask="url(#self)"/></mask>
      <rect width="40" height="20" fill="red" mask="url(#self)"/>
      """)
    #expect(alpha(looped, 20, 10) == 255)
  }
}
