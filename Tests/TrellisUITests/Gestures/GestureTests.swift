import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Gestures as apps write them: inline closures on `DragGesture`, `LongPressGesture` and
/// combinations, `@GestureState` going back when a gesture ends or is cancelled, and which
/// of several gestures under the pointer acts.
@MainActor
@Suite struct GestureTests {
  @MainActor final class Log {
    var entries: [String] = []
  }

  /// A card dragged around: its offset kept in `@State`, the drag under way in
  /// `@GestureState`, both shown as text.
  struct DraggableCard: View {
    @State var offset = CGSize.zero
    @GestureState var dragging = CGSize.zero
    @GestureState var isDragging = false
    var body: some View {
      VStack(spacing: 0) {
        Text("Moved \(Int(offset.width)),\(Int(offset.height))")
        Text(
          "Now \(Int(dragging.width)),\(Int(dragging.height)) \(isDragging ? "dragging" : "idle")")
        Text("कार्ड 卡片 🃏")
          .gesture(
            DragGesture()
              .updating($dragging) { value, state, _ in state = value.translation }
              .updating($isDragging) { _, state, _ in state = true }
              .onEnded { value in
                offset.width += value.translation.width
                offset.height += value.translation.height
              })
      }
    }
  }

  @Test func aDragSetsGestureStateAsItMovesAndResetsItWhenItEnds() throws {
    let host = ViewHost(DraggableCard(), width: 30, height: 5)
    let card = try host.text("कार्ड 卡片 🃏")
    let start = CGPoint(x: card.bounds.midX, y: card.bounds.midY)
    #expect(host.pressPointer(at: start))
    // Under the minimum distance the drag has not begun.
    host.movePointer(to: CGPoint(x: start.x + 4, y: start.y))
    host.update()
    #expect(host.contains(text: "Now 0,0 idle"))
    host.movePointer(to: CGPoint(x: start.x + 24, y: start.y + 16))
    host.update()
    #expect(host.contains(text: "Now 24,16 dragging"))
    #expect(host.contains(text: "Moved 0,0"))
    host.releasePointer(at: CGPoint(x: start.x + 40, y: start.y + 32))
    host.update()
    #expect(host.contains(text: "Moved 40,32"))
    #expect(host.contains(text: "Now 0,0 idle"))
    // A second drag adds to the first.
    try host.text("कार्ड 卡片 🃏").drag(to: CGPoint(x: -16, y: 0))
    host.update()
    #expect(host.contains(text: "Now 0,0 idle"))
  }

  @Test func aCancelledDragResetsGestureStateWithoutEnding() throws {
    let host = ViewHost(DraggableCard(), width: 30, height: 5)
    let card = try host.text("कार्ड 卡片 🃏")
    let start = CGPoint(x: card.bounds.midX, y: card.bounds.midY)
    host.pressPointer(at: start)
    host.movePointer(to: CGPoint(x: start.x + 32, y: start.y))
    host.update()
    #expect(host.contains(text: "Now 32,0 dragging"))
    host.cancelPointer()
    host.update()
    #expect(host.contains(text: "Now 0,0 idle"))
    #expect(host.contains(text: "Moved 0,0"))
  }

  @Test func dragValuesCarryLocationsVelocityAndPrediction() throws {
    var values: [DragGesture.Value] = []
    let host = ViewHost(
      Text("Drag me").gesture(
        DragGesture(minimumDistance: 0).onChanged { values.append($0) }), width: 20, height: 1)
    let text = try host.text("Drag me")
    try text.drag(from: CGPoint(x: 4, y: 8), to: CGPoint(x: 44, y: 8), steps: 2, duration: 0.5)
    let last = try #require(values.last)
    #expect(last.startLocation == CGPoint(x: 4, y: 8))
    #expect(last.location == CGPoint(x: 44, y: 8))
    #expect(last.translation == CGSize(width: 40, height: 0))
    // 20 points in each quarter second: 80 points a second, and the prediction goes on.
    #expect(abs(last.velocity.width - 80) < 0.001)
    #expect(last.predictedEndLocation.x > last.location.x)
    #expect(last.predictedEndTranslation.width > 40)
  }

  @Test func aLongPressTellsPressingAndActsOnlyWhenHeldLongEnough() throws {
    let log = Log()
    let host = ViewHost(
      Text("Hold ⏳ थामें").onLongPressGesture(minimumDuration: 1) {
        log.entries.append("held")
      } onPressingChanged: {
        log.entries.append("pressing \($0)")
      }, width: 20, height: 1)
    let text = try host.text("Hold ⏳ थामें")
    try text.longPress(for: 0.4)
    #expect(log.entries == ["pressing true", "pressing false"])
    log.entries.removeAll()
    try text.longPress(for: 1)
    #expect(log.entries == ["pressing true", "pressing false", "held"])
    // A press that moves away fails.
    log.entries.removeAll()
    let centre = CGPoint(x: text.bounds.midX, y: text.bounds.midY)
    host.pressPointer(at: centre)
    host.movePointer(to: CGPoint(x: centre.x + 30, y: centre.y))
    host.holdPointer(for: 2)
    host.releasePointer(at: centre)
    #expect(log.entries == ["pressing true", "pressing false"])
  }

  @Test func longPressGestureStateIsTrueWhilePressed() throws {
    struct Pad: View {
      @GestureState var pressing = false
      @State var done = 0
      var body: some View {
        Text(pressing ? "Pressing \(done)" : "Idle \(done)")
          .gesture(
            LongPressGesture(minimumDuration: 0.5)
              .updating($pressing) { value, state, _ in state = value }
              .onEnded { _ in done += 1 })
      }
    }
    let host = ViewHost(Pad(), width: 20, height: 1)
    let pad = try host.text("Idle 0")
    let centre = CGPoint(x: pad.bounds.midX, y: pad.bounds.midY)
    host.pressPointer(at: centre)
    host.update()
    #expect(host.contains(text: "Pressing 0"))
    host.holdPointer(for: 0.6)
    host.update()
    #expect(host.contains(text: "Idle 1"))
  }

  @Test func theChildsGestureWinsUnlessTheParentsHasHighPriority() throws {
    let log = Log()
    struct Both: View {
      let log: Log
      let high: Bool
      var body: some View {
        let inner = Text("Inner 内").onTapGesture { log.entries.append("inner") }
        let outer = TapGesture().onEnded { log.entries.append("outer") }
        if high {
          VStack { inner }.highPriorityGesture(outer)
        } else {
          VStack { inner }.gesture(outer)
        }
      }
    }
    let normal = ViewHost(Both(log: log, high: false), width: 20, height: 1)
    try normal.text("Inner 内").tap()
    #expect(log.entries == ["inner"])
    log.entries.removeAll()
    let high = ViewHost(Both(log: log, high: true), width: 20, height: 1)
    try high.text("Inner 内").tap()
    #expect(log.entries == ["outer"])
  }

  @Test func aSimultaneousGestureActsAlongsideTheWinner() throws {
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Inner").onTapGesture { log.entries.append("inner") }
      }
      .simultaneousGesture(TapGesture().onEnded { log.entries.append("alongside") }),
      width: 20, height: 1)
    try host.text("Inner").tap()
    #expect(log.entries == ["inner", "alongside"])
  }

  @Test func aButtonInsideATappableViewTakesItsClick() throws {
    let log = Log()
    let host = ViewHost(
      HStack {
        Text("Card")
        Button("Buy") { log.entries.append("button") }
      }
      .onTapGesture { log.entries.append("card") }, width: 30, height: 1)
    try host.button("Buy").tap()
    #expect(log.entries == ["button"])
    // A press where the button is drawn reaches no gesture around it.
    let button = try host.button("Buy")
    #expect(!host.pressPointer(at: CGPoint(x: button.bounds.midX, y: button.bounds.midY)))
    try host.text("Card").tap()
    #expect(log.entries == ["button", "card"])
  }

  @Test func aTapOnAChildOfADraggableViewTapsAndADragOnItDrags() throws {
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Row").onTapGesture { log.entries.append("tap") }
      }
      .gesture(DragGesture().onEnded { log.entries.append("drag \(Int($0.translation.width))") }),
      width: 30, height: 1)
    try host.text("Row").tap()
    #expect(log.entries == ["tap"])
    try host.text("Row").drag(to: CGPoint(x: 100, y: 8))
    #expect(log.entries.count == 2)
    #expect(log.entries.last?.hasPrefix("drag") == true)
  }

  @Test func masksLeaveOutTheGestureOrThoseInside() throws {
    let log = Log()
    let onlySubviews = ViewHost(
      VStack { Text("In").onTapGesture { log.entries.append("in") } }
        .gesture(TapGesture().onEnded { log.entries.append("out") }, including: .subviews),
      width: 10, height: 1)
    try onlySubviews.text("In").tap()
    let onlyOwn = ViewHost(
      VStack { Text("In").onTapGesture { log.entries.append("in") } }
        .gesture(TapGesture().onEnded { log.entries.append("out") }, including: .gesture),
      width: 10, height: 1)
    try onlyOwn.text("In").tap()
    let disabled = ViewHost(
      VStack { Text("In").onTapGesture { log.entries.append("in") } }
        .gesture(TapGesture().onEnded { log.entries.append("out") }, isEnabled: false),
      width: 10, height: 1)
    try disabled.text("In").tap()
    #expect(log.entries == ["in", "out", "in"])
  }

  @Test func combinationsReportWhichPartActed() throws {
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Sequence").gesture(
          LongPressGesture(minimumDuration: 0.2).sequenced(before: DragGesture(minimumDistance: 0))
            .onEnded { value in
              if case .second(true, let drag?) = value {
                log.entries.append("moved \(Int(drag.translation.width))")
              }
            })
        Text("Exclusive").gesture(
          TapGesture(count: 2).map { "double" }
            .exclusively(before: TapGesture().map { "single" })
            .onEnded { value in
              switch value {
              case .first(let name), .second(let name): log.entries.append(name)
              }
            })
        Text("Simultaneous").gesture(
          TapGesture().simultaneously(with: LongPressGesture(minimumDuration: 5))
            .onEnded { value in
              log.entries.append("tap \(value.first != nil) press \(value.second != nil)")
            })
      }, width: 20, height: 3)
    let sequence = try host.text("Sequence")
    let centre = CGPoint(x: sequence.bounds.midX, y: sequence.bounds.midY)
    host.pressPointer(at: centre)
    host.holdPointer(for: 0.3)
    host.movePointer(to: CGPoint(x: centre.x + 16, y: centre.y))
    host.releasePointer(at: CGPoint(x: centre.x + 16, y: centre.y))
    // A drag without the long press first does not end the sequence.
    try sequence.drag(to: CGPoint(x: 60, y: 8))
    try host.text("Exclusive").tap()
    try host.text("Exclusive").tap(count: 2)
    try host.text("Simultaneous").tap()
    #expect(log.entries == ["moved 16", "single", "single", "double", "tap true press false"])
  }

  @Test func aGestureOfYourOwnIsMadeOfItsBody() throws {
    struct DoubleTap: Gesture {
      var body: some Gesture { TapGesture(count: 2) }
    }
    let log = Log()
    let host = ViewHost(
      Text("Mine").gesture(DoubleTap().onEnded { _ in log.entries.append("mine") }), width: 10,
      height: 1)
    try host.text("Mine").tap(count: 2)
    #expect(log.entries == ["mine"])
  }

  @Test func pinchesAndRotationsAreAcceptedAndNeverRecognized() throws {
    let log = Log()
    let host = ViewHost(
      Text("Photo")
        .gesture(MagnifyGesture().onEnded { _ in log.entries.append("magnify") })
        .gesture(RotateGesture().onEnded { _ in log.entries.append("rotate") })
        .onTapGesture { log.entries.append("tap") }, width: 10, height: 1)
    try host.text("Photo").tap()
    #expect(log.entries == ["tap"])
  }
}
