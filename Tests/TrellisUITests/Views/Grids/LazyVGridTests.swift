import Foundation
import Testing
import TrellisTesting
import TrellisUI

private struct Photo: Identifiable {
  let id: Int
  var title: String
}

/// A cell of its own type, so that its body evaluations can be counted.
private struct Tile: View {
  let photo: Photo
  var body: some View { Text(photo.title) }
}

/// An adaptive grid of `count` tiles, as a gallery writes one.
private struct Gallery: View {
  let count: Int
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach((0..<count).map { Photo(id: $0, title: "Item \($0)") }) { Tile(photo: $0) }
      }
    }
  }
}

/// A cell with state of its own: a toggle.
private struct Favourite: View {
  let number: Int
  @State private var isOn = false
  var body: some View { Toggle("F\(number)", isOn: $isOn) }
}

/// Lazy vertical grids in the terminal: cells built only as they come into view, their
/// state kept, their columns following the width.
@MainActor
@Suite struct LazyVGridTests {
  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces.union(["│", "┃"]))
    }
  }

  // 80 columns (640 points, less the scroll bar's column) hold seven 80-point columns; 24
  // rows of them are in view: 168 cells are built of 10,000, and scrolling to the end
  // builds only the cells that come into view.
  @Test func aTenThousandItemAdaptiveGridBuildsOnlyTheCellsInView() throws {
    let host = ViewHost(Gallery(count: 10_000), width: 80, height: 24)
    #expect(host.bodyEvaluations(of: Tile.self) == 7 * 24)
    #expect(try host.text("Item 6").frame.y == 0)
    #expect(try host.text("Item 7").frame.y == 1)
    #expect(try host.text("Item 167").frame.y == 23)
    #expect(!host.contains(text: "Item 168"))
    let opened = host.liveNodeCount
    // A row, its tile and its text for each cell, and the few views around them.
    #expect(opened < 3 * 7 * 24 + 20)

    try host.text("Item 0").scroll(by: 100_000)
    #expect(host.contains(text: "Item 9999"))
    #expect(!host.contains(text: "Item 0"))
    #expect(host.liveNodeCount <= opened)
    // The last row holds 10,000 - 1,428 x 7 = 4 cells, at the bottom.
    #expect(try host.text("Item 9999").frame.y == 23)
    #expect(try host.text("Item 9996").frame.y == 23)
    #expect(try host.text("Item 9995").frame.y == 22)
  }

  // Opening costs the same for 200 and 10,000 items.
  @Test func openingBuildsAsManyCellsWhateverTheCount() {
    let small = ViewHost(Gallery(count: 200), width: 80, height: 24)
    let large = ViewHost(Gallery(count: 10_000), width: 80, height: 24)
    #expect(small.bodyEvaluations(of: Tile.self) == large.bodyEvaluations(of: Tile.self))
    #expect(small.liveNodeCount == large.liveNodeCount)
  }

  @Test func theColumnsFollowTheWidth() throws {
    let host = ViewHost(Gallery(count: 100), width: 80, height: 10)
    #expect(try host.text("Item 7").frame.x == host.text("Item 0").frame.x)
    #expect(try host.text("Item 7").frame.y == 1)
    // 40 columns less the scroll bar: 312 points hold three 80-point columns.
    host.resize(width: 40, height: 10)
    #expect(try host.text("Item 3").frame.x == host.text("Item 0").frame.x)
    #expect(try host.text("Item 3").frame.y == 1)
    #expect(try host.text("Item 2").frame.y == 0)
    host.resize(width: 12, height: 10)
    #expect(try host.text("Item 1").frame.y == 1)
  }

  @Test func aCellKeepsItsStateWhenScrolledAwayAndBack() throws {
    let host = ViewHost(
      ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
          ForEach(0..<1_000, id: \.self) { Favourite(number: $0) }
        }
      }, width: 40, height: 6)
    try host.toggle("F3").toggle()
    #expect(try host.toggle("F3").isOn == true)
    try host.toggle("F0").scroll(by: 200)
    #expect(!host.contains(text: "F3"))
    try host.toggle("F400").scroll(by: -200)
    #expect(try host.toggle("F3").isOn == true)
    #expect(try host.toggle("F2").isOn == false)
  }

  @Test func editingAnItemReEvaluatesOnlyItsCell() async throws {
    struct Screen: View {
      @State var photos = (0..<10_000).map { Photo(id: $0, title: "Item \($0)") }
      var body: some View {
        VStack {
          Button("Rename") { photos[1].title = "Renamed" }
          ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
              ForEach(photos) { Tile(photo: $0) }
            }
          }
        }
      }
    }
    let host = ViewHost(Screen(), width: 80, height: 12)
    let before = host.bodyEvaluations(of: Tile.self)
    #expect(before <= 7 * 12)
    try host.button("Rename").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Renamed"))
    #expect(host.bodyEvaluations(of: Tile.self) == before + 1)
  }

  // Cells written inline, as people write them, with sections whose headers span the grid.
  @Test func sectionsStartNewRowsUnderHeadersAcrossTheGrid() {
    let host = ViewHost(
      ScrollView(showsIndicators: false) {
        LazyVGrid(
          columns: [GridItem(.fixed(40)), GridItem(.fixed(40)), GridItem(.fixed(40))],
          alignment: .leading, spacing: 0
        ) {
          Section {
            ForEach(["a", "b", "c", "d"], id: \.self) { name in Text(name.uppercased()) }
          } header: {
            Text("Letters")
          }
          Section {
            ForEach(1..<3) { number in Text("\(number)") }
          } header: {
            Text("Numbers")
          }
        }
      }, width: 16, height: 6)
    #expect(
      lines(host) == ["Letters", "A     B     C", "D", "Numbers", "1     2", ""])
  }

  @Test func thePinnedHeaderOfTheTopSectionStaysInView() throws {
    let host = ViewHost(
      ScrollView {
        LazyVGrid(
          columns: [GridItem(.flexible()), GridItem(.flexible())], alignment: .leading,
          spacing: 0, pinnedViews: .sectionHeaders
        ) {
          ForEach(["A", "B"], id: \.self) { name in
            Section(name) { ForEach(0..<20, id: \.self) { Text("\(name)\($0)") } }
          }
        }
      }, width: 20, height: 4)
    #expect(lines(host).prefix(2) == ["A", "A0        A1"])
    try host.text("A0").scroll(by: 3)
    #expect(lines(host).first == "A")
    #expect(lines(host).dropFirst().first == "A6        A7")
    // The next section's header pushes it away.
    try host.text("A6").scroll(by: 8)
    #expect(lines(host).first == "B")
  }

  // Devanagari conjuncts, CJK and an emoji sequence each keep their display width in their
  // column, in whole graphemes.
  @Test func textInEveryScriptKeepsItsColumns() throws {
    let host = ViewHost(
      ScrollView(showsIndicators: false) {
        LazyVGrid(
          columns: Array(repeating: GridItem(.fixed(64), alignment: .leading), count: 3),
          spacing: 0
        ) {
          ForEach(["क्षिति", "漢字かな", "👩🏽‍💻 Ada", "Zoë", "한국어", "🇳🇿"], id: \.self) {
            Text($0)
          }
        }
      }, width: 26, height: 3)
    // Eight-cell columns with a cell between them: at 0, 9 and 18.
    #expect(lines(host)[0] == "क्षिति    漢字かな 👩🏽‍💻 Ada")
    #expect(lines(host)[1] == "Zoë      한국어   🇳🇿")
    #expect(try host.text("क्षिति").frame == (x: 0, y: 0, width: 5, height: 1))
    #expect(try host.text("漢字かな").frame == (x: 9, y: 0, width: 8, height: 1))
    #expect(try host.text("👩🏽‍💻 Ada").frame == (x: 18, y: 0, width: 6, height: 1))
    #expect(try host.text("🇳🇿").frame == (x: 18, y: 1, width: 2, height: 1))
  }

  @Test func scrollToReachesACellNeverBuilt() throws {
    let host = ViewHost(
      ScrollViewReader { proxy in
        VStack {
          Button("Jump") { proxy.scrollTo(700, anchor: .top) }
          ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
              ForEach(0..<1_000, id: \.self) { Text("Cell \($0)") }
            }
          }
        }
      }, width: 30, height: 6)
    try host.button("Jump").tap()
    host.update()
    #expect(try host.text("Cell 700").frame.y == 1)
    #expect(host.contains(text: "Cell 701"))
  }
}
