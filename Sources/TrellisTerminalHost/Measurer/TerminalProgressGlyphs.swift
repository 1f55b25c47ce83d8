/// The glyphs the terminal draws progress views and gauges with: bars of block characters
/// filled to the eighth of a cell, a braille spinner, and one-cell rings.
enum _TerminalProgressGlyphs {
  /// The blocks that fill the leading eighths of a cell, from one eighth to seven.
  static let eighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
  static let full: Character = "█"
  /// The part of a bar not filled.
  static let track: Character = "░"
  /// A marker bar's line, and its marker.
  static let line: Character = "─"
  static let marker = "●"
  /// The frames of an indeterminate spinner, one a tenth of a second.
  static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// A ring filled to the nearest quarter: empty, a quarter, a half, three quarters, full.
  static let pie = ["○", "◔", "◑", "◕", "●"]
  /// An open ring's marker, from its lower end round to its upper one (the opening at the
  /// bottom): pointing down-left, left, up-left, up, up-right, right, down-right.
  static let needle = ["↙", "←", "↖", "↑", "↗", "→", "↘"]

  /// A bar `width` cells long filled to `fraction`: its whole cells, and the block that
  /// fills part of the next one (to the nearest eighth), if any.
  static func bar(fraction: Double, width: Int) -> (full: Int, partial: String?) {
    let eighthsFilled = Int((min(1, max(0, fraction)) * Double(width * 8)).rounded())
    let partial = eighthsFilled % 8
    return (eighthsFilled / 8, partial == 0 ? nil : eighths[partial - 1])
  }

  /// Where an indeterminate bar's moving block starts in frame `phase`, and how long it is:
  /// a quarter of the bar (at least a cell), sliding to the end and back.
  static func movingBlock(phase: Int, width: Int) -> (start: Int, length: Int) {
    let length = max(1, min(width, width / 4))
    let travel = width - length
    guard travel > 0 else { return (0, length) }
    let step = phase % (2 * travel)
    return (step <= travel ? step : 2 * travel - step, length)
  }

  /// The ring glyph for `fraction`, to the nearest quarter.
  static func pie(fraction: Double) -> String {
    pie[Int((min(1, max(0, fraction)) * 4).rounded())]
  }

  /// The open ring's marker for `fraction`.
  static func needle(fraction: Double) -> String {
    needle[Int((min(1, max(0, fraction)) * 6).rounded())]
  }
}
