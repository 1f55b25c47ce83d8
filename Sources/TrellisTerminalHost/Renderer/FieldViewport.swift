@_spi(TrellisHost) import TrellisUI

/// Which part of a field's text is shown: a field narrower than its text scrolls it
/// sideways, only as far as needed to keep the caret in view.
enum _FieldViewport {
  /// The first character to show.
  /// - Parameters:
  ///   - widths: The display width of each character of the text (wide ones take 2).
  ///   - caret: The caret, as a number of characters before it.
  ///   - columns: The columns the text is drawn in; the caret after the last character
  ///     takes a column of its own.
  ///   - previous: The first character shown in the last frame.
  /// - Returns: `previous` when the caret is still in view there, else the nearest start
  ///   that brings it in; never one that leaves columns empty while text before it is hidden.
  static func start(widths: [Int], caret: Int, columns: Int, previous: Int) -> Int {
    let caret = min(widths.count, max(0, caret))
    let room = max(0, columns - 1)
    var start = min(max(0, previous), caret)
    var before = widths[start..<caret].reduce(0, +)
    while before > room, start < caret {
      before -= widths[start]
      start += 1
    }
    // After a deletion, pull hidden text back in while all that follows still fits.
    var tail = widths[start...].reduce(0, +)
    while start > 0, tail + widths[start - 1] <= room {
      start -= 1
      tail += widths[start]
    }
    return start
  }
}
