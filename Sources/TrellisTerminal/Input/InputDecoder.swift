/// Turns the bytes a terminal sends into input events.
///
/// The decoder is a pure value: feed it bytes as they are read, in chunks of any size split
/// anywhere, and it returns the events those bytes complete. It never blocks and never reads
/// a clock. Two kinds of input stay pending until more bytes come or the caller calls
/// ``flush()``:
///
/// - a lone ESC, which may be the Escape key or the start of a sequence;
/// - the last grapheme of typed text, which a combining mark in the next read could extend.
///
/// A reader loop therefore flushes when the terminal has been quiet for a short while (a few
/// tens of milliseconds is usual) and ``hasPendingInput`` is true.
///
/// ```swift
/// var decoder = InputDecoder()
/// let events = decoder.feed(Array("\u{1B}[1;5A".utf8))  // [.key(KeyEvent(.up, modifiers: .control))]
/// ```
///
/// Malformed UTF-8, stray continuation bytes and sequences the decoder does not know are
/// skipped; the input before and after them is kept.
public struct InputDecoder: Sendable {
  enum State: Sendable {
    case ground
    case escape
    case csi
    case ss3
    case ignoringSequence
    case paste
  }

  /// The longest control sequence kept; longer ones are consumed and dropped.
  static let maximumSequenceLength = 64

  var state = State.ground
  var sequence: [UInt8] = []
  var utf8 = UTF8Accumulator()
  var text = ""
  var altPending = false
  var paste: [UInt8] = []
  var pasteMatched = 0

  /// Makes a decoder with nothing pending.
  public init() {}

  /// Whether some input waits for more bytes or for ``flush()``.
  public var hasPendingInput: Bool {
    switch state {
    case .escape, .csi, .ss3, .ignoringSequence: return true
    case .ground, .paste: return !text.isEmpty || utf8.isPending || altPending
    }
  }

  /// Whether an ESC or part of a control sequence waits for more bytes. A reader waits the
  /// usual escape delay before flushing these, and only a moment for held text.
  public var hasPendingSequence: Bool {
    switch state {
    case .escape, .csi, .ss3, .ignoringSequence: return true
    case .ground, .paste: return altPending
    }
  }

  /// Whether the decoder is inside a bracketed paste, collecting its text.
  public var isInPaste: Bool { state == .paste }

  /// Decodes a chunk of bytes.
  /// - Parameter bytes: The bytes just read from the terminal, in order.
  /// - Returns: The events these bytes complete, in order.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    var events: [InputEvent] = []
    for byte in bytes {
      take(byte, into: &events)
    }
    emitText(keepingLast: true, into: &events)
    return events
  }

  /// Reports what is pending as complete: a lone ESC becomes the Escape key, held text is
  /// released, and half a sequence is dropped (or read as Alt with its first character).
  ///
  /// A bracketed paste in progress stays pending: its end marker is still to come.
  /// - Returns: The events released.
  public mutating func flush() -> [InputEvent] {
    var events: [InputEvent] = []
    utf8.reset()
    switch state {
    case .escape:
      events.append(.key(KeyEvent(.escape)))
      state = .ground
    case .csi, .ss3:
      let introducer: Character = state == .csi ? "[" : "O"
      if sequence.isEmpty { events.append(.key(KeyEvent(.character(introducer), modifiers: .alt))) }
      state = .ground
    case .ignoringSequence:
      state = .ground
    case .ground, .paste:
      break
    }
    sequence.removeAll(keepingCapacity: true)
    emitText(keepingLast: false, into: &events)
    if altPending {
      altPending = false
      events.append(.key(KeyEvent(.escape)))
    }
    return events
  }

  mutating func take(_ byte: UInt8, into events: inout [InputEvent]) {
    switch state {
    case .ground: takeGround(byte, into: &events)
    case .escape: takeAfterEscape(byte, into: &events)
    case .csi, .ss3, .ignoringSequence: takeSequence(byte, into: &events)
    case .paste: takePaste(byte, into: &events)
    }
  }

  private mutating func takeGround(_ byte: UInt8, into events: inout [InputEvent]) {
    if utf8.isPending {
      switch utf8.add(byte) {
      case .needMore: return
      case .scalar(let scalar):
        appendScalar(scalar, into: &events)
        return
      case .rejected: break  // fall through and read the byte afresh
      }
    }
    switch byte {
    case 0x1B:
      emitText(keepingLast: false, into: &events)
      if altPending {
        altPending = false
        events.append(.key(KeyEvent(.escape)))
      }
      state = .escape
    case 0x00..<0x20, 0x7F:
      emitText(keepingLast: false, into: &events)
      var event = Self.controlKey(byte)
      if altPending {
        event.modifiers.insert(.alt)
        altPending = false
      }
      events.append(.key(event))
    case 0x20..<0x7F:
      appendScalar(Unicode.Scalar(byte), into: &events)
    default:
      // A byte that cannot start a scalar is skipped.
      if !utf8.start(byte), altPending {
        altPending = false
        events.append(.key(KeyEvent(.escape)))
      }
    }
  }

  private mutating func takeAfterEscape(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case UInt8(ascii: "["):
      state = .csi
      sequence.removeAll(keepingCapacity: true)
    case UInt8(ascii: "O"):
      state = .ss3
      sequence.removeAll(keepingCapacity: true)
    case 0x1B:
      events.append(.key(KeyEvent(.escape)))
    default:
      // ESC before a key is how terminals report Alt with that key.
      state = .ground
      altPending = true
      takeGround(byte, into: &events)
    }
  }

  private mutating func appendScalar(_ scalar: Unicode.Scalar, into events: inout [InputEvent]) {
    if (0x80..<0xA0).contains(scalar.value) { return }  // C1 controls are never text
    if altPending {
      altPending = false
      emitText(keepingLast: false, into: &events)
      events.append(.key(KeyEvent(.character(Character(scalar)), modifiers: .alt)))
      return
    }
    text.unicodeScalars.append(scalar)
  }

  /// Reports the held text one grapheme at a time, keeping the last one back when asked.
  mutating func emitText(keepingLast: Bool, into events: inout [InputEvent]) {
    guard !text.isEmpty else { return }
    var last: Character?
    for character in text {
      if let previous = last { events.append(.key(KeyEvent(.character(previous)))) }
      last = character
    }
    if keepingLast, let last {
      text = String(last)
    } else {
      if let last { events.append(.key(KeyEvent(.character(last)))) }
      text = ""
    }
  }

  /// The key a C0 control byte or DEL stands for.
  static func controlKey(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case 0x0D, 0x0A: return KeyEvent(.enter)
    case 0x09: return KeyEvent(.tab)
    case 0x7F, 0x08: return KeyEvent(.backspace)
    case 0x00: return KeyEvent(.character(" "), modifiers: .control)
    case 0x01...0x1A:
      let letter = Character(Unicode.Scalar(byte + 0x60))
      return KeyEvent(.character(letter), modifiers: .control)
    default:
      // 0x1C-0x1F: Ctrl with \ ] ^ _
      return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
    }
  }
}
