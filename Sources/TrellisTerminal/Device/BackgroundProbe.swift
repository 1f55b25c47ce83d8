#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What asking a terminal for its background colour sends, and how the answer is read back.
///
/// The request is OSC 11 with `?` (`ESC ] 11 ; ? ESC \`), which terminals that support it
/// answer with `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or `ESC \`, each component in
/// one to four hex digits. A cursor position request (DSR 6) follows it: every terminal
/// answers that one, in order, so its report says the terminal has had its say, and one
/// without OSC 11 is not waited for. Bytes that are neither (keys typed meanwhile) are kept,
/// in order, for the input reader.
struct BackgroundProbe: TerminalProbe {
  private var pending: [UInt8] = []
  /// The background colour reported, if the terminal reported one.
  private(set) var color: RGBColor?
  /// Whether the cursor position report that follows the question came.
  private(set) var isComplete = false
  /// The bytes read that were not answers.
  private(set) var otherInput: [UInt8] = []

  /// The bytes that ask the terminal: OSC 11, then DSR 6.
  static let request = Array("\u{1B}]11;?\u{1B}\\\u{1B}[6n".utf8)

  /// Reads bytes from the terminal: answers are taken, anything else kept as other input.
  mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      guard !isComplete else {
        otherInput.append(byte)
        continue
      }
      pending.append(byte)
      scanPending()
    }
  }

  /// Gives up on an answer that was begun but not finished: its bytes are other input.
  mutating func finish() {
    otherInput += pending
    pending = []
  }

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
      case .color(let color):
        self.color = color
        pending = []
        return
      case .positionReport:
        isComplete = true
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
    case color(RGBColor?)
    case positionReport
    case none
  }

  /// The longest answer read; anything longer is not one.
  private static let maximumLength = 64

  /// Whether `bytes` (starting with ESC) are an OSC 11 answer, a cursor position report,
  /// the start of either, or neither.
  private static func match(_ bytes: [UInt8]) -> Match {
    guard bytes.count > 1 else { return .incomplete }
    guard bytes.count <= maximumLength else { return .none }
    switch bytes[1] {
    case UInt8(ascii: "]"):
      return matchColor(bytes)
    case UInt8(ascii: "["):
      for byte in bytes.dropFirst(2) {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"): continue
        case UInt8(ascii: "R"): return .positionReport
        default: return .none
        }
      }
      return .incomplete
    default:
      return .none
    }
  }

  private static func matchColor(_ bytes: [UInt8]) -> Match {
    let prefix = Array("\u{1B}]11;".utf8)
    for (index, byte) in prefix.enumerated() where index < bytes.count {
      if bytes[index] != byte { return .none }
    }
    guard bytes.count > prefix.count else { return .incomplete }
    // The body ends at BEL, or at ESC followed by a backslash.
    var end: Int?
    var terminatorLength = 0
    for index in prefix.count..<bytes.count {
      if bytes[index] == 0x07 {
        end = index
        terminatorLength = 1
        break
      }
      if bytes[index] == 0x1B {
        guard index + 1 < bytes.count else { return .incomplete }
        guard bytes[index + 1] == UInt8(ascii: "\\") else { return .none }
        end = index
        terminatorLength = 2
        break
      }
    }
    guard let end, end + terminatorLength == bytes.count else {
      return end == nil ? .incomplete : .none
    }
    let body = String(decoding: bytes[prefix.count..<end], as: UTF8.self)
    return .color(RGBColor(xParseColor: body))
  }
}

/// A colour a terminal reported, each component from 0 to 1.
public struct RGBColor: Equatable, Sendable {
  /// The red component.
  public let red: Double
  /// The green component.
  public let green: Double
  /// The blue component.
  public let blue: Double

  /// A colour of these components, each from 0 to 1.
  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour of an X11 colour specification, `rgb:R/G/B` (or `rgba:R/G/B/A`) with one to
  /// four hex digits per component, as terminals answer OSC queries; `nil` for anything else.
  init?(xParseColor text: String) {
    let parts = text.split(separator: ":", maxSplits: 1)
    guard parts.count == 2, parts[0] == "rgb" || parts[0] == "rgba" else { return nil }
    let components = parts[1].split(separator: "/", omittingEmptySubsequences: false)
    guard components.count == (parts[0] == "rgb" ? 3 : 4) else { return nil }
    var values: [Double] = []
    for component in components.prefix(3) {
      guard (1...4).contains(component.count), let value = UInt32(component, radix: 16) else {
        return nil
      }
      let maximum = Double((1 << (4 * component.count)) - 1)
      values.append(Double(value) / maximum)
    }
    self.init(red: values[0], green: values[1], blue: values[2])
  }

  /// How light the colour looks, from 0 (black) to 1 (white): its relative luminance.
  public var luminance: Double {
    func linear(_ component: Double) -> Double {
      component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// Whether light text reads better on this colour than dark text.
  public var isDark: Bool { luminance < 0.18 }
}
