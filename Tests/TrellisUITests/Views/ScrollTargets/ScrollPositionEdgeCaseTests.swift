import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// Scroll positions and behaviors where scroll views nest, rows differ in height, several
/// scroll views share a modifier, and code scrolls by other means.
@MainActor
@Suite struct ScrollPositionEdgeCaseTests {
  final class Log {
    var written: [Int?] = []
  }

  /// The first scroll view on screen.
  private func scrollView(_ host: ViewHost) throws -> ViewHost.Element {
    try #require(host.elements.first { $0.typeName.hasPrefix("ScrollView") })
  }

  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
  }

  // Rows of different heights make a lazy stack correct its estimates and lay out again:
  // the scroll is still reported.
  @Test func rowsOfDifferentHeightsAreStillReported() throws {
    struct Uneven: View {
      let log: Log
      @State private var top: Int?
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Text("Top \(top.map(String.init) ?? "none")")
          ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 0) {
              ForEach(0..<80, id: \.self) { index in
                Text(index % 3 == 0 ? "Row \(index)\nसाथ · 二行" : "Row \(index)")
              }
            }
            .scrollTargetLayout()
          }
          .scrollPosition(id: $top)
          .onChange(of: top) { _, new in log.written.append(new) }
        }
      }
    }
    let log = Log()
    let host = ViewHost(Uneven(log: log), width: 30, height: 8)
    for step in 1...12 {
      try scrollView(host).scroll(by: 3)
      host.update()
      let shownTop = try #require(
        lines(host).dropFirst().first { $0.hasPrefix("Row ") || $0.hasPrefix("साथ") })
      #expect(log.written.count == step, "step \(step): \(shownTop)")
    }
    #expect(log.written.allSatisfy { $0 != nil })
  }

  // `ScrollViewReader.scrollTo` and a focused field brought into view are code's scrolling:
  // nothing is written.
  @Test func otherScrollingByCodeIsNotReported() throws {
    struct Reader: View {
      let log: Log
      @State private var top: Int?
      @FocusState private var focused: Int?
      var body: some View {
        ScrollViewReader { proxy in
          VStack(alignment: .leading, spacing: 0) {
            HStack {
              Button("Forty") { proxy.scrollTo(40, anchor: .top) }
              Button("Field") { focused = 70 }
            }
            ScrollView(showsIndicators: false) {
              VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<80, id: \.self) { index in
                  if index == 70 {
                    TextField("Field 70", text: .constant("")).focused($focused, equals: 70)
                  } else {
                    Text("Row \(index) · पंक्ति")
                  }
                }
              }
              .scrollTargetLayout()
            }
            .scrollPosition(id: $top)
            .onChange(of: top) { _, new in log.written.append(new) }
          }
        }
      }
    }
    let log = Log()
    let host = ViewHost(Reader(log: log), width: 30, height: 8)
    try host.button("Forty").tap()
    host.update()
    #expect(lines(host)[1] == "Row 40 · पंक्ति")
    try host.button("Field").tap()
    host.update()
    #expect(host.contains(text: "Field 70") || host.focusedElement != nil)
    #expect(log.written.isEmpty)
    // A person's scrolling after it is written.
    try scrollView(host).scroll(by: -2)
    host.update()
    #expect(log.written.count == 1)
  }

  // Carousels inside a feed, each positioned at its fourth card from the start, leave the
  // feed where it is; a paging carousel pages sideways, not the feed.
  @Test func nestedCarouselsMoveOnlyThemselves() throws {
    struct Feed: View {
      var body: some View {
        ScrollView(showsIndicators: false) {
          VStack(alignment: .leading, spacing: 0) {
            Text("Feed top · 頂")
            ForEach(0..<10, id: \.self) { row in
              ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 0) {
                  ForEach(0..<20, id: \.self) { card in
                    Text("C\(row).\(card) ").id(card)
                  }
                }
                .scrollTargetLayout()
              }
              .scrollPosition(id: .constant(3), anchor: .leading)
              .scrollTargetBehavior(.paging)
            }
          }
        }
      }
    }
    let host = ViewHost(Feed(), width: 24, height: 6)
    #expect(lines(host)[0] == "Feed top · 頂")
    // Each carousel starts at its fourth card.
    #expect(lines(host)[1].hasPrefix("C0.3 "))
    #expect(try host.text("C0.3 ").scrollOffset(along: .horizontal) == 15)
    try host.text("C0.3 ").scroll(by: 2, along: .horizontal)
    host.update()
    // From card 3 (column 15), the next page boundary of the 24-column carousel.
    #expect(try host.text("C0.5 ").scrollOffset(along: .horizontal) == 24)
    #expect(lines(host)[1].hasPrefix("C0.5 C0.6"))
    #expect(lines(host)[2].hasPrefix("C1.3 "))
    #expect(lines(host)[0] == "Feed top · 頂")
  }

  // Two scroll views under one modifier: the first is followed, the second ignored.
  @Test func twoScrollViewsUnderOneModifierFollowTheFirst() throws {
    struct Pair: View {
      let log: Log
      @State private var top: Int?
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Text("Top \(top.map(String.init) ?? "none")")
          HStack(spacing: 0) {
            column(0)
            column(100)
          }
          .scrollPosition(id: $top)
          .onChange(of: top) { _, new in log.written.append(new) }
        }
      }
      private func column(_ first: Int) -> some View {
        ScrollView(showsIndicators: false) {
          VStack(alignment: .leading, spacing: 0) {
            ForEach(first..<first + 30, id: \.self) { Text("N\($0)") }
          }
          .scrollTargetLayout()
        }
      }
    }
    let log = Log()
    let host = ViewHost(Pair(log: log), width: 20, height: 6)
    try host.text("N100").scroll(by: 5)
    host.update()
    try host.text("N0").scroll(by: 2)
    host.update()
    #expect(log.written == [2])
    #expect(lines(host)[0] == "Top 2")
  }

  // An identity no target has scrolls nothing; setting nil scrolls nothing, and the next
  // scroll is written even to the target written before.
  @Test func unknownAndNilIdentities() throws {
    struct Book: View {
      let log: Log
      @State private var top: Int?
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          HStack {
            Button("Missing") { top = 999 }
            Button("None") { top = nil }
          }
          ScrollView(showsIndicators: false) {
            VStack(alignment: .leading, spacing: 0) {
              ForEach(0..<40, id: \.self) { Text("Page \($0) · 页") }
            }
            .scrollTargetLayout()
          }
          .scrollPosition(id: $top)
          .onChange(of: top) { _, new in log.written.append(new) }
        }
      }
    }
    let log = Log()
    let host = ViewHost(Book(log: log), width: 30, height: 6)
    try host.text("Page 0 · 页").scroll(by: 4)
    host.update()
    try host.button("Missing").tap()
    host.update()
    #expect(lines(host)[1] == "Page 4 · 页")
    try host.button("None").tap()
    host.update()
    #expect(lines(host)[1] == "Page 4 · 页")
    try host.text("Page 4 · 页").scroll(by: 1)
    host.update()
    try host.text("Page 5 · 页").scroll(by: -1)
    host.update()
    #expect(log.written == [4, 999, nil, 5, 4])
  }

  // Paging from between two pages goes to the nearer boundary its way; view-aligned
  // scrolling back reaches a header above the first target.
  @Test func pagingFromBetweenPagesAndAlignedBackToTheHeader() throws {
    struct Pages: View {
      @State private var position = ScrollPosition(idType: Int.self)
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Button("Nine") { position.scrollTo(y: 9 * 16) }
          ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 0) {
              ForEach(0..<60, id: \.self) { Text("Line \($0)") }
            }
          }
          .scrollPosition($position)
          .scrollTargetBehavior(.paging)
        }
      }
    }
    let host = ViewHost(Pages(), width: 20, height: 7)
    try host.button("Nine").tap()
    host.update()
    #expect(lines(host)[1] == "Line 9")
    try host.text("Line 9").scroll(by: 1)
    host.update()
    #expect(lines(host)[1] == "Line 12")
    try host.text("Line 12").scroll(by: -1)
    host.update()
    #expect(lines(host)[1] == "Line 6")

    struct Cards: View {
      var body: some View {
        ScrollView(showsIndicators: false) {
          VStack(alignment: .leading, spacing: 0) {
            Text("Header · शीर्षक")
            VStack(alignment: .leading, spacing: 0) {
              ForEach(0..<10, id: \.self) { card in
                VStack(alignment: .leading, spacing: 0) {
                  Text("Card \(card)")
                  Text("…")
                }
              }
            }
            .scrollTargetLayout()
          }
        }
        .scrollTargetBehavior(.viewAligned)
      }
    }
    let cards = ViewHost(Cards(), width: 20, height: 5)
    try cards.text("Header · शीर्षक").scroll(by: 1)
    cards.update()
    #expect(lines(cards)[0] == "Card 0")
    try cards.text("Card 0").scroll(by: -1)
    cards.update()
    #expect(lines(cards)[0] == "Header · शीर्षक")
  }
}
