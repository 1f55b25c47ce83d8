/// Encodes style changes as SGR (`CSI … m`) sequences, choosing the shortest way.
enum SelectGraphicRendition {
  /// The bytes that change the terminal's current style from `current` to `target`.
  ///
  /// Two ways are weighed: turning off and on only what differs, or resetting and setting
  /// everything `target` has. The shorter wins; nothing is emitted when the styles match.
  /// - Parameters:
  ///   - current: The terminal's style, or nil when unknown.
  ///   - target: The wanted style, with colours already mapped to what the terminal supports.
  static func transition(from current: CellStyle?, to target: CellStyle) -> [UInt8] {
    if current == target { return [] }
    let reset = ["0"] + codes(setting: target)
    guard let current else { return encode(reset) }
    let incremental = codes(changing: current, to: target)
    let resetBytes = encode(target == .plain ? [] : reset)
    let incrementalBytes = encode(incremental)
    return incrementalBytes.count <= resetBytes.count ? incrementalBytes : resetBytes
  }

  /// The codes that set every attribute and non-default colour of a style.
  private static func codes(setting style: CellStyle) -> [String] {
    var result = attributeCodes(style.attributes)
    if style.foreground != .default {
      result.append(colorCode(style.foreground, background: false))
    }
    if style.background != .default { result.append(colorCode(style.background, background: true)) }
    return result
  }

  private static func codes(changing current: CellStyle, to target: CellStyle) -> [String] {
    var result: [String] = []
    let removed = current.attributes.subtracting(target.attributes)
    var added = target.attributes.subtracting(current.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      result.append("22")  // turns off bold and dim together
      added.formUnion(target.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { result.append("23") }
    if removed.contains(.underline) { result.append("24") }
    if removed.contains(.inverse) { result.append("27") }
    if removed.contains(.strikethrough) { result.append("29") }
    result += attributeCodes(added)
    if current.foreground != target.foreground {
      result.append(colorCode(target.foreground, background: false))
    }
    if current.background != target.background {
      result.append(colorCode(target.background, background: true))
    }
    return result
  }

  private static func attributeCodes(_ attributes: CellStyle.Attributes) -> [String] {
    var result: [String] = []
    if attributes.contains(.bold) { result.append("1") }
    if attributes.contains(.dim) { result.append("2") }
    if attributes.contains(.italic) { result.append("3") }
    if attributes.contains(.underline) { result.append("4") }
    if attributes.contains(.inverse) { result.append("7") }
    if attributes.contains(.strikethrough) { result.append("9") }
    return result
  }

  private static func colorCode(_ color: TerminalColor, background: Bool) -> String {
    let base = background ? 40 : 30
    switch color {
    case .default: return String(base + 9)
    case .ansi(let index):
      return index < 8 ? String(base + Int(index)) : String(base + 60 + Int(index) - 8)
    case .indexed(let index): return "\(base + 8);5;\(index)"
    case .rgb(let red, let green, let blue): return "\(base + 8);2;\(red);\(green);\(blue)"
    }
  }

  private static func encode(_ codes: [String]) -> [UInt8] {
    Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
  }
}
