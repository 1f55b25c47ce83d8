import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A frame after a small change repaints only the cells the changed items cover, and what it
/// leaves on the canvas and the terminal screen is exactly what a full redraw of the same
/// display list draws.
@MainActor
@Suite struct IncrementalRepaintTests {
  @Observable final class Entry: Identifiable {
    let id: Int
    var title: String
    var isOn: Bool
    var note = ""
    init(id: Int, title: String, isOn: Bool = false) {
      self.id = id
      self.title = title
      self.isOn = isOn
    }
  }

  @Observable final class Model {
    var pinned: [Entry]
    var entries: [Entry]
    var footer = "Footer"
    init(count: Int) {
      let titles = ["Alpha", "नमस्ते दुनिया", "日本語のテキスト", "Emoji 👍🏽🇫🇷", "Omega"]
      pinned = [Entry(id: -1, title: "Pinned"), Entry(id: -2, title: "हिन्दी")]
      entries = (0..<count).map { Entry(id: $0, title: titles[$0 % titles.count] + " \($0)") }
    }
  }

  /// Rows as inline closures in sections, with toggles, fields and text of several scripts.
  struct Screen: View {
    var model: Model
    var body: some View {
      VStack(alignment: .leading) {
        Text("Entries: \(model.entries.count)").bold()
        List {
          Section("Pinned") {
            ForEach(model.pinned) { entry in
              Toggle(entry.title, isOn: Bindable(entry).isOn)
            }
          }
          Section {
            ForEach(model.entries) { entry in
              HStack {
                Text(entry.title)
                Toggle("On", isOn: Bindable(entry).isOn)
                TextField("Note", text: Bindable(entry).note)
              }
            }
          } footer: {
            Text(model.footer)
          }
        }
      }
    }
  }

  private func frames(_ model: Model, width: Int = 48, height: Int = 14) -> TerminalFrames {
    TerminalFrames(
      core: HostCore(root: Screen(model: model), width: width, height: height),
      environment: ["TERM": "xterm-256color"])
  }

  /// The canvas, caret and terminal screen equal those of drawing the core's display list
  /// from scratch.
  private func expectMatchesFullRedraw(_ frames: TerminalFrames, _ step: String) throws {
    _ = frames.nextFrame()
    let core = frames.core
    let drawn = try #require(core.terminalCanvas.canvas)
    let (full, caret) = _DisplayWidth.$widths.withValue(core.widths) {
      _TerminalRenderer(grid: .terminal).render(core.displayList)
    }
    #expect(drawn.cells == full.cells, "canvas after \(step)")
    #expect(drawn.text == full.text, "text after \(step)")
    #expect(core.terminalCanvas.caret == caret?.position, "caret after \(step)")
    #expect(
      frames.screen == _CanvasScreen.screen(from: full, widths: core.widths),
      "terminal screen after \(step)")
  }

  @Test func everyFrameAfterAnEditEqualsAFullRedraw() throws {
    let model = Model(count: 40)
    let frames = frames(model)
    _ = frames.nextFrame()
    let core = frames.core
    let edits: [(String, () throws -> Void)] = [
      ("flipping a pinned toggle", { model.pinned[1].isOn.toggle() }),
      ("flipping a row's toggle", { model.entries[2].isOn.toggle() }),
      ("a title growing into Devanagari", { model.entries[0].title = "नमस्ते, बहुत लंबा शीर्षक" }),
      ("a title shrinking", { model.entries[1].title = "x" }),
      ("a title in CJK and emoji", { model.entries[3].title = "漢字👍🏽 かな 🇯🇵" }),
      (
        "typing in a field",
        {
          let field = try #require(core.elements.first { $0.kind == .textField })
          try field.type("नम👍🏽字")
        }
      ),
      (
        "deleting in the field",
        {
          let field = try #require(core.elements.first { $0.kind == .textField })
          try field.deleteBackward(2)
        }
      ),
      (
        "focus moving to a toggle",
        {
          try #require(core.elements.first { $0.kind == .toggle }).focus()
        }
      ),
      ("a row inserted", { model.entries.insert(Entry(id: 1000, title: "新しい行"), at: 1) }),
      ("a row removed", { model.entries.remove(at: 3) }),
      ("the header's count", { model.entries.append(Entry(id: 1001, title: "Last")) }),
      ("scrolling a page", { try core.scrollContainers[0].scroll(by: 6) }),
      ("an edit after scrolling", { model.entries[8].title = "ছোট" }),
      ("the window losing focus", { core.isActive = false }),
      ("the window gaining focus", { core.isActive = true }),
    ]
    for (step, edit) in edits {
      try edit()
      core.update()
      try expectMatchesFullRedraw(frames, step)
    }
  }

  @Test func flippingOneRowsToggleRepaintsItsCellsOnly() throws {
    let model = Model(count: 40)
    let frames = frames(model)
    _ = frames.nextFrame()
    let toggle = try #require(
      frames.core.elements.filter { $0.kind == .toggle }.dropFirst(3).first)
    let row = toggle.cellFrame.y
    try toggle.tap()
    frames.core.update()
    // The toggle's own cells in its row (its label is an item of its own, left as it was).
    let spans = try #require(frames.core.terminalCanvas.lastRepaint)
    #expect(spans.map(\.row) == [row])
    let columns = try #require(spans.first).columns
    #expect(columns.contains(toggle.cellFrame.x))
    #expect(columns.count < 48)
    let bytes = frames.nextFrame()
    #expect(!bytes.isEmpty)
    #expect(bytes.count < 16)
    try expectMatchesFullRedraw(frames, "the toggle")
  }

  @Test func aChangeOutOfViewRepaintsNothingAndWritesNothing() throws {
    let model = Model(count: 200)
    let frames = frames(model)
    _ = frames.nextFrame()
    let canvas = frames.core.terminalCanvas
    let draws = canvas.drawCount
    // Row 150 is far below the fold: it is not realised, so nothing on screen changes.
    model.entries[150].title = "Changed off screen"
    model.entries[151].isOn.toggle()
    frames.core.update()
    // Either nothing was laid out again, or the new list repainted no rows.
    #expect(canvas.drawCount == draws || canvas.lastRepaint == [])
    #expect(frames.nextFrame().isEmpty)
  }

  @Test func aChangeInOneRowMeasuresOnlyThatRowAndWhatHoldsIt() throws {
    let model = Model(count: 200)
    let frames = frames(model)
    _ = frames.nextFrame()
    let opened = frames.core.layoutMeasurements
    #expect(opened > 50)
    model.entries[1].title = "नमस्ते"
    frames.core.update()
    let edited = frames.core.layoutMeasurements
    // The row's own views, and the list and stack around it; every other row keeps its size.
    #expect(edited > 0)
    #expect(edited < 40, "measured \(edited) sizes for a one-row edit (\(opened) to open)")
    try expectMatchesFullRedraw(frames, "the edit")
  }

  @Test func theGraphemeWidthsChangingMeasuresEverythingAgain() throws {
    let model = Model(count: 20)
    let frames = frames(model)
    _ = frames.nextFrame()
    let opened = frames.core.layoutMeasurements
    frames.core.widths = WidthProfile(measurements: ["👍🏽": 4, "🇫🇷": 1])
    #expect(frames.core.layoutMeasurements >= opened / 2)
    try expectMatchesFullRedraw(frames, "new widths")
  }
}
