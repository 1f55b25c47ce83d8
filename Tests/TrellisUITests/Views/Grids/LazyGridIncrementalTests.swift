import Foundation
import Observation
import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A lazy grid laid out again after a change (from its record of the last layout, or a cell
/// on its own) shows exactly what laying the whole window out afresh shows.
@MainActor
@Suite struct LazyGridIncrementalTests {
  @Observable final class Swatch: Identifiable {
    let id: Int
    var name: String
    var isFavourite = false
    var showsNote = false
    init(id: Int) {
      self.id = id
      name = ["क्षिति", "漢字", "👩🏽‍💻", "Zoë"][id % 4] + " \(id)"
    }
  }

  @Observable final class Palette {
    var warm = (0..<300).map(Swatch.init)
    var cool = (300..<600).map(Swatch.init)
  }

  /// Two sections of cells written inline, a name and a toggle each; a cell can grow a note.
  struct Screen: View {
    var palette: Palette
    var body: some View {
      ScrollView {
        LazyVGrid(
          columns: [GridItem(.adaptive(minimum: 120))], alignment: .leading,
          pinnedViews: .sectionHeaders
        ) {
          Section("Warm") { ForEach(palette.warm) { cell($0) } }
          Section("Cool") { ForEach(palette.cool) { cell($0) } }
        }
      }
    }

    func cell(_ swatch: Swatch) -> some View {
      VStack(alignment: .leading) {
        Text(swatch.name)
        Toggle("Fav", isOn: Bindable(swatch).isFavourite)
        if swatch.showsNote { Text("Note") }
      }
    }
  }

  private func expectFrame(
    _ core: HostCore, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.update()
    WholeLayoutComparison.expectSame(
      WholeLayoutComparison.shown(core), asWholeLayoutOf: core, after: what,
      sourceLocation: sourceLocation)
  }

  @Test(arguments: [false, true])
  func changesShowWhatAFullLayoutShows(followsChanges: Bool) throws {
    let palette = Palette()
    let core = HostCore(root: Screen(palette: palette), width: 80, height: 20)
    core.followsChanges = followsChanges
    palette.warm[1].isFavourite = true
    expectFrame(core, "a toggle")
    palette.warm[2].isFavourite = true
    expectFrame(core, "a second toggle")
    palette.warm[3].showsNote = true
    expectFrame(core, "a cell growing a line")
    #expect(core.text.contains("Note"))
    palette.warm[3].name = "漢字 renamed"
    expectFrame(core, "a rename")
    try core.scrollContainers[0].scroll(by: 130)
    expectFrame(core, "a scroll into the second section")
    #expect(core.text.contains("Cool"))
    palette.cool[20].isFavourite.toggle()
    expectFrame(core, "a toggle under the pinned header")
    palette.cool.insert(Swatch(id: 9_000), at: 10)
    expectFrame(core, "an insertion")
    core.resize(to: CGSize(width: 50 * 8, height: 20 * 16))
    expectFrame(core, "a resize to fewer columns")
  }
}
