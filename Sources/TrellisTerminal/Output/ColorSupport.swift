/// How many colours a terminal can show, and so how the writer encodes colours.
public enum ColorSupport: Int, Comparable, Hashable, Sendable {
  /// No colour: colours are left out, attributes still apply.
  case none
  /// The 16 standard colours.
  case ansi16
  /// The 256-colour palette.
  case indexed256
  /// 24-bit colour.
  case truecolor

  /// Decides from environment variables, as terminals advertise themselves.
  ///
  /// - `NO_COLOR` set to anything but the empty string turns colour off (no-color.org).
  /// - `TERM` unset, empty or `dumb` means no colour.
  /// - `COLORTERM=truecolor` or `24bit`, or a `TERM` ending in `-direct`, means 24-bit colour.
  /// - A `TERM` containing `256color` means the 256-colour palette.
  /// - Any other `TERM` gets the 16 standard colours.
  /// - Parameter environment: The variables, usually `ProcessInfo.processInfo.environment`.
  /// - Returns: The colours the terminal is taken to support.
  public static func detect(environment: [String: String]) -> ColorSupport {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      return .truecolor
    }
    if term.contains("256color") { return .indexed256 }
    return .ansi16
  }

  /// Orders support from none to 24-bit colour.
  public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
