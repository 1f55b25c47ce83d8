import Foundation
@_spi(TrellisHost) import TrellisUI

extension _TerminalMeasurer: _TextAreaMeasuring {
  /// A vertical field: as wide as a one-line field, a row for each line its text wraps to
  /// between its brackets (within its line limits). An editor: what it is offered both ways;
  /// offered nothing, its text's width and lines.
  @_spi(TrellisHost) public func size(of area: _MeasuredTextArea, proposal: ProposedViewSize)
    -> CGSize
  {
    let characters = Array(area.shown)
    let offered = proposal.width.flatMap { $0.isFinite ? grid.count($0, along: .horizontal) : nil }
    let frame = area.isEditor ? 0 : 2
    // Offered no width: the longest line on one row, with a cell for the caret after it.
    let ideal =
      _TextAreaLines(characters, columns: .max).lines.map {
        characters[$0.start..<$0.end].reduce(0) { $0 + _DisplayWidth.of($1) }
      }.max() ?? 0
    let columns = offered.map { max(frame + 1, $0) } ?? (ideal + frame + 1)
    var rows = _TextAreaLines(characters, columns: columns - frame).count
    if !area.isEditor {
      rows = max(rows, area.minLines)
      if let limit = area.maxLines { rows = min(rows, max(area.minLines, limit)) }
    }
    let width =
      proposal.width.map { $0.isFinite ? grid.length(columns, along: .horizontal) : $0 }
      ?? grid.length(columns, along: .horizontal)
    let height = grid.length(rows, along: .vertical)
    guard area.isEditor else { return CGSize(width: width, height: height) }
    return CGSize(width: width, height: proposal.height ?? height)
  }
}
