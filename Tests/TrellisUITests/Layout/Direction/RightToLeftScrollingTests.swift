import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A horizontal scroll view right to left starts at its right end, and scrolling reveals
/// what is further left.
@MainActor @Suite struct RightToLeftScrollingTests {
  private struct Strip: View {
    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          ScrollView(.horizontal) {
            HStack(spacing: 0) {
              ForEach(0..<20) { index in
                Text("c\(index)").frame(width: 32).id(index)
              }
            }
          }
          Button("End") { proxy.scrollTo(19) }
        }
      }
      .environment(\.layoutDirection, .rightToLeft)
    }
  }

  @Test func itStartsAtTheRightEndAndScrollsLeftward() throws {
    let host = ViewHost(Strip(), width: 20, height: 4)
    // 20 cells show five 4-cell columns: the first one at the right edge, its two-cell
    // text centred in it.
    let first = try host.text("c0")
    #expect(first.frame.x == 17)
    #expect(throws: (any Error).self) { try host.text("c6") }
    try host.button("End").tap()
    // Scrolled by as little as shows it: the last column at the left edge.
    let last = try host.text("c19")
    #expect(last.frame.x == 1)
    #expect(try host.text("c15").frame.x == 17)
  }

  /// Twenty cards four cells wide, one a page, in a 20-cell strip whose position names the
  /// card at its leading (right) edge.
  private struct Carousel: View {
    @State private var position: Int?
    var body: some View {
      VStack {
        ScrollView(.horizontal, showsIndicators: false) {
          HStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { index in
              Text("c\(index)").frame(width: 32)
            }
          }
          .scrollTargetLayout()
        }
        .scrollPosition(id: $position)
        .scrollTargetBehavior(.viewAligned)
        Text("at \(position.map(String.init) ?? "none")")
      }
      .environment(\.layoutDirection, .rightToLeft)
    }
  }

  @Test func aPersonsScrollingNamesTheCardAtTheRightAndRestsOnOne() throws {
    let host = ViewHost(Carousel(), width: 20, height: 3)
    let strip = try #require(host.elements.first { $0.typeName.hasPrefix("ScrollView") })
    // Three cells toward the end: view-aligned, it rests with a whole card at the right.
    try strip.scroll(by: 3, along: .horizontal)
    host.update()
    #expect(try host.text("at 1").frame.width > 0)
    #expect(try host.text("c1").frame.x == 17)
    try strip.scroll(by: 9, along: .horizontal)
    host.update()
    #expect(try host.text("at 3").frame.width > 0)
    #expect(try host.text("c3").frame.x == 17)
  }
}
