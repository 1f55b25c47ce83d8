import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// `scrollTargetBehavior(_:)`: where a scroll view rests after each step of a person's
/// scrolling.
@MainActor
@Suite struct ScrollTargetBehaviorTests {
  /// Forty one-line rows in a viewport five lines tall (the first line is a button).
  struct Lines<Behavior: ScrollTargetBehavior>: View {
    let behavior: Behavior
    var body: some View {
      ScrollViewReader { proxy in
        VStack(alignment: .leading, spacing: 0) {
          Button("To 13") { proxy.scrollTo(13, anchor: .top) }
          ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 0) {
              ForEach(0..<40, id: \.self) { Text("Line \($0) · रेखा · 线") }
            }
          }
          .scrollTargetBehavior(behavior)
        }
      }
    }
  }

  /// Cards three lines tall, each with its title on its first line.
  struct Cards: View {
    let behavior: ViewAlignedScrollTargetBehavior
    var body: some View {
      ScrollView(showsIndicators: false) {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<12, id: \.self) { index in
            VStack(alignment: .leading, spacing: 0) {
              Text("Card \(index) · 카드")
              Text("…")
              Text("—")
            }
          }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(behavior)
    }
  }

  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
  }

  private func scroll(_ host: ViewHost, by amount: Int) throws {
    let scrollView = try #require(host.elements.first { $0.typeName.hasPrefix("ScrollView") })
    try scrollView.scroll(by: amount)
    host.update()
  }

  // A step of any length moves one page (the viewport's five lines) its way; the last page
  // ends at the content's end, and back from there is a whole page again.
  @Test func pagingMovesAPageAStep() throws {
    let host = ViewHost(Lines(behavior: .paging), width: 30, height: 6)
    try scroll(host, by: 1)
    #expect(lines(host)[1] == "Line 5 · रेखा · 线")
    try scroll(host, by: 20)
    #expect(lines(host)[1] == "Line 10 · रेखा · 线")
    try scroll(host, by: -2)
    #expect(lines(host)[1] == "Line 5 · रेखा · 线")
    for _ in 0..<10 { try scroll(host, by: 3) }
    #expect(lines(host)[5] == "Line 39 · रेखा · 线")
    try scroll(host, by: -1)
    #expect(lines(host)[1] == "Line 30 · रेखा · 线")
  }

  // Code's scrolling is not paged.
  @Test func codeScrollsExactly() throws {
    let host = ViewHost(Lines(behavior: .paging), width: 30, height: 6)
    try host.button("To 13").tap()
    host.update()
    #expect(lines(host)[1] == "Line 13 · रेखा · 线")
  }

  // View-aligned: a step rests at the next card's top; a long one at the card nearest to
  // where it would end, or (limited) the next card only.
  @Test func viewAlignedRestsAtACardsTop() throws {
    let host = ViewHost(Cards(behavior: .viewAligned), width: 30, height: 6)
    try scroll(host, by: 1)
    #expect(lines(host)[0] == "Card 1 · 카드")
    try scroll(host, by: 7)
    // From line 3, seven lines on is line 10: the nearest card's top is line 9.
    #expect(lines(host)[0] == "Card 3 · 카드")
    try scroll(host, by: -1)
    #expect(lines(host)[0] == "Card 2 · 카드")
    let limited = ViewHost(
      Cards(behavior: .viewAligned(limitBehavior: .always)), width: 30, height: 6)
    try scroll(limited, by: 8)
    #expect(lines(limited)[0] == "Card 1 · 카드")
  }

  // Without a target layout there is nothing to align to: the scroll rests where it ends.
  @Test func viewAlignedWithoutTargetsRestsWhereItEnds() throws {
    let host = ViewHost(Lines(behavior: .viewAligned), width: 30, height: 6)
    try scroll(host, by: 2)
    #expect(lines(host)[1] == "Line 2 · रेखा · 线")
  }

  /// Rests on even lines, read from the context, and records what it was given.
  struct EvenLines: ScrollTargetBehavior {
    final class Record {
      var contexts: [(original: CGRect, proposed: CGRect, velocity: CGVector, axes: Axis.Set)] =
        []
      var enabled: [Bool] = []
    }
    let record: Record
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      record.contexts.append(
        (context.originalTarget.rect, target.rect, context.velocity, context.axes))
      record.enabled.append(context.isEnabled)
      let line: CGFloat = 16
      target.rect.origin.y = ((target.rect.minY / (2 * line)).rounded(.up)) * 2 * line
    }
  }

  @Test func aBehaviorOfOnesOwnIsGivenTheScroll() throws {
    let record = EvenLines.Record()
    let host = ViewHost(Lines(behavior: EvenLines(record: record)), width: 30, height: 6)
    try scroll(host, by: 3)
    #expect(lines(host)[1] == "Line 4 · रेखा · 线")
    let first = try #require(record.contexts.first)
    #expect(first.original.origin == .zero)
    #expect(first.proposed.origin.y == 48)
    #expect(first.proposed.height == 80)
    #expect(first.velocity.dy > 0 && first.velocity.dx == 0)
    #expect(first.axes == .vertical)
    #expect(record.enabled == [true])
  }
}
