import Testing
import TrellisTesting

@testable import TrellisUI

private struct Editor<Inspector: View>: View {
  @State var showsInspector = false
  @State private var edits = 0
  let inspector: Inspector
  var body: some View {
    VStack {
      Text("Canvas edited \(edits) times")
      Button("Edit") { edits += 1 }
      Button("Inspect") { showsInspector.toggle() }
      Spacer()
    }
    .frame(maxWidth: .infinity)
    .inspector(isPresented: $showsInspector) { inspector }
  }
}

private struct Traits: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("Traits ক্ষ 字 👩‍💻 \(taps)")
      Button("Tap trait") { taps += 1 }
    }
  }
}

@MainActor
@Suite struct InspectorTests {
  @Test func aRegularWindowShowsTheInspectorAsATrailingColumnAndTheViewKeepsItsState() throws {
    let host = ViewHost(Editor(inspector: Traits()), width: 100, height: 10)
    try host.button("Edit").tap()
    host.update()
    #expect(!host.contains(text: "Traits"))
    let centred = try host.text("Canvas edited 1 times").frame.x
    #expect(centred > 35)

    try host.button("Inspect").tap()
    host.update()
    // 240 points (30 cells) for the inspector, one cell of divider, the rest for the view.
    let traits = try host.text("Traits ক্ষ 字 👩‍💻 0")
    #expect(traits.frame.x >= 70)
    #expect(try host.text("Canvas edited 1 times").frame.x < centred - 10)
    let rows = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.allSatisfy { Array($0).count > 69 && Array($0)[69] == "│" })

    try host.button("Tap trait").tap()
    try host.button("Edit").tap()
    host.update()
    #expect(host.contains(text: "Traits ক্ষ 字 👩‍💻 1"))
    try host.button("Inspect").tap()
    host.update()
    #expect(!host.contains(text: "Traits"))
    #expect(try host.text("Canvas edited 2 times").frame.x == centred)
    host.close()
  }

  @Test func theInspectorsWidthComesFromItsContentWithinItsBounds() throws {
    let fixed = ViewHost(
      Editor(showsInspector: true, inspector: Traits().inspectorColumnWidth(400)), width: 100,
      height: 10)
    // 400 points: 50 cells, the divider in the cell before them.
    let fixedRows = fixed.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(fixedRows.allSatisfy { Array($0).count > 49 && Array($0)[49] == "│" })
    #expect(try fixed.text("Traits ক্ষ 字 👩‍💻 0").frame.x >= 50)
    fixed.close()

    let clamped = ViewHost(
      Editor(
        showsInspector: true,
        inspector: Traits().inspectorColumnWidth(min: 80, ideal: 480, max: 160)),
      width: 100, height: 10)
    let rows = clamped.text.split(separator: "\n", omittingEmptySubsequences: false)
    // 160 points: 20 cells, the divider in the cell before them.
    #expect(rows.allSatisfy { Array($0).count > 79 && Array($0)[79] == "│" })
    clamped.close()
  }

  @Test func aCompactWindowPresentsTheInspectorAsASheetWhoseDismissalClearsTheBinding() throws {
    let host = ViewHost(Editor(inspector: Traits()), width: 40, height: 12)
    try host.button("Inspect").tap()
    host.update()
    #expect(host.contains(text: "Traits ক্ষ 字 👩‍💻 0"))
    #expect(!host.text.contains("│ Traits"))
    try host.dismissPresentation()
    host.update()
    #expect(!host.contains(text: "Traits"))
    // The binding was cleared: one tap shows it again.
    try host.button("Inspect").tap()
    host.update()
    #expect(host.contains(text: "Traits ক্ষ 字 👩‍💻 0"))
    host.close()
  }

  @Test func growingTheWindowMovesASheetInspectorIntoItsColumn() throws {
    let host = ViewHost(Editor(inspector: Traits()), width: 40, height: 12)
    try host.button("Edit").tap()
    try host.button("Inspect").tap()
    host.update()
    #expect(host.contains(text: "Traits ক্ষ 字 👩‍💻 0"))
    host.resize(width: 100, height: 12)
    host.update()
    #expect(try host.text("Traits ক্ষ 字 👩‍💻 0").frame.x >= 70)
    #expect(host.contains(text: "Canvas edited 1 times"))
    host.close()
  }

  @Test func aNarrowRegularWindowShrinksTheInspectorTowardItsLeastWidthBeforeTheView() throws {
    // 640 points wide (regular): 480 of inspector would leave the view 152; it keeps the
    // split view's 160 least, the inspector giving up 8 points (one cell) of its ideal.
    let host = ViewHost(
      Editor(
        showsInspector: true,
        inspector: Traits().inspectorColumnWidth(min: 200, ideal: 480, max: 480)),
      width: 80, height: 6)
    let rows = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.allSatisfy { Array($0).count > 20 && Array($0)[20] == "│" })
    host.close()
  }

  @Test func removingOneOfTwoWidthsKeepsTheOther() throws {
    struct TwoWidths: View {
      @State var both = true
      var body: some View {
        Text("Main")
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .inspector(isPresented: .constant(true)) {
            VStack {
              Button("One") { both = false }.inspectorColumnWidth(160)
              if both { Text("Two").inspectorColumnWidth(400) }
            }
          }
      }
    }
    let host = ViewHost(TwoWidths(), width: 100, height: 6)
    try host.button("One").tap()
    host.update()
    // The button's 160 points stay: 20 cells after the divider.
    let rows = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.allSatisfy { Array($0).count > 79 && Array($0)[79] == "│" })
    host.close()
  }
}
