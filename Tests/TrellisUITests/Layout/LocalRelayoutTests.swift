import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// After an update pass, layout places again only the subtrees around what changed, where
/// they were, when their parents learn nothing new of them (LayoutEngine+Local.swift). Every
/// frame here must show exactly what laying the whole window out afresh shows; the tests also
/// say which changes are placed alone and which lay out the window.
@MainActor
@Suite struct LocalRelayoutTests {
  @Observable final class Entry: Identifiable {
    let id: Int
    var title: String
    var isOn = false
    var note = ""
    var label = "Entry"
    var priority = 0.0
    var nudged = false
    var grows = false
    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }

  @Observable final class Model {
    var entries: [Entry]
    var heading = "Shelves क्षत्रिय"
    init(count: Int) {
      let titles = ["क्षत्रिय", "漢字のテキスト", "👩🏽‍💻 emoji", "Plain"]
      entries = (0..<count).map { Entry(id: $0, title: titles[$0 % 4] + " \($0)") }
    }
  }

  /// Rows written inline in sections, as people write them.
  struct Screen: View {
    var model: Model
    var body: some View {
      VStack(alignment: .leading) {
        Text(model.heading).bold()
        List {
          Section("First") {
            ForEach(model.entries.prefix(20)) { entry in
              HStack {
                Text(entry.title)
                Toggle("On", isOn: Bindable(entry).isOn)
                TextField("Note", text: Bindable(entry).note)
              }
              .accessibilityLabel(entry.label)
            }
          }
          Section {
            ForEach(model.entries.dropFirst(20)) { entry in
              VStack(alignment: .leading) {
                HStack {
                  Text(entry.title).layoutPriority(entry.priority)
                  Text("a trailing text that competes for the width of the row")
                }
                let nudge: CGFloat = entry.nudged ? -16 : 0
                Text("nudged").alignmentGuide(.leading) { _ in nudge }
                if entry.grows { Text("Detail of \(entry.title)") }
              }
            }
          } header: {
            Text("Second 漢字")
          }
        }
      }
    }
  }

  /// Brings `core` up to date, expects the frame to have placed `alone` subtrees on their own
  /// (0: the window was laid out), then lays the window out with nothing kept and expects the
  /// same list and elements; also that the items the list says it kept are the old ones.
  @discardableResult
  private func expectFrame(
    _ core: HostCore, alone: Int?, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> _DisplayList {
    let before = core.displayList
    core.update()
    if let alone {
      #expect(
        core.engine?.subtreesPlacedAlone == alone, "subtrees placed alone after \(what)",
        sourceLocation: sourceLocation)
    }
    let list = core.displayList
    for (index, source) in (list.keptSources(from: before) ?? []).enumerated() where source >= 0 {
      #expect(
        list.items[index] == before.items[source], "kept item after \(what)",
        sourceLocation: sourceLocation)
    }
    WholeLayoutComparison.expectSame(
      WholeLayoutComparison.shown(core), asWholeLayoutOf: core, after: what,
      sourceLocation: sourceLocation)
    return list
  }

  private func element(_ core: HostCore, _ kind: HostElement.Kind, _ index: Int) -> HostElement {
    core.elements.filter { $0.kind == kind }[index]
  }

  @Test func aToggleIsPlacedAloneAndTheRestIsKeptAsItWas() throws {
    let model = Model(count: 100)
    let core = HostCore(root: Screen(model: model), width: 90, height: 30)
    model.entries[2].isOn.toggle()
    let list = expectFrame(core, alone: 1, "a toggle")
    // Only the toggle's items were made: the two runs around them were kept.
    #expect(list.keptRuns.count == 2)
    #expect(list.keptRuns.map(\.count).reduce(0, +) == list.items.count - 1)
    try element(core, .toggle, 4).tap()
    expectFrame(core, alone: 1, "a tapped toggle")
    #expect(model.entries[4].isOn)
    // Two rows in one update: each placed alone.
    model.entries[1].isOn.toggle()
    model.entries[6].isOn.toggle()
    expectFrame(core, alone: 2, "two toggles")
  }

  @Test func typingInEveryScriptIsPlacedAlone() throws {
    let model = Model(count: 60)
    let core = HostCore(root: Screen(model: model), width: 90, height: 30)
    let field = element(core, .textField, 3)
    try field.focus()
    core.update()
    for character in ["क्षि", "漢", "👩🏽‍💻", "a"] {
      try field.type(character)
      expectFrame(core, alone: 1, "typing \(character)")
    }
    #expect(model.entries[3].note == "क्षि漢👩🏽‍💻a")
    #expect(core.caretPosition != nil)
    try field.deleteBackward(2)
    expectFrame(core, alone: 1, "deleting")
  }

  @Test func aChangeOfSizeReachesTheLayoutThatDependsOnIt() throws {
    let model = Model(count: 60)
    let core = HostCore(root: Screen(model: model), width: 90, height: 30)
    // A new heading: the body that shows it describes its list again too, whose rows may
    // have changed, so the window is laid out.
    model.heading = "漢字 heading, a longer one"
    expectFrame(core, alone: 0, "a new heading")
    #expect(core.text.contains("漢字 heading, a longer one"))
    // A row that grows a line moves the rows below it: the window is laid out.
    model.entries[21].grows = true
    expectFrame(core, alone: 0, "a row growing")
    #expect(core.text.contains("Detail of 漢字のテキスト 21"))
    model.entries[21].grows = false
    expectFrame(core, alone: 0, "the row shrinking back")
    #expect(!core.text.contains("Detail of"))
  }

  @Test func traitsAndGuidesTheParentReadsAreFollowed() throws {
    let model = Model(count: 60)
    let core = HostCore(root: Screen(model: model), width: 90, height: 30)
    // A priority the row's stack shares its width by: the stack is placed again.
    model.entries[20].priority = 1
    expectFrame(core, alone: 1, "a layout priority")
    #expect(core.text.contains("क्षत्रिय 20"))
    // A guide that moves a text within its column: the column is placed again.
    model.entries[21].nudged = true
    expectFrame(core, alone: 1, "an alignment guide")
    model.entries[21].nudged = false
    expectFrame(core, alone: 1, "the guide back")
  }

  @Test func anAccessibilityLabelAloneReachesTheFrame() throws {
    let model = Model(count: 40)
    let core = HostCore(root: Screen(model: model), width: 90, height: 30)
    model.entries[1].label = "ज्ञान 知識 👍🏽"
    expectFrame(core, alone: 1, "an accessibility label")
  }

  @Test func changesTheFrameCannotFollowLayTheWindowOut() throws {
    let model = Model(count: 100)
    let core = HostCore(root: Screen(model: model), width: 90, height: 30)
    model.entries.remove(at: 3)
    expectFrame(core, alone: 0, "a removal")
    model.entries.insert(Entry(id: 500, title: "👩🏽‍💻 inserted"), at: 45)
    expectFrame(core, alone: 0, "an insertion")
    // A write that is not a change (the same value) leaves the frame as it was.
    model.entries[44].isOn = model.entries[44].isOn
    expectFrame(core, alone: 0, "an unchanged value")
  }

  @Test func resizingAndScrollingLayTheWindowOut() throws {
    let model = Model(count: 100)
    let core = HostCore(root: Screen(model: model), width: 90, height: 30)
    core.resize(to: CGSize(width: 70 * 8, height: 20 * 16))
    #expect(core.engine?.subtreesPlacedAlone == 0)
    // The toggle was measured at both widths, more sizes than its memo keeps: it may not
    // know every size its row relied on, so the first change lays the window out.
    model.entries[0].isOn.toggle()
    expectFrame(core, alone: nil, "a toggle after the resize")
    model.entries[0].isOn.toggle()
    expectFrame(core, alone: 1, "a second toggle after the resize")
    try core.scrollContainers[0].scroll(by: 3)
    #expect(core.engine?.subtreesPlacedAlone == 0)
    model.entries[5].isOn.toggle()
    expectFrame(core, alone: 1, "a toggle after a scroll")
  }

  @Test func aRenameThatKeepsTheRowsSizeIsPlacedAlone() throws {
    // Rows as a view of their own type, whose field takes what their text leaves.
    let model = IncrementalLayoutTests.Model(count: 200)
    let core = HostCore(
      root: IncrementalLayoutTests.RowScreen(model: model), width: 100, height: 30)
    for (index, title) in ["Renamed क्षत्रिय", "漢字 renamed, longer still", "👩🏽‍💻", ""].enumerated() {
      model.entries[2].title = title
      expectFrame(core, alone: 1, "rename \(index)")
    }
    #expect(core.text.contains("Note"))
  }

  /// Rows one of which may show a running timer.
  struct TimerScreen: View {
    var model: Model
    var body: some View {
      VStack(alignment: .leading) {
        ForEach(model.entries.prefix(3)) { entry in
          HStack {
            Toggle(entry.title, isOn: Bindable(entry).isOn)
            // In a frame of one width: the row keeps its size when the timer comes.
            if entry.note == "timed" {
              Text(Date(), style: .timer).frame(width: 80, height: 16)
            } else {
              Text("—").frame(width: 80, height: 16)
            }
          }
        }
      }
    }
  }

  @Test func aRunningDatePlacedAloneMakesLaterFramesWhole() {
    let model = Model(count: 3)
    let core = HostCore(root: TimerScreen(model: model), width: 90, height: 10)
    model.entries[1].isOn.toggle()
    core.update()
    #expect(core.engine?.subtreesPlacedAlone == 1)
    // A timer appears: its text is made again each frame, which a frame placing one row
    // again would leave as it was.
    model.entries[0].note = "timed"
    core.update()
    #expect(core.engine?.subtreesPlacedAlone == 1)
    model.entries[2].isOn.toggle()
    core.update()
    #expect(core.engine?.subtreesPlacedAlone == 0)
    #expect(core.text.contains(":"))
  }

  /// A screen whose body reads a value it shows nowhere: evaluating it again changes
  /// nothing laid out.
  struct ReadingScreen: View {
    var model: Model
    var body: some View {
      _ = model.entries[0].note
      return VStack { Text("Fixed") }
    }
  }

  @Test func aBodyEvaluatedToTheSameViewsKeepsTheFrame() {
    let model = Model(count: 2)
    let core = HostCore(root: ReadingScreen(model: model), width: 40, height: 5)
    let before = core.displayList
    model.entries[0].note = "read, not shown क्ष 漢 👍🏽"
    core.update()
    #expect(core.updatePassCount > 0)
    #expect(core.displayList == before)
    #expect(core.text.contains("Fixed"))
  }

  @Test func withTheFeatureOffEveryFrameIsAWholeLayout() {
    let model = Model(count: 40)
    let core = HostCore(root: Screen(model: model), width: 90, height: 30)
    core.followsChanges = false
    model.entries[2].isOn.toggle()
    expectFrame(core, alone: 0, "a toggle")
  }
}
