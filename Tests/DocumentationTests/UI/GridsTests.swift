import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Grids".
@MainActor
@Suite struct GridsTests {
  @Test func theGalleryBuildsOnlyTheCellsInView() throws {
    let photos = (0..<10_000).map { Grids.Photo(id: $0, title: "Photo \($0)") }
    let host = ViewHost(Grids.GalleryView(photos: photos), width: 80, height: 24)
    // Seven 80-point columns in 80 cells (less the scroll bar), two lines a cell.
    let top = try host.text("Photo 0").frame.y
    #expect(try host.text("Photo 6").frame.y == top)
    #expect(try host.text("Photo 7").frame.y == top + 2)
    #expect(host.liveNodeCount < 12 * 7 * 8)
    try host.text("Photo 0").scroll(by: 100_000)
    #expect(host.contains(text: "Photo 9999"))
  }

  @Test func theColumnsAreSizedAsApplesAre() throws {
    let host = ViewHost(
      ScrollView(showsIndicators: false) {
        LazyVGrid(columns: Grids.ColumnChoice().columns, alignment: .leading) {
          ForEach(0..<6, id: \.self) { Text("\($0)") }
        }
      }, width: 40, height: 4)
    // 320 points, less 16 of spacing: the fixed column takes 60 first, the flexible one half
    // of the 244 left (122), and the adaptive one the other 122, which holds two columns of
    // 59 (4 apart): four columns in all, at 0, 68, 198 and 261 points.
    let zero = try host.text("0").frame
    #expect(try host.text("1").frame.x == 68 / 8 + 1)
    #expect(try host.text("2").frame.x == 198 / 8 + 1)
    #expect(try host.text("3").frame.y == zero.y)
    #expect(try host.text("4").frame.y == zero.y + 1)
  }

  @Test func sectionsPinTheirHeaders() throws {
    let host = ViewHost(
      Grids.ShelfView(shelves: [
        "Fiction": (0..<30).map { "Novel \($0)" }, "Poetry": ["क्षिति", "漢字", "👩🏽‍💻"],
      ]), width: 30, height: 5)
    try host.text("Novel 0").scroll(by: 4)
    #expect(host.text.hasPrefix("Fiction"))
    #expect(!host.contains(text: "Novel 0"))
  }

  @Test func theStripAndThePaletteScrollSideways() throws {
    let strip = ViewHost(Grids.TagStrip(tags: (0..<500).map { "Tag \($0)" }), width: 30, height: 3)
    try strip.button("Tag 0").scroll(by: 100, along: .horizontal)
    #expect(!strip.contains(text: "Tag 0"))
    let palette = ViewHost(Grids.Palette(), width: 30, height: 3)
    #expect(try palette.text("#1").frame.y == 1)
    #expect(try palette.text("#2").frame.y == 0)
  }

  @Test func theFormLinesItsLabelsUpOnTheRight() throws {
    let host = ViewHost(Grids.AccountForm(), width: 60, height: 6)
    let name = try host.text("Name:").frame
    let shown = try host.text("Shown:").frame
    #expect(name.x + name.width == shown.x + shown.width)
    #expect(try host.textField("Name").frame.x == shown.x + shown.width + 1)
  }
}
