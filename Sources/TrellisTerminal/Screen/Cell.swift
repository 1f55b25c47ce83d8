/// One cell of a terminal screen: the grapheme drawn there, its width and its style.
///
/// A grapheme wider than one column (2 for CJK and emoji, 3 or 4 for many Indic conjuncts)
/// occupies its own cell (the leading cell, with the grapheme and its width) and the cells to
/// its right (continuation cells, width 0), which the writer never prints. A cell's grapheme is always printable: the initializer replaces
/// control characters with inert symbols (see ``InertText``).
public struct Cell: Hashable, Sendable {
  /// The grapheme drawn in the cell; a space in blank and continuation cells.
  public private(set) var grapheme: Character
  /// The columns the grapheme takes; 0 marks a continuation cell.
  public private(set) var width: Int
  /// How the grapheme is drawn.
  public var style: CellStyle

  /// Makes a leading cell for a grapheme.
  ///
  /// Control characters become their inert symbols; a grapheme of width 0 becomes a space.
  /// - Parameters:
  ///   - grapheme: The grapheme to draw.
  ///   - style: How to draw it; plain by default.
  ///   - widths: How the terminal measures graphemes of several scalars; the table's rules by
  ///     default.
  public init(_ grapheme: Character, style: CellStyle = .plain, widths: WidthProfile = .standard) {
    if let ascii = grapheme.asciiValue, ascii >= 0x20, ascii < 0x7F {
      // Printable ASCII, most cells: a column wide, nothing to make inert.
      self.grapheme = grapheme
      width = 1
      self.style = style
      return
    }
    var safe = grapheme
    if grapheme.unicodeScalars.contains(where: InertText.isControl) {
      let sanitized = InertText.sanitize(String(grapheme))
      safe = sanitized.count == 1 ? sanitized.first! : "\u{FFFD}"
    }
    let width = widths.width(of: safe)
    self.grapheme = width == 0 ? " " : safe
    self.width = max(width, 1)
    self.style = style
  }

  private init(continuationWith style: CellStyle) {
    grapheme = " "
    width = 0
    self.style = style
  }

  /// A blank cell in the given style.
  /// - Parameter style: The style; its background shows.
  /// - Returns: A space of width 1.
  public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(" ", style: style) }

  /// The cell that follows a wide grapheme's leading cell.
  static func continuation(_ style: CellStyle) -> Cell { Cell(continuationWith: style) }

  /// Whether this cell is covered by the wide grapheme to its left.
  public var isContinuation: Bool { width == 0 }
}
