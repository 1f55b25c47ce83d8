/// Decompresses zlib data (RFC 1950) holding a DEFLATE stream (RFC 1951): stored, fixed and
/// dynamic Huffman blocks, its Adler-32 checksum checked. What PNG's image data is.
struct _Inflate {
  enum Failure: Error, Equatable {
    case truncated
    case badHeader
    case badBlockType
    case badStoredLength
    case badCode
    case badDistance
    case badChecksum
    /// The data inflates to more than the caller's limit.
    case tooLarge
  }

  private let input: [UInt8]
  private var position = 0
  private var bitBuffer: UInt32 = 0
  private var bitCount = 0
  private var output: [UInt8] = []
  private let limit: Int

  private init(_ input: [UInt8], expectedSize: Int, limit: Int) {
    self.input = input
    self.limit = limit
    output.reserveCapacity(min(expectedSize, limit))
  }

  /// The bytes `data` decompresses to; `expectedSize` only reserves room, and more than
  /// `limit` bytes fail with `.tooLarge` as soon as they are written.
  static func zlib(_ data: [UInt8], expectedSize: Int = 0, limit: Int = .max) throws(Failure)
    -> [UInt8]
  {
    guard data.count >= 6 else { throw .truncated }
    let cmf = data[0]
    let flags = data[1]
    // Method 8 (DEFLATE), a window of at most 32 KB, no preset dictionary, and the check bits.
    guard cmf & 0x0F == 8, cmf >> 4 <= 7, flags & 0x20 == 0,
      (UInt16(cmf) << 8 | UInt16(flags)) % 31 == 0
    else { throw .badHeader }
    var inflater = _Inflate(data, expectedSize: expectedSize, limit: limit)
    inflater.position = 2
    try inflater.inflate()
    // The checksum is in the four whole bytes after the stream.
    let end = inflater.position
    guard end + 4 <= data.count else { throw .truncated }
    let stored = data[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard stored == adler32(inflater.output) else { throw .badChecksum }
    return inflater.output
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    while index < bytes.count {
      // 5552 bytes keep the sums below 2^32 before they are reduced.
      let end = min(index + 5552, bytes.count)
      while index < end {
        a += UInt32(bytes[index])
        b += a
        index += 1
      }
      a %= 65521
      b %= 65521
    }
    return b << 16 | a
  }

  // MARK: Bits

  private mutating func bits(_ count: Int) throws(Failure) -> Int {
    while bitCount < count {
      guard position < input.count else { throw .truncated }
      bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
      position += 1
      bitCount += 8
    }
    let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
    bitBuffer >>= UInt32(count)
    bitCount -= count
    return value
  }

  /// Drops the bits left in the current byte (a stored block starts on a byte).
  private mutating func alignToByte() {
    // Whole bytes read ahead into the buffer are given back.
    position -= bitCount / 8
    bitBuffer = 0
    bitCount = 0
  }

  // MARK: Blocks

  private mutating func inflate() throws(Failure) {
    var isLast = false
    while !isLast {
      isLast = try bits(1) == 1
      switch try bits(2) {
      case 0: try storedBlock()
      case 1: try huffmanBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances)
      case 2:
        let (literals, distances) = try dynamicTables()
        try huffmanBlock(literals: literals, distances: distances)
      default: throw .badBlockType
      }
    }
    alignToByte()
  }

  private mutating func storedBlock() throws(Failure) {
    alignToByte()
    guard position + 4 <= input.count else { throw .truncated }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
    guard length == ~complement & 0xFFFF else { throw .badStoredLength }
    position += 4
    guard position + length <= input.count else { throw .truncated }
    guard output.count + length <= limit else { throw .tooLarge }
    output.append(contentsOf: input[position..<position + length])
    position += length
  }

  private static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  private mutating func huffmanBlock(literals: _Huffman, distances: _Huffman) throws(Failure) {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        guard output.count < limit else { throw .tooLarge }
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let lengthIndex = symbol - 257
      guard lengthIndex < Self.lengthBase.count else { throw .badCode }
      let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
      let distanceIndex = try decode(distances)
      guard distanceIndex < Self.distanceBase.count else { throw .badCode }
      let distance =
        Self.distanceBase[distanceIndex] + (try bits(Self.distanceExtra[distanceIndex]))
      guard distance <= output.count else { throw .badDistance }
      guard output.count + length <= limit else { throw .tooLarge }
      // Byte by byte: a copy may overlap what it writes (a run of one repeated byte).
      let start = output.count - distance
      for offset in 0..<length { output.append(output[start + offset]) }
    }
  }

  private mutating func decode(_ code: _Huffman) throws(Failure) -> Int {
    // Read as many bits as the longest code, when there are that many; fewer near the end.
    while bitCount < code.maxLength, position < input.count {
      bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
      position += 1
      bitCount += 8
    }
    let entry = code.table[Int(bitBuffer & UInt32(code.table.count - 1))]
    let length = Int(entry & 0xF)
    guard length > 0 else { throw .badCode }
    guard length <= bitCount else { throw .truncated }
    bitBuffer >>= UInt32(length)
    bitCount -= length
    return Int(entry >> 4)
  }

  /// The order code-length codes' lengths are given in.
  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  private mutating func dynamicTables() throws(Failure) -> (_Huffman, _Huffman) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeLengthCount = try bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw .badCode }
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
    guard let lengthCode = _Huffman(lengths: codeLengths) else { throw .badCode }
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0...15:
        lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw .badCode }
        lengths += repeatElement(previous, count: 3 + (try bits(2)))
      case 17:
        lengths += repeatElement(0, count: 3 + (try bits(3)))
      default:
        lengths += repeatElement(0, count: 11 + (try bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount, lengths[256] > 0,
      let literals = _Huffman(lengths: Array(lengths[0..<literalCount])),
      let distances = _Huffman(lengths: Array(lengths[literalCount...]))
    else { throw .badCode }
    return (literals, distances)
  }

  private static let fixedLiterals = _Huffman(
    lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
      + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))!
  private static let fixedDistances = _Huffman(lengths: [Int](repeating: 5, count: 30))!
}

/// A canonical Huffman code as a table indexed by the next `maxLength` bits of input (least
/// significant first, as DEFLATE packs them): each entry is a symbol shifted left by 4 and
/// its code's length (0 where no code starts with those bits).
struct _Huffman {
  let table: [UInt16]
  let maxLength: Int

  /// The code of these code lengths (0: the symbol has none); `nil` when the lengths
  /// over-subscribe the code (more codes of a length than there is room for).
  init?(lengths: [Int]) {
    let maxLength = max(1, lengths.max() ?? 0)
    var counts = [Int](repeating: 0, count: 16)
    for length in lengths where length > 0 { counts[length] += 1 }
    var room = 1
    for length in 1...15 {
      room = room * 2 - counts[length]
      if room < 0 { return nil }
    }
    var next = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1...15 {
      code = (code + counts[length - 1]) << 1
      next[length] = code
    }
    var table = [UInt16](repeating: 0, count: 1 << maxLength)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      let value = next[length]
      next[length] += 1
      // Codes are sent from their top bit: the table is indexed by the bits reversed.
      var reversed = 0
      for bit in 0..<length where value & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
      let entry = UInt16(symbol << 4 | length)
      var index = reversed
      while index < table.count {
        table[index] = entry
        index += 1 << length
      }
    }
    self.table = table
    self.maxLength = maxLength
  }
}
