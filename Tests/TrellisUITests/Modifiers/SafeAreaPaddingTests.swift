import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// `safeAreaPadding`: margins that scroll on a scroll view, padding elsewhere.
@MainActor
@Suite struct SafeAreaPaddingTests {
  struct Feed: View {
    var body: some View {
      ScrollView(showsIndicators: false) {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<20, id: \.self) { Text("Post \($0) · पोस्ट · 帖子") }
        }
      }
      .scrollIndicators(.hidden)
      .safeAreaPadding(.vertical, 32)
    }
  }

  // 32 points are two terminal lines: the first post starts below them and scrolls up to
  // the edge; the last stops above the bottom inset.
  @Test func onAScrollViewTheInsetsScrollWithTheContent() throws {
    let host = ViewHost(Feed(), width: 30, height: 8)
    #expect(try host.text("Post 0 · पोस्ट · 帖子").frame.y == 2)
    try host.text("Post 0 · पोस्ट · 帖子").scroll(by: 2)
    #expect(try host.text("Post 0 · पोस्ट · 帖子").frame.y == 0)
    try host.text("Post 0 · पोस्ट · 帖子").scroll(by: 1_000)
    #expect(try host.text("Post 19 · पोस्ट · 帖子").frame.y == 5)
  }

  // It adds to margins set further out.
  @Test func itAddsToContentMargins() throws {
    let host = ViewHost(Feed().contentMargins(.top, 16), width: 30, height: 8)
    #expect(try host.text("Post 0 · पोस्ट · 帖子").frame.y == 3)
  }

  // On other views it pads, as `padding` does, with the system's 16 points by default.
  @Test func elsewhereItPads() throws {
    struct Card: View {
      var body: some View {
        VStack(spacing: 0) {
          Text("Ticket · टिकट · 票").safeAreaPadding(.leading, 24)
          Text("Default").safeAreaPadding(.top)
        }
      }
    }
    let host = ViewHost(Card(), width: 40, height: 6)
    let padded = ViewHost(
      VStack(spacing: 0) {
        Text("Ticket · टिकट · 票").padding(.leading, 24)
        Text("Default").padding(.top)
      }, width: 40, height: 6)
    #expect(host.text == padded.text)
    let ticket = try host.text("Ticket · टिकट · 票").frame
    #expect(try host.text("Default").frame.y == ticket.y + 2)
  }
}
