import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// `ScrollPosition` and `scrollPosition(_:anchor:)`: edges, offsets and identities asked for
/// by code, and what a person's scrolling makes of it.
@MainActor
@Suite struct ScrollPositionValueTests {
  final class Probe {
    var position: ScrollPosition?
  }

  struct Transcript: View {
    let probe: Probe
    @State private var position = ScrollPosition(idType: Int.self)
    @State private var count = 30

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Button("Top") { position.scrollTo(edge: .top) }
          Button("End") { position.scrollTo(edge: .bottom) }
          // Seven lines down: a terminal line is 16 points tall.
          Button("Y7") { position.scrollTo(y: 7 * 16) }
          Button("Id20") { position.scrollTo(id: 20, anchor: .top) }
          Button("More") { count += 5 }
        }
        ScrollView(showsIndicators: false) {
          LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(0..<count, id: \.self) { Text("Line \($0) · पंक्ति · 行") }
          }
          .scrollTargetLayout()
        }
        .scrollPosition($position)
      }
      .onChange(of: position) { _, new in probe.position = new }
    }
  }

  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func edgesOffsetsAndIdentities() throws {
    let probe = Probe()
    let host = ViewHost(Transcript(probe: probe), width: 60, height: 6)
    try host.button("End").tap()
    host.update()
    #expect(lines(host)[5] == "Line 29 · पंक्ति · 行")
    #expect(probe.position?.edge == .bottom)
    #expect(probe.position?.isPositionedByUser == false)
    try host.button("Y7").tap()
    host.update()
    #expect(lines(host)[1] == "Line 7 · पंक्ति · 行")
    #expect(probe.position?.point == CGPoint(x: 0, y: 112))
    #expect(probe.position?.edge == nil)
    try host.button("Id20").tap()
    host.update()
    #expect(lines(host)[1] == "Line 20 · पंक्ति · 行")
    #expect(probe.position?.viewID(type: Int.self) == 20)
    try host.button("Top").tap()
    host.update()
    #expect(lines(host)[1] == "Line 0 · पंक्ति · 行")
  }

  // A person's scrolling makes the position the user's: the edge goes, the top line's
  // identity comes.
  @Test func scrollingByHandMakesItTheUsers() throws {
    let probe = Probe()
    let host = ViewHost(Transcript(probe: probe), width: 60, height: 6)
    try host.button("End").tap()
    host.update()
    try host.text("Line 29 · पंक्ति · 行").scroll(by: -4)
    host.update()
    let position = try #require(probe.position)
    #expect(position.isPositionedByUser)
    #expect(position.edge == nil)
    #expect(position.viewID(type: Int.self) == 21)
    #expect(position.viewID as? Int == 21)
    #expect(position.viewID(type: String.self) == nil)
  }

  // Lines added keep the offset (as on Apple's platforms, only `defaultScrollAnchor` follows
  // the end); asking for the bottom edge again goes to the new end, whether or not a
  // person scrolled since.
  @Test func askingForTheEndAgainReachesNewLines() throws {
    let probe = Probe()
    let host = ViewHost(Transcript(probe: probe), width: 60, height: 6)
    try host.button("End").tap()
    host.update()
    try host.button("More").tap()
    host.update()
    #expect(lines(host)[5] == "Line 29 · पंक्ति · 行")
    try host.button("End").tap()
    host.update()
    #expect(lines(host)[5] == "Line 34 · पंक्ति · 行")
    try host.text("Line 34 · पंक्ति · 行").scroll(by: -10)
    host.update()
    #expect(lines(host)[5] == "Line 24 · पंक्ति · 行")
    try host.button("End").tap()
    host.update()
    #expect(lines(host)[5] == "Line 34 · पंक्ति · 行")
  }

  @Test func valuesAndEquality() {
    var position = ScrollPosition(idType: String.self)
    #expect(position.viewID == nil && position.edge == nil && position.point == nil)
    #expect(!position.isPositionedByUser)
    position.scrollTo(edge: .trailing)
    #expect(position.edge == .trailing)
    let atTrailing = position
    position.scrollTo(point: CGPoint(x: 3, y: 4))
    #expect(position.point == CGPoint(x: 3, y: 4))
    #expect(position.edge == nil)
    #expect(position != atTrailing)
    position.isPositionedByUser = true
    #expect(position.point == nil)
    let byID = ScrollPosition(id: "二", anchor: .center)
    #expect(byID.viewID(type: String.self) == "二")
    #expect(ScrollPosition(edge: .top) == ScrollPosition(edge: .top))
    #expect(ScrollPosition(edge: .top) != ScrollPosition(edge: .bottom))
    #expect(ScrollPosition(y: 5).point == CGPoint(x: 0, y: 5))
  }
}
