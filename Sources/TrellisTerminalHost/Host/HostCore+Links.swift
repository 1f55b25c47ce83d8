import Foundation
@_spi(TrellisHost) import TrellisUI

extension HostCore {
  /// The link drawn in the cell at `column`, `row`, and the text that shows it: what a click
  /// there opens. The runs are placed as the renderer places them, line by line.
  func link(atColumn column: Int, row: Int) -> (url: URL, text: HostElement)? {
    let grid = _PixelGrid.terminal
    let point = _CellPoint(x: column, y: row)
    for item in displayList.items.reversed() {
      guard case .text(let lines, let alignment, _) = item.content else { continue }
      let bounds = grid.cells(item.frame)
      let line = row - bounds.y
      guard grid.cells(item.clip).contains(point), lines.indices.contains(line),
        column >= bounds.x, column < bounds.maxX
      else { continue }
      var x = bounds.x
      if alignment != .leading {
        let spare = bounds.width - lines[line].reduce(0) { $0 + _DisplayWidth.of($1.string) }
        x += max(0, alignment == .center ? spare / 2 : spare)
      }
      for run in lines[line] {
        let width = _DisplayWidth.of(run.string)
        defer { x += width }
        guard column >= x, column < x + width else { continue }
        guard let url = run.style.link,
          let text = elements.first(where: { ObjectIdentifier($0.node) == item.id.node })
        else { return nil }
        return (url, text)
      }
      return nil
    }
    return nil
  }
}
