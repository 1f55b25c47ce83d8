import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// The PNG decoder against files whose every pixel is known (`Resources/make-images.py`
/// writes them, by hand, with each filter, colour type and bit depth), and against broken
/// files, which fail with a reason rather than crash.
@Suite struct PNGDecoderTests {
  private func bytes(_ name: String) throws -> [UInt8] {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "PNG"))
    return try [UInt8](Data(contentsOf: url))
  }

  private func decode(_ name: String) throws -> _RGBABitmap {
    try _PNGDecoder.decode(bytes(name))
  }

  private func rgba(_ bitmap: _RGBABitmap, _ x: Int, _ y: Int) -> [Int] {
    let pixel = bitmap.pixel(x: x, y: y)
    return [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
  }

  @Test(arguments: 0..<5) func everyFilterTypeDecodesEveryPixel(filter: Int) throws {
    let bitmap = try decode("filter\(filter)")
    #expect(bitmap.width == 16 && bitmap.height == 16)
    for y in 0..<16 {
      for x in 0..<16 {
        #expect(rgba(bitmap, x, y) == [x * 16, y * 16, (x * y) % 256, 255 - x], "at \(x), \(y)")
      }
    }
  }

  @Test func rowsWithDifferentFiltersDecodeRGB() throws {
    let bitmap = try decode("rgb-allfilters")
    for y in 0..<5 {
      for x in 0..<7 { #expect(rgba(bitmap, x, y) == [x * 30, y * 50, 200, 255]) }
    }
  }

  @Test func aPaletteWithTransparency() throws {
    let bitmap = try decode("palette-trns")
    let colours = [[255, 0, 0, 255], [0, 255, 0, 0], [0, 0, 255, 128], [255, 255, 255, 255]]
    for y in 0..<3 {
      for x in 0..<6 { #expect(rgba(bitmap, x, y) == colours[(x + y) % 4]) }
    }
  }

  @Test func packedPaletteAndGreyDepths() throws {
    let palette = try decode("palette-2bit")
    let indices = [0, 1, 2, 3, 3, 2, 1, 0]
    let colours = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]]
    for x in 0..<8 { #expect(rgba(palette, x, 1) == colours[indices[x]]) }
    let grey = try decode("grey-1bit")
    let bits = [1, 0, 1, 0, 0, 0, 0, 0, 1, 1]
    for x in 0..<10 {
      #expect(rgba(grey, x, 0) == [bits[x] * 255, bits[x] * 255, bits[x] * 255, 255])
    }
  }

  @Test func greyGreyWithAlphaSixteenBitsAndATransparentColour() throws {
    let grey = try decode("grey")
    #expect((0..<4).map { rgba(grey, $0, 1)[0] } == [0, 85, 170, 255])
    #expect(rgba(try decode("grey-alpha"), 0, 0) == [200, 200, 200, 100])
    #expect(rgba(try decode("grey-alpha"), 1, 0) == [50, 50, 50, 255])
    let deep = try decode("rgb16")
    #expect(rgba(deep, 0, 0) == [255, 128, 0, 255])
    #expect(rgba(deep, 1, 0) == [0x12, 0, 255, 255])
    // tRNS names grey 10 transparent: the first and last pixels.
    let keyed = try decode("grey-trns")
    #expect((0..<3).map { rgba(keyed, $0, 0)[3] } == [0, 255, 0])
  }

  @Test func interlacedAndStoredImages() throws {
    let interlaced = try decode("interlaced")
    for y in 0..<9 {
      for x in 0..<9 { #expect(rgba(interlaced, x, y) == [x * 28, y * 28, 99, 255]) }
    }
    let stored = try decode("stored")
    #expect((0..<4).map { rgba(stored, $0, 1) } == (0..<4).map { [$0 * 60, 10, 20, 255] })
  }

  @Test func corruptFilesFailWithAReason() throws {
    let good = try bytes("filter4")
    #expect(throws: _PNGError.notPNG) { try _PNGDecoder.decode(Array("GIF89a".utf8)) }
    #expect(throws: _PNGError.notPNG) { try _PNGDecoder.decode([]) }
    // Cut inside the image data, and after the header.
    #expect(throws: _PNGError.truncated) { try _PNGDecoder.decode(Array(good.prefix(60))) }
    #expect(throws: _PNGError.truncated) { try _PNGDecoder.decode(Array(good.prefix(33))) }
    // A byte of the header changed: its CRC no longer matches.
    var flipped = good
    flipped[17] ^= 0x01
    #expect(throws: _PNGError.badChecksum(chunk: "IHDR")) { try _PNGDecoder.decode(flipped) }
    // The compressed bytes changed and the chunk's CRC recomputed: the data is what fails.
    var scrambled = good
    let idat = try #require(Self.range(of: "IDAT", in: scrambled))
    for index in (idat.body.lowerBound + 2)..<min(idat.body.lowerBound + 40, idat.body.upperBound) {
      scrambled[index] = 0xFF
    }
    Self.resealChunk(at: idat.start, in: &scrambled)
    do {
      _ = try _PNGDecoder.decode(scrambled)
      Issue.record("scrambled data decoded")
    } catch {
      guard case .badImageData = error else {
        Issue.record("expected bad image data, got \(error)")
        return
      }
      #expect(error.description.contains("corrupt"))
    }
  }

  @Test func aRowFilterTypeOutOfRangeIsAnError() throws {
    var row: [UInt8] = [1, 2, 3]
    #expect(throws: _PNGError.badImageData("row filter type 5")) {
      try _PNGDecoder.unfilter(&row, previous: [0, 0, 0], filter: 5, step: 1)
    }
  }

  @Test func inflateChecksItsChecksumAndHeader() throws {
    // "hello" compressed by zlib at level 9, then its Adler-32 broken.
    let hello: [UInt8] = [
      0x78, 0xDA, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00, 0x06, 0x2C, 0x02, 0x15,
    ]
    #expect(try _Inflate.zlib(hello) == Array("hello".utf8))
    var broken = hello
    broken[12] ^= 1
    #expect(throws: _Inflate.Failure.badChecksum) { try _Inflate.zlib(broken) }
    var header = hello
    header[1] = 0x00
    #expect(throws: _Inflate.Failure.badHeader) { try _Inflate.zlib(header) }
  }

  /// A zlib stream of one fixed-Huffman block: a zero byte, then `copies` copies of 258
  /// bytes from one byte back. About 13 bits a copy inflate to 258 bytes: a bomb.
  private static func bomb(copies: Int) -> [UInt8] {
    var bytes: [UInt8] = [0x78, 0x9C]
    var buffer = 0
    var count = 0
    func put(_ value: Int, bits: Int) {
      buffer |= value << count
      count += bits
      while count >= 8 {
        bytes.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        count -= 8
      }
    }
    // A Huffman code goes in from its first (most significant) bit.
    func code(_ value: Int, bits: Int) {
      for bit in stride(from: bits - 1, through: 0, by: -1) { put((value >> bit) & 1, bits: 1) }
    }
    put(1, bits: 1)  // the last block
    put(1, bits: 2)  // fixed codes
    code(0x30, bits: 8)  // the literal 0
    for _ in 0..<copies {
      code(0xC5, bits: 8)  // length 258 (symbol 285)
      code(0, bits: 5)  // distance 1
    }
    code(0, bits: 7)  // end of block
    put(0, bits: 7)
    return bytes + [0, 0, 0, 0]
  }

  @Test func inflatingPastItsLimitStopsThere() throws {
    let stream = Self.bomb(copies: 1_000)
    #expect(stream.count < 2_000)
    #expect(throws: _Inflate.Failure.tooLarge) { try _Inflate.zlib(stream, limit: 100_000) }
    // Without a limit it inflates all of it (and its made-up checksum then fails).
    #expect(throws: _Inflate.Failure.badChecksum) { try _Inflate.zlib(stream) }
    #expect(throws: _Inflate.Failure.tooLarge) {
      try _Inflate.zlib(
        [0x78, 0xDA, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00, 0x06, 0x2C, 0x02, 0x15], limit: 3)
    }
  }

  @Test func aOnePixelImageWhoseDataInflatesToMegabytesIsRefused() throws {
    // A 1 x 1 grey image (2 bytes of data with its filter byte) whose data is a bomb.
    let header: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]
    let data = Self.bomb(copies: 4_000)
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let length = body.count
      return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + Array(type.utf8)
        + body
        + [0, 0, 0, 0]
    }
    var file =
      _PNGDecoder.signature + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", [])
    for type in ["IHDR", "IDAT", "IEND"] {
      let found = try #require(Self.range(of: type, in: file))
      Self.resealChunk(at: found.start, in: &file)
    }
    do {
      _ = try _PNGDecoder.decode(file)
      Issue.record("a bomb decoded")
    } catch {
      #expect(error == .badImageData(String(describing: _Inflate.Failure.tooLarge)))
    }
  }

  /// Where the first chunk of `type` is: its length field's offset and its body.
  private static func range(of type: String, in bytes: [UInt8]) -> (start: Int, body: Range<Int>)? {
    var position = 8
    while position + 8 <= bytes.count {
      let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: bytes[position + 4..<position + 8], as: UTF8.self) == type {
        return (position, position + 8..<position + 8 + length)
      }
      position += 12 + length
    }
    return nil
  }

  /// Writes the CRC of the chunk at `start` for its bytes as they are now.
  private static func resealChunk(at start: Int, in bytes: inout [UInt8]) {
    let length = bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
    let crc = _CRC32.checksum(bytes[start + 4..<start + 8], bytes[start + 8..<start + 8 + length])
    for index in 0..<4 {
      bytes[start + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index)))
    }
  }
}
