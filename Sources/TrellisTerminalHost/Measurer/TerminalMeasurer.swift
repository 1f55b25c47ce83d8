import Foundation
internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// Measures for the terminal: text in cells at the terminal's widths (``_DisplayWidth``),
/// controls by the glyphs the terminal draws around them, reported in points (a column is 8
/// points, a row 16), so that SwiftUI code's lengths land on whole cells.
@MainActor
@_spi(TrellisHost) public final class _TerminalMeasurer: _HostMeasurer {
  /// A cell: 8 by 16 points.
  @_spi(TrellisHost) public let grid = _PixelGrid.terminal
  /// The terminal's chrome: a cell for a scroll bar or a divider, a row for a bar.
  @_spi(TrellisHost) public private(set) var metrics: _HostMetrics
  /// How the terminal being drawn for measures graphemes of several scalars (what the
  /// terminal host measured on it); the table's widths elsewhere.
  var widths = WidthProfile.standard

  /// A measurer of the terminal's cells.
  @_spi(TrellisHost) public init() {
    let cell = _PixelGrid.terminal.pixel
    metrics = _HostMetrics(
      defaultSpacing: CGSize(width: cell.width, height: 0),
      scrollIndicator: cell, separator: cell, sectionSpacing: cell.height,
      listIdealSize: CGSize(width: 40 * cell.width, height: 10 * cell.height),
      hostedViewIdealSize: CGSize(width: 20 * cell.width, height: 3 * cell.height),
      fillIdealSize: cell,
      presentationMargin: CGSize(width: 2 * cell.width, height: cell.height),
      presentationBorder: cell,
      presentationMinimum: CGSize(width: 4 * cell.width, height: 3 * cell.height),
      navigationBarHeight: cell.height, navigationBarSpacing: cell.width)
    // `┌─ Title ───┐`: the title in the top line after `┌─ `, the content inside `│ ` and ` │`.
    metrics.groupBox = _GroupBoxMetrics(
      contentInsets: EdgeInsets(
        top: cell.height, leading: 2 * cell.width, bottom: cell.height,
        trailing: 2 * cell.width),
      titlePlacement: .inBorder(leading: 3 * cell.width))
  }

  /// Runs a layout pass with the terminal's widths bound (``_DisplayWidth/widths``).
  @_spi(TrellisHost) public func measuring<Result>(_ pass: () -> Result) -> Result {
    _DisplayWidth.$widths.withValue(widths, operation: pass)
  }

  /// The text's cells at the terminal's widths, wrapped to the proposed columns.
  ///
  /// A cell has one size: `minimumScaleFactor` and `allowsTightening` cannot make a text
  /// narrower, so one that does not fit is cut as it would be without them. A
  /// `lineSpacing` of a whole row or more leaves that many blank rows between lines.
  @_spi(TrellisHost) public func measure(_ text: _MeasuredText, proposal: ProposedViewSize)
    -> _TextMeasurement
  {
    let columns = proposal.width.flatMap(cells(along: .horizontal))
    // A text is at least one line high, however little height it is offered, as Apple's
    // is: a stack that shares out its height evenly may offer less than a line for a moment.
    let offered = proposal.height.flatMap(cells(along: .vertical)).map { max(1, $0) }
    let gap = Self.blankRows(forLineSpacing: text.lineSpacing, rowHeight: grid.pixel.height)
    // The offered rows hold `n` lines and the `n - 1` gaps between them.
    let fitting = offered.map { max(1, ($0 + gap) / (gap + 1)) }
    let rows = text.lineLimit.map { limit in fitting.map { min($0, limit) } ?? limit } ?? fitting
    var lines = _TextWrapping.lines(
      text.string, width: columns, maxLines: rows, truncation: text.truncationMode)
    while lines.count < text.reservedLines, rows.map({ lines.count < $0 }) ?? true {
      lines.append("")
    }
    lines = Self.spaced(lines, blankRows: gap)
    let width = lines.map { _DisplayWidth.of($0) }.max() ?? 0
    return _TextMeasurement(
      size: CGSize(
        width: grid.length(width, along: .horizontal),
        height: grid.length(lines.count, along: .vertical)),
      lines: lines)
  }

  /// The whole rows a `lineSpacing` of `points` makes: a row for each full row height, none
  /// for less (a cell cannot be split).
  static func blankRows(forLineSpacing points: CGFloat, rowHeight: CGFloat) -> Int {
    guard points.isFinite, points > 0, rowHeight > 0 else { return 0 }
    return Int((points / rowHeight).rounded(.down))
  }

  /// `lines` with `blankRows` empty lines between each two (none after the last).
  static func spaced(_ lines: [String], blankRows: Int) -> [String] {
    guard blankRows > 0, lines.count > 1 else { return lines }
    var spaced: [String] = []
    for (index, line) in lines.enumerated() {
      if index > 0 { spaced += Array(repeating: "", count: blankRows) }
      spaced.append(line)
    }
    return spaced
  }

  /// The glyphs the terminal draws around the control's label.
  @_spi(TrellisHost) public func decoration(of control: _MeasuredControl) -> EdgeInsets {
    let (prefix, suffix) = _TerminalGlyphs.decoration(of: control)
    return EdgeInsets(
      top: 0, leading: grid.length(_DisplayWidth.of(prefix), along: .horizontal), bottom: 0,
      trailing: grid.length(_DisplayWidth.of(suffix), along: .horizontal))
  }

  /// The cells a field or slider takes: what it is offered, or its ideal.
  @_spi(TrellisHost) public func size(of control: _MeasuredControl, proposal: ProposedViewSize)
    -> CGSize
  {
    let row = grid.pixel.height
    if case .tabBar(let bar) = control {
      let cells = _TerminalTabBarGlyphs.size(of: bar)
      return CGSize(
        width: grid.length(cells.columns, along: .horizontal),
        height: grid.length(cells.rows, along: .vertical))
    }
    if case .menuList(let list) = control {
      let cells = _TerminalMenuGlyphs.size(of: list)
      return CGSize(
        width: grid.length(cells.columns, along: .horizontal),
        height: grid.length(cells.rows, along: .vertical))
    }
    if case .picker(let picker) = control {
      let cells = _TerminalPickerGlyphs.size(of: picker)
      return CGSize(
        width: grid.length(cells.columns, along: .horizontal),
        height: grid.length(cells.rows, along: .vertical))
    }
    // A spinner or ring is one glyph.
    if case .progress(let progress) = control, !progress.isLinear {
      return CGSize(width: grid.length(1, along: .horizontal), height: row)
    }
    if case .gauge(let look) = control, look.isCircular {
      return CGSize(width: grid.length(1, along: .horizontal), height: row)
    }
    // Fields, sliders and bars take all they are offered, however much.
    if let width = proposal.width, width.isInfinite { return CGSize(width: width, height: row) }
    let columns: Int
    let offered = proposal.width.flatMap(cells(along: .horizontal))
    switch control {
    case .textField(let text, let placeholder):
      // The brackets and a cell for the caret after the text.
      let ideal = max(_DisplayWidth.of(text), _DisplayWidth.of(placeholder)) + 3
      columns = offered.map { max(4, $0) } ?? ideal
    case .slider:
      columns = offered.map { max(5, $0) } ?? 22
    case .progress, .gauge:
      // A bar as long as a slider's track when offered no width.
      columns = offered.map { max(1, $0) } ?? 20
    case .button, .plainButton, .toggle, .stepper, .navigationLink, .picker, .tabBar,
      .disclosure, .menu,
      .menuList:
      columns = offered ?? 0
    }
    return CGSize(width: grid.length(columns, along: .horizontal), height: row)
  }

  /// A symbol's glyph: its columns, one row; a cell is a cell whatever the font or scale.
  @_spi(TrellisHost) public func size(of symbol: _MeasuredSymbol) -> CGSize {
    CGSize(
      width: grid.length(_DisplayWidth.of(symbol.glyph), along: .horizontal),
      height: grid.pixel.height)
  }

  /// A proposed length in whole cells; `nil` for an infinite one (no limit).
  private func cells(along axis: _Axis) -> (CGFloat) -> Int? {
    { [grid] length in
      length.isFinite ? max(0, Int((length / grid.length(1, along: axis)).rounded(.down))) : nil
    }
  }
}

/// The glyphs the terminal draws around controls.
enum _TerminalGlyphs {
  static func decoration(of control: _MeasuredControl, isOn: Bool = true)
    -> (prefix: String, suffix: String)
  {
    switch control {
    case .button: return ("[ ", " ]")
    case .plainButton: return ("", "")
    case .toggle: return (isOn ? "[x] " : "[ ] ", "")
    case .stepper: return ("", "  [−] [+]")
    case .navigationLink: return ("[ ", " › ]")
    case .textField: return ("[", "]")
    case .slider: return ("├", "┤")
    case .picker, .progress, .gauge, .tabBar, .menuList: return ("", "")
    case .menu(let look): return _TerminalMenuGlyphs.decoration(of: look)
    case .disclosure: return (isOn ? "▾ " : "▸ ", "")
    }
  }

  /// A toggle drawn as a button: a button's brackets, with dots inside them while it is on
  /// (as wide as the spaces they replace, so the button keeps its size).
  static func toggleButton(isOn: Bool) -> (prefix: String, suffix: String) {
    isOn ? ("[•", "•]") : decoration(of: .button)
  }
}
