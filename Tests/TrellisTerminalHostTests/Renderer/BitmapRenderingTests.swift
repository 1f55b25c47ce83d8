import Foundation
import Observation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Images from resources in the terminal: a PNG or JPEG in half blocks of its pixels'
/// colours, an SVG drawn at the size it is shown and then in half blocks too, a JPEG or SVG
/// that does not decode as a box with its label, a missing one as a box with its name, and
/// nothing decoded or written again while it does not change. The fixtures are the root
/// tests' (`Tests/TrellisUITests/Resources/Images`), read as a bundle of their own.
@MainActor
@Suite struct BitmapRenderingTests {
  private static let images = Bundle(
    url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("TrellisUITests/Resources/Images"))!

  private func canvas<V: View>(_ view: V, width: Int, height: Int) throws -> _Canvas {
    try #require(HostCore(root: view, width: width, height: height).screen)
  }

  private func colours(_ canvas: _Canvas, _ x: Int, _ y: Int) -> (String?, Color?, Color?) {
    let cell = canvas[x, y]
    return (cell.grapheme, cell.style.foreground, cell.style.background)
  }

  private let red = Color(red: 1, green: 0, blue: 0)
  private let green = Color(red: 0, green: 1, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)
  private let white = Color(red: 1, green: 1, blue: 1)

  @Test func eachHalfCellIsItsPixelsColour() throws {
    // quadrants.png, 16 x 16: red, green above blue, white. At its size it is two cells,
    // each an upper half block of the top colour on the bottom one.
    let screen = try canvas(
      Image("quadrants", bundle: Self.images).frame(maxWidth: .infinity, alignment: .leading)
        .frame(maxHeight: .infinity, alignment: .top), width: 4, height: 2)
    #expect(colours(screen, 0, 0) == ("▀", red, blue))
    #expect(colours(screen, 1, 0) == ("▀", green, white))
    #expect(screen[2, 0].grapheme == " ")
  }

  @Test func aScaledImageAveragesThePixelsOfEachHalfCell() throws {
    // 4 x 2 cells of 8 points: each half cell is one 8-point square of a colour; a 12-point
    // wide image puts the colours' edge inside a cell, whose halves are averaged.
    let screen = try canvas(
      Image("quadrants", bundle: Self.images).resizable().frame(width: 32, height: 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 4, height: 2)
    #expect(colours(screen, 0, 0) == ("▀", red, red))
    #expect(colours(screen, 0, 1) == ("▀", blue, blue))
    #expect(colours(screen, 3, 1) == ("▀", white, white))
    let blended = try canvas(
      Image("quadrants", bundle: Self.images).resizable().frame(width: 24, height: 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 3, height: 1)
    // The middle cell covers red's right third and green's left third: half of each.
    #expect(
      colours(blended, 1, 0).1 == Color(red: 128 / 255, green: 128 / 255, blue: 0))
  }

  @Test func transparentPixelsLeaveWhatIsBehind() throws {
    // mask.png: an opaque square in a four-pixel transparent border, drawn at 32 points (an
    // 8-point border), as a template in green over a red background.
    let screen = try canvas(
      Image("mask", bundle: Self.images).renderingMode(.template).resizable()
        .foregroundStyle(Color.green).frame(width: 32, height: 32).background(Color.red)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 4, height: 2)
    // The corner cell is all border: the red background only.
    #expect(screen[0, 0].grapheme == " ")
    #expect(screen[0, 0].style.background == .red)
    // Inside: the square's top half is in the lower half of row 0, in the template colour.
    #expect(screen[1, 0].grapheme == "▄")
    #expect(screen[1, 0].style.foreground == .green)
    #expect(screen[1, 0].style.background == .red)
  }

  @Test func aClipShapeCutsTheImage() throws {
    let screen = try canvas(
      Image("red", bundle: Self.images).resizable().frame(width: 64, height: 64)
        .clipShape(Circle())
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 8, height: 4)
    // The corner is outside the circle; the centre inside.
    #expect(screen[0, 0].grapheme == " ")
    #expect(colours(screen, 4, 2) == ("▀", red, red))
  }

  @Test func aJPEGIsDrawnInHalfBlocksLikeAPNG() throws {
    // photo.jpg: 24 x 12 pixels of orange, stretched to 3 x 1 cells.
    let screen = try canvas(
      Image("photo", bundle: Self.images).resizable().frame(width: 24, height: 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 5, height: 2)
    let orange = Color(red: 254 / 255, green: 165 / 255, blue: 0)
    for x in 0..<3 { #expect(colours(screen, x, 0) == ("▀", orange, orange)) }
    #expect(screen[3, 0].grapheme == " ")
  }

  @Test func aJPEGStoredOnItsSideIsDrawnUpright() throws {
    // turned.jpg: stored 32 x 16 (red, green above blue, white) with EXIF orientation 6, so
    // upright it is 16 x 32, two cells by two: blue, red above white, green.
    let screen = try canvas(
      Image("turned", bundle: Self.images).frame(maxWidth: .infinity, alignment: .leading)
        .frame(maxHeight: .infinity, alignment: .top), width: 3, height: 3)
    let url = try #require(Self.images.url(forResource: "turned", withExtension: "jpg"))
    let pixels = try _JPEGDecoder.decode([UInt8](Data(contentsOf: url)))
    func colour(_ x: Int, _ y: Int) -> Color {
      let pixel = pixels.pixel(x: x, y: y)
      return Color(
        red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
        blue: Double(pixel.blue) / 255)
    }
    #expect(colours(screen, 0, 0) == ("▀", colour(4, 4), colour(4, 12)))
    #expect(colours(screen, 1, 0) == ("▀", colour(12, 4), colour(12, 12)))
    #expect(colours(screen, 0, 1) == ("▀", colour(4, 20), colour(4, 28)))
    #expect(colour(4, 4) != colour(12, 4) && colour(4, 4) != colour(4, 20))
    // Blue at the top left: the pixel stored at the bottom left.
    let topLeft = pixels.pixel(x: 4, y: 4)
    #expect(topLeft.blue > 200 && topLeft.red < 60)
    #expect(screen[2, 0].grapheme == " " && screen[0, 2].grapheme == " ")
  }

  @Test func brokenJPEGsAndSVGsAndMissingImagesAreBoxesWithTheirNames() throws {
    let screen = try canvas(
      VStack(alignment: .leading, spacing: 0) {
        Image("broken", bundle: Self.images, label: Text("Sunset")).resizable()
          .frame(width: 80, height: 48)
        Image("unreadable", bundle: Self.images, label: Text("Plan")).resizable()
          .frame(width: 80, height: 16)
        Image("not-there", bundle: Self.images).resizable().frame(width: 80, height: 48)
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 12, height: 7)
    let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "┌────────┐")
    #expect(lines[1] == "│Sunset  │")
    #expect(lines[3] == "[Plan]")
    #expect(lines[5] == "│not-the…│")
  }

  @Test func anSVGIsDrawnInHalfBlocksAtTheSizeItIsShown() throws {
    // shapes.svg: 32 points square, a red square at its top left and a blue one at its
    // bottom right. At its size it is 4 x 2 cells, each quarter two by one.
    let placed = Image("shapes", bundle: Self.images)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let screen = try canvas(placed, width: 6, height: 3)
    for (x, y) in [(0, 0), (1, 0)] { #expect(colours(screen, x, y) == ("▀", red, red), "\(x)") }
    for (x, y) in [(2, 1), (3, 1)] { #expect(colours(screen, x, y) == ("▀", blue, blue), "\(x)") }
    for (x, y) in [(2, 0), (3, 0), (0, 1), (1, 1), (4, 0)] {
      #expect(screen[x, y].grapheme == " ", "\(x), \(y)")
    }
    // Drawn again at the same size, it is not drawn into pixels again.
    let drawn = _BitmapCache.decodeCount
    _ = try canvas(placed, width: 6, height: 3)
    #expect(_BitmapCache.decodeCount == drawn)
    // Resizable at twice the size: drawn at that size, each quarter four cells by two, the
    // edge between red and the transparent quarter sharp (not a blend of scaled pixels).
    let large = try canvas(
      Image("shapes", bundle: Self.images).resizable().frame(width: 64, height: 64)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 8, height: 4)
    #expect(_BitmapCache.decodeCount == drawn + 1)
    #expect(colours(large, 3, 1) == ("▀", red, red))
    #expect(large[4, 1].grapheme == " " && large[3, 2].grapheme == " ")
    #expect(colours(large, 4, 2) == ("▀", blue, blue))
    #expect(colours(large, 7, 3) == ("▀", blue, blue))
    // Stretched: the view box fills the frame, red across the left half of 8 x 2 cells.
    let wide = try canvas(
      Image("shapes", bundle: Self.images).resizable().frame(width: 64, height: 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 8, height: 1)
    #expect(colours(wide, 3, 0).0 == "▀" && colours(wide, 3, 0).1 == red)
    #expect(colours(wide, 4, 0).0 == "▄" && colours(wide, 4, 0).1 == blue)
  }

  @Test func anSVGSymbolInTemplateModeTakesTheForegroundStyle() throws {
    // symbol.svg: a disc in currentColor. As a template, its opaque pixels are green.
    let screen = try canvas(
      Image("symbol", bundle: Self.images).renderingMode(.template).resizable()
        .foregroundStyle(Color.green).frame(width: 32, height: 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 5, height: 3)
    for (x, y) in [(1, 0), (2, 0), (1, 1), (2, 1)] {
      #expect(colours(screen, x, y) == ("▀", .green, .green), "\(x), \(y)")
    }
    #expect(screen[4, 0].grapheme == " " && screen[0, 2].grapheme == " ")
    // In its own colours, currentColor is black.
    let original = try canvas(
      Image("symbol", bundle: Self.images).resizable().frame(width: 32, height: 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 5, height: 3)
    #expect(
      colours(original, 1, 1) == (
        "▀", Color(red: 0, green: 0, blue: 0), Color(red: 0, green: 0, blue: 0)
      ))
  }

  @Observable final class Counter {
    var count = 0
  }

  private struct Gallery: View {
    let counter: Counter
    var body: some View {
      VStack {
        Image("quadrants", bundle: BitmapRenderingTests.images).resizable()
          .frame(width: 64, height: 32)
        Text("Count \(counter.count)")
      }
    }
  }

  @Test func anUnchangedImageIsNeitherDecodedNorDrawnAgain() throws {
    let counter = Counter()
    let frames = TerminalFrames(
      core: HostCore(root: Gallery(counter: counter), width: 20, height: 6),
      environment: ["TERM": "xterm-256color"])
    let first = String(decoding: frames.nextFrame(), as: UTF8.self)
    #expect(first.contains("▀"))
    let decoded = _BitmapCache.decodeCount
    counter.count = 1
    let second = String(decoding: frames.nextFrame(), as: UTF8.self)
    // Only the text changed: no half block was written again, and nothing was decoded.
    #expect(!second.contains("▀"))
    #expect(second.contains("1"))
    #expect(_BitmapCache.decodeCount == decoded)
    #expect(frames.nextFrame().isEmpty)
  }
}
