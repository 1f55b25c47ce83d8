import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `Grid` and `GridRow` as Apple documents them, read in points on a pixel host (text 7
/// points a character and 20 high, 8 points of default spacing) and as text in the terminal.
@MainActor @Suite struct GridTests {
  private func core<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 200) -> HostCore {
    HostCore(root: view, size: CGSize(width: width, height: height), measurer: TestPixelMeasurer())
  }

  /// The frames of the texts, from the grid's top leading corner.
  private func frames(_ core: HostCore) throws -> [String: CGRect] {
    let grid = try #require(core.elements.first { $0.typeName == "Grid" }).frame
    var frames: [String: CGRect] = [:]
    for element in core.elements where element.typeName == "Text" {
      frames[element.text] = element.frame.offsetBy(dx: -grid.minX, dy: -grid.minY)
    }
    return frames
  }

  private func gridFrame(_ core: HostCore) throws -> CGRect {
    try #require(core.elements.first { $0.typeName == "Grid" }).frame
  }

  // Columns as wide as their widest cell, rows as tall as their tallest, cells centred.
  @Test func columnsAndRowsTakeTheSizeOfTheirLargestCells() throws {
    let core = core(
      Grid {
        GridRow {
          Text("a")
          Text("bbbb")
        }
        GridRow {
          Text("ccc")
          Text("d").padding(.vertical, 10)
        }
      })
    #expect(try gridFrame(core).size == CGSize(width: 21 + 8 + 28, height: 20 + 8 + 40))
    let found = try frames(core)
    #expect(found["a"] == CGRect(x: 7, y: 0, width: 7, height: 20))
    #expect(found["bbbb"] == CGRect(x: 29, y: 0, width: 28, height: 20))
    #expect(found["ccc"] == CGRect(x: 0, y: 38, width: 21, height: 20))
    // The padded cell, 7 by 40, centred in its 28-point column; its text 10 points in.
    #expect(found["d"] == CGRect(x: 39, y: 38, width: 7, height: 20))
  }

  // The grid's alignment for every cell; a row's vertical alignment; a column's horizontal
  // one, set on one of its cells; a cell's own anchor over all of them.
  @Test func alignmentsFromTheGridTheRowTheColumnAndTheCell() throws {
    let core = core(
      Grid(alignment: .topLeading) {
        GridRow {
          Text("tall").padding(.vertical, 10)
          Text("x")
          Text("yyyyyy").gridColumnAlignment(.trailing)
        }
        GridRow(alignment: .bottom) {
          Text("wide cell")
          Text("z").padding(.vertical, 10)
          Text("w")
        }
        GridRow {
          Text("q").gridCellAnchor(.center)
          Text("r")
          Text("s")
        }
      })
    let found = try frames(core)
    // Columns 63, 7 and 42 wide, from 0, 71 and 86; rows 40, 40 and 20 high, from 0, 48
    // and 96.
    #expect(found["x"] == CGRect(x: 71, y: 0, width: 7, height: 20))
    #expect(found["yyyyyy"] == CGRect(x: 86, y: 0, width: 42, height: 20))
    #expect(found["wide cell"] == CGRect(x: 0, y: 48 + 20, width: 63, height: 20))
    #expect(found["z"] == CGRect(x: 71, y: 48 + 10, width: 7, height: 20))
    #expect(found["w"] == CGRect(x: 86 + 35, y: 48 + 20, width: 7, height: 20))
    #expect(found["q"] == CGRect(x: 28, y: 96, width: 7, height: 20))
    #expect(found["r"] == CGRect(x: 71, y: 96, width: 7, height: 20))
    #expect(found["s"] == CGRect(x: 86 + 35, y: 96, width: 7, height: 20))
  }

  // The longest row sets the number of columns; a shorter row leaves its trailing cells
  // empty; a cell spanning columns covers them and the spacing between them.
  @Test func spanningCellsAndShortRows() throws {
    let core = core(
      Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
        GridRow {
          Text("one")
          Text("two")
          Text("three")
        }
        GridRow {
          Text("spans two").gridCellColumns(2)
          Text("end")
        }
        GridRow { Text("alone") }
      })
    let found = try frames(core)
    // Columns 35, 21 and 35 wide, 10 apart.
    #expect(found["one"]?.minX == 0)
    #expect(found["two"]?.minX == 45)
    #expect(found["three"]?.minX == 76)
    #expect(found["spans two"] == CGRect(x: 0, y: 24, width: 63, height: 20))
    #expect(found["end"]?.minX == 76)
    #expect(found["alone"] == CGRect(x: 0, y: 48, width: 35, height: 20))
    #expect(try gridFrame(core).size == CGSize(width: 35 + 10 + 21 + 10 + 35, height: 68))
  }

  // A spanning cell wider than its columns widens each of them by an even share.
  @Test func aSpanningCellWiderThanItsColumnsWidensThem() throws {
    let core = core(
      Grid(horizontalSpacing: 10) {
        GridRow {
          Text("ab")
          Text("cd")
        }
        GridRow { Text("a much wider cell").gridCellColumns(2) }
      })
    // 119 points across two 14-point columns and 10 between: each widened by 40.5, to 55.
    #expect(try gridFrame(core).width == 55 + 10 + 55)
    #expect(try frames(core)["cd"]?.minX == 65 + 20)
  }

  // A view outside any GridRow is a row across every column. A divider takes all the width
  // it is offered, so the grid widens to its parent's width, as Apple documents; unsized
  // horizontally, it takes the width the other cells give the grid.
  @Test func aViewOutsideARowSpansTheGridAndUnsizedAxesKeepItFromSizingIt() throws {
    func grid(unsized: Bool) -> some View {
      Grid {
        GridRow {
          Text("Name")
          Text("Amber")
        }
        Divider().gridCellUnsizedAxes(unsized ? .horizontal : [])
        GridRow {
          Text("Notes")
          Text("None")
        }
      }
    }
    let wide = core(grid(unsized: false))
    #expect(try gridFrame(wide).width == 300)
    let fitted = core(grid(unsized: true))
    #expect(try gridFrame(fitted).width == 35 + 8 + 35)
    let divider = try #require(fitted.elements.first { $0.typeName == "Divider" })
    #expect(divider.frame.width == 78)
    #expect(divider.frame.minX == (try gridFrame(fitted)).minX)
  }

  // Apple's GridRow example: a clear corner cell unsized both ways, rows and cells from
  // ForEach, circles that share out what the grid is offered.
  @Test func rowsAndCellsFromForEach() throws {
    let core = core(
      Grid {
        GridRow {
          Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
          ForEach(1..<4) { column in Text("C\(column)") }
        }
        ForEach(1..<4) { row in
          GridRow {
            Text("R\(row)")
            ForEach(1..<4) { _ in Circle() }
          }
        }
      }, width: 200, height: 200)
    let found = try frames(core)
    #expect(Set(["C1", "C2", "C3", "R1", "R2", "R3"]).isSubset(of: Set(found.keys)))
    // The circles' columns share what the labels' column leaves: all three as wide.
    #expect(found["C1"]?.midX != found["C2"]?.midX)
    let circles = core.drawnShapes.filter { $0.color != .clear }
    #expect(circles.count == 9)
    #expect(Set(circles.map(\.frame.width)).count == 1)
    #expect(found["R1"]!.maxY < found["R2"]!.minY)
    #expect(try gridFrame(core).width == 200)
  }

  @Test func theTerminalDrawsAFormLikeGrid() {
    let host = ViewHost(
      Grid(alignment: .leading) {
        GridRow {
          Text("Name:").gridColumnAlignment(.trailing)
          Text("Amber")
        }
        GridRow {
          Text("Script:")
          Text("क्षिति 漢字 👩🏽‍💻")
        }
        Divider().gridCellUnsizedAxes(.horizontal)
        GridRow {
          Text("Notes:")
          Text("Shown to all")
        }
      }, width: 28, height: 4)
    // "Script:" sets the first column's width, the mixed-script text the second's; the
    // unsized divider is as wide as they are; the grid is centred in the 28 columns.
    #expect(
      host.text == """
             Name: Amber
           Script: क्षिति 漢字 👩🏽‍💻
           ─────────────────────
            Notes: Shown to all
        """)
  }

  @Test func tabGoesThroughTheControlsRowByRow() throws {
    let host = ViewHost(
      Grid {
        GridRow {
          Button("A") {}
          Button("B") {}
        }
        GridRow {
          Toggle("C", isOn: .constant(true))
          Button("D") {}
        }
      }, width: 30, height: 4)
    var reached: [String] = []
    for _ in 0..<4 {
      host.core.moveFocus(backward: false)
      reached.append(host.focusedElement?.text ?? "-")
    }
    #expect(reached == ["A", "B", "C", "D"])
  }
}
