import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// `contentMargins`: room around a scroll view's content that scrolls with it. A terminal
/// cell is 8 points wide and 16 high, so 16 points is a line and 16 across two columns.
@MainActor
@Suite struct ContentMarginsTests {
  private struct Feed: View {
    var body: some View {
      ScrollView(showsIndicators: false) {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<20, id: \.self) { Text("Post \($0) · 投稿") }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
  }

  /// Where the first post is, in cells.
  private func firstPost(_ host: ViewHost) throws -> [Int] {
    let frame = try host.text("Post 0 · 投稿").frame
    return [frame.x, frame.y]
  }

  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test func theTopMarginScrollsAwayWithTheContent() throws {
    let host = ViewHost(Feed().contentMargins(.top, 32), width: 20, height: 5)
    #expect(lines(host)[0...2] == ["", "", "Post 0 · 投稿"])
    #expect(try host.text("Post 0 · 投稿").frame.y == 2)
    try host.text("Post 0 · 投稿").scroll(by: 2)
    #expect(try host.text("Post 0 · 投稿").frame.y == 0)
    // Without margins the same scrolling takes the first two posts away.
    let plain = ViewHost(Feed(), width: 20, height: 5)
    try plain.text("Post 0 · 投稿").scroll(by: 2)
    #expect(!plain.contains(text: "Post 0 · 投稿"))
  }

  @Test func theBottomMarginIsLeftBelowTheLastRowAtTheEnd() throws {
    let host = ViewHost(Feed().contentMargins(.bottom, 16), width: 20, height: 5)
    try host.text("Post 0 · 投稿").scroll(by: 1_000)
    #expect(try host.text("Post 19 · 投稿").frame.y == 3)
    #expect(lines(host)[4] == "")
    // 20 posts and a line of margin in 5 lines: 16 lines to scroll.
    #expect(try host.text("Post 19 · 投稿").scrollOffset() == 16)
  }

  @Test func sideMarginsNarrowWhatTheContentIsOffered() throws {
    let host = ViewHost(
      ScrollView(showsIndicators: false) {
        Text("one two three four five six").frame(maxWidth: .infinity, alignment: .leading)
      }
      .contentMargins(.horizontal, 16), width: 18, height: 4)
    // Two columns in from either side: fourteen columns for the text.
    #expect(lines(host)[0] == "  one two three")
    #expect(lines(host)[1] == "  four five six")
  }

  @Test func theOverloadsAndPlacementsAgree() throws {
    let all = ViewHost(Feed().contentMargins(16), width: 20, height: 5)
    #expect(try firstPost(all) == [2, 1])
    let insets = ViewHost(
      Feed().contentMargins(.all, EdgeInsets(top: 32, leading: 8), for: .scrollContent),
      width: 20, height: 5)
    #expect(try firstPost(insets) == [1, 2])
    // Margins for the indicators only leave the content where it was.
    let indicators = ViewHost(
      Feed().contentMargins(32, for: .scrollIndicators), width: 20, height: 5)
    #expect(try firstPost(indicators) == [0, 0])
    // A margin set further in wins on its edges, and only there.
    let nested = ViewHost(
      Feed().contentMargins(.top, 16).contentMargins(.all, 32), width: 20, height: 5)
    #expect(try firstPost(nested) == [4, 1])
    #expect(ContentMarginPlacement.automatic != .scrollContent)
  }
}
