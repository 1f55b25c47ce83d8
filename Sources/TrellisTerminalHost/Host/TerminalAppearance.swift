internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// The colour scheme of a terminal: dark when its background is dark.
///
/// The terminal host asks the terminal for its background (OSC 11) as it starts. A terminal
/// that does not answer may have said it in `COLORFGBG` ("foreground;background", as rxvt,
/// Konsole and others set it: background colours 0 to 6 and 8 are dark); otherwise the
/// scheme is light, Apple's default.
enum _TerminalAppearance {
  static func colorScheme(background: RGBColor?, environment: [String: String]) -> ColorScheme {
    if let background { return background.isDark ? .dark : .light }
    if let fgbg = environment["COLORFGBG"], let last = fgbg.split(separator: ";").last,
      let index = Int(last)
    {
      return (0...6).contains(index) || index == 8 ? .dark : .light
    }
    return .light
  }
}
