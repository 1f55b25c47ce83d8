import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `.scrollIndicators(_:axes:)` and `ScrollView(showsIndicators:)`: hidden indicators draw
/// no scroll bar in the terminal and take no column, and the content still scrolls.
@MainActor @Suite struct ScrollIndicatorsTests {
  /// Fifty messages in a list, in Latin, Devanagari and CJK.
  private struct Messages: View {
    var visibility: ScrollIndicatorVisibility
    var body: some View {
      List(0..<50, id: \.self) { index in
        Text(["Hello \(index)", "नमस्ते \(index)", "你好 \(index)"][index % 3])
      }
      .scrollIndicators(visibility)
    }
  }

  // A list shows its bar by default and with `.visible`; `.hidden` and `.never` draw none,
  // and its rows take the column the bar had; it still scrolls.
  @Test(arguments: [
    (ScrollIndicatorVisibility.automatic, true), (.visible, true), (.hidden, false),
    (.never, false),
  ])
  func aListsBarFollowsTheVisibility(visibility: ScrollIndicatorVisibility, shown: Bool) throws {
    let host = ViewHost(Messages(visibility: visibility), width: 20, height: 5)
    #expect(host.text.contains("┃") == shown, "\(host.text)")
    let list = try #require(host.core.scrollContainers.first)
    #expect(list.showsScrollIndicator(along: .vertical) == shown)
    let row = try #require(host.core.elements.first { $0.text == "Hello 0" })
    #expect(row.frame.width == CGFloat(shown ? 19 : 20) * 8, "\(row.frame)")
    try row.scroll(by: 3)
    #expect(host.contains(text: "Hello 3"))
    #expect(!host.contains(text: "Hello 0"))
  }

  // On a scroll view, `.scrollIndicators(.hidden)` hides the bar as `showsIndicators: false`
  // does; only along the axes given.
  @Test func aScrollViewHidesTheBarOfTheAxesGiven() throws {
    func article(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set) -> some View {
      ScrollView {
        VStack(alignment: .leading) { ForEach(0..<30, id: \.self) { Text("Line \($0)") } }
      }
      .scrollIndicators(visibility, axes: axes)
    }
    let hidden = ViewHost(article(.hidden, axes: .vertical), width: 20, height: 5)
    #expect(!hidden.text.contains("┃"), "\(hidden.text)")
    let view = try #require(hidden.core.scrollContainers.first)
    #expect(!view.showsScrollIndicator(along: .vertical))
    try view.scroll(by: 4)
    #expect(hidden.contains(text: "Line 4"))
    // Hiding the horizontal bar leaves the vertical one.
    let across = ViewHost(article(.hidden, axes: .horizontal), width: 20, height: 5)
    #expect(across.text.contains("┃"))
    let plain = ViewHost(
      ScrollView(showsIndicators: false) {
        VStack { ForEach(0..<30, id: \.self) { Text("Line \($0)") } }
      }
      .scrollIndicators(.visible), width: 20, height: 5)
    // `showsIndicators: false` wins over the environment.
    #expect(!plain.text.contains("┃"))
    #expect(plain.core.scrollContainers.first?.showsScrollIndicator(along: .vertical) == false)
  }

  // A form's bar follows it too.
  @Test func aFormHidesItsBar() {
    let form = ViewHost(
      Form { ForEach(0..<30, id: \.self) { Text("Setting \($0)") } }.scrollIndicators(.never),
      width: 20, height: 5)
    #expect(!form.text.contains("┃"))
    #expect(ScrollIndicatorVisibility.never.description == "never")
  }
}
