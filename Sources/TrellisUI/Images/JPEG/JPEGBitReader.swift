/// Reads the entropy-coded data of a scan bit by bit, most significant bit first: a stuffed
/// `FF 00` is the byte `FF`; at a marker (or the end of the file) it reads zeros, and notes
/// the end of the file, so that a scan cut short is reported rather than shown as garbage.
struct _JPEGBitReader {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  private(set) var position: Int
  /// The bits read ahead, the next one at the top.
  private var buffer: UInt64 = 0
  private var count = 0
  /// Whether a marker (or the end) stops the data: zeros are read from there on.
  private var stopped = false
  /// Whether the data ran to the end of the file without a marker.
  private(set) var ranOut = false

  init(bytes: UnsafeBufferPointer<UInt8>, position: Int) {
    self.bytes = bytes
    self.position = position
  }

  /// Fills the buffer to at least 57 bits.
  @inline(__always) private mutating func fill() {
    while count <= 56 {
      var byte: UInt8 = 0
      if !stopped {
        if position >= bytes.count {
          stopped = true
          ranOut = true
        } else {
          let value = bytes[position]
          if value != 0xFF {
            position += 1
            byte = value
          } else if position + 1 < bytes.count, bytes[position + 1] == 0 {
            position += 2
            byte = 0xFF
          } else {
            if position + 1 >= bytes.count { ranOut = true }
            stopped = true
          }
        }
      }
      buffer |= UInt64(byte) << UInt64(56 - count)
      count += 8
    }
  }

  /// The next 16 bits, without reading them.
  @inline(__always) mutating func peek16() -> Int {
    if count < 16 { fill() }
    return Int(truncatingIfNeeded: buffer >> 48)
  }

  /// Reads `length` bits already peeked at.
  @inline(__always) mutating func skip(_ length: Int) {
    buffer <<= UInt64(length)
    count -= length
  }

  /// The next `length` bits (up to 16) as an unsigned number.
  @inline(__always) mutating func bits(_ length: Int) -> Int {
    guard length > 0 else { return 0 }
    if count < length { fill() }
    let value = Int(truncatingIfNeeded: buffer >> UInt64(64 - length))
    skip(length)
    return value
  }

  /// The next bit.
  @inline(__always) mutating func bit() -> Bool { bits(1) != 0 }

  /// The next `length` bits as a signed value, as the coefficients' magnitude categories
  /// code them (JPEG's EXTEND: a leading 0 bit means a negative value).
  @inline(__always) mutating func signed(_ length: Int) -> Int {
    guard length > 0 else { return 0 }
    let value = bits(length)
    return value < 1 << (length - 1) ? value - (1 << length) + 1 : value
  }

  /// Passes a restart marker (`FF D0` to `FF D7`) after the padding bits before it, and
  /// starts reading afresh after it.
  mutating func restart() throws {
    buffer = 0
    count = 0
    stopped = false
    while position + 1 < bytes.count {
      if bytes[position] == 0xFF, (0xD0...0xD7).contains(bytes[position + 1]) {
        position += 2
        return
      }
      if bytes[position] == 0xFF, bytes[position + 1] != 0, bytes[position + 1] != 0xFF {
        throw _JPEGError.corrupt("a restart marker is missing")
      }
      position += 1
    }
    throw _JPEGError.truncated
  }

  /// Where the markers after this scan start: past what is left of its data.
  func endOfScan() -> Int {
    var index = position
    while index + 1 < bytes.count {
      if bytes[index] == 0xFF, bytes[index + 1] != 0,
        !(0xD0...0xD7).contains(bytes[index + 1])
      {
        return index
      }
      index += 1
    }
    return bytes.count
  }
}
