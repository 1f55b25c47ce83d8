/// Characters drawn in one style: a part of a line of text.
@_spi(TrellisHost) public struct _StyledRun: Hashable, Sendable {
  @_spi(TrellisHost) public var string: String
  @_spi(TrellisHost) public var style: _TextStyle

  /// The measured `lines` of the text made of `runs`, cut into runs again: each character of a
  /// line takes the style of the character it shows. The measurer drops the space or newline
  /// where it breaks a line and ends a cut line with "…"; those are found by matching the
  /// lines against the text, and the "…" takes the style of the character before it.
  static func split(_ lines: [String], into runs: [_StyledRun]) -> [[_StyledRun]] {
    if runs.count == 1, let style = runs.first?.style {
      return lines.map { [_StyledRun(string: $0, style: style)] }
    }
    // Each character of the whole text with the index of its run.
    var source: [(character: Character, run: Int)] = []
    for (index, run) in runs.enumerated() {
      for character in run.string { source.append((character, index)) }
    }
    var cursor = 0
    var lastRun = 0
    var result: [[_StyledRun]] = []
    for line in lines {
      var styled: [_StyledRun] = []
      for character in line {
        // Skip what the measurer dropped at a break.
        while cursor < source.count, source[cursor].character != character,
          source[cursor].character.isWhitespace || source[cursor].character.isNewline
        {
          cursor += 1
        }
        let run: Int
        if cursor < source.count, source[cursor].character == character {
          run = source[cursor].run
          cursor += 1
        } else {
          run = lastRun
        }
        lastRun = run
        if let last = styled.indices.last, styled[last].style == runs[run].style {
          styled[last].string.append(character)
        } else {
          styled.append(_StyledRun(string: String(character), style: runs[run].style))
        }
      }
      result.append(styled)
    }
    return result
  }
}
