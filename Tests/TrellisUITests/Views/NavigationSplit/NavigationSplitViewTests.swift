import Testing
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// A library whose sidebar's buttons choose the book the detail shows, with the column
/// visibility and the column a narrow window shows held in state the app can change.
private struct Library: View {
  @State var chosen: String?
  @State var visibility = NavigationSplitViewVisibility.all
  @State var compactColumn = NavigationSplitViewColumn.sidebar
  let books = ["Dune", "Emma", "हिन्दी", "漢字", "👩‍👩‍👧"]

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
      VStack {
        ForEach(books, id: \.self) { book in
          Button(book) {
            chosen = book
            compactColumn = .detail
          }
        }
        Counter()
      }
      .navigationTitle("Library")
    } detail: {
      VStack {
        if let chosen {
          Text("Reading \(chosen)")
        } else {
          Text("Choose a book")
        }
        Button("Hide sidebar") { visibility = .detailOnly }
      }
      .navigationTitle(chosen ?? "Nothing")
    }
  }
}

/// State a column keeps while it is hidden.
private struct Counter: View {
  @State var count = 0
  var body: some View { Button("Count \(count)") { count += 1 } }
}

private struct Mail: View {
  @State var visibility = NavigationSplitViewVisibility.automatic
  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      Text("Inbox").navigationTitle("Mailboxes")
    } content: {
      Text("Hello from Ada").navigationTitle("Inbox")
    } detail: {
      Text("Dear Grace").navigationTitle("Message")
    }
  }
}

/// Three columns whose column for narrow windows starts at the detail, and says which
/// shows in every column.
private struct Folders: View {
  @State var column = NavigationSplitViewColumn.detail
  var body: some View {
    NavigationSplitView(preferredCompactColumn: $column) {
      VStack {
        Text("Shown: \(column)")
        Button("Open note") { column = .detail }
      }
      .navigationTitle("Folders")
    } content: {
      Text("Shown: \(column)").navigationTitle("Notes")
    } detail: {
      Text("Shown: \(column)").navigationTitle("Note")
    }
  }
}

@MainActor
@Suite struct NavigationSplitViewTests {
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The cells of a line from `start` (a cell index) for `count` cells, trimmed.
  private func cells(_ line: String, _ range: Range<Int>) -> String {
    let characters = Array(line)
    let upper = min(range.upperBound, characters.count)
    guard range.lowerBound < upper else { return "" }
    return String(characters[range.lowerBound..<upper]).trimmingCharacters(in: .whitespaces)
  }

  @Test func aWideWindowShowsTheSidebarAndTheDetailSideBySideEachWithItsTitle() throws {
    let host = ViewHost(Library(), width: 80, height: 10)
    let split = try host.navigationSplitView()
    #expect(split.shownColumns == [.sidebar, .detail])
    #expect(!split.isCollapsed)
    #expect(split.columnTitles == ["Library", "Nothing"])
    // A 200-point sidebar is 25 cells, then the divider, then the detail.
    let first = lines(host.text)[0]
    #expect(cells(first, 0..<25) == "Library")
    #expect(Array(first)[25] == "│")
    #expect(cells(first, 26..<80) == "Nothing")
    // Down every row, 25 cells in (counted where the sidebar's text is one cell a character).
    for line in lines(host.text) where !line.isEmpty {
      let before = line.prefix { $0 != "│" }
      #expect(before.count < line.count)
      if before.unicodeScalars.allSatisfy(\.isASCII) { #expect(before.count == 25) }
    }
  }

  @Test func theSidebarsButtonsDriveTheDetail() async throws {
    let host = ViewHost(Library(), width: 80, height: 10)
    #expect(host.contains(text: "Choose a book"))
    try host.button("Emma").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Reading Emma"))
    #expect(try host.navigationSplitView().columnTitles == ["Library", "Emma"])
    // The wide window keeps both columns: choosing does not hide the sidebar.
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .detail])
  }

  @Test(arguments: ["हिन्दी", "漢字", "👩‍👩‍👧"])
  func titlesInEveryScriptStayInTheirColumn(_ book: String) async throws {
    let host = ViewHost(Library(), width: 80, height: 10)
    try host.button(book).tap()
    await host.nextUpdate()
    let first = lines(host.text)[0]
    #expect(cells(first, 0..<25) == "Library")
    #expect(first.contains("│ \(book)") || first.contains("│\(book)"))
    #expect(host.contains(text: "Reading \(book)"))
  }

  @Test func hidingTheSidebarKeepsItsState() async throws {
    let host = ViewHost(Library(), width: 80, height: 10)
    try host.button("Count 0").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Count 1"))
    // The app hides the sidebar from the detail.
    try host.button("Hide sidebar").tap()
    await host.nextUpdate()
    let split = try host.navigationSplitView()
    #expect(split.shownColumns == [.detail])
    #expect(!host.contains(text: "Count 1"))
    #expect(!host.text.contains("│"))
    #expect(lines(host.text)[0].trimmingCharacters(in: .whitespaces) == "Nothing")
    // Shown again (as a sidebar button would), the counter is where it was.
    try split.setColumnVisibility(.all)
    await host.nextUpdate()
    #expect(host.contains(text: "Count 1"))
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .detail])
  }

  @Test func threeColumnsFollowEachVisibility() async throws {
    let host = ViewHost(Mail(), width: 80, height: 6)
    let split = try host.navigationSplitView()
    #expect(split.shownColumns == [.sidebar, .content, .detail])
    #expect(split.columnTitles == ["Mailboxes", "Inbox", "Message"])
    let first = lines(host.text)[0]
    // 25 cells of sidebar, a divider, 30 of content, a divider, the detail.
    #expect(cells(first, 0..<25) == "Mailboxes")
    #expect(Array(first)[25] == "│")
    #expect(cells(first, 26..<56) == "Inbox")
    #expect(Array(first)[56] == "│")
    #expect(cells(first, 57..<80) == "Message")

    try split.setColumnVisibility(.doubleColumn)
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.content, .detail])
    #expect(!host.contains(text: "Mailboxes"))
    #expect(cells(lines(host.text)[0], 0..<30) == "Inbox")

    try split.setColumnVisibility(.detailOnly)
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.detail])
    #expect(host.contains(text: "Dear Grace"))
    #expect(!host.contains(text: "Hello from Ada"))

    try split.setColumnVisibility(.all)
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .content, .detail])
  }

  @Test func aTwoColumnSplitViewShowsBothColumnsForDoubleColumn() async throws {
    let host = ViewHost(
      NavigationSplitView {
        Text("Side")
      } detail: {
        Text("Main")
      }, width: 80, height: 4)
    let split = try host.navigationSplitView()
    try split.setColumnVisibility(.doubleColumn)
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .detail])
  }

  @Test func aNarrowWindowShowsOneColumnAtATimeTheSidebarFirst() async throws {
    // 30 cells: less than the sidebar's 25, a divider and the detail's 20.
    let host = ViewHost(Library(), width: 30, height: 10)
    let split = try host.navigationSplitView()
    #expect(split.isCollapsed)
    #expect(split.shownColumns == [.sidebar])
    #expect(lines(host.text)[0].trimmingCharacters(in: .whitespaces) == "Library")
    #expect(!host.text.contains("│"))
    #expect(!host.contains(text: "‹ Back"))
    // Choosing a book shows the detail (the app sets the preferred compact column), with a
    // Back button before its title.
    try host.button("Dune").tap()
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.detail])
    #expect(lines(host.text)[0].trimmingCharacters(in: .whitespaces) == "[ ‹ Back ] Dune")
    #expect(host.contains(text: "Reading Dune"))
    #expect(host.core.canNavigateBack)
    try host.button("‹ Back").tap()
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.sidebar])
    #expect(!host.core.canNavigateBack)
  }

  @Test func goingBackWritesThePreferredCompactColumn() async throws {
    let host = ViewHost(Folders(), width: 30, height: 6)
    #expect(try host.navigationSplitView().shownColumns == [.detail])
    #expect(host.contains(text: "Shown: detail"))
    #expect(host.core.navigateBack())
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.content])
    #expect(host.contains(text: "Shown: content"))
    #expect(lines(host.text)[0].trimmingCharacters(in: .whitespaces) == "[ ‹ Back ] Notes")
    #expect(host.core.navigateBack())
    await host.nextUpdate()
    #expect(host.contains(text: "Shown: sidebar"))
    #expect(!host.core.navigateBack())
    // Written from outside, the binding shows its column.
    try host.button("Open note").tap()
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.detail])
  }

  @Test func widerWindowsGoBackToColumnsSideBySide() async throws {
    let host = ViewHost(Library(), width: 30, height: 10)
    #expect(try host.navigationSplitView().isCollapsed)
    host.resize(width: 80, height: 10)
    #expect(try !host.navigationSplitView().isCollapsed)
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .detail])
    #expect(!host.contains(text: "‹ Back"))
  }

  @Test func aColumnWidthSetsWhereTheDividerIs() throws {
    let fixed = ViewHost(
      NavigationSplitView {
        Text("Side").navigationSplitViewColumnWidth(120)
      } detail: {
        Text("Main")
      }, width: 80, height: 3)
    // 120 points are 15 cells.
    #expect(Array(lines(fixed.text)[0])[15] == "│")
    let flexible = ViewHost(
      NavigationSplitView {
        Text("Side").navigationSplitViewColumnWidth(min: 100, ideal: 160, max: 300)
      } detail: {
        Text("Main")
      }, width: 80, height: 3)
    #expect(Array(lines(flexible.text)[0])[20] == "│")
  }

  @Test func aWideColumnMakesTheWindowCollapseSooner() throws {
    let host = ViewHost(
      NavigationSplitView {
        Text("Side").navigationSplitViewColumnWidth(400)
      } detail: {
        Text("Main")
      }, width: 60, height: 3)
    // 400 + 8 + 160 points need 71 cells.
    #expect(try host.navigationSplitView().isCollapsed)
  }

  @Test func aStackInTheDetailPushesWithinTheDetail() async throws {
    let host = ViewHost(
      NavigationSplitView {
        Text("Sidebar text").navigationTitle("Side")
      } detail: {
        NavigationStack {
          NavigationLink("Chapter 3", value: 3)
            .navigationTitle("Book")
            .navigationDestination(for: Int.self) { Text("Page of chapter \($0)") }
        }
      }, width: 80, height: 6)
    try host.button("Chapter 3").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Page of chapter 3"))
    #expect(host.contains(text: "Sidebar text"))
    let first = lines(host.text)[0]
    #expect(cells(first, 0..<25) == "Side")
    #expect(cells(first, 26..<80) == "[ ‹ Back ]")
    // Back pops the detail's stack, not the split view.
    #expect(host.core.navigateBack())
    await host.nextUpdate()
    #expect(host.contains(text: "Chapter 3"))
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .detail])
  }

  @Test func prominentDetailShowsTheDetailAloneUntilTheSidebarIsShown() async throws {
    let host = ViewHost(
      NavigationSplitView {
        Text("Side")
      } detail: {
        Text("Main")
      }
      .navigationSplitViewStyle(.prominentDetail), width: 80, height: 3)
    let split = try host.navigationSplitView()
    #expect(split.shownColumns == [.detail])
    try split.setColumnVisibility(.all)
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .detail])
    let balanced = ViewHost(
      NavigationSplitView {
        Text("Side")
      } detail: {
        Text("Main")
      }
      .navigationSplitViewStyle(.balanced), width: 80, height: 3)
    #expect(try balanced.navigationSplitView().shownColumns == [.sidebar, .detail])
  }

  @Test func eachColumnShowsItsOwnToolbar() throws {
    let host = ViewHost(
      NavigationSplitView {
        Text("Side").toolbar { Button("Add") {} }
      } detail: {
        Text("Main").toolbar { Button("Share") {} }
      }, width: 80, height: 4)
    let toolbarLine = lines(host.text)[0]
    #expect(cells(toolbarLine, 0..<25).contains("Add"))
    #expect(cells(toolbarLine, 26..<80).contains("Share"))
  }
}
