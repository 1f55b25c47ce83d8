/// An image's pixels: `width` x `height`, row by row from the top, four bytes each (red,
/// green, blue, alpha; colours not premultiplied).
@_spi(TrellisHost) public struct _RGBABitmap: Equatable, Sendable {
  @_spi(TrellisHost) public let width: Int
  @_spi(TrellisHost) public let height: Int
  @_spi(TrellisHost) public let pixels: [UInt8]

  /// The pixel at column `x`, row `y`.
  @_spi(TrellisHost) public func pixel(x: Int, y: Int) -> (
    red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
  ) {
    let index = (y * width + x) * 4
    return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
  }
}

/// Why a PNG file could not be decoded.
@_spi(TrellisHost) public enum _PNGError: Error, Equatable, CustomStringConvertible {
  /// The file does not start with PNG's signature.
  case notPNG
  /// The file ends inside a chunk, or before its image data ends.
  case truncated
  /// A chunk's checksum does not match its bytes.
  case badChecksum(chunk: String)
  /// The header (IHDR) is missing or not valid.
  case badHeader(String)
  /// A feature this decoder leaves out.
  case unsupported(String)
  /// The compressed image data is not valid.
  case badImageData(String)

  @_spi(TrellisHost) public var description: String {
    switch self {
    case .notPNG: return "not a PNG file (no PNG signature)"
    case .truncated: return "the PNG file is cut short"
    case .badChecksum(let chunk):
      return "the PNG chunk \(chunk) is corrupt (its CRC does not match)"
    case .badHeader(let reason): return "the PNG header is not valid: \(reason)"
    case .unsupported(let feature): return "the PNG uses \(feature), which is not supported"
    case .badImageData(let reason): return "the PNG's image data is corrupt: \(reason)"
    }
  }
}

/// Decodes PNG files (ISO/IEC 15948) into 8-bit RGBA pixels, with the toolchain alone: every
/// colour type (grey, RGB, palette, grey with alpha, RGBA), every bit depth (1, 2, 4, 8 and
/// 16 bits, 16 reduced to 8), the five row filters, Adam7 interlacing, and transparency from
/// `tRNS` (a palette's alphas, or the one transparent grey or RGB colour). Checksums of
/// every chunk and of the compressed data are checked. Gamma, colour profiles and text
/// chunks are ignored; animated PNGs show their first (default) image.
@_spi(TrellisHost) public enum _PNGDecoder {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// Larger images are refused rather than decoded into gigabytes.
  @_spi(TrellisHost) public static let maximumPixels = 1 << 26

  private struct Header {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int
    var isInterlaced: Bool

    var channels: Int {
      switch colorType {
      case 0, 3: return 1
      case 4: return 2
      case 2: return 3
      default: return 4
      }
    }
    var bitsPerPixel: Int { channels * bitDepth }
    /// The distance, in bytes, to the pixel a filter compares with (at least 1).
    var filterStep: Int { max(1, bitsPerPixel / 8) }
    func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
  }

  /// The pixels of the PNG file `bytes`.
  @_spi(TrellisHost) public static func decode(_ bytes: [UInt8]) throws(_PNGError) -> _RGBABitmap {
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG }
    var header: Header?
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var data: [UInt8] = []
    var position = 8
    var sawEnd = false
    while !sawEnd {
      guard position + 12 <= bytes.count else { throw .truncated }
      let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
      guard length <= bytes.count - position - 12 else { throw .truncated }
      let typeBytes = bytes[position + 4..<position + 8]
      let type = String(decoding: typeBytes, as: UTF8.self)
      let body = bytes[position + 8..<position + 8 + length]
      let stored = bytes[position + 8 + length..<position + 12 + length]
        .reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      guard stored == _CRC32.checksum(typeBytes, body) else { throw .badChecksum(chunk: type) }
      position += 12 + length
      if header == nil, type != "IHDR" { throw .badHeader("the first chunk is \(type), not IHDR") }
      switch type {
      case "IHDR": header = try parseHeader(Array(body))
      case "PLTE": palette = Array(body)
      case "tRNS": transparency = Array(body)
      case "IDAT": data.append(contentsOf: body)
      case "IEND": sawEnd = true
      default:
        // An unknown chunk the image cannot be shown without (its first letter upper case).
        if let first = typeBytes.first, first & 0x20 == 0 {
          throw .unsupported("the critical chunk \(type)")
        }
      }
    }
    guard let header else { throw .badHeader("no IHDR chunk") }
    if header.colorType == 3, palette.isEmpty { throw .badHeader("a palette image without PLTE") }
    let expected = expectedDataSize(header)
    let raw: [UInt8]
    do {
      // Bounded, so that a small file that inflates to gigabytes fails early; some slack
      // is allowed for encoders that write a little past the image.
      raw = try _Inflate.zlib(data, expectedSize: expected, limit: expected + 65_536)
    } catch {
      throw .badImageData(String(describing: error))
    }
    guard raw.count >= expected else { throw .truncated }
    return try pixels(raw, header: header, palette: palette, transparency: transparency)
  }

  private static func parseHeader(_ body: [UInt8]) throws(_PNGError) -> Header {
    guard body.count == 13 else { throw .badHeader("IHDR is \(body.count) bytes, not 13") }
    let width = body[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = body[4..<8].reduce(0) { $0 << 8 | Int($1) }
    guard width > 0, height > 0 else { throw .badHeader("a width or height of zero") }
    guard width <= maximumPixels / height else {
      throw .unsupported("\(width) x \(height) pixels (more than \(maximumPixels))")
    }
    let depth = Int(body[8])
    let colorType = Int(body[9])
    let allowed: [Int: [Int]] = [
      0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]
    guard let depths = allowed[colorType] else { throw .badHeader("colour type \(colorType)") }
    guard depths.contains(depth) else {
      throw .badHeader("bit depth \(depth) for colour type \(colorType)")
    }
    guard body[10] == 0, body[11] == 0 else { throw .badHeader("compression or filter method") }
    guard body[12] <= 1 else { throw .badHeader("interlace method \(body[12])") }
    return Header(
      width: width, height: height, bitDepth: depth, colorType: colorType,
      isInterlaced: body[12] == 1)
  }

  /// Adam7's seven passes: where each starts and how far apart its pixels are.
  private static let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
    (0, 1, 1, 2),
  ]

  /// The sub-images the data holds: the whole image, or each interlaced pass's.
  private static func subImages(_ header: Header) -> [(
    width: Int, height: Int, x: Int, y: Int, dx: Int, dy: Int
  )] {
    guard header.isInterlaced else { return [(header.width, header.height, 0, 0, 1, 1)] }
    return passes.map { pass in
      let width = max(0, (header.width - pass.x + pass.dx - 1) / pass.dx)
      let height = max(0, (header.height - pass.y + pass.dy - 1) / pass.dy)
      return (width, height, pass.x, pass.y, pass.dx, pass.dy)
    }
  }

  private static func expectedDataSize(_ header: Header) -> Int {
    subImages(header).reduce(0) { total, image in
      image.width == 0 || image.height == 0
        ? total : total + image.height * (1 + header.rowBytes(width: image.width))
    }
  }

  private static func pixels(
    _ raw: [UInt8], header: Header, palette: [UInt8], transparency: [UInt8]
  ) throws(_PNGError) -> _RGBABitmap {
    var out = [UInt8](repeating: 0, count: header.width * header.height * 4)
    var offset = 0
    for image in subImages(header) where image.width > 0 && image.height > 0 {
      let rowBytes = header.rowBytes(width: image.width)
      var previous = [UInt8](repeating: 0, count: rowBytes)
      var row = [UInt8](repeating: 0, count: rowBytes)
      for y in 0..<image.height {
        let filter = raw[offset]
        for index in 0..<rowBytes { row[index] = raw[offset + 1 + index] }
        offset += 1 + rowBytes
        try unfilter(&row, previous: previous, filter: filter, step: header.filterStep)
        for x in 0..<image.width {
          let color = try rgba(
            row, at: x, header: header, palette: palette, transparency: transparency)
          let index = ((image.y + y * image.dy) * header.width + image.x + x * image.dx) * 4
          out[index] = color.0
          out[index + 1] = color.1
          out[index + 2] = color.2
          out[index + 3] = color.3
        }
        swap(&previous, &row)
      }
    }
    return _RGBABitmap(width: header.width, height: header.height, pixels: out)
  }

  /// Undoes a row's filter in place, given the row above (unfiltered; zeros for the first).
  static func unfilter(_ row: inout [UInt8], previous: [UInt8], filter: UInt8, step: Int)
    throws(_PNGError)
  {
    switch filter {
    case 0:
      break
    case 1:  // Sub: the byte a pixel to the left.
      for index in step..<max(step, row.count) { row[index] &+= row[index - step] }
    case 2:  // Up: the byte above.
      for index in 0..<row.count { row[index] &+= previous[index] }
    case 3:  // Average of left and above.
      for index in 0..<row.count {
        let left = index >= step ? Int(row[index - step]) : 0
        row[index] &+= UInt8((left + Int(previous[index])) / 2)
      }
    case 4:  // Paeth: whichever of left, above and above-left is nearest their estimate.
      for index in 0..<row.count {
        let left = index >= step ? Int(row[index - step]) : 0
        let above = Int(previous[index])
        let corner = index >= step ? Int(previous[index - step]) : 0
        let estimate = left + above - corner
        let (toLeft, toAbove, toCorner) = (
          abs(estimate - left), abs(estimate - above), abs(estimate - corner)
        )
        let predictor =
          toLeft <= toAbove && toLeft <= toCorner ? left : toAbove <= toCorner ? above : corner
        row[index] &+= UInt8(predictor)
      }
    default:
      throw .badImageData("row filter type \(filter)")
    }
  }

  /// The sample `index` of `bitDepth` bits in an unfiltered row (16-bit samples whole).
  private static func sample(_ row: [UInt8], _ index: Int, bitDepth: Int) -> Int {
    switch bitDepth {
    case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
    case 8: return Int(row[index])
    default:
      let bit = index * bitDepth
      let byte = Int(row[bit / 8])
      return byte >> (8 - bitDepth - bit % 8) & ((1 << bitDepth) - 1)
    }
  }

  /// The colour of pixel `x` of an unfiltered row, scaled to 8 bits.
  private static func rgba(
    _ row: [UInt8], at x: Int, header: Header, palette: [UInt8], transparency: [UInt8]
  ) throws(_PNGError) -> (UInt8, UInt8, UInt8, UInt8) {
    let depth = header.bitDepth
    let channels = header.channels
    func value(_ channel: Int) -> Int { sample(row, x * channels + channel, bitDepth: depth) }
    func eight(_ sample: Int) -> UInt8 {
      switch depth {
      case 16: return UInt8(sample >> 8)
      case 8: return UInt8(sample)
      default: return UInt8(sample * 255 / ((1 << depth) - 1))
      }
    }
    /// Whether a grey or RGB sample is the one colour `tRNS` makes transparent.
    func isTransparent(_ samples: [Int]) -> Bool {
      guard transparency.count == samples.count * 2 else { return false }
      return samples.enumerated().allSatisfy { index, sample in
        Int(transparency[index * 2]) << 8 | Int(transparency[index * 2 + 1]) == sample
      }
    }
    switch header.colorType {
    case 0:
      let grey = value(0)
      let level = eight(grey)
      return (level, level, level, isTransparent([grey]) ? 0 : 255)
    case 2:
      let (red, green, blue) = (value(0), value(1), value(2))
      return (
        eight(red), eight(green), eight(blue), isTransparent([red, green, blue]) ? 0 : 255
      )
    case 3:
      let index = value(0)
      guard index * 3 + 2 < palette.count else {
        throw .badImageData("palette index \(index) past the palette's \(palette.count / 3)")
      }
      let alpha = index < transparency.count ? transparency[index] : 255
      return (palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2], alpha)
    case 4:
      let level = eight(value(0))
      return (level, level, level, eight(value(1)))
    default:
      return (eight(value(0)), eight(value(1)), eight(value(2)), eight(value(3)))
    }
  }
}

/// The CRC-32 of PNG chunks (ISO 3309, as zlib's `crc32`).
enum _CRC32 {
  private static let table: [UInt32] = (0..<256).map { entry in
    var value = UInt32(entry)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func checksum(_ parts: ArraySlice<UInt8>...) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for part in parts {
      for byte in part { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
