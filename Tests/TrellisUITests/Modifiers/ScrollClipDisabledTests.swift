import Foundation
import Testing
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// `scrollClipDisabled(_:)`: a scroll view's content past its frame is laid out, drawn
/// (its items' clip reaches past the frame) and takes taps there, while it still scrolls as
/// before; without it, or with `false`, the content is cut at the frame.
@MainActor
@Suite struct ScrollClipDisabledTests {
  private struct Carousel: View {
    var disabled: Bool?
    @State private var tapped = "—"
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Tapped \(tapped)")
        carousel
      }
      .frame(width: 320, alignment: .leading)
    }

    @ViewBuilder private var carousel: some View {
      let scroller = ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 0) {
          ForEach(["Один", "二つ", "Three"], id: \.self) { name in
            Button(name) { tapped = name }.frame(width: 80, alignment: .leading)
          }
        }
      }
      .frame(width: 100)
      if let disabled { scroller.scrollClipDisabled(disabled) } else { scroller }
    }
  }

  @Test func contentPastTheFrameIsShownAndTakesTaps() throws {
    let host = ViewHost(Carousel(disabled: true), width: 40, height: 3)
    // "Three" is laid out 160 points in, past the scroll view's 100-point frame.
    let third = try host.button("Three")
    try third.tap()
    #expect(host.contains(text: "Tapped Three"))
    #expect(host.text.contains("Three"))
    let item = try #require(
      host.core.displayList.items.first { item in
        guard case .text(let lines, _, _) = item.content else { return false }
        return lines.first?.first?.string == "Three"
      })
    #expect(item.frame.minX >= 160)
    #expect(item.clip.maxX >= item.frame.maxX)
  }

  @Test func byDefaultAndWhenFalseTheContentIsCutAtTheFrame() throws {
    for view in [Carousel(disabled: nil), Carousel(disabled: false)] {
      let host = ViewHost(view, width: 40, height: 3)
      #expect(throws: ViewHostError.self) { try host.button("Three").tap() }
      #expect(!host.text.contains("Three"))
      #expect(host.text.contains("Один"))
    }
  }

  @Test func itStillScrollsWithinItsFrame() throws {
    let host = ViewHost(Carousel(disabled: true), width: 40, height: 3)
    let first = try host.button("Один")
    let before = first.frame.x
    try first.scroll(by: 2, along: .horizontal)
    let after = try host.button("Один").frame.x
    #expect(after < before)
  }
}
