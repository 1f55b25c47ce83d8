import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `onTapGesture` as apps use it: on text, on rows written inline, counting taps, with the
/// tap's location, the innermost gesture first, and nothing for a disabled view.
@MainActor
@Suite struct TapGestureTests {
  @MainActor final class Log {
    var entries: [String] = []
  }

  @Test func aTappedTextRunsItsGestureAndStateFollows() throws {
    struct Counter: View {
      @State var taps = 0
      var body: some View {
        VStack {
          Text("Tapped \(taps) times")
          Text("👆 टैप करें 点这里").onTapGesture { taps += 1 }
        }
      }
    }
    let host = ViewHost(Counter(), width: 30, height: 3)
    try host.text("👆 टैप करें 点这里").tap()
    host.update()
    #expect(host.contains(text: "Tapped 1 times"))
    try host.text("👆 टैप करें 点这里").tap(count: 2)
    host.update()
    // A gesture of one tap runs on each tap of a double tap.
    #expect(host.contains(text: "Tapped 3 times"))
    // The view is not a control: it takes no focus.
    #expect(host.focusedElement == nil)
  }

  @Test func aDoubleTapGestureRunsOnTheSecondTapOnly() throws {
    let log = Log()
    let host = ViewHost(
      List(["One", "Two"], id: \.self) { name in
        Text(name).onTapGesture(count: 2) { log.entries.append("open \(name)") }
      }, width: 20, height: 4)
    #expect(throws: (any Error).self) { try host.text("Two").tap() }
    #expect(log.entries.isEmpty)
    try host.text("Two").tap(count: 2)
    #expect(log.entries == ["open Two"])
  }

  @Test func theInnermostGestureWinsAndOuterOnesTakeTheRest() throws {
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Inner").onTapGesture { log.entries.append("inner") }
        Text("Plain")
      }
      .onTapGesture { log.entries.append("outer") }, width: 20, height: 3)
    try host.text("Inner").tap()
    try host.text("Plain").tap()
    #expect(log.entries == ["inner", "outer"])
  }

  @Test func theLocationIsInTheViewsOwnSpaceOrTheWindows() throws {
    var local: CGPoint?
    var global: CGPoint?
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("Header")
        HStack(spacing: 0) {
          Spacer().frame(width: 16)
          Color.blue.frame(width: 64, height: 32)
            .onTapGesture { local = $0 }
            .onTapGesture(coordinateSpace: .global) { global = $0 }
        }
      }, width: 20, height: 4)
    let core = host.core
    let square = try #require(core.elements.first { !$0.shapes.isEmpty })
    let point = CGPoint(x: square.frame.minX + 10, y: square.frame.minY + 20)
    #expect(core.tap(at: point))
    // The inner gesture (local) took the tap; the outer one did not run.
    #expect(local == CGPoint(x: 10, y: 20))
    #expect(global == nil)
    #expect(!core.tap(at: CGPoint(x: 1, y: square.frame.minY + 20)))
  }

  @Test func aDisabledViewsGestureDoesNotRun() throws {
    let log = Log()
    let host = ViewHost(
      Text("Locked 🔒").onTapGesture { log.entries.append("tap") }.disabled(true),
      width: 20, height: 1)
    #expect(throws: (any Error).self) { try host.text("Locked 🔒").tap() }
    let text = try #require(host.core.elements.first { $0.text == "Locked 🔒" })
    #expect(!host.core.tap(at: CGPoint(x: text.frame.midX, y: text.frame.midY)))
    #expect(log.entries.isEmpty)
  }

  @Test func aTapHitsWhatIsDrawnNotTheEmptyPartOfAFrame() throws {
    let log = Log()
    let host = ViewHost(
      ZStack {
        Color.blue.onTapGesture { log.entries.append("background") }
        VStack(spacing: 32) {
          Text("Top 上")
          Text("Bottom 下")
        }
        .frame(maxWidth: .infinity)
        .onTapGesture { log.entries.append("stack") }
      }, width: 20, height: 6)
    let core = host.core
    let top = try #require(core.elements.first { $0.text == "Top 上" })
    // Between the two texts nothing of the stack is drawn: the colour behind takes the tap.
    #expect(core.tap(at: CGPoint(x: top.frame.midX, y: top.frame.maxY + 16)))
    #expect(core.tap(at: CGPoint(x: top.frame.midX, y: top.frame.midY)))
    #expect(log.entries == ["background", "stack"])
  }

  @Test func aCirclesCornerIsNotTheCircle() throws {
    let log = Log()
    let host = ViewHost(
      Circle().fill(Color.red).frame(width: 64, height: 64)
        .onTapGesture { log.entries.append("circle") }, width: 10, height: 5)
    let core = host.core
    let circle = try #require(core.elements.first { !$0.shapes.isEmpty })
    #expect(!core.tap(at: CGPoint(x: circle.frame.minX + 2, y: circle.frame.minY + 2)))
    #expect(core.tap(at: CGPoint(x: circle.frame.midX, y: circle.frame.midY)))
    #expect(log.entries == ["circle"])
  }

  @Test func aDisabledViewInFrontAndASheetTakeTheTap() throws {
    struct Screen: View {
      let log: Log
      @State var showsSheet = false
      var body: some View {
        ZStack {
          Color.green.onTapGesture { log.entries.append("behind") }
          VStack {
            Text("Locked").onTapGesture { log.entries.append("locked") }.disabled(true)
            Button("Show") { showsSheet = true }
          }
        }
        .sheet(isPresented: $showsSheet) { Text("In the sheet 📄") }
        .onTapGesture { log.entries.append("outer") }
      }
    }
    let log = Log()
    let host = ViewHost(Screen(log: log), width: 30, height: 8)
    let core = host.core
    let locked = try #require(core.elements.first { $0.text == "Locked" })
    #expect(!core.tap(at: CGPoint(x: locked.frame.midX, y: locked.frame.midY)))
    try host.button("Show").tap()
    host.update()
    let inSheet = try #require(core.elements.first { $0.text == "In the sheet 📄" })
    #expect(!core.tap(at: CGPoint(x: inSheet.frame.midX, y: inSheet.frame.midY)))
    #expect(log.entries.isEmpty)
  }

  @Test func aGestureOnAGroupLeavesItsViewsWhereTheyWere() throws {
    let host = ViewHost(
      HStack {
        Group {
          Text("a")
          Text("b")
        }
        .onTapGesture {}
      }, width: 10, height: 3)
    let a = try #require(host.core.elements.first { $0.text == "a" })
    let b = try #require(host.core.elements.first { $0.text == "b" })
    #expect(a.frame.minY == b.frame.minY && a.frame.maxX < b.frame.minX)
  }
}
