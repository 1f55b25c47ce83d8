extension InputDecoder {
  /// Takes one byte of a CSI or SS3 sequence (the bytes after `ESC [` or `ESC O`).
  mutating func takeSequence(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case 0x20...0x3F:
      // Parameter and intermediate bytes.
      if state == .ignoringSequence { return }
      if state == .ss3 && byte < 0x30 {
        abandonSequence(reprocessing: byte, into: &events)
        return
      }
      sequence.append(byte)
      if sequence.count > Self.maximumSequenceLength {
        state = .ignoringSequence
        sequence.removeAll(keepingCapacity: true)
      }
    case 0x40...0x7E:
      let wasSS3 = state == .ss3
      let ignoring = state == .ignoringSequence
      state = .ground
      if !ignoring {
        if wasSS3 {
          interpretSS3(final: byte, into: &events)
        } else {
          interpretCSI(final: byte, into: &events)
        }
      }
      sequence.removeAll(keepingCapacity: true)
    default:
      abandonSequence(reprocessing: byte, into: &events)
    }
  }

  /// Drops a sequence broken by a byte that cannot belong to it, then reads that byte afresh,
  /// so an ESC or a key typed after the broken part is not lost.
  private mutating func abandonSequence(reprocessing byte: UInt8, into events: inout [InputEvent]) {
    state = .ground
    sequence.removeAll(keepingCapacity: true)
    take(byte, into: &events)
  }

  /// The numeric parameters of the sequence, after an optional private marker (`<`, `=`, `>`,
  /// `?`). Empty fields are nil; sub-parameters after `:` are ignored.
  static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int?]? {
    var result: [Int?] = []
    var current: Int?
    var inSubparameter = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if inSubparameter { continue }
        current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
      case UInt8(ascii: ";"):
        result.append(current)
        current = nil
        inSubparameter = false
      case UInt8(ascii: ":"):
        inSubparameter = true
      default:
        return nil  // intermediates or markers in the middle: not a sequence we read
      }
    }
    result.append(current)
    return result
  }

  private mutating func interpretCSI(final: UInt8, into events: inout [InputEvent]) {
    var body = sequence[...]
    var marker: UInt8?
    if let first = body.first, (0x3C...0x3F).contains(first) {
      marker = first
      body = body.dropFirst()
    }
    guard let parameters = Self.parameters(body) else { return }
    if marker == UInt8(ascii: "<") {
      if final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
        if let event = Self.sgrMouse(parameters, released: final == UInt8(ascii: "m")) {
          events.append(.mouse(event))
        }
      }
      return
    }
    guard marker == nil else { return }
    let modifiers = KeyModifiers(xtermParameter: (parameters.count > 1 ? parameters[1] : nil) ?? 1)
    func key(_ key: Key) { events.append(.key(KeyEvent(key, modifiers: modifiers))) }
    switch final {
    case UInt8(ascii: "A"): key(.up)
    case UInt8(ascii: "B"): key(.down)
    case UInt8(ascii: "C"): key(.right)
    case UInt8(ascii: "D"): key(.left)
    case UInt8(ascii: "H"): key(.home)
    case UInt8(ascii: "F"): key(.end)
    case UInt8(ascii: "Z"):
      events.append(.key(KeyEvent(.tab, modifiers: modifiers.union(.shift))))
    case UInt8(ascii: "P")...UInt8(ascii: "S"):
      key(.function(Int(final - UInt8(ascii: "P")) + 1))
    case UInt8(ascii: "I") where parameters == [nil]:
      events.append(.focusIn)
    case UInt8(ascii: "O") where parameters == [nil]:
      events.append(.focusOut)
    case UInt8(ascii: "~"):
      let number = parameters[0] ?? 0
      if number == 200 {
        state = .paste
        paste.removeAll(keepingCapacity: true)
        pasteMatched = 0
      } else if let tildeKey = Self.tildeKey(number) {
        key(tildeKey)
      }
    case UInt8(ascii: "u"):
      if let code = parameters[0], let scalar = Unicode.Scalar(code) {
        switch code {
        case 9: key(.tab)
        case 13: key(.enter)
        case 27: key(.escape)
        case 127: key(.backspace)
        case 0x20...0x7E, 0xA0...: key(.character(Character(scalar)))
        default: break
        }
      }
    default:
      break  // a sequence we do not know: skipped
    }
  }

  /// The key of a `CSI n ~` sequence.
  static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23...26: return .function(number - 12)
    case 28, 29: return .function(number - 13)
    case 31...34: return .function(number - 14)
    default: return nil
    }
  }

  private mutating func interpretSS3(final: UInt8, into events: inout [InputEvent]) {
    guard let parameters = Self.parameters(sequence[...]) else { return }
    let modifiers = KeyModifiers(xtermParameter: parameters.last.flatMap { $0 } ?? 1)
    let key: Key
    switch final {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "M"): key = .enter
    case UInt8(ascii: "P")...UInt8(ascii: "S"): key = .function(Int(final - UInt8(ascii: "P")) + 1)
    default: return
    }
    events.append(.key(KeyEvent(key, modifiers: modifiers)))
  }
}
