import Foundation
internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// How one cell of the screen is drawn, for hosts and tests that look past the plain text.
@_spi(TrellisHost) public struct HostCellStyle: Equatable {
  @_spi(TrellisHost) public var bold = false
  @_spi(TrellisHost) public var italic = false
  @_spi(TrellisHost) public var underline = false
  @_spi(TrellisHost) public var dim = false
  @_spi(TrellisHost) public var inverse = false
  @_spi(TrellisHost) public var strikethrough = false
}

/// The terminal's edge: a core measured and drawn in cells (a cell is 8 by 16 points), its
/// sizes, frames and clicks in cells. Hosts of points use `HostCore`'s own API.
extension HostCore {
  /// The size in points of `columns` by `rows` cells.
  @_spi(TrellisHost) public static func size(columns: Int, rows: Int) -> CGSize {
    let grid = _PixelGrid.terminal
    return CGSize(
      width: grid.length(columns, along: .horizontal), height: grid.length(rows, along: .vertical))
  }

  /// Hosts `root` at `width` by `height` cells, measured by the terminal's measurer and drawn
  /// into its cell canvas.
  @_spi(TrellisHost) public convenience init<Root: View>(
    root: Root, width: Int, height: Int, colorScheme: ColorScheme = .light
  ) {
    self.init(
      root: root, size: Self.size(columns: width, rows: height), colorScheme: colorScheme,
      measurer: _TerminalMeasurer(), renderer: _TerminalCanvas())
  }

  /// Hosts the first window of an app at `width` by `height` cells, as above.
  @_spi(TrellisHost) public convenience init<A: App>(app: A, width: Int, height: Int) {
    self.init(
      app: app, size: Self.size(columns: width, rows: height), measurer: _TerminalMeasurer(),
      renderer: _TerminalCanvas())
  }

  /// The whole cells the window holds (those it is laid out in).
  @_spi(TrellisHost) public var cellSize: (width: Int, height: Int) {
    let grid = _PixelGrid.terminal
    return (
      grid.count(grid.floor(size.width, along: .horizontal), along: .horizontal),
      grid.count(grid.floor(size.height, along: .vertical), along: .vertical)
    )
  }

  /// Gives the window a new size of `width` by `height` cells and lays out again.
  @_spi(TrellisHost) public func resize(width: Int, height: Int) {
    resize(to: Self.size(columns: width, rows: height))
  }

  /// The screen as plain text, as the terminal shows it.
  @_spi(TrellisHost) public var text: String {
    update()
    return terminalCanvas.canvas?.text ?? ""
  }

  /// The style of the cell at column `x`, row `y`; `nil` outside the screen.
  @_spi(TrellisHost) public func cellStyle(x: Int, y: Int) -> HostCellStyle? {
    update()
    guard let screen, x >= 0, y >= 0, x < screen.size.width, y < screen.size.height else {
      return nil
    }
    let style = screen[x, y].style
    return HostCellStyle(
      bold: style.bold, italic: style.italic, underline: style.underline, dim: style.dim,
      inverse: style.inverse, strikethrough: style.strikethrough)
  }

  /// Where the caret of the focused field is on screen, in cells, while the window is
  /// active.
  @_spi(TrellisHost) public var caretPosition: (x: Int, y: Int)? {
    guard isActive, let caret = terminalCanvas.caret else { return nil }
    return (caret.x, caret.y)
  }

  /// The screen's cells, for hosts that draw styles.
  var screen: _Canvas? { terminalCanvas.canvas }

  /// The cell canvas this core is drawn into: its renderer, for a core made for the
  /// terminal; for a core made with another, the last display list drawn now.
  var terminalCanvas: _TerminalCanvas {
    if let canvas = renderer as? _TerminalCanvas { return canvas }
    let canvas = _TerminalCanvas()
    canvas.draw(displayList, widths: widths)
    return canvas
  }

  /// How the terminal being drawn for measures graphemes of several scalars (what the
  /// terminal host measured on it); the table's widths for a core measured otherwise.
  var widths: WidthProfile {
    get { (measurer as? _TerminalMeasurer)?.widths ?? .standard }
    set {
      guard let terminal = measurer as? _TerminalMeasurer, terminal.widths != newValue else {
        return
      }
      terminal.widths = newValue
      measurementsDidChange()
    }
  }
}

extension HostElement {
  /// Where the view is, in the terminal's cells.
  @_spi(TrellisHost) public var cellFrame: (x: Int, y: Int, width: Int, height: Int) {
    let cells = _PixelGrid.terminal.cells(frame)
    return (cells.x, cells.y, cells.width, cells.height)
  }

  /// Focuses this field and puts its caret under screen `column`, as a click does.
  @_spi(TrellisHost) public func placeCaret(atColumn column: Int) throws {
    let text = try editableText()
    // Unfocused, a field shows the end of a long text, as focus arriving does: the text is
    // read as shown once focused.
    core.focus(node)
    let isSecure = kind == .secureField
    let cells = cellFrame
    let offset = core.caretOffset(
      text: text.wrappedValue, from: core.shownScrollStart(of: node), isSecure: isSecure,
      frame: (cells.x, cells.width), column: column)
    core.edit(node, text: text, .move(.offset(offset)))
  }
}

extension HostCore {
  /// Where `node`'s text was scrolled to in the last frame (its first character or line
  /// shown): the edited field's scroll; the start for a text area not being edited, which
  /// shows its first lines.
  func shownScrollStart(of node: _ViewNode) -> Int {
    fieldCaret?.node === node && focused?.node === node ? fieldCaret?.scrollStart ?? 0 : 0
  }

  /// The caret offset under `column` of a field framed at `frame` showing `text` from its
  /// character `shownStart`: a click on the left half of a character puts the caret before
  /// it, on the right half after it; past the text, at its end.
  func caretOffset(
    text: String, from shownStart: Int, isSecure: Bool, frame: (x: Int, width: Int),
    column: Int
  ) -> Int {
    let characters = Array(text)
    let start = min(characters.count, shownStart)
    return _DisplayWidth.$widths.withValue(widths) {
      var x = frame.x + 1
      for index in start..<characters.count {
        let width = isSecure ? 1 : _DisplayWidth.of(characters[index])
        if column < x + (width + 1) / 2 { return index }
        x += width
      }
      return characters.count
    }
  }
}

extension HostApp {
  /// Makes the core of `window` at `width` by `height` cells, measured and drawn as the
  /// terminal's.
  @_spi(TrellisHost) public func makeCore(
    for window: HostWindow, width: Int, height: Int, colorScheme: ColorScheme = .light,
    measurer: _TerminalMeasurer = _TerminalMeasurer()
  ) -> HostCore {
    makeCore(
      for: window, size: HostCore.size(columns: width, rows: height), colorScheme: colorScheme,
      measurer: measurer, renderer: _TerminalCanvas())
  }
}
