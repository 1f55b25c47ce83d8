extension StringProtocol {
  /// `count`, without breaking text into graphemes where its bytes already say: in ASCII
  /// without a carriage return (which joins a following line feed) each byte is one
  /// `Character`. Typing runs this several times a keystroke, and grapheme breaking costs
  /// a hundred instructions a character.
  var characterCount: Int {
    let fast = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var all: UInt8 = 0
      var hasReturn = false
      for byte in bytes {
        all |= byte
        hasReturn = hasReturn || byte == 0x0D
      }
      return all < 0x80 && !hasReturn ? bytes.count : nil
    }
    return (fast ?? nil) ?? count
  }
}
