import Testing
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

private struct Library: View {
  @State var count = 2
  var body: some View {
    NavigationStack {
      VStack {
        Text("Books: \(count)")
        Button("Add") { count += 1 }
      }
      .navigationTitle("Library (\(count))")
    }
  }
}

private struct Inner: View {
  var body: some View { Text("Inner body").navigationTitle("Inner") }
}

private struct Outer: View {
  var body: some View { Inner().navigationTitle("Outer") }
}

private struct SometimesInner: View {
  @State var showsInner = true
  var body: some View {
    VStack {
      Button("Toggle") { showsInner.toggle() }
      if showsInner { Text("Inner body").navigationTitle("Inner") }
    }
    .navigationTitle("Outer")
  }
}

@MainActor
@Suite struct NavigationStackTests {
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func drawsTheTitleBoldOnTheFirstLineThenTheContent() {
    let core = HostCore(
      root: NavigationStack {
        List(["Dune", "Emma"], id: \.self) { Text($0) }.navigationTitle("Library")
      }, width: 20, height: 4)
    #expect(lines(core.text) == ["Library", "Dune", "Emma", ""])
    #expect(core.cellStyle(x: 0, y: 0)?.bold == true)
    #expect(core.cellStyle(x: 0, y: 1)?.bold == false)
    core.close()
  }

  @Test func theTitleFollowsState() async throws {
    let host = ViewHost(Library(), width: 20, height: 5)
    #expect(lines(host.text).first == "Library (2)")
    try host.button("Add").tap()
    await host.nextUpdate()
    #expect(lines(host.text).first == "Library (3)")
    #expect(host.contains(text: "Books: 3"))
  }

  @Test func theInnermostTitleWins() {
    let host = ViewHost(NavigationStack { Outer() }, width: 20, height: 3)
    #expect(lines(host.text).first == "Inner")
    #expect(!host.text.contains("Outer"))
  }

  @Test func acceptsTextAndStringTitles() {
    let title: String = "From a string"
    let fromString = ViewHost(
      NavigationStack { Text("Body").navigationTitle(title) }, width: 20, height: 2)
    #expect(lines(fromString.text).first == "From a string")
    let fromText = ViewHost(
      NavigationStack { Text("Body").navigationTitle(Text("From a Text")) }, width: 20,
      height: 2)
    #expect(lines(fromText.text).first == "From a Text")
  }

  @Test func withoutATitleTheContentStartsAtTheTop() {
    let host = ViewHost(
      NavigationStack { List(["One"], id: \.self) { Text($0) } }, width: 20, height: 2)
    #expect(lines(host.text).first == "One")
  }

  @Test func aNestedStackKeepsItsTitleToItself() {
    let host = ViewHost(
      NavigationStack {
        VStack {
          Text("Outer body")
          NavigationStack { Text("Nested body").navigationTitle("Nested") }
        }
        .navigationTitle("Main")
      }, width: 20, height: 5)
    #expect(lines(host.text).first == "Main")
    #expect(host.text.contains("Nested"))
  }

  @Test func navigationPathCountsItsValues() {
    var path = NavigationPath()
    #expect(path.isEmpty)
    path.append("book")
    path.append(3)
    #expect(path.count == 2)
    path.removeLast()
    #expect(path == NavigationPath(["book"]))
  }

  @Test func releasesItsContentOnClose() {
    let host = ViewHost(Library(), width: 20, height: 5)
    host.close()
    #expect(host.liveNodeCount == 0)
  }

  @Test func aTitleThatLeavesTheStackIsNoLongerShown() throws {
    let host = ViewHost(NavigationStack { SometimesInner() }, width: 20, height: 4)
    #expect(lines(host.text).first == "Inner")
    try host.button("Toggle").tap()
    host.update()
    #expect(lines(host.text).first == "Outer")
    try host.button("Toggle").tap()
    host.update()
    #expect(lines(host.text).first == "Inner")
    host.close()
  }

  @Test func amongEquallyDeepTitlesTheFirstInReadingOrderWins() {
    let host = ViewHost(
      NavigationStack {
        VStack {
          Text("A").navigationTitle("First")
          Text("B").navigationTitle("Second")
        }
      }, width: 20, height: 4)
    #expect(lines(host.text).first == "First")
    host.close()
  }
}
