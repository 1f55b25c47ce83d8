import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `HostCore` speaks points to hosts: the window's size, the elements' frames and the size
/// classes; the terminal's cells are derived at its edge (8 by 16 points a cell).
@MainActor @Suite struct HostCoreTests {
  private struct Panel: View {
    @State var name = "Amber"
    @Environment(\.horizontalSizeClass) var sizeClass
    var body: some View {
      VStack(alignment: .leading) {
        Text("Name: \(name)")
        TextField("Name", text: $name)
        Text(sizeClass == .regular ? "regular" : "compact")
      }
    }
  }

  @Test func theWindowIsLaidOutAtItsSizeInPoints() {
    let core = HostCore(
      root: Panel(), size: CGSize(width: 320, height: 160), measurer: _TerminalMeasurer())
    #expect(core.size == CGSize(width: 320, height: 160))
    #expect(core.displayList.size == CGSize(width: 320, height: 160))
    #expect(core.cellSize == (40, 10))
  }

  @Test func aSizeBetweenPixelsIsLaidOutInTheWholePixelsItHolds() {
    let core = HostCore(
      root: Panel(), size: CGSize(width: 327.5, height: 175), measurer: _TerminalMeasurer())
    // The window keeps the size it was given; layout fills the whole cells inside it.
    #expect(core.size == CGSize(width: 327.5, height: 175))
    #expect(core.displayList.size == CGSize(width: 320, height: 160))
    #expect(core.cellSize == (40, 10))
    #expect(core.text.split(separator: "\n", omittingEmptySubsequences: false).count == 10)
  }

  @Test func elementFramesAreInPointsAndMatchTheDisplayList() throws {
    let core = HostCore(
      root: Panel(), size: CGSize(width: 320, height: 160), measurer: _TerminalMeasurer())
    let label = try #require(core.elements.first { $0.text == "Name: Amber" })
    let item = try #require(
      core.displayList.items.first {
        if case .text(let lines, _, _) = $0.content {
          return lines.map { $0.map(\.string).joined() } == ["Name: Amber"]
        }
        return false
      })
    #expect(label.frame == item.frame)
    // "Name: Amber" is 11 columns of one row.
    #expect(label.frame.size == CGSize(width: 11 * 8, height: 16))
    let field = try #require(core.elements.first { $0.kind == .textField })
    #expect(field.frame.minY >= label.frame.maxY)
    for element in core.elements {
      #expect(element.frame.minX.truncatingRemainder(dividingBy: 8) == 0, "\(element.text)")
      #expect(element.frame.minY.truncatingRemainder(dividingBy: 16) == 0, "\(element.text)")
    }
  }

  @Test func cellFramesAreThePointFramesOnTheTerminalsGrid() throws {
    let core = HostCore(root: Panel(), width: 40, height: 10)
    #expect(core.size == HostCore.size(columns: 40, rows: 10))
    #expect(HostCore.size(columns: 40, rows: 10) == CGSize(width: 320, height: 160))
    for element in core.elements {
      let cells = element.cellFrame
      #expect(CGFloat(cells.x) * 8 == element.frame.minX)
      #expect(CGFloat(cells.y) * 16 == element.frame.minY)
      #expect(CGFloat(cells.width) * 8 == element.frame.width)
      #expect(CGFloat(cells.height) * 16 == element.frame.height)
    }
  }

  @Test func resizingInPointsLaysOutAgainAndSetsTheSizeClass() throws {
    let core = HostCore(
      root: Panel(), size: CGSize(width: 320, height: 160), measurer: _TerminalMeasurer())
    #expect(core.text.contains("compact"))
    core.resize(to: CGSize(width: 1024, height: 320))
    #expect(core.size == CGSize(width: 1024, height: 320))
    #expect(core.cellSize == (128, 20))
    #expect(core.text.contains("regular"))
    #expect(core.displayList.size == CGSize(width: 1024, height: 320))
  }

  @Test func theFocusedElementKeepsItsFrameInPoints() throws {
    let core = HostCore(
      root: Panel(), size: CGSize(width: 320, height: 160), measurer: _TerminalMeasurer())
    let field = try #require(core.elements.first { $0.kind == .textField })
    try field.focus()
    #expect(core.focused?.frame == field.frame)
  }
}
