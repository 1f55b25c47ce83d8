import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Passing data up with preferences".
@MainActor
@Suite struct PreferencesTests {
  @Test func theBookListsItsChaptersTitlesInOrder() {
    let host = ViewHost(
      Preferences.BookView(chapters: ["Prologue", "अध्याय एक", "第二章", "🌅 Dawn"]),
      width: 60, height: 8)
    #expect(host.contains(text: "4 chapters: Prologue, अध्याय एक, 第二章, 🌅 Dawn"))
  }

  @Test func theUnderlineIsUnderTheSelectedTabAndFollowsTheSelection() throws {
    struct Screen: View {
      @State var selection = "Mail"
      var body: some View {
        Preferences.TabBar(tabs: ["Mail", "カレンダー", "Notes"], selection: $selection)
      }
    }
    let host = ViewHost(Screen(), width: 40, height: 3)
    for tab in ["Mail", "カレンダー", "Notes"] {
      if tab != "Mail" {
        try host.text(tab).tap()
        host.update()
      }
      let cells = try host.text(tab).frame
      let line = try #require(host.shapes.first)
      // Cells are 8 x 16 points; the line is the tab's width, at its bottom edge.
      #expect(line.frame.minX == CGFloat(cells.x * 8))
      #expect(line.frame.width == CGFloat(cells.width * 8))
      #expect(line.frame.minY == CGFloat((cells.y + cells.height) * 16))
    }
  }
}
