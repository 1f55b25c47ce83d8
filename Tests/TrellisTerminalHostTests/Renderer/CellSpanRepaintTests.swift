import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A small change repaints only the cells of the items that changed, each span widened to
/// whole items, so that a wide CJK or emoji cell pair or a Devanagari cluster is never drawn
/// in part; the canvas, the caret and the terminal screen then equal a full redraw of the
/// same frame, for text that grows, shrinks, moves and disappears.
@MainActor
@Suite struct CellSpanRepaintTests {
  @Observable final class Row: Identifiable {
    let id: Int
    var title: String
    var isOn = false
    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }

  @Observable final class Model {
    var rows: [Row]
    /// A mark drawn over the start of a line of CJK text.
    var mark = "a"
    var showsBadge = true
    init() {
      let titles = ["क्षत्रिय", "漢字", "👩‍👩‍👧🇯🇵", "Plain"]
      rows = (0..<12).map { Row(id: $0, title: titles[$0 % titles.count] + " \($0)") }
    }
  }

  struct Screen: View {
    var model: Model
    var body: some View {
      VStack(alignment: .leading) {
        Text("漢字漢字漢字漢字").overlay(alignment: .leading) { Text(model.mark) }
        List {
          Section("Rows") {
            ForEach(model.rows) { row in
              HStack {
                Text(row.title)
                if model.showsBadge, row.id % 2 == 0 { Text("👩‍👩‍👧 क्ष") }
                Spacer()
                Toggle("On", isOn: Bindable(row).isOn)
              }
            }
          }
        }
      }
    }
  }

  private static let width = 60

  private func frames(_ model: Model) -> TerminalFrames {
    TerminalFrames(
      core: HostCore(root: Screen(model: model), width: Self.width, height: 16),
      environment: ["TERM": "xterm-256color"])
  }

  /// What the last frame left equals a full redraw of the core's display list.
  private func expectMatchesFullRedraw(_ frames: TerminalFrames, _ step: String) throws {
    _ = frames.nextFrame()
    let core = frames.core
    let drawn = try #require(core.terminalCanvas.canvas)
    let (full, caret) = _DisplayWidth.$widths.withValue(core.widths) {
      _TerminalRenderer(grid: .terminal).render(core.displayList)
    }
    #expect(drawn.text == full.text, "text after \(step)")
    #expect(drawn.cells == full.cells, "canvas after \(step)")
    #expect(core.terminalCanvas.caret == caret?.position, "caret after \(step)")
    #expect(
      frames.screen == _CanvasScreen.screen(from: full, widths: core.widths),
      "terminal screen after \(step)")
    // A terminal host opened on the same state writes the same screen from scratch.
    let fresh = TerminalFrames(core: core, environment: ["TERM": "xterm-256color"])
    _ = fresh.redrawAll()
    #expect(fresh.screen == frames.screen, "a fresh redraw after \(step)")
  }

  @Test func eachEditRepaintsPartOfItsRowsAndEqualsAFullRedraw() throws {
    let model = Model()
    let frames = frames(model)
    _ = frames.nextFrame()
    let edits: [(String, () -> Void)] = [
      ("flipping a toggle", { model.rows[1].isOn.toggle() }),
      ("a Devanagari title growing (its badge moves)", { model.rows[0].title = "क्षत्रिय क्षत्रिय" }),
      ("a CJK title shrinking", { model.rows[1].title = "漢" }),
      ("an emoji title in CJK", { model.rows[2].title = "漢字👩‍👩‍👧🇯🇵漢字" }),
      ("badges disappearing", { model.showsBadge = false }),
      ("badges coming back", { model.showsBadge = true }),
      ("a row moving", { model.rows.swapAt(0, 3) }),
      ("a row removed", { model.rows.remove(at: 1) }),
      ("a mark over half a CJK glyph", { model.mark = "abc" }),
      ("the mark shrinking", { model.mark = "" }),
      ("the mark in Devanagari", { model.mark = "क्ष" }),
    ]
    for (step, edit) in edits {
      edit()
      frames.core.update()
      try expectMatchesFullRedraw(frames, step)
    }
  }

  @Test func aToggleRepaintsItsCellsNotItsRow() throws {
    let model = Model()
    let frames = frames(model)
    _ = frames.nextFrame()
    model.rows[2].isOn.toggle()
    frames.core.update()
    let spans = try #require(frames.core.terminalCanvas.lastRepaint)
    #expect(spans.count == 1)
    let span = try #require(spans.first)
    // The checkbox, not the emoji title at the start of the row.
    #expect(span.columns.lowerBound > 10)
    #expect(span.columns.count < 10)
    try expectMatchesFullRedraw(frames, "the toggle")
  }

  @Test func aSpanThatReachesPartOfAGlyphTakesTheWholeItemUnderIt() throws {
    let model = Model()
    let frames = frames(model)
    _ = frames.nextFrame()
    // The mark grows over "漢" at columns 2-3: the CJK line under it is repainted whole.
    model.mark = "abc"
    frames.core.update()
    let spans = try #require(frames.core.terminalCanvas.lastRepaint)
    #expect(spans.count == 1)
    #expect(spans.contains { $0.columns.count >= 16 })
    try expectMatchesFullRedraw(frames, "the mark")
  }
}
