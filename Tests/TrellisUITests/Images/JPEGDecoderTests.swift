import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// The JPEG decoder against files made by libjpeg (`Resources/make-jpegs.py`, through
/// Pillow): flat colours that fill whole MCUs at every subsampling, detailed images compared
/// with libjpeg's own decoding, restart markers, progressive scans, EXIF orientations; and
/// against broken and unsupported files, which fail with a reason rather than crash.
@Suite struct JPEGDecoderTests {
  private func bytes(_ name: String, _ ext: String = "jpg") throws -> [UInt8] {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "JPEG"))
    return try [UInt8](Data(contentsOf: url))
  }

  private func decode(_ name: String) throws -> _RGBABitmap {
    try _JPEGDecoder.decode(bytes(name))
  }

  /// The quadrants' colours: red, green, blue, white (top left, top right, bottom left,
  /// bottom right).
  private let quadrants: [[Int]] = [
    [230, 30, 40], [20, 200, 60], [30, 60, 220], [250, 250, 250],
  ]

  /// Whether the pixel at `x`, `y` is `expected` within `tolerance` in each channel, opaque.
  private func near(
    _ bitmap: _RGBABitmap, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 6
  ) -> Bool {
    let pixel = bitmap.pixel(x: x, y: y)
    let actual = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    return pixel.alpha == 255 && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// Checks the middle of each quadrant (split at `splitX`, `splitY`), away from the edges
  /// that subsampled chroma blurs.
  private func expectQuadrants(
    _ bitmap: _RGBABitmap, splitX: Int = 16, splitY: Int = 16, _ name: String
  ) {
    let width = bitmap.width
    let height = bitmap.height
    let xs = [splitX / 2, (splitX + width) / 2]
    let ys = [splitY / 2, (splitY + height) / 2]
    for (row, y) in ys.enumerated() {
      for (column, x) in xs.enumerated() {
        let expected = quadrants[column + 2 * row]
        #expect(near(bitmap, x, y, expected), "\(name) at \(x), \(y): \(bitmap.pixel(x: x, y: y))")
      }
    }
  }

  @Test(arguments: ["quadrants-444", "quadrants-422", "quadrants-420", "quadrants-progressive-420"])
  func everySubsamplingKeepsFlatColours(name: String) throws {
    let bitmap = try decode(name)
    #expect(bitmap.width == 32 && bitmap.height == 32)
    expectQuadrants(bitmap, name)
  }

  @Test func fullChromaIsExactInEveryPixelOfAFlatQuadrant() throws {
    let bitmap = try decode("quadrants-444")
    for y in 0..<32 {
      for x in 0..<32 {
        let expected = quadrants[(x >= 16 ? 1 : 0) + (y >= 16 ? 2 : 0)]
        #expect(near(bitmap, x, y, expected, tolerance: 3), "at \(x), \(y)")
      }
    }
  }

  @Test func partialMCUsAtTheEdgesAreDecoded() throws {
    let bitmap = try decode("odd-size-420")
    #expect(bitmap.width == 37 && bitmap.height == 21)
    // The last column and row: the bottom right quadrant's white.
    #expect(near(bitmap, 36, 20, quadrants[3]))
    #expect(near(bitmap, 4, 20, quadrants[2]))
    #expect(near(bitmap, 36, 4, quadrants[1]))
  }

  @Test(arguments: ["grey", "grey-progressive"]) func greyIsRepeatedInTheThreeChannels(name: String)
    throws
  {
    let bitmap = try decode(name)
    #expect(bitmap.width == 16 && bitmap.height == 16)
    for y in [0, 7, 15] {
      #expect(near(bitmap, 2, y, [50, 50, 50], tolerance: 2))
      #expect(near(bitmap, 13, y, [200, 200, 200], tolerance: 2))
    }
  }

  @Test(arguments: ["restart-blocks", "restart-rows"]) func restartIntervalsResetPredictions(
    name: String
  ) throws {
    let data = try bytes(name)
    // The file has a restart interval segment.
    #expect(zip(data, data.dropFirst()).contains { $0 == 0xFF && $1 == 0xDD })
    let bitmap = try decode(name)
    #expect(bitmap.width == 48 && bitmap.height == 32)
    expectQuadrants(bitmap, name)
    // The third column of MCUs is right of the split: green above, white below.
    #expect(near(bitmap, 40, 8, quadrants[1]))
    #expect(near(bitmap, 40, 24, quadrants[3]))
  }

  /// Every pixel against libjpeg's decoding of the same file (saved as a PNG), within 3 of
  /// each channel: the inverse transform rounds as libjpeg's accurate integer one does, and
  /// subsampled chroma (4:2:0, 4:2:2) is stretched as libjpeg's smooth upsampling does
  /// (repeating each chroma sample instead, as libjpeg does without it, is off by up to 80).
  @Test(arguments: ["detail-baseline", "detail-progressive", "detail-420", "detail-422"])
  func detailMatchesLibjpeg(
    name: String
  ) throws {
    let bitmap = try decode(name)
    let expected = try _PNGDecoder.decode(bytes("\(name)-expected", "png"))
    #expect(bitmap.width == expected.width && bitmap.height == expected.height)
    var worst = 0
    for (index, (mine, theirs)) in zip(bitmap.pixels, expected.pixels).enumerated()
    where index % 4 != 3 {
      worst = max(worst, abs(Int(mine) - Int(theirs)))
    }
    #expect(worst <= 3)
  }

  @Test func theEXIFOrientationIsApplied() throws {
    // Stored 32 x 16: red, green above blue, white.
    let upright = try decode("orientation-1")
    #expect(upright.width == 32 && upright.height == 16)
    expectQuadrants(upright, splitY: 8, "orientation 1")
    // Turned half way: white, blue above green, red.
    let turned = try decode("orientation-3")
    #expect(near(turned, 8, 4, quadrants[3]) && near(turned, 24, 12, quadrants[0]))
    // A quarter clockwise: 16 x 32, blue, red above white, green.
    let clockwise = try decode("orientation-6")
    #expect(clockwise.width == 16 && clockwise.height == 32)
    #expect(near(clockwise, 4, 8, quadrants[2]) && near(clockwise, 12, 8, quadrants[0]))
    #expect(near(clockwise, 4, 24, quadrants[3]) && near(clockwise, 12, 24, quadrants[1]))
    // A quarter anticlockwise: green, white above red, blue.
    let anticlockwise = try decode("orientation-8")
    #expect(anticlockwise.width == 16 && anticlockwise.height == 32)
    #expect(near(anticlockwise, 4, 8, quadrants[1]) && near(anticlockwise, 12, 8, quadrants[3]))
    #expect(near(anticlockwise, 4, 24, quadrants[0]) && near(anticlockwise, 12, 24, quadrants[2]))
  }

  @Test func theHeaderSizeIsTheUprightImages() throws {
    #expect(_ImageHeader.jpegSize(try bytes("orientation-6")) == CGSize(width: 16, height: 32))
    #expect(_ImageHeader.jpegSize(try bytes("orientation-3")) == CGSize(width: 32, height: 16))
  }

  /// The index of the first `marker` segment (its `FF`) in `data`.
  private func marker(_ marker: UInt8, in data: [UInt8]) throws -> Int {
    try #require(data.indices.dropLast().first { data[$0] == 0xFF && data[$0 + 1] == marker })
  }

  @Test func brokenFilesFailWithAReason() throws {
    let good = try bytes("quadrants-420")
    #expect(throws: _JPEGError.notJPEG) { try _JPEGDecoder.decode(Array("GIF89a".utf8)) }
    #expect(throws: _JPEGError.notJPEG) { try _JPEGDecoder.decode([]) }
    // Cut anywhere: in the headers, in the scan, just before the end marker.
    for length in [3, 20, 200, good.count / 2, good.count - 40] {
      #expect(throws: _JPEGError.self, "cut at \(length)") {
        try _JPEGDecoder.decode(Array(good.prefix(length)))
      }
    }
    #expect(throws: _JPEGError.truncated) {
      try _JPEGDecoder.decode(Array(good.prefix(good.count / 2)))
    }
    // A Huffman table's counts that overflow the code space.
    var table = good
    let dht = try marker(0xC4, in: table)
    table[dht + 5] = 255
    #expect(throws: _JPEGError.self) { try _JPEGDecoder.decode(table) }
    // Scan data replaced by ones (stuffed `FF 00` pairs): a code that no table has.
    var data = good
    let scan = try marker(0xDA, in: data)
    let start = scan + 2 + (Int(data[scan + 2]) << 8 | Int(data[scan + 3]))
    for index in start..<(data.count - 2) { data[index] = (index - start) % 2 == 0 ? 0xFF : 0 }
    #expect(throws: _JPEGError.self) { try _JPEGDecoder.decode(data) }
  }

  @Test func randomDamageNeverCrashes() throws {
    let good = try bytes("quadrants-progressive-420")
    // After the frame header (which would only say another size): the Huffman tables, the
    // scan headers and their data.
    let frame = try marker(0xC2, in: good)
    let afterFrame = frame + 2 + (Int(good[frame + 2]) << 8 | Int(good[frame + 3]))
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      var damaged = good
      for _ in 0..<4 {
        damaged[Int.random(in: afterFrame..<damaged.count, using: &generator)] = UInt8.random(
          in: 0...255, using: &generator)
      }
      // Decoded (to some picture) or refused: either way, it returns.
      _ = try? _JPEGDecoder.decode(damaged)
    }
  }

  @Test func unsupportedCodingsAreNamed() throws {
    let good = try bytes("quadrants-444")
    let frame = try marker(0xC0, in: good)
    var arithmetic = good
    arithmetic[frame + 1] = 0xC9
    #expect(throws: _JPEGError.unsupported("arithmetic coding")) {
      try _JPEGDecoder.decode(arithmetic)
    }
    var twelveBit = good
    twelveBit[frame + 4] = 12
    #expect(throws: _JPEGError.unsupported("12-bit samples")) { try _JPEGDecoder.decode(twelveBit) }
    var lossless = good
    lossless[frame + 1] = 0xC3
    #expect(throws: _JPEGError.unsupported("lossless coding")) { try _JPEGDecoder.decode(lossless) }
    #expect(
      _JPEGError.unsupported("arithmetic coding").description
        == "the JPEG uses arithmetic coding, which is not supported")
  }
}
