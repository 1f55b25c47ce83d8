import Testing
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

/// `scrollDisabled(_:)`: a person's scrolling (`scroll(by:)`, the host's wheel, bars and
/// keys) is refused, code's scrolling (`scrollTo`) is not; the setting reaches every scroll
/// view inside, and input over a scroll view that may not scroll goes to the one around it.
@MainActor
@Suite struct ScrollDisabledTests {
  private struct Messages: View {
    var disabled = true
    var body: some View {
      ScrollViewReader { proxy in
        VStack(alignment: .leading) {
          Button("Latest") { proxy.scrollTo(29, anchor: .bottom) }
          ScrollView(showsIndicators: false) {
            VStack(alignment: .leading) {
              ForEach(0..<30, id: \.self) { Text("Message \($0) · رسالة · 消息").id($0) }
            }
          }
          .scrollDisabled(disabled)
        }
      }
    }
  }

  @Test func aPersonCannotScrollIt() throws {
    let host = ViewHost(Messages(), width: 40, height: 5)
    #expect(throws: ViewHostError.self) { try host.text("Message 0 · رسالة · 消息").scroll(by: 3) }
    #expect(try host.text("Message 0 · رسالة · 消息").scrollOffset() == 0)
    #expect(!host.contains(text: "Message 5"))
    // The same view without the modifier scrolls.
    let free = ViewHost(Messages(disabled: false), width: 40, height: 5)
    try free.text("Message 0 · رسالة · 消息").scroll(by: 3)
    #expect(try free.text("Message 3 · رسالة · 消息").scrollOffset() == 3)
  }

  @Test func theErrorSaysWhy() throws {
    let host = ViewHost(Messages(), width: 40, height: 5)
    #expect(throws: ViewHostError.notApplicable("ScrollView does not scroll: scrollDisabled(true)"))
    {
      try host.text("Message 1 · رسالة · 消息").scroll(by: 1)
    }
  }

  @Test func pointsPagesAndEdgesAreRefusedToo() throws {
    let core = HostCore(root: Messages(), width: 40, height: 5)
    defer { core.close() }
    let row = try #require(core.elements.first { $0.text.hasPrefix("Message 0") })
    #expect(throws: HostElement.ActionError.self) { try row.scroll(byPoints: 2) }
    #expect(throws: HostElement.ActionError.self) { try row.scroll(toPoints: 10) }
    #expect(throws: HostElement.ActionError.self) { try row.scroll(pages: 1) }
    #expect(throws: HostElement.ActionError.self) { try row.scrollToEdge(end: true) }
    #expect(row.scrollOffset() == 0)
    let container = try #require(row.scrollContainer())
    #expect(!container.acceptsScrolling())
  }

  @Test func codeStillScrollsIt() throws {
    let host = ViewHost(Messages(), width: 40, height: 5)
    try host.button("Latest").tap()
    host.update()
    #expect(host.contains(text: "Message 29 · رسالة · 消息"))
    #expect(!host.contains(text: "Message 0 · رسالة · 消息"))
  }

  @Test func listsStopScrollingToo() throws {
    let host = ViewHost(
      List(0..<50, id: \.self) { Text("Row \($0)") }.scrollDisabled(true), width: 20, height: 5)
    #expect(throws: ViewHostError.self) { try host.text("Row 0").scroll(by: 2) }
    #expect(try host.text("Row 0").scrollOffset() == 0)
  }

  @Test func reachesEveryScrollViewInside() throws {
    struct Shelves: View {
      var body: some View {
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(0..<20, id: \.self) { shelf in
              ScrollView(.horizontal, showsIndicators: false) {
                HStack { ForEach(0..<20, id: \.self) { Text("B\(shelf)-\($0)") } }
              }
            }
          }
        }
        .scrollDisabled(true)
      }
    }
    let host = ViewHost(Shelves(), width: 20, height: 4)
    #expect(throws: ViewHostError.self) { try host.text("B0-0").scroll(by: 2, along: .horizontal) }
    #expect(throws: ViewHostError.self) { try host.text("B0-0").scroll(by: 2) }
  }

  @Test func inputOverALockedInnerScrollViewScrollsTheOneAroundIt() throws {
    struct Page: View {
      var body: some View {
        ScrollView {
          VStack(alignment: .leading) {
            ScrollView {
              VStack(alignment: .leading) {
                ForEach(0..<10, id: \.self) { Text("Inner \($0)") }
              }
            }
            // Three lines of sixteen points: the inner one could scroll, but may not.
            .frame(height: 48)
            .scrollDisabled(true)
            ForEach(0..<30, id: \.self) { Text("Outer \($0)") }
          }
        }
      }
    }
    let host = ViewHost(Page(), width: 20, height: 5)
    try host.text("Inner 0").scroll(by: 1)
    // The outer scroll view moved: the inner one's first line went off the top, and the
    // inner one still shows its start.
    #expect(!host.contains(text: "Inner 0"))
    #expect(host.contains(text: "Inner 2"))
    #expect(!host.contains(text: "Inner 3"))
    #expect(try host.text("Inner 1").scrollOffset() == 0)
    #expect(host.contains(text: "Outer 1"))
  }

  @Test func theEnvironmentValueReadsIt() {
    struct Reader: View {
      @Environment(\.isScrollEnabled) var isScrollEnabled
      var body: some View { Text(isScrollEnabled ? "scrolls" : "fixed") }
    }
    #expect(ViewHost(Reader(), width: 10, height: 1).contains(text: "scrolls"))
    #expect(ViewHost(Reader().scrollDisabled(true), width: 10, height: 1).contains(text: "fixed"))
    var values = EnvironmentValues()
    #expect(values.isScrollEnabled)
    values.isScrollEnabled = false
    #expect(!values.isScrollEnabled)
  }
}
