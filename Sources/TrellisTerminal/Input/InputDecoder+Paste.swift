extension InputDecoder {
  /// The marker that ends a bracketed paste: `ESC [ 2 0 1 ~`.
  static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Takes one byte inside a bracketed paste, watching for the end marker across reads.
  ///
  /// Everything before the marker is the pasted text, control bytes included: it is data,
  /// reported once as ``InputEvent/paste(_:)`` and never interpreted as keys. Malformed UTF-8
  /// in it becomes U+FFFD.
  mutating func takePaste(_ byte: UInt8, into events: inout [InputEvent]) {
    if byte == Self.pasteEnd[pasteMatched] {
      pasteMatched += 1
      if pasteMatched == Self.pasteEnd.count {
        events.append(.paste(String(decoding: paste, as: UTF8.self)))
        paste.removeAll()
        pasteMatched = 0
        state = .ground
      }
      return
    }
    // The marker starts with its only ESC, so a mismatch restarts the match at this byte.
    paste.append(contentsOf: Self.pasteEnd[..<pasteMatched])
    if byte == Self.pasteEnd[0] {
      pasteMatched = 1
    } else {
      pasteMatched = 0
      paste.append(byte)
    }
  }
}
