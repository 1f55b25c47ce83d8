import Testing
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

/// Weak references to the objects views created, to check that they are released.
@MainActor
private final class Released {
  private var objects: [() -> AnyObject?] = []
  func track(_ object: AnyObject) { objects.append { [weak object] in object } }
  var created: Int { objects.count }
  var alive: Int { objects.filter { $0() != nil }.count }
}

private final class Probe: ObservableObject {}

private struct ProbedRow: View {
  let index: Int
  @StateObject private var probe: Probe

  init(index: Int, released: Released) {
    self.index = index
    _probe = StateObject(
      wrappedValue: {
        let probe = Probe()
        released.track(probe)
        return probe
      }())
  }

  var body: some View { Text("Row \(index)") }
}

private struct Rows: View {
  let count: Int
  var showsIndicators = true
  var body: some View {
    ScrollView(showsIndicators: showsIndicators) {
      VStack(alignment: .leading) {
        ForEach(0..<count, id: \.self) { Text("Row \($0)") }
      }
    }
  }
}

@MainActor
@Suite struct ScrollViewTests {
  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func showsTheTopOfItsContentClippedToItsBounds() {
    let host = ViewHost(Rows(count: 50, showsIndicators: false), width: 20, height: 5)
    #expect(
      lines(host).map { $0.trimmingCharacters(in: .whitespaces) } == [
        "Row 0", "Row 1", "Row 2", "Row 3", "Row 4",
      ])
    // What is clipped away is not on screen for finding either.
    #expect(host.contains(text: "Row 4"))
    #expect(!host.contains(text: "Row 5"))
  }

  @Test func offersItsContentUnlimitedHeight() throws {
    // A text that wraps to many lines keeps all of them; the scroll view shows the first.
    let long = (1...30).map { "word\($0)" }.joined(separator: " ")
    let host = ViewHost(
      ScrollView(showsIndicators: false) { Text(long) }, width: 13, height: 3)
    #expect(
      lines(host).map { $0.trimmingCharacters(in: .whitespaces) } == [
        "word1 word2", "word3 word4", "word5 word6",
      ])
    #expect(!host.text.contains("…"))
    try host.text(long).scroll(by: 100)
    // Scrolled to the end: the last lines of the text.
    #expect(lines(host).last?.trimmingCharacters(in: .whitespaces) == "word29 word30")
  }

  @Test func scrollingShowsLaterContentAndStopsAtTheEnds() throws {
    let host = ViewHost(Rows(count: 50), width: 20, height: 5)
    try host.text("Row 0").scroll(by: 10)
    #expect(host.contains(text: "Row 10"))
    #expect(host.contains(text: "Row 14"))
    #expect(!host.contains(text: "Row 9"))
    #expect(!host.contains(text: "Row 15"))
    #expect(try host.text("Row 10").scrollOffset() == 10)

    try host.text("Row 10").scroll(by: 1_000)
    #expect(host.contains(text: "Row 49"))
    #expect(host.contains(text: "Row 45"))
    #expect(try host.text("Row 49").scrollOffset() == 45)

    try host.text("Row 49").scroll(by: -1_000)
    #expect(host.contains(text: "Row 0"))
    #expect(try host.text("Row 0").scrollOffset() == 0)
  }

  @Test func drawsAnIndicatorOnlyWhenTheContentOverflows() throws {
    let long = ViewHost(Rows(count: 50), width: 20, height: 5)
    #expect(long.text.contains("┃"))
    let short = ViewHost(Rows(count: 3), width: 20, height: 5)
    #expect(!short.text.contains("┃"))
    #expect(!short.text.contains("│"))
    // Nothing to scroll: the offset stays at zero.
    try short.text("Row 0").scroll(by: 5)
    #expect(try short.text("Row 0").scrollOffset() == 0)
  }

  @Test func keepsTheOffsetAcrossUpdates() async throws {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        VStack {
          Button("More") { count += 1 }
          ScrollView {
            VStack {
              Text("Count \(count)")
              ForEach(0..<40, id: \.self) { Text("Row \($0)") }
            }
          }
        }
      }
    }
    let host = ViewHost(Counter(), width: 20, height: 6)
    try host.text("Row 0").scroll(by: 20)
    #expect(host.contains(text: "Row 19"))
    try host.button("More").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Row 19"))
    try host.text("Row 19").scroll(by: -30)
    #expect(host.contains(text: "Count 1"))
  }

  @Test func scrollsHorizontally() throws {
    let host = ViewHost(
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 8) { ForEach(0..<10, id: \.self) { Text("C\($0)") } }
      }, width: 10, height: 1)
    #expect(host.text == "C0 C1 C2 C")
    try host.text("C0").scroll(by: 3, along: .horizontal)
    #expect(host.text.hasPrefix("C1 C2 C3"))
    #expect(!host.contains(text: "C0"))
    // A horizontal scroll view does not scroll vertically.
    #expect(throws: ViewHostError.self) { try host.text("C1").scroll(by: 1) }
  }

  @Test func scrollingBringsAFocusedFieldBackIntoView() throws {
    struct Page: View {
      @State var text = ""
      var body: some View {
        ScrollView {
          VStack {
            ForEach(0..<20, id: \.self) { Text("Line \($0)") }
            TextField("Name", text: $text)
            ForEach(20..<40, id: \.self) { Text("Line \($0)") }
          }
        }
      }
    }
    let core = HostCore(root: Page(), width: 20, height: 5)
    #expect(core.scrollContainers.map(\.typeName) == ["ScrollView"])
    #expect(!core.elements.contains { $0.kind == .textField })
    try core.elements[1].scroll(by: 18)
    let field = try #require(core.elements.first { $0.kind == .textField })
    try field.tap()
    try field.scroll(by: 15)
    #expect(!core.elements.contains { $0.kind == .textField })
    let focused = try #require(core.focused)
    focused.scrollIntoView()
    let shown = try #require(core.elements.first { $0.kind == .textField })
    #expect(shown.frame.minY == 0)
    #expect(shown.scrollOffset() == 20)
    core.close()
  }

  @Test func refusesToScrollOutsideAScrollContainer() {
    let host = ViewHost(VStack { Text("Alone") }, width: 10, height: 2)
    #expect(throws: ViewHostError.self) { try host.text("Alone").scroll(by: 1) }
  }

  @Test func aDisabledScrollViewDoesNotScroll() throws {
    let host = ViewHost(Rows(count: 50).disabled(true), width: 20, height: 5)
    #expect(throws: ViewHostError.disabled("ScrollView")) {
      try host.text("Row 0").scroll(by: 3)
    }
    #expect(try host.text("Row 0").scrollOffset() == 0)
  }

  @Test func axisSetIsAnOptionSet() {
    let both: Axis.Set = [.horizontal, .vertical]
    #expect(both.contains(.horizontal) && both.contains(.vertical))
    #expect(Axis.Set.horizontal.rawValue == 1 && Axis.Set.vertical.rawValue == 2)
    #expect(Axis.allCases == [.horizontal, .vertical])
    #expect("\(Axis.vertical)" == "vertical")
    let scroll = ScrollView([.horizontal, .vertical]) { Text("x") }
    #expect(scroll.axes == both && scroll.showsIndicators)
  }

  // A row's @StateObject lives as long as the row's identity is in the data, on screen or
  // not; everything goes when the host closes.
  @Test func keepsTheObjectsOfRowsScrolledAwayAndReleasesEverythingOnClose() throws {
    let released = Released()
    let host = ViewHost(
      ScrollView {
        LazyVStack { ForEach(0..<1_000, id: \.self) { ProbedRow(index: $0, released: released) } }
      }, width: 20, height: 5)
    #expect(released.alive == 5)
    try host.text("Row 0").scroll(by: 500)
    #expect(host.contains(text: "Row 500"))
    #expect(released.alive == 10)
    #expect(released.created == 10)
    try host.text("Row 500").scroll(by: -500)
    #expect(host.contains(text: "Row 0"))
    #expect(released.created == 10)
    host.close()
    #expect(released.alive == 0)
    #expect(host.liveNodeCount == 0)
  }
}
