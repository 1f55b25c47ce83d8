import Testing
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

private struct Fruit: Identifiable {
  let id: Int
  let name: String
}

@MainActor
private final class ListProbe: ObservableObject {
  static var alive: [() -> AnyObject?] = []
  init() {
    ListProbe.alive.append { [weak self] in self }
  }
}

private struct ProbedText: View {
  let title: String
  @StateObject private var probe = ListProbe()
  var body: some View { Text(title) }
}

@MainActor
@Suite struct ListTests {
  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func staticContentMixesViewsAndForEach() {
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    let host = ViewHost(
      List {
        Text("Fruit")
        ForEach(fruits) { Text($0.name) }
        Text("Total: \(fruits.count)")
      }, width: 20, height: 6)
    #expect(lines(host) == ["Fruit", "Apple", "Pear", "Total: 2", "", ""])
  }

  @Test func staticContentFollowsChangesToItsData() async throws {
    struct Basket: View {
      @State var fruits = [Fruit(id: 1, name: "Apple")]
      var body: some View {
        VStack {
          Button("Add") { fruits.insert(Fruit(id: fruits.count + 1, name: "Fig"), at: 0) }
          List {
            Text("Fruit")
            ForEach(fruits) { Text($0.name) }
          }
        }
      }
    }
    let host = ViewHost(Basket(), width: 20, height: 6)
    try host.button("Add").tap()
    await host.nextUpdate()
    #expect(Array(lines(host).prefix(4)) == ["[ Add ]", "Fruit", "Fig", "Apple"])
  }

  @Test func staticContentScrollsByRowsAndClipsTheRest() throws {
    let host = ViewHost(
      List {
        Text("Header")
        ForEach(0..<30, id: \.self) { Text("Row \($0)") }
      }, width: 20, height: 5)
    #expect(host.contains(text: "Row 3"))
    #expect(!host.contains(text: "Row 4"))
    try host.text("Header").scroll(by: 11)
    #expect(try host.text("Row 10").frame.y == 0)
    #expect(!host.contains(text: "Header"))
    #expect(try host.text("Row 10").scrollOffset() == 11)
    // The indicator shows in the last column.
    #expect(host.text.contains("┃"))
  }

  @Test func dataListsScrollByRowsRealisingOnlyWhatIsShown() throws {
    let host = ViewHost(List(0..<100_000) { Text("Row \($0)") }, width: 30, height: 10)
    let opened = host.liveNodeCount
    try host.text("Row 0").scroll(by: 70_000)
    #expect(host.contains(text: "Row 70000"))
    #expect(host.contains(text: "Row 70009"))
    #expect(!host.contains(text: "Row 0"))
    #expect(host.liveNodeCount == opened)
    #expect(try host.text("Row 70000").frame.y == 0)
  }

  @Test func aListOfSectionsShowsEachHeaderOnTheLeadingEdge() throws {
    let groups = [(name: "Fruit", items: ["Apple", "Fig"]), (name: "Nuts", items: ["Pecan"])]
    let host = ViewHost(
      List(groups, id: \.name) { group in
        Section(group.name) {
          ForEach(group.items, id: \.self) { Text($0) }
        }
      }, width: 20, height: 7)
    #expect(lines(host) == ["Fruit", "Apple", "Fig", "", "Nuts", "Pecan", ""])
    let core = HostCore(
      root: List(groups, id: \.name) { group in
        Section(group.name) { ForEach(group.items, id: \.self) { Text($0) } }
      }, width: 20, height: 7)
    #expect(core.cellStyle(x: 0, y: 4)?.bold == true)
    core.close()
  }

  @Test func scrollingBringsAFocusedRowBackIntoView() throws {
    struct Rows: View {
      @State var text = ""
      var body: some View {
        List {
          TextField("Search", text: $text)
          ForEach(0..<30, id: \.self) { Text("Row \($0)") }
        }
      }
    }
    let core = HostCore(root: Rows(), width: 20, height: 5)
    let field = try #require(core.elements.first { $0.kind == .textField })
    try field.tap()
    try field.scroll(by: 10)
    #expect(!core.elements.contains { $0.kind == .textField })
    let focused = try #require(core.focused)
    focused.scrollIntoView()
    #expect(core.elements.first { $0.kind == .textField }?.frame.minY == 0)
    #expect(core.focused?.scrollOffset() == 0)
    core.close()
  }

  @Test func releasesEveryRowOnClose() {
    ListProbe.alive.removeAll()
    let host = ViewHost(
      List {
        ProbedText(title: "First")
        ForEach(0..<3, id: \.self) { ProbedText(title: "Row \($0)") }
      }, width: 20, height: 6)
    #expect(host.contains(text: "Row 2"))
    #expect(ListProbe.alive.count == 4)
    host.close()
    #expect(ListProbe.alive.allSatisfy { $0() == nil })
  }
}
