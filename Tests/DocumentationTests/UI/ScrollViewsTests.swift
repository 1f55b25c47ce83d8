import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Scroll views".
@MainActor
@Suite struct ScrollViewsTests {
  private let lines = (0..<40).map { "Line \($0) · Ligne · 行" }

  @Test func aLockedTranscriptScrollsOnlyFromCode() throws {
    let host = ViewHost(ScrollViews.TranscriptView(lines: lines), width: 40, height: 8)
    #expect(throws: ViewHostError.self) { try host.text("Line 0 · Ligne · 行").scroll(by: 5) }
    #expect(try host.text("Line 0 · Ligne · 行").scrollOffset() == 0)
    try host.button("Latest").tap()
    host.update()
    #expect(host.contains(text: "Line 39 · Ligne · 行"))
    // Unlocked, a person scrolls it again.
    try host.toggle("Lock").toggle()
    host.update()
    try host.text("Line 39 · Ligne · 行").scroll(by: -5)
    #expect(host.contains(text: "Line 34 · Ligne · 行"))
    #expect(!host.contains(text: "Line 39 · Ligne · 行"))
  }

  @Test func theShoppingListsOwnBackgroundShowsThrough() throws {
    let host = ViewHost(ScrollViews.ShoppingView(), width: 30, height: 10)
    #expect(try host.text("Reis · 米").scrollContentBackground == .hidden)
    #expect(try host.textEditor().scrollContentBackground == .hidden)
  }

  @Test func theFeedsMarginsScrollAwayWithIt() throws {
    let posts = (0..<20).map { "Post \($0) · 投稿" }
    let host = ViewHost(ScrollViews.FeedView(posts: posts), width: 24, height: 6)
    // 32 points are two lines of the terminal.
    #expect(try host.text("Post 0 · 投稿").frame.y == 2)
    try host.text("Post 0 · 投稿").scroll(by: 2)
    #expect(try host.text("Post 0 · 投稿").frame.y == 0)
    try host.text("Post 0 · 投稿").scroll(by: 1_000)
    #expect(try host.text("Post 19 · 投稿").frame.y == 3)
  }

  @Test func theChatStartsAtItsLatestMessage() throws {
    let messages = (0..<500).map { "Message \($0) · رسالة" }
    let host = ViewHost(ScrollViews.ChatView(messages: messages), width: 30, height: 5)
    #expect(try host.text("Message 499 · رسالة").frame.y == 4)
    #expect(!host.contains(text: "Message 0 · رسالة"))
  }

  @Test func theBookFollowsTheChapterAtTheTopAndGoesToOne() throws {
    let chapters = (0..<80).map { ScrollViews.Chapter(id: $0, title: "Chapter \($0) · अध्याय") }
    let host = ViewHost(ScrollViews.BookView(chapters: chapters), width: 30, height: 8)
    #expect(host.contains(text: "Reading: –"))
    try host.text("Chapter 0 · अध्याय").scroll(by: 4)
    host.update()
    #expect(host.contains(text: "Reading: 4"))
    try host.button("Chapter 30").tap()
    host.update()
    #expect(try host.text("Chapter 30 · अध्याय").frame.y == 2)
    #expect(host.contains(text: "Reading: 30"))
  }

  @Test func theConversationGoesToItsLatestMessage() throws {
    let messages = (0..<200).map { "Message \($0) · 消息" }
    let host = ViewHost(ScrollViews.ConversationView(messages: messages), width: 30, height: 6)
    #expect(!host.contains(text: "Message 199 · 消息"))
    try host.button("Latest").tap()
    host.update()
    #expect(try host.text("Message 199 · 消息").frame.y == 5)
  }

  @Test func thePagesMoveAWholePageAStep() throws {
    let pages = (0..<30).map { "Page \($0) · पृष्ठ" }
    let host = ViewHost(ScrollViews.PagesView(pages: pages), width: 30, height: 5)
    try host.text("Page 0 · पृष्ठ").scroll(by: 1)
    host.update()
    #expect(try host.text("Page 5 · पृष्ठ").frame.y == 0)
  }

  @Test func theCardsRestWithOneAtTheTop() throws {
    let cards = (0..<10).map { "Card \($0) · 카드" }
    let host = ViewHost(ScrollViews.CardsView(cards: cards), width: 30, height: 6)
    try host.text("Card 0 · 카드").scroll(by: 1)
    host.update()
    #expect(try host.text("Card 1 · 카드").frame.y == 0)
  }

  @Test func theLogSaysWhenItIsScrolled() throws {
    let host = ViewHost(ScrollViews.LongLog(), width: 20, height: 6)
    #expect(host.contains(text: "At the top"))
    let scroller = try #require(host.elements.first { $0.typeName.hasPrefix("ScrollView") })
    try scroller.scroll(by: 3)
    host.update()
    #expect(host.contains(text: "Scrolled"))
    try scroller.scroll(by: -3)
    host.update()
    #expect(host.contains(text: "At the top"))
  }

  @Test func theSwatchesPastTheScrollViewsEdgeAreShownAndTapped() throws {
    let host = ViewHost(ScrollViews.SwatchesView(), width: 40, height: 3)
    // The third swatch starts 160 points in, past the scroll view's 100.
    #expect(host.text.contains("नीला"))
    try host.button("नीला").tap()
    #expect(host.contains(text: "Picked: नीला"))
  }
}
