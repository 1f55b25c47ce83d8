import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// `scrollPosition(id:anchor:)` with `scrollTargetLayout()`: the binding follows a person's
/// scrolling, and setting it scrolls.
@MainActor
@Suite struct ScrollPositionTests {
  struct Chapter: Identifiable, Hashable {
    let id: Int
    var title: String { "Chapter \(id) · अध्याय · 章" }
  }

  final class Log {
    var written: [Int?] = []
  }

  struct Book: View {
    var anchor: UnitPoint? = nil
    var marked = true
    var lazy = true
    var initial: Int? = nil
    let log: Log
    @State private var shown: Int?
    @State private var didStart = false

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("At \(shown.map(String.init) ?? "none")")
        HStack {
          Button("Ten") { shown = 10 }
          Button("Forty") { shown = 40 }
          Button("Clear") { shown = nil }
        }
        ScrollView(showsIndicators: false) {
          Group {
            if lazy {
              LazyVStack(alignment: .leading, spacing: 0) { rows }
            } else {
              VStack(alignment: .leading, spacing: 0) { rows }
            }
          }
          .scrollTargetLayout(isEnabled: marked)
        }
        .scrollPosition(id: $shown, anchor: anchor)
        .onChange(of: shown) { _, new in log.written.append(new) }
      }
      .onAppear {
        if let initial, !didStart {
          didStart = true
          shown = initial
        }
      }
    }

    private var rows: some View {
      ForEach((0..<60).map(Chapter.init)) { Text($0.title) }
    }
  }

  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
  }

  // Nothing is written as the scroll view first shows; scrolling writes the chapter at the
  // top, once per change, in lazy and eager stacks.
  @Test(arguments: [true, false])
  func scrollingWritesTheTopChapter(lazy: Bool) throws {
    let log = Log()
    let host = ViewHost(Book(lazy: lazy, log: log), width: 40, height: 8)
    host.update()
    #expect(try host.text("At none").frame.y == 0)
    #expect(log.written.isEmpty)
    try host.text("Chapter 0 · अध्याय · 章").scroll(by: 3)
    host.update()
    #expect(lines(host)[0] == "At 3")
    #expect(lines(host)[2] == "Chapter 3 · अध्याय · 章")
    try host.text("Chapter 3 · अध्याय · 章").scroll(by: 1)
    host.update()
    #expect(lines(host)[0] == "At 4")
    try host.text("Chapter 4 · अध्याय · 章").scroll(by: -4)
    host.update()
    #expect(lines(host)[0] == "At 0")
    #expect(log.written == [3, 4, 0])
  }

  // Setting the binding scrolls to the chapter, one not built yet in a lazy stack too, and
  // does not write the binding back (the top chapter after the least scrolling differs).
  @Test(arguments: [true, false])
  func settingTheBindingScrolls(lazy: Bool) throws {
    let log = Log()
    let host = ViewHost(Book(anchor: .top, lazy: lazy, log: log), width: 40, height: 8)
    try host.button("Forty").tap()
    host.update()
    #expect(lines(host)[0] == "At 40")
    #expect(lines(host)[2] == "Chapter 40 · अध्याय · 章")
    try host.button("Ten").tap()
    host.update()
    #expect(lines(host)[2] == "Chapter 10 · अध्याय · 章")
    #expect(log.written == [40, 10])
    // A person's scrolling after it is written again.
    try host.text("Chapter 10 · अध्याय · 章").scroll(by: 2)
    host.update()
    #expect(lines(host)[0] == "At 12")
    #expect(log.written == [40, 10, 12])
  }

  // Without an anchor the scroll is the least that shows the chapter: below the viewport,
  // it ends at the bottom, and the binding keeps what code wrote.
  @Test func withoutAnAnchorTheLeastScrolling() throws {
    let log = Log()
    let host = ViewHost(Book(log: log), width: 40, height: 8)
    try host.button("Ten").tap()
    host.update()
    #expect(lines(host)[7] == "Chapter 10 · अध्याय · 章")
    #expect(lines(host)[0] == "At 10")
    #expect(log.written == [10])
  }

  // A value written as the view appears positions the scroll view.
  @Test func aValueFromTheStartPositionsIt() throws {
    let log = Log()
    let host = ViewHost(Book(anchor: .top, initial: 25, log: log), width: 40, height: 8)
    host.update()
    #expect(lines(host)[2] == "Chapter 25 · अध्याय · 章")
    #expect(log.written == [25])
  }

  // After scrolling back to a chapter code had moved away from, it is reported again.
  @Test func aChapterReportedBeforeIsReportedAgainAfterCodeScrolled() throws {
    let log = Log()
    let host = ViewHost(Book(anchor: .top, log: log), width: 40, height: 8)
    try host.text("Chapter 0 · अध्याय · 章").scroll(by: 5)
    host.update()
    try host.button("Forty").tap()
    host.update()
    try host.text("Chapter 40 · अध्याय · 章").scroll(by: -35)
    host.update()
    #expect(lines(host)[2] == "Chapter 5 · अध्याय · 章")
    #expect(log.written == [5, 40, 5])
  }

  // With an anchor, the chapter at that point of the viewport is reported.
  @Test func anAnchorChoosesTheChapterAtItsPoint() throws {
    let log = Log()
    let host = ViewHost(Book(anchor: .bottom, log: log), width: 40, height: 8)
    try host.text("Chapter 0 · अध्याय · 章").scroll(by: 2)
    host.update()
    // Six lines of chapters show, 2 to 7: the bottom one is written.
    #expect(lines(host)[7] == "Chapter 7 · अध्याय · 章")
    #expect(lines(host)[0] == "At 7")
  }

  // Without an enabled scroll target layout there are no targets: scrolling writes nothing.
  @Test func withoutATargetLayoutNothingIsWritten() throws {
    let log = Log()
    let host = ViewHost(Book(marked: false, log: log), width: 40, height: 8)
    try host.text("Chapter 0 · अध्याय · 章").scroll(by: 3)
    host.update()
    #expect(lines(host)[0] == "At none")
    #expect(log.written.isEmpty)
  }

  // Identities of another type than the binding's are not targets.
  @Test func identitiesOfAnotherTypeAreSkipped() throws {
    struct Mixed: View {
      @State private var shown: String?
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Text("At \(shown ?? "none")")
          ScrollView(showsIndicators: false) {
            VStack(alignment: .leading, spacing: 0) {
              ForEach(0..<10, id: \.self) { Text("Number \($0)") }
              ForEach(["एक", "二", "🇮🇳"], id: \.self) { Text("Word \($0)") }
            }
            .scrollTargetLayout()
          }
          .scrollPosition(id: $shown)
        }
      }
    }
    let host = ViewHost(Mixed(), width: 30, height: 5)
    try host.text("Number 0").scroll(by: 2)
    host.update()
    // Number 2 is at the top, but is an Int: the first String target in view is not yet.
    #expect(lines(host)[0] == "At none")
    try host.text("Number 2").scroll(by: 7)
    host.update()
    #expect(lines(host)[1] == "Number 9")
    #expect(lines(host)[2] == "Word एक")
    #expect(lines(host)[0] == "At एक")
  }
}
