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
}
