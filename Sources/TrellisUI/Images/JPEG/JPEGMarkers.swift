/// Reads the segments between scans: tables, the frame header, restart intervals, the
/// Adobe and EXIF segments.
extension _JPEGFrame {
  /// Reads the segment with `marker` whose content is `segment`.
  mutating func read(marker: UInt8, segment: ArraySlice<UInt8>) throws {
    switch marker {
    case 0xC0, 0xC1, 0xC2: try readFrameHeader(segment, progressive: marker == 0xC2)
    case 0xC3: throw _JPEGError.unsupported("lossless coding")
    case 0xC5, 0xC6, 0xC7: throw _JPEGError.unsupported("hierarchical coding")
    case 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF: throw _JPEGError.unsupported("arithmetic coding")
    case 0xCC: throw _JPEGError.unsupported("arithmetic coding")
    case 0xC4: try readHuffmanTables(segment)
    case 0xDB: try readQuantizationTables(segment)
    case 0xDD:
      guard segment.count >= 2 else { throw _JPEGError.corrupt("a restart interval is cut") }
      restartInterval = Int(segment[segment.startIndex]) << 8 | Int(segment[segment.startIndex + 1])
    case 0xE1: orientation = _JPEGOrientation.read(exif: segment) ?? orientation
    case 0xEE:
      // "Adobe", version, two flags, then the transform.
      if segment.count >= 12, segment.prefix(5).elementsEqual("Adobe".utf8) {
        adobeTransform = Int(segment[segment.startIndex + 11])
      }
    default: break
    }
  }

  private mutating func readFrameHeader(_ segment: ArraySlice<UInt8>, progressive: Bool) throws {
    guard components.isEmpty else { throw _JPEGError.corrupt("there are two frame headers") }
    let bytes = Array(segment)
    guard bytes.count >= 6 else { throw _JPEGError.corrupt("the frame header is cut") }
    guard bytes[0] == 8 else { throw _JPEGError.unsupported("\(bytes[0])-bit samples") }
    height = Int(bytes[1]) << 8 | Int(bytes[2])
    width = Int(bytes[3]) << 8 | Int(bytes[4])
    let count = Int(bytes[5])
    guard width > 0, height > 0 else {
      throw _JPEGError.unsupported("a height given after the first scan (DNL)")
    }
    guard width * height <= _JPEGDecoder.maximumPixels else {
      throw _JPEGError.unsupported("an image of \(width) x \(height) pixels")
    }
    guard [1, 3, 4].contains(count) else {
      throw _JPEGError.unsupported("\(count) colour components")
    }
    guard bytes.count >= 6 + 3 * count else { throw _JPEGError.corrupt("the frame header is cut") }
    isProgressive = progressive
    for index in 0..<count {
      let base = 6 + 3 * index
      let horizontal = Int(bytes[base + 1] >> 4)
      let vertical = Int(bytes[base + 1] & 15)
      let table = Int(bytes[base + 2])
      guard (1...4).contains(horizontal), (1...4).contains(vertical), table < 4 else {
        throw _JPEGError.corrupt("a component's sampling factors or table are not valid")
      }
      components.append(
        Component(
          id: Int(bytes[base]), horizontal: horizontal, vertical: vertical,
          quantizationTable: table))
    }
    // A single component is coded block by block, whatever its factors say.
    if count == 1 {
      components[0] = Component(
        id: components[0].id, horizontal: 1, vertical: 1,
        quantizationTable: components[0].quantizationTable)
    }
    layOutBlocks()
  }

  private mutating func readHuffmanTables(_ segment: ArraySlice<UInt8>) throws {
    var index = segment.startIndex
    while index < segment.endIndex {
      guard index + 17 <= segment.endIndex else {
        throw _JPEGError.corrupt("a Huffman table is cut")
      }
      let kind = Int(segment[index] >> 4)
      let slot = Int(segment[index] & 15)
      guard kind <= 1, slot < 4 else {
        throw _JPEGError.corrupt("a Huffman table's slot is not valid")
      }
      let counts = segment[(index + 1)..<(index + 17)].map(Int.init)
      let total = counts.reduce(0, +)
      index += 17
      guard total <= 256, index + total <= segment.endIndex else {
        throw _JPEGError.corrupt("a Huffman table is cut")
      }
      let table = try _JPEGHuffmanTable(
        counts: counts, symbols: Array(segment[index..<(index + total)]))
      index += total
      if kind == 0 { dcTables[slot] = table } else { acTables[slot] = table }
    }
  }

  private mutating func readQuantizationTables(_ segment: ArraySlice<UInt8>) throws {
    var index = segment.startIndex
    while index < segment.endIndex {
      let precision = Int(segment[index] >> 4)
      let slot = Int(segment[index] & 15)
      guard precision <= 1, slot < 4 else {
        throw _JPEGError.corrupt("a quantization table's slot is not valid")
      }
      let size = precision == 0 ? 64 : 128
      guard index + 1 + size <= segment.endIndex else {
        throw _JPEGError.corrupt("a quantization table is cut")
      }
      var table = [Int32](repeating: 0, count: 64)
      for k in 0..<64 {
        let value =
          precision == 0
          ? Int32(segment[index + 1 + k])
          : Int32(segment[index + 1 + 2 * k]) << 8 | Int32(segment[index + 2 + 2 * k])
        table[_jpegZigzag[k]] = value
      }
      quantizationTables[slot] = table
      index += 1 + size
    }
  }
}
