/// The EXIF orientation of a JPEG (its APP1 segment's TIFF tag 0x0112), and the turn or
/// flip that shows the stored pixels upright, as cameras mean it.
enum _JPEGOrientation {
  /// The orientation (1...8) in the APP1 segment `segment`; `nil` when it is not EXIF or
  /// has none.
  static func read(exif segment: ArraySlice<UInt8>) -> Int? {
    let bytes = Array(segment)
    // "Exif\0\0", then a TIFF header: byte order, 42, the first directory's offset.
    guard bytes.count >= 14, bytes[0..<6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else {
      return nil
    }
    let tiff = 6
    let bigEndian: Bool
    switch (bytes[tiff], bytes[tiff + 1]) {
    case (0x4D, 0x4D): bigEndian = true
    case (0x49, 0x49): bigEndian = false
    default: return nil
    }
    func number(_ at: Int, _ size: Int) -> Int? {
      guard at >= 0, at + size <= bytes.count else { return nil }
      var value = 0
      for index in 0..<size {
        let byte = Int(bytes[bigEndian ? at + index : at + size - 1 - index])
        value = value << 8 | byte
      }
      return value
    }
    guard number(tiff + 2, 2) == 42, let directory = number(tiff + 4, 4),
      let entries = number(tiff + directory, 2)
    else { return nil }
    for entry in 0..<entries {
      let at = tiff + directory + 2 + 12 * entry
      guard let tag = number(at, 2) else { return nil }
      // A SHORT, its value in the entry's first two bytes.
      if tag == 0x0112, number(at + 2, 2) == 3, let value = number(at + 8, 2),
        (1...8).contains(value)
      {
        return value
      }
    }
    return nil
  }

  /// Whether `orientation` turns the image a quarter, so that its width and height swap.
  static func swapsAxes(_ orientation: Int) -> Bool { (5...8).contains(orientation) }

  /// The pixels of `bitmap` shown upright for `orientation`.
  static func upright(_ bitmap: _RGBABitmap, orientation: Int) -> _RGBABitmap {
    guard (2...8).contains(orientation) else { return bitmap }
    let width = bitmap.width
    let height = bitmap.height
    let swaps = swapsAxes(orientation)
    let newWidth = swaps ? height : width
    var pixels = [UInt8](repeating: 0, count: bitmap.pixels.count)
    bitmap.pixels.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { target in
        for y in 0..<height {
          for x in 0..<width {
            // Where the stored pixel (x, y) is shown.
            let (shownX, shownY): (Int, Int)
            switch orientation {
            case 2: (shownX, shownY) = (width - 1 - x, y)
            case 3: (shownX, shownY) = (width - 1 - x, height - 1 - y)
            case 4: (shownX, shownY) = (x, height - 1 - y)
            case 5: (shownX, shownY) = (y, x)
            case 6: (shownX, shownY) = (height - 1 - y, x)
            case 7: (shownX, shownY) = (height - 1 - y, width - 1 - x)
            default: (shownX, shownY) = (y, width - 1 - x)
            }
            let from = (y * width + x) * 4
            let to = (shownY * newWidth + shownX) * 4
            for channel in 0..<4 { target[to + channel] = source[from + channel] }
          }
        }
      }
    }
    return _RGBABitmap(width: newWidth, height: swaps ? width : height, pixels: pixels)
  }
}

extension _JPEGDecoder {
  /// The EXIF orientation (1...8) of the JPEG file that starts with `bytes`; 1 when it has
  /// none. For hosts whose own decoder leaves the pixels as stored.
  @_spi(TrellisHost) public static func orientation(of bytes: [UInt8]) -> Int {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 1 }
    var index = 2
    while index + 4 <= bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      // The image data starts: no EXIF segment before it.
      if marker == 0xDA || marker == 0xD9 { return 1 }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      guard length >= 2, index + 2 + length <= bytes.count else { return 1 }
      if marker == 0xE1,
        let orientation = _JPEGOrientation.read(exif: bytes[(index + 4)..<(index + 2 + length)])
      {
        return orientation
      }
      index += 2 + length
    }
    return 1
  }

  /// `pixels` (`width` x `height`, four bytes each in any channel order) turned upright as
  /// `orientation` says, with their new width and height.
  @_spi(TrellisHost) public static func upright(
    pixels: [UInt8], width: Int, height: Int, orientation: Int
  ) -> (pixels: [UInt8], width: Int, height: Int) {
    let turned = _JPEGOrientation.upright(
      _RGBABitmap(width: width, height: height, pixels: pixels), orientation: orientation)
    return (turned.pixels, turned.width, turned.height)
  }
}
