import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// What views draw right to left: shapes mirror their paths unless they are symmetric or
/// plain paths, views marked to flip are drawn mirrored (their content laid out left to
/// right), directional symbols point the other way, and controls with a track say they
/// start at the right.
@MainActor @Suite struct LayoutDirectionDrawingTests {
  private func core<V: View>(_ view: V, direction: LayoutDirection) -> HostCore {
    HostCore(
      root: view.environment(\.layoutDirection, direction),
      size: CGSize(width: 200, height: 100), measurer: TestPixelMeasurer())
  }

  private func items(_ core: HostCore, showing string: String) -> [_DisplayItem] {
    core.displayList.items.filter { item in
      guard case .text(let lines, _, _) = item.content else { return false }
      return lines.map { $0.map(\.string).joined() }.joined() == string
    }
  }

  @Test func aCustomShapesPathIsMirrored() throws {
    let flag = Pennant().fill(Color.red).frame(width: 100, height: 50)
    let ltr = try #require(core(flag, direction: .leftToRight).drawnShapes.first)
    let rtl = try #require(core(flag, direction: .rightToLeft).drawnShapes.first)
    // The pennant's point is at its trailing edge: the right left to right, the left right
    // to left; the frame is the same.
    #expect(ltr.path.contains(CGPoint(x: 95, y: 25)))
    #expect(!ltr.path.contains(CGPoint(x: 95, y: 2)))
    #expect(ltr.path.contains(CGPoint(x: 5, y: 2)))
    #expect(rtl.path.contains(CGPoint(x: 5, y: 25)))
    #expect(!rtl.path.contains(CGPoint(x: 5, y: 2)))
    #expect(rtl.path.contains(CGPoint(x: 95, y: 2)))
    #expect(ltr.frame == rtl.frame)
  }

  @Test func aShapeThatAsksToStayFixedIsNotMirrored() throws {
    let fixed = FixedPennant().fill(Color.red).frame(width: 100, height: 50)
    let rtl = try #require(core(fixed, direction: .rightToLeft).drawnShapes.first)
    #expect(rtl.path.contains(CGPoint(x: 95, y: 25)))
    #expect(FixedPennant().layoutDirectionBehavior == .fixed)
    #expect(Pennant().layoutDirectionBehavior == .mirrors)
    #expect(Circle().layoutDirectionBehavior == .fixed)
    // A path draws where its points are.
    #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).layoutDirectionBehavior == .fixed)
    // A shape made from another mirrors as it does.
    #expect(Pennant().rotation(.degrees(10)).layoutDirectionBehavior == .mirrors)
    #expect(AnyShape(Circle()).layoutDirectionBehavior == .fixed)
  }

  @Test func anUnevenRectanglesLeadingCornersAreOnTheRight() throws {
    let card = UnevenRoundedRectangle(topLeadingRadius: 20)
      .fill(Color.blue).frame(width: 100, height: 50)
    let rtl = try #require(core(card, direction: .rightToLeft).drawnShapes.first)
    // The rounded corner is the top right one; the top left is square.
    #expect(!rtl.path.contains(CGPoint(x: 99, y: 1)))
    #expect(rtl.path.contains(CGPoint(x: 1, y: 1)))
  }

  @Test func aClipShapeAndAContentShapeMirrorToo() throws {
    let clipped = Color.green.frame(width: 100, height: 50).clipShape(Pennant())
    let shape = try #require(core(clipped, direction: .rightToLeft).drawnShapes.first)
    let clip = try #require(shape.clips.first)
    #expect(clip.contains(CGPoint(x: 5, y: 25)))
    #expect(!clip.contains(CGPoint(x: 5, y: 2)))

    // Taps reach a view shaped by a pennant where the mirrored pennant is.
    let taps = TapCount()
    let target = Color.clear.frame(width: 100, height: 50)
      .contentShape(Pennant())
      .onTapGesture { taps.count += 1 }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let rtl = core(target, direction: .rightToLeft)
    // The pennant sits at the right of the 200-point window, its point at its left.
    #expect(!rtl.tap(at: CGPoint(x: 105, y: 2)))
    #expect(rtl.tap(at: CGPoint(x: 105, y: 25)))
    #expect(rtl.tap(at: CGPoint(x: 195, y: 2)))
    #expect(taps.count == 2)
  }

  @Test func aFlippedViewIsDrawnMirroredRightToLeftOnly() throws {
    let arrow = HStack(spacing: 0) {
      Text("a")
      Text("b")
    }
    .flipsForRightToLeftLayoutDirection(true)
    .frame(width: 100)
    let ltr = core(arrow, direction: .leftToRight)
    let rtl = core(arrow, direction: .rightToLeft)
    #expect(try #require(items(ltr, showing: "a").first).effects == nil)
    let mirrored = try #require(items(rtl, showing: "a").first)
    let transform = try #require(mirrored.effects?.transform)
    #expect(transform.a == -1 && transform.d == 1)
    // Its content is laid out left to right, then mirrored as a whole: "a" is still left
    // of "b" before the mirror, so it is drawn on the right.
    let b = try #require(items(rtl, showing: "b").first)
    #expect(mirrored.frame.minX < b.frame.minX)
    #expect(mirrored.frame.applying(transform).minX > b.frame.applying(transform).minX)
  }

  @Test func layoutDirectionBehaviorMirrorsInTheDirectionItNames() throws {
    let drawn = Text("x").layoutDirectionBehavior(.mirrors(in: .leftToRight)).frame(width: 50)
    let ltr = try #require(items(core(drawn, direction: .leftToRight), showing: "x").first)
    let rtl = try #require(items(core(drawn, direction: .rightToLeft), showing: "x").first)
    #expect(ltr.effects?.transform.a == -1)
    #expect(rtl.effects == nil)
    let fixed = Text("x").layoutDirectionBehavior(.fixed)
    #expect(
      try #require(items(core(fixed, direction: .rightToLeft), showing: "x").first).effects
        == nil)
  }

  @Test func forwardAndBackwardSymbolsPointTheOtherWay() throws {
    func glyph(_ name: String, _ direction: LayoutDirection) throws -> String {
      let core = core(Image(systemName: name), direction: direction)
      let symbol = core.displayList.items.compactMap { item -> _SymbolItem? in
        if case .symbol(let symbol) = item.content { return symbol }
        return nil
      }.first
      return try #require(symbol).glyph
    }
    #expect(try glyph("chevron.forward", .leftToRight) == "›")
    #expect(try glyph("chevron.forward", .rightToLeft) == "‹")
    #expect(try glyph("chevron.backward", .rightToLeft) == "›")
    #expect(try glyph("arrow.forward", .rightToLeft) == "←")
    // A symbol named for a side points there in both directions.
    #expect(try glyph("chevron.right", .rightToLeft) == glyph("chevron.right", .leftToRight))
    #expect(try glyph("arrow.right", .rightToLeft) == glyph("arrow.right", .leftToRight))
  }

  @Test func aSliderAndABarSayTheyStartAtTheRight() throws {
    let controls = VStack {
      Slider(value: .constant(0.25))
      ProgressView(value: 0.25)
    }
    for direction in LayoutDirection.allCases {
      let kinds = core(controls, direction: direction).displayList.items.compactMap {
        item -> _ControlItem? in
        if case .control(let control) = item.content { return control }
        return nil
      }
      #expect(kinds.count == 2)
      #expect(kinds.allSatisfy { $0.isRightToLeft == (direction == .rightToLeft) })
    }
  }
}

/// How many taps a view took.
@MainActor private final class TapCount {
  var count = 0
}

/// A pennant pointing to the trailing edge: a rectangle on the leading half, a triangle to
/// the point at the middle of the trailing edge.
private struct Pennant: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.minX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// The pennant, never mirrored.
private struct FixedPennant: Shape {
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  func path(in rect: CGRect) -> Path { Pennant().path(in: rect) }
}
