/// What asking a terminal for its widths sends, and how its answers are read back.
///
/// Each sample grapheme is printed at the top left of the screen and followed by a cursor
/// position request (DSR 6); the terminal answers each with a cursor position report,
/// `ESC [ row ; column R`, whose column, less one, is the width it gave the sample. The line
/// is cleared afterwards. Bytes that are not reports (keys typed meanwhile) are kept, in
/// order, for the input reader.
struct WidthProbe: TerminalProbe {
  /// The graphemes asked about, in the order they are sent.
  let samples: [Character]
  private var pending: [UInt8] = []
  /// The columns reported so far, one per sample in order.
  private(set) var reports: [Int] = []
  /// The bytes read that were not reports.
  private(set) var otherInput: [UInt8] = []

  init(samples: [Character] = WidthProfile.samples.map(\.grapheme)) {
    self.samples = samples
  }

  /// The bytes that ask the terminal about every sample.
  var request: [UInt8] {
    var bytes: [UInt8] = []
    for sample in samples {
      bytes += Array("\u{1B}[H".utf8) + Array(String(sample).utf8) + Array("\u{1B}[6n".utf8)
    }
    bytes += Array("\u{1B}[H\u{1B}[2K".utf8)
    return bytes
  }

  /// Whether every sample has been answered.
  var isComplete: Bool { reports.count >= samples.count }

  /// The measured width of each sample answered.
  var measurements: [Character: Int] {
    var result: [Character: Int] = [:]
    for (sample, column) in zip(samples, reports) { result[sample] = column - 1 }
    return result
  }

  /// Reads bytes from the terminal: reports are taken, anything else kept as other input.
  mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      pending.append(byte)
      scanPending()
    }
  }

  /// Gives up on a report that was begun but not finished: its bytes are other input.
  mutating func finish() {
    otherInput += pending
    pending = []
  }

  /// Takes a complete report off the pending bytes, or moves bytes that cannot begin one to
  /// the other input.
  private mutating func scanPending() {
    while let first = pending.first {
      guard first == 0x1B else {
        otherInput.append(first)
        pending.removeFirst()
        continue
      }
      switch Self.match(pending) {
      case .incomplete:
        return
      case .report(let column):
        reports.append(column)
        pending = []
        return
      case .none:
        otherInput.append(first)
        pending.removeFirst()
      }
    }
  }

  private enum Match: Equatable {
    case incomplete
    case report(column: Int)
    case none
  }

  /// Whether `bytes` (starting with ESC) are a cursor position report, the start of one, or
  /// neither.
  private static func match(_ bytes: [UInt8]) -> Match {
    var index = 1
    guard index < bytes.count else { return .incomplete }
    guard bytes[index] == UInt8(ascii: "[") else { return .none }
    index += 1
    var fields: [Int] = [0]
    var digits = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        digits += 1
        guard digits <= 5 else { return .none }
        fields[fields.count - 1] = fields[fields.count - 1] * 10 + Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: ";"):
        guard fields.count == 1, digits > 0 else { return .none }
        fields.append(0)
        digits = 0
      case UInt8(ascii: "R"):
        guard fields.count == 2, digits > 0 else { return .none }
        return .report(column: fields[1])
      default:
        return .none
      }
      index += 1
    }
    return .incomplete
  }
}
