import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// `defaultScrollAnchor`: where a scroll view starts, and where short content goes; after
/// the start the scroll view stays where it is scrolled.
@MainActor
@Suite struct DefaultScrollAnchorTests {
  private struct Chat: View {
    var count = 30
    var anchor: UnitPoint? = .bottom
    @State private var extra = 0
    var body: some View {
      VStack(spacing: 0) {
        Button("Send") { extra += 1 }
        ScrollView(showsIndicators: false) {
          VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<(count + extra), id: \.self) { Text("Message \($0) · رسالة") }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
        }
        .defaultScrollAnchor(anchor)
      }
    }
  }

  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test func bottomStartsAtTheLastLine() throws {
    let host = ViewHost(Chat(), width: 24, height: 6)
    #expect(lines(host).last == "Message 29 · رسالة")
    #expect(!host.contains(text: "Message 0 · رسالة"))
    #expect(try host.text("Message 29 · رسالة").scrollOffset() == 25)
    // Without an anchor, the top.
    let top = ViewHost(Chat(anchor: nil), width: 24, height: 6)
    #expect(top.contains(text: "Message 0 · رسالة"))
    #expect(!top.contains(text: "Message 29 · رسالة"))
  }

  @Test func untouchedItFollowsNewMessages() async throws {
    let host = ViewHost(Chat(), width: 24, height: 6)
    try host.button("Send").tap()
    await host.nextUpdate()
    #expect(lines(host).last == "Message 30 · رسالة")
    #expect(try host.text("Message 30 · رسالة").scrollOffset() == 26)
  }

  @Test func afterTheStartItStaysWhereItIsScrolled() async throws {
    let host = ViewHost(Chat(), width: 24, height: 6)
    try host.text("Message 29 · رسالة").scroll(by: -10)
    #expect(try host.text("Message 19 · رسالة").frame.y == 5)
    try host.button("Send").tap()
    await host.nextUpdate()
    #expect(try host.text("Message 19 · رسالة").frame.y == 5)
    #expect(try host.text("Message 19 · رسالة").scrollOffset() == 15)
  }

  @Test func shortContentSitsAtTheAnchor() throws {
    let host = ViewHost(Chat(count: 2), width: 24, height: 6)
    #expect(lines(host)[1...5] == ["", "", "", "Message 0 · رسالة", "Message 1 · رسالة"])
    let top = ViewHost(Chat(count: 2, anchor: nil), width: 24, height: 6)
    #expect(lines(top)[1...2] == ["Message 0 · رسالة", "Message 1 · رسالة"])
  }

  @Test func aLazyStackStartsAtItsLastRow() throws {
    let host = ViewHost(
      ScrollView(showsIndicators: false) {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(0..<1_000, id: \.self) { Text("Row \($0) 行") }
        }
      }
      .defaultScrollAnchor(.bottom), width: 20, height: 5)
    #expect(try host.text("Row 999 行").frame.y == 4)
    #expect(!host.contains(text: "Row 0 行"))
  }

  @Test func centerAndTrailingAlongTheirAxes() throws {
    let wide = ViewHost(
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 8) { ForEach(0..<10, id: \.self) { Text("C\($0)") } }
      }
      .defaultScrollAnchor(.trailing), width: 10, height: 1)
    #expect(wide.text.hasSuffix("C8 C9"))
    #expect(!wide.contains(text: "C0"))
    let middle = ViewHost(
      ScrollView(showsIndicators: false) {
        VStack(spacing: 0) { ForEach(0..<21, id: \.self) { Text("L\($0)") } }
      }
      .defaultScrollAnchor(.center), width: 10, height: 5)
    // 21 lines in 5: 16 to scroll, half of it 8.
    #expect(try middle.text("L8").frame.y == 0)
    #expect(try middle.text("L12").frame.y == 4)
  }
}
