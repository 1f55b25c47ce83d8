/// Collects the bytes of one UTF-8 encoded scalar as they arrive, rejecting malformed ones.
///
/// Overlong forms, surrogates and values past U+10FFFF are refused at the byte where they
/// become certain, so a bad lead byte never swallows the good bytes after it.
struct UTF8Accumulator: Sendable {
  /// The result of offering one byte.
  enum Step: Equatable {
    /// The byte was taken; more are needed.
    case needMore
    /// The byte completed a scalar.
    case scalar(Unicode.Scalar)
    /// The byte cannot continue the pending sequence, which is dropped; the caller should
    /// treat the byte afresh.
    case rejected
  }

  private var value: UInt32 = 0
  private var remaining = 0
  private var lowerBound: UInt8 = 0x80
  private var upperBound: UInt8 = 0xBF

  /// Whether a sequence has started and is waiting for continuation bytes.
  var isPending: Bool { remaining > 0 }

  /// Starts a sequence with `lead`; returns false when `lead` cannot start one.
  mutating func start(_ lead: UInt8) -> Bool {
    lowerBound = 0x80
    upperBound = 0xBF
    switch lead {
    case 0xC2...0xDF:
      value = UInt32(lead & 0x1F)
      remaining = 1
    case 0xE0...0xEF:
      value = UInt32(lead & 0x0F)
      remaining = 2
      if lead == 0xE0 { lowerBound = 0xA0 }  // overlong below U+0800
      if lead == 0xED { upperBound = 0x9F }  // UTF-16 surrogates
    case 0xF0...0xF4:
      value = UInt32(lead & 0x07)
      remaining = 3
      if lead == 0xF0 { lowerBound = 0x90 }  // overlong below U+10000
      if lead == 0xF4 { upperBound = 0x8F }  // past U+10FFFF
    default:
      remaining = 0
      return false
    }
    return true
  }

  /// Offers the next byte of a pending sequence.
  mutating func add(_ byte: UInt8) -> Step {
    guard remaining > 0, byte >= lowerBound, byte <= upperBound else {
      reset()
      return .rejected
    }
    lowerBound = 0x80
    upperBound = 0xBF
    value = value << 6 | UInt32(byte & 0x3F)
    remaining -= 1
    if remaining > 0 { return .needMore }
    guard let scalar = Unicode.Scalar(value) else { return .rejected }
    return .scalar(scalar)
  }

  /// Drops any pending sequence.
  mutating func reset() {
    remaining = 0
    value = 0
  }
}
