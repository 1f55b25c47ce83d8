import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `contentShape(_:eoFill:)`: where a press reaches a view, in place of what it draws, as
/// rows with spacers and round buttons are written.
@MainActor
@Suite struct ContentShapeTests {
  @MainActor final class Log {
    var entries: [String] = []
  }

  /// A row 160 points wide: a short text, then a spacer.
  private func row(_ log: Log, shaped: Bool) -> some View {
    HStack(spacing: 0) {
      Text("नमस्ते 你好")
      Spacer()
    }
    .contentShape(Rectangle(), when: shaped)
    .onTapGesture { log.entries.append("row") }
    .frame(width: 160, height: 16)
  }

  @Test func aRowsSpacerTakesTapsOnlyWithARectangleForItsShape() throws {
    let spacerPoint = CGPoint(x: 150, y: 8)
    let plain = Log()
    let plainHost = ViewHost(row(plain, shaped: false), width: 20, height: 1)
    #expect(!plainHost.core.tap(at: spacerPoint))
    #expect(plain.entries.isEmpty)
    // The text itself is hit either way.
    let text = try #require(
      plainHost.core.elements.first { $0.typeName == "Text" && $0.text == "नमस्ते 你好" })
    #expect(plainHost.core.tap(at: CGPoint(x: text.frame.midX, y: text.frame.midY)))
    #expect(plain.entries == ["row"])

    let shaped = Log()
    let shapedHost = ViewHost(row(shaped, shaped: true), width: 20, height: 1)
    #expect(shapedHost.core.tap(at: spacerPoint))
    #expect(shaped.entries == ["row"])
  }

  /// As on Apple's platforms, a clear colour takes no taps of its own; a content shape gives
  /// it some (an invisible tap target is written this way).
  @Test func aClearColourTakesTapsOnlyThroughAShape() throws {
    for shaped in [false, true] {
      let log = Log()
      let host = ViewHost(
        ZStack {
          Color.blue.onTapGesture { log.entries.append("behind") }
          Color.clear.contentShape(Rectangle(), when: shaped)
            .onTapGesture { log.entries.append("clear") }
            .frame(width: 40, height: 16)
        }
        .frame(width: 160, height: 32), width: 20, height: 2)
      let clear = try #require(
        host.core.elements.first { $0.typeName == "Color" && $0.frame.width == 40 })
      #expect(host.core.tap(at: CGPoint(x: clear.frame.midX, y: clear.frame.midY)))
      #expect(host.core.tap(at: CGPoint(x: 10, y: 28)))
      #expect(log.entries == [shaped ? "clear" : "behind", "behind"])
    }
  }

  @Test func whatIsDrawnOutsideTheShapeIsPassedThroughToWhatIsBehind() throws {
    let log = Log()
    let host = ViewHost(
      ZStack {
        Color.blue.onTapGesture { log.entries.append("behind") }
        Color.red.contentShape(Circle()).onTapGesture { log.entries.append("round") }
      }
      .frame(width: 80, height: 80), width: 10, height: 5)
    // The square's corner is drawn red, but is outside the circle.
    #expect(host.core.tap(at: CGPoint(x: 4, y: 4)))
    #expect(host.core.tap(at: CGPoint(x: 40, y: 40)))
    #expect(log.entries == ["behind", "round"])
  }

  @Test func aViewInsideIsCutToTheShapeToo() throws {
    let log = Log()
    let host = ViewHost(
      ZStack {
        Color.blue.onTapGesture { log.entries.append("behind") }
        VStack(spacing: 0) {
          Color.red.onTapGesture { log.entries.append("inside") }
        }
        .contentShape(Circle())
      }
      .frame(width: 80, height: 80), width: 10, height: 5)
    #expect(host.core.tap(at: CGPoint(x: 76, y: 76)))
    #expect(host.core.tap(at: CGPoint(x: 40, y: 40)))
    #expect(log.entries == ["behind", "inside"])
  }

  /// A gesture inside the modifier sees only what its own view draws; the shape is for the
  /// gestures around it.
  @Test func aGestureInsideTheModifierDoesNotSeeTheShape() throws {
    let log = Log()
    let host = ViewHost(
      HStack(spacing: 0) {
        Text("Row 行")
        Spacer()
      }
      .onTapGesture { log.entries.append("inner") }
      .contentShape(Rectangle())
      .onTapGesture { log.entries.append("outer") }
      .frame(width: 160, height: 16), width: 20, height: 1)
    #expect(host.core.tap(at: CGPoint(x: 150, y: 8)))
    #expect(log.entries == ["outer"])
  }

  /// A sheet presented from inside a shaped row is not cut to the row's shape.
  struct RowWithSheet: View {
    let log: Log
    @State private var isShowingSheet = true

    var body: some View {
      VStack(spacing: 0) {
        HStack {
          Text("Row पंक्ति")
            .sheet(isPresented: $isShowingSheet) {
              Text("Sheet シート").onTapGesture { log.entries.append("sheet") }
            }
          Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture { log.entries.append("row") }
        .frame(height: 16)
        Spacer()
      }
    }
  }

  @Test func whatAShapedViewPresentsIsNotCutToItsShape() throws {
    let log = Log()
    let host = ViewHost(RowWithSheet(log: log), width: 30, height: 10)
    let sheetText = try #require(
      host.core.elements.first { $0.typeName == "Text" && $0.text == "Sheet シート" })
    // The sheet's text is below the row's rectangle.
    #expect(sheetText.frame.minY >= 16)
    #expect(host.core.tap(at: CGPoint(x: sheetText.frame.midX, y: sheetText.frame.midY)))
    #expect(log.entries == ["sheet"])
  }

  @Test func evenOddLeavesARingsHoleUnhit() throws {
    for eoFill in [true, false] {
      let log = Log()
      let host = ViewHost(
        ZStack {
          Color.blue.onTapGesture { log.entries.append("behind") }
          Color.red.contentShape(Ring(), eoFill: eoFill).onTapGesture {
            log.entries.append("ring")
          }
        }
        .frame(width: 80, height: 80), width: 10, height: 5)
      #expect(host.core.tap(at: CGPoint(x: 40, y: 40)))
      #expect(host.core.tap(at: CGPoint(x: 40, y: 4)))
      #expect(log.entries == (eoFill ? ["behind", "ring"] : ["ring", "ring"]))
    }
  }

  @Test func otherKindsLeaveHitTestingAsDrawn() throws {
    let log = Log()
    let host = ViewHost(
      ZStack {
        Color.blue.onTapGesture { log.entries.append("behind") }
        Color.red.contentShape(.contextMenuPreview, Circle())
          .contentShape([.dragPreview, .hoverEffect, .focusEffect, .accessibility], Circle())
          .onTapGesture { log.entries.append("square") }
      }
      .frame(width: 80, height: 80), width: 10, height: 5)
    #expect(host.core.tap(at: CGPoint(x: 4, y: 4)))
    #expect(log.entries == ["square"])
    // A set that holds `interaction` shapes hit testing.
    let mixed = Log()
    let mixedHost = ViewHost(
      ZStack {
        Color.blue.onTapGesture { mixed.entries.append("behind") }
        Color.red.contentShape([.interaction, .dragPreview], Circle())
          .onTapGesture { mixed.entries.append("round") }
      }
      .frame(width: 80, height: 80), width: 10, height: 5)
    #expect(mixedHost.core.tap(at: CGPoint(x: 4, y: 4)))
    #expect(mixed.entries == ["behind"])
  }

  @Test func hoverFollowsTheShape() throws {
    let log = Log()
    let host = ViewHost(
      HStack(spacing: 0) {
        Text("🧑🏽‍💻 Hover")
        Spacer()
      }
      .contentShape(Rectangle())
      .onHover { log.entries.append($0 ? "in" : "out") }
      .frame(width: 160, height: 16), width: 20, height: 1)
    host.hover(at: CGPoint(x: 150, y: 8))
    host.hover(at: nil)
    #expect(log.entries == ["in", "out"])
  }

  @Test func theShapeFollowsTheViewAsItChanges() throws {
    let model = Model()
    let log = Log()
    let host = ViewHost(Switchable(model: model, log: log), width: 20, height: 1)
    #expect(!host.core.tap(at: CGPoint(x: 150, y: 8)))
    model.shaped = true
    #expect(host.core.tap(at: CGPoint(x: 150, y: 8)))
    model.shaped = false
    #expect(!host.core.tap(at: CGPoint(x: 150, y: 8)))
    #expect(log.entries == ["row"])
  }

  @Observable final class Model {
    var shaped = false
  }

  struct Switchable: View {
    let model: Model
    let log: Log
    var body: some View {
      HStack(spacing: 0) {
        Text("Kōan")
        Spacer()
      }
      .contentShape(model.shaped ? AnyShape(Rectangle()) : AnyShape(EmptyOutline()))
      .onTapGesture { log.entries.append("row") }
      .frame(width: 160, height: 16)
    }
  }

  /// A shape with no inside, so that nothing is hit through it.
  struct EmptyOutline: Shape {
    func path(in rect: CGRect) -> Path { Path() }
  }

  /// Two circles, one inside the other: with the even-odd rule, the inner one is a hole.
  struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.addEllipse(in: rect)
      path.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
      return path
    }
  }
}

extension View {
  /// `contentShape(shape)` when `shaped`, else the view as it is.
  @ViewBuilder fileprivate func contentShape(_ shape: some Shape, when shaped: Bool) -> some View {
    if shaped { contentShape(shape) } else { self }
  }
}
