import Testing
import TrellisTesting
import TrellisUI

private struct Catalogue: View {
  let count: Int
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading) {
        ForEach(0..<count, id: \.self) { Text("Row \($0)") }
      }
    }
  }
}

private struct Item: Identifiable {
  let id: Int
  var title: String
}

/// A row whose body counts its evaluations.
private struct TitleRow: View {
  let item: Item
  var body: some View { Text(item.title) }
}

@MainActor
@Suite struct LazyVStackTests {
  @Test func aScrollViewOverAHundredThousandRowsRealisesOnlyTheVisibleOnes() throws {
    let host = ViewHost(Catalogue(count: 100_000), width: 80, height: 24)
    #expect(host.contains(text: "Row 0"))
    #expect(host.contains(text: "Row 23"))
    #expect(!host.contains(text: "Row 24"))
    let opened = host.liveNodeCount
    #expect(opened < 100)

    try host.text("Row 0").scroll(by: 50_000)
    #expect(host.contains(text: "Row 50000"))
    #expect(host.contains(text: "Row 50023"))
    #expect(!host.contains(text: "Row 0"))
    #expect(host.liveNodeCount == opened)

    try host.text("Row 50000").scroll(by: 1_000_000)
    #expect(host.contains(text: "Row 99999"))
    #expect(host.liveNodeCount == opened)
    let last = try host.text("Row 99999")
    #expect(last.frame.y == 23)
  }

  @Test func aLazyStackBelowOtherContentInAScrollViewStaysLazy() throws {
    let host = ViewHost(
      VStack {
        Text("Above the scroll view")
        ScrollView {
          VStack(alignment: .leading) {
            Text("Header")
            LazyVStack(alignment: .leading) {
              ForEach(0..<100_000, id: \.self) { Text("Row \($0)") }
            }
          }
        }
      }, width: 40, height: 11)
    #expect(host.contains(text: "Header"))
    #expect(host.contains(text: "Row 8"))
    #expect(!host.contains(text: "Row 9"))
    #expect(host.liveNodeCount < 40)
    try host.text("Header").scroll(by: 1_000)
    #expect(try host.text("Row 999").frame.y == 1)
    #expect(!host.contains(text: "Header"))
    #expect(host.liveNodeCount < 40)
  }

  @Test func rowsTallerThanOneLineAreAllReachable() throws {
    let host = ViewHost(
      ScrollView {
        LazyVStack(alignment: .leading) {
          ForEach(0..<1_000, id: \.self) { Text("Row \($0)\nsecond line") }
        }
      }, width: 30, height: 10)
    #expect(host.contains(text: "Row 4\nsecond line"))
    #expect(!host.contains(text: "Row 5\nsecond line"))
    try host.text("Row 0\nsecond line").scroll(by: 100_000)
    #expect(host.contains(text: "Row 999\nsecond line"))
    #expect(host.liveNodeCount < 40)
  }

  @Test func spacingSeparatesRows() {
    let host = ViewHost(
      ScrollView(showsIndicators: false) {
        LazyVStack(alignment: .leading, spacing: 16) {
          ForEach(0..<100, id: \.self) { Text("Row \($0)") }
        }
      }, width: 10, height: 5)
    #expect(host.text == "Row 0\n\nRow 1\n\nRow 2")
  }

  @Test func takesTheWholeWidthAndAlignsRows() {
    let host = ViewHost(
      ScrollView(showsIndicators: false) {
        LazyVStack(alignment: .trailing) {
          ForEach(["a", "bbb"], id: \.self) { Text($0) }
        }
      }, width: 10, height: 2)
    #expect(host.text == "         a\n       bbb")
  }

  @Test func staticContentIsLaidOutLikeAVStack() {
    let host = ViewHost(
      LazyVStack(alignment: .leading) {
        Text("First")
        Text("Second")
      }, width: 10, height: 2)
    #expect(host.text == "First\nSecond")
  }

  @Test func editingARowReEvaluatesOnlyThatRow() async throws {
    struct Screen: View {
      @State var items = (0..<10_000).map { Item(id: $0, title: "Item \($0)") }
      var body: some View {
        VStack {
          Button("Rename") { items[1].title = "Renamed" }
          ScrollView {
            LazyVStack { ForEach(items) { TitleRow(item: $0) } }
          }
        }
      }
    }
    let host = ViewHost(Screen(), width: 40, height: 12)
    let before = host.bodyEvaluations(of: TitleRow.self)
    #expect(before <= 12)
    try host.button("Rename").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Renamed"))
    #expect(host.bodyEvaluations(of: TitleRow.self) == before + 1)
  }

  @Test func rowsAddedToTheDataAppear() async throws {
    struct Screen: View {
      @State var items = [Item(id: 0, title: "Zero")]
      var body: some View {
        VStack {
          Button("Add") { items.append(Item(id: items.count, title: "Added \(items.count)")) }
          ScrollView { LazyVStack { ForEach(items) { Text($0.title) } } }
        }
      }
    }
    let host = ViewHost(Screen(), width: 40, height: 12)
    try host.button("Add").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Zero"))
    #expect(host.contains(text: "Added 1"))
  }
}

@MainActor
@Suite struct PinnedHeaderTests {
  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces.union(["│", "┃"]))
    }
  }

  private struct Sections: View {
    let pinned: PinnedScrollableViews
    var body: some View {
      ScrollView {
        LazyVStack(alignment: .leading, pinnedViews: pinned) {
          ForEach(["A", "B", "C"], id: \.self) { name in
            Section(name) {
              ForEach(0..<10, id: \.self) { Text("\(name)\($0)") }
            }
          }
        }
      }
    }
  }

  // With pinned headers the section's header stays at the top while its rows scroll.
  @Test func theHeaderOfTheTopSectionStaysInView() throws {
    let host = ViewHost(Sections(pinned: .sectionHeaders), width: 20, height: 4)
    #expect(lines(host).prefix(2) == ["A", "A0"])
    try host.text("A0").scroll(by: 4)
    #expect(lines(host).first == "A")
    #expect(lines(host).dropFirst().first == "A4")
    // The next section's header pushes it away.
    try host.text("A4").scroll(by: 7)
    #expect(lines(host).first == "B")
  }

  // Without, it scrolls away with its rows.
  @Test func unpinnedHeadersScrollAway() throws {
    let host = ViewHost(Sections(pinned: []), width: 20, height: 4)
    try host.text("A0").scroll(by: 4)
    #expect(lines(host).first == "A3")
  }

  private struct ListSections: View {
    var body: some View {
      List {
        ForEach(["A", "B"], id: \.self) { name in
          Section(name) {
            ForEach(0..<5, id: \.self) { Text("\(name)\($0)") }
          }
        }
      }
    }
  }

  // A form's headers scroll away with their rows, as a grouped form's do.
  @Test func aFormsHeadersScrollAway() throws {
    let host = ViewHost(
      Form {
        ForEach(["A", "B"], id: \.self) { name in
          Section(name) { ForEach(0..<5, id: \.self) { Text("\(name)\($0)") } }
        }
      }, width: 20, height: 4)
    try host.text("A0").scroll(by: 2)
    #expect(lines(host).first == "A1")
  }

  // A list pins its section headers, as a plain-style list does on Apple's platforms: the
  // header covers the row scrolling under it until the next section comes to the top.
  @Test func aListKeepsTheHeaderOfTheTopSectionInView() throws {
    let host = ViewHost(ListSections(), width: 20, height: 4)
    #expect(lines(host) == ["A", "A0", "A1", "A2"])
    try host.text("A0").scroll(by: 2)
    #expect(lines(host) == ["A", "A2", "A3", "A4"])
    // The row under the header is out of view.
    #expect(!host.contains(text: "A1"))
    try host.text("A2").scroll(by: 3)
    #expect(lines(host) == ["A", "", "B", "B0"])
    try host.text("B0").scroll(by: 1)
    #expect(lines(host) == ["B", "B0", "B1", "B2"])
    try host.text("B0").scroll(by: 2)
    #expect(lines(host) == ["B", "B2", "B3", "B4"])
  }
}

@MainActor
@Suite struct LazyStackEstimateTests {
  // Rows taller than the first estimate: the layout runs again with the corrected estimate,
  // so the first frame shows every row that fits (fuzz finding F4).
  @Test func theFirstFrameShowsEveryRowThatFitsWhenRowsAreTallerThanEstimated() {
    let host = ViewHost(
      ScrollView {
        LazyVStack(alignment: .leading) {
          ForEach(0..<3, id: \.self) { i in Text(i == 0 ? "two\nlines" : "row \(i)") }
        }
      }, width: 40, height: 12)
    #expect(host.contains(text: "row 1"))
    #expect(host.contains(text: "row 2"))
  }

  @Test func aLastRowAfterATallOneShows() {
    let host = ViewHost(
      ScrollView {
        LazyVStack(alignment: .leading) {
          Text("first\nsecond\nthird")
          Text("last")
        }
      }, width: 40, height: 12)
    #expect(host.contains(text: "last"))
  }
}
