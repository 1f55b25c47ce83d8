/// Decodes JPEG files (ITU T.81, JFIF, EXIF) into 8-bit RGBA pixels, with the toolchain
/// alone: baseline and extended sequential and progressive Huffman coding, 8-bit samples,
/// grey, YCbCr (any chroma subsampling: 4:4:4, 4:2:2, 4:2:0, 4:1:1...), RGB, and Adobe's
/// CMYK and YCCK; restart intervals; the EXIF orientation, applied so that the pixels are
/// upright. Arithmetic coding, 12-bit samples, lossless and hierarchical JPEG are refused
/// with ``_JPEGError/unsupported(_:)``; a file cut short or corrupt is refused with a
/// reason, never read past its end.
@_spi(TrellisHost) public enum _JPEGDecoder {
  /// Larger images are refused rather than decoded into gigabytes.
  @_spi(TrellisHost) public static let maximumPixels = 1 << 26

  /// The pixels of the JPEG file `bytes`, upright.
  @_spi(TrellisHost) public static func decode(_ bytes: [UInt8]) throws -> _RGBABitmap {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw _JPEGError.notJPEG }
    return try bytes.withUnsafeBufferPointer { buffer in
      let frame = try readFrame(buffer)
      let bitmap = try pixels(of: frame)
      return _JPEGOrientation.upright(bitmap, orientation: frame.orientation)
    }
  }

  /// Reads the segments and decodes the scans, up to the end-of-image marker.
  private static func readFrame(_ bytes: UnsafeBufferPointer<UInt8>) throws -> _JPEGFrame {
    var frame = _JPEGFrame()
    var index = 2
    var scans = 0
    while true {
      guard index + 1 < bytes.count else {
        // A file whose scans all ended but its end marker is missing is still shown.
        if scans > 0 && !frame.isProgressive { return frame }
        throw _JPEGError.truncated
      }
      guard bytes[index] == 0xFF else { throw _JPEGError.corrupt("a marker is expected") }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      index += 2
      if marker == 0xD9 { break }
      if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
      guard index + 1 < bytes.count else { throw _JPEGError.truncated }
      let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
      guard length >= 2 else { throw _JPEGError.corrupt("a segment's length is not valid") }
      guard index + length <= bytes.count else { throw _JPEGError.truncated }
      let segment = ArraySlice(bytes[(index + 2)..<(index + length)])
      index += length
      if marker == 0xDA {
        let scan = try _JPEGScan(header: segment, frame: frame)
        index = try scan.decode(bytes, from: index, into: frame)
        scans += 1
      } else {
        try frame.read(marker: marker, segment: segment)
      }
    }
    guard !frame.components.isEmpty else { throw _JPEGError.corrupt("there is no frame header") }
    guard scans > 0 else { throw _JPEGError.corrupt("there is no image data") }
    return frame
  }

  /// The frame's pixels as stored: each component's blocks transformed into samples, then
  /// converted to RGB.
  private static func pixels(of frame: _JPEGFrame) throws -> _RGBABitmap {
    let work = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
    defer { work.deallocate() }
    var planes: [_JPEGColor.Plane] = []
    for component in frame.components {
      guard let table = frame.quantizationTables[component.quantizationTable] else {
        throw _JPEGError.corrupt("a quantization table is not defined")
      }
      let stride = component.blocksPerLine * 8
      let samples = _JPEGSamples(count: stride * component.blocksPerColumn * 8)
      table.withUnsafeBufferPointer { table in
        for row in 0..<component.usedBlocksPerColumn {
          for column in 0..<component.usedBlocksPerLine {
            _JPEGInverseTransform.transform(
              component.coefficients.base + (row * component.blocksPerLine + column) * 64,
              table: table.baseAddress!,
              into: samples.base + row * 8 * stride + column * 8, stride: stride, work: work)
          }
        }
      }
      let plane = _JPEGColor.Plane(
        samples: samples, stride: stride, horizontal: component.horizontal,
        vertical: component.vertical)
      // Its samples in use: the image's size scaled by its sampling, rounded up.
      let width =
        (frame.width * component.horizontal + frame.maxHorizontal - 1)
        / frame.maxHorizontal
      let height =
        (frame.height * component.vertical + frame.maxVertical - 1)
        / frame.maxVertical
      planes.append(
        _JPEGUpsampling.smoothed(
          plane, width: width, height: height, maxHorizontal: frame.maxHorizontal,
          maxVertical: frame.maxVertical) ?? plane)
    }
    let pixels = _JPEGColor.pixels(
      of: planes, model: _JPEGColor.model(of: frame), width: frame.width, height: frame.height,
      maxHorizontal: frame.maxHorizontal, maxVertical: frame.maxVertical)
    return _RGBABitmap(width: frame.width, height: frame.height, pixels: pixels)
  }
}
