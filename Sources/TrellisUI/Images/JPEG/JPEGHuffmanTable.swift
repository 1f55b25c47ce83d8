/// A Huffman table from a DHT segment, decoded with a lookup of the next 9 bits for the
/// common short codes and the canonical code ranges for the longer ones.
final class _JPEGHuffmanTable {
  private static let fastBits = 9
  /// For each 9-bit prefix: the symbol and its code's length (`length << 8 | symbol`), or 0
  /// when the code is longer.
  private let fast = UnsafeMutablePointer<UInt16>.allocate(capacity: 1 << fastBits)
  /// For each length 1...16: the largest code of that length plus one, shifted to 16 bits
  /// (so that it compares with the next 16 bits), and the index of its first symbol minus
  /// its first code.
  private let limit = UnsafeMutablePointer<Int>.allocate(capacity: 18)
  private let offset = UnsafeMutablePointer<Int>.allocate(capacity: 17)
  private let symbols: UnsafeMutablePointer<UInt8>
  private let symbolCount: Int

  /// Builds the table from the number of codes of each length 1...16 and the symbols in
  /// code order.
  init(counts: [Int], symbols: [UInt8]) throws {
    self.symbols = .allocate(capacity: max(symbols.count, 1))
    self.symbols.initialize(from: symbols, count: symbols.count)
    symbolCount = symbols.count
    fast.initialize(repeating: 0, count: 1 << Self.fastBits)
    limit.initialize(repeating: 0, count: 18)
    offset.initialize(repeating: 0, count: 17)
    var code = 0
    var index = 0
    for length in 1...16 {
      offset[length] = index - code
      let count = counts[length - 1]
      // A table whose codes do not fit their lengths is not a prefix code.
      guard code + count <= 1 << length else {
        throw _JPEGError.corrupt("a Huffman table is not valid")
      }
      if count > 0 {
        if length <= Self.fastBits {
          for symbolIndex in index..<index + count {
            let symbolCode = code + symbolIndex - index
            let shift = Self.fastBits - length
            for low in 0..<(1 << shift) {
              fast[(symbolCode << shift) | low] = UInt16(length << 8) | UInt16(symbols[symbolIndex])
            }
          }
        }
        code += count
        index += count
      }
      limit[length] = code << (16 - length)
      code <<= 1
    }
    limit[17] = Int.max
  }

  deinit {
    fast.deallocate()
    limit.deallocate()
    offset.deallocate()
    symbols.deallocate()
  }

  /// The next symbol from `reader`.
  @inline(__always) func decode(_ reader: inout _JPEGBitReader) throws -> Int {
    let next = reader.peek16()
    let entry = fast[next >> (16 - Self.fastBits)]
    if entry != 0 {
      reader.skip(Int(entry >> 8))
      return Int(entry & 0xFF)
    }
    var length = Self.fastBits + 1
    while length <= 16, next >= limit[length] { length += 1 }
    guard length <= 16 else { throw _JPEGError.corrupt("a Huffman code is not in its table") }
    let index = (next >> (16 - length)) + offset[length]
    guard index >= 0, index < symbolCount else {
      throw _JPEGError.corrupt("a Huffman code is not in its table")
    }
    reader.skip(length)
    return Int(symbols[index])
  }
}
