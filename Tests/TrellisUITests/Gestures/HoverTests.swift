import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `onHover` and `onContinuousHover`: entering, moving, leaving, nested views.
@MainActor
@Suite struct HoverTests {
  @MainActor final class Log {
    var entries: [String] = []
  }

  @Test func hoverTellsEnteringAndLeavingAndStateFollows() throws {
    struct Row: View {
      @State var isHovered = false
      var body: some View {
        VStack(alignment: .leading) {
          Text(isHovered ? "Over ऊपर" : "Away दूर").onHover { isHovered = $0 }
          Text("Elsewhere")
        }
      }
    }
    let host = ViewHost(Row(), width: 20, height: 2)
    #expect(host.core.wantsHover)
    try host.text("Away दूर").hover()
    host.update()
    #expect(host.contains(text: "Over ऊपर"))
    try host.text("Elsewhere").hover()
    host.update()
    #expect(host.contains(text: "Away दूर"))
    try host.text("Away दूर").hover()
    host.update()
    host.hover(at: nil)
    host.update()
    #expect(host.contains(text: "Away दूर"))
  }

  @Test func continuousHoverFollowsThePointerAndEnds() throws {
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Map 地図").onContinuousHover { phase in
          switch phase {
          case .active(let point): log.entries.append("at \(Int(point.x)),\(Int(point.y))")
          case .ended: log.entries.append("ended")
          }
        }
      }
      .onHover { log.entries.append("outer \($0)") }, width: 20, height: 1)
    let map = try host.text("Map 地図")
    map.hover(at: CGPoint(x: 4, y: 8))
    map.hover(at: CGPoint(x: 20, y: 8))
    host.hover(at: nil)
    #expect(
      log.entries == ["at 4,8", "outer true", "at 20,8", "ended", "outer false"])
  }
}
