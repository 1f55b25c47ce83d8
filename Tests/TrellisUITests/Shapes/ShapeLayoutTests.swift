import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Apple's sizing of shapes, colours, backgrounds and overlays, read from the display list in
/// points.
@MainActor @Suite struct ShapeLayoutTests {
  private func core<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> HostCore {
    HostCore(root: view, size: CGSize(width: width, height: height), measurer: TestPixelMeasurer())
  }

  private func text(_ core: HostCore, _ string: String) throws -> HostElement {
    try #require(core.elements.first { $0.text == string && $0.typeName == "Text" })
  }

  @Test func aShapeTakesTheWholeProposal() throws {
    let shapes = core(Rectangle().fill(Color.red)).drawnShapes
    #expect(shapes.count == 1)
    #expect(shapes[0].frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(shapes[0].path.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(shapes[0].color == .red && shapes[0].stroke == nil)
  }

  @Test func aCircleInAWideFrameIsCentredAtTheShorterSide() throws {
    let shape = try #require(core(Circle().frame(width: 100, height: 40)).drawnShapes.first)
    #expect(shape.frame == CGRect(x: 50, y: 30, width: 100, height: 40))
    #expect(shape.path.boundingRect == CGRect(x: 30, y: 0, width: 40, height: 40))
    // Filled with the foreground, the primary colour where none is set.
    #expect(shape.color == .primary)
    #expect(shape.path.contains(CGPoint(x: 50, y: 20)))
    #expect(!shape.path.contains(CGPoint(x: 32, y: 2)))
  }

  @Test func aShapeFillsWithTheForegroundStyleByDefault() throws {
    let shapes = core(
      HStack {
        Capsule().foregroundColor(.green)
        Ellipse().foregroundStyle(.orange)
        RoundedRectangle(cornerRadius: 4).foregroundStyle(.secondary)
      }
    ).drawnShapes
    #expect(shapes.map(\.color) == [.green, .orange, .secondary])
  }

  @Test func aBackgroundIsSizedToTheViewItDecoratesAndDrawnBehindIt() throws {
    let core = core(Text("Amber").padding(4).background(Color.blue))
    let label = try text(core, "Amber")
    let shape = try #require(core.drawnShapes.first)
    #expect(shape.frame == label.frame.insetBy(dx: -4, dy: -4))
    #expect(shape.frame.size == CGSize(width: 43, height: 28))
    // Behind: drawn before the text.
    let kinds = core.displayList.items.map { item -> String in
      if case .shape = item.content { return "shape" }
      if case .text = item.content { return "text" }
      return "other"
    }
    #expect(kinds == ["shape", "text"])
  }

  @Test func anOverlayIsDrawnInFrontAlignedAsAsked() throws {
    let core = core(
      Color.gray.frame(width: 100, height: 60)
        .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10) })
    let shapes = core.drawnShapes
    #expect(shapes.map(\.color) == [.gray, .red])
    let gray = shapes[0].frame
    #expect(gray == CGRect(x: 50, y: 20, width: 100, height: 60))
    #expect(shapes[1].frame == CGRect(x: gray.maxX - 10, y: gray.minY, width: 10, height: 10))
  }

  @Test func aLargerBackgroundOverflowsTheViewCentred() throws {
    let core = core(Text("Ab").background(Color.red.frame(width: 40, height: 30)))
    let label = try text(core, "Ab")
    let shape = try #require(core.drawnShapes.first)
    #expect(shape.frame.size == CGSize(width: 40, height: 30))
    #expect(shape.frame.midX.rounded(.down) == label.frame.midX.rounded(.down))
    #expect(shape.frame.minY == label.frame.minY - 5)
    // The text, not its background, sizes the view: the row is the text's height.
    #expect(label.frame.size == CGSize(width: 14, height: 20))
  }

  @Test func aBackgroundBuilderLaysItsViewsOnTopOfEachOther() throws {
    let core = core(
      Text("Inbox").background(alignment: .leading) {
        Color.yellow
        Circle().fill(Color.red).frame(width: 6, height: 6)
      })
    let label = try text(core, "Inbox")
    let shapes = core.drawnShapes
    #expect(shapes.map(\.color) == [.yellow, .red])
    #expect(shapes[0].frame == label.frame)
    #expect(shapes[1].frame.minX == label.frame.minX)
    #expect(shapes[1].frame.midY == label.frame.midY)
  }

  @Test func aColorInAStackSharesTheSpaceLikeAFlexibleView() throws {
    let core = core(
      VStack(spacing: 0) {
        Text("Top")
        Color.red
        Text("Bottom")
        Color.blue.frame(height: 4)
      })
    let shapes = core.drawnShapes
    #expect(shapes.map(\.color) == [.red, .blue])
    // 100 points less two lines of text and the 4-point bar.
    #expect(shapes[0].frame.size == CGSize(width: 200, height: 56))
    #expect(shapes[1].frame.size == CGSize(width: 200, height: 4))
    #expect(shapes[1].frame.maxY == 100)
  }

  // A fixed frame offers its lengths even when it is offered none (a scroll view offers no
  // height): a bar in a scroll view is as tall as its frame, not a colour's ideal 10 points
  // centred in it.
  @Test func aFixedFrameOffersItsLengthsWhenOfferedNone() throws {
    let core = core(
      ScrollView(showsIndicators: false) {
        VStack(spacing: 0) {
          Color.red.frame(height: 24)
          Color.blue.frame(width: 30, height: 12)
        }
      })
    let shapes = core.drawnShapes
    #expect(
      shapes.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 200, height: 24), CGRect(x: 85, y: 24, width: 30, height: 12),
      ])
  }

  @Test func strokesAndBordersCarryTheirWidthAndStayInsideForStrokeBorder() throws {
    let shapes = core(
      HStack(spacing: 0) {
        Circle().stroke(Color.red, lineWidth: 4)
        Circle().strokeBorder(Color.blue, lineWidth: 4)
        Text("Note").border(Color.gray, width: 2)
      }
    ).drawnShapes
    #expect(shapes.count == 3)
    #expect(shapes[0].stroke?.lineWidth == 4)
    let inset = shapes[1].path.boundingRect
    let full = shapes[0].path.boundingRect
    #expect(inset == full.insetBy(dx: 2, dy: 2))
    #expect(shapes[2].color == .gray && shapes[2].stroke?.lineWidth == 2)
    #expect(shapes[2].path.boundingRect == CGRect(x: 1, y: 1, width: 26, height: 18))
  }

  @Test func badRadiiAndWidthsAreClampedNotDrawnInsideOut() throws {
    // A negative corner radius gives square corners; one larger than the shape half its
    // shorter side. A negative line width is drawn as the thinnest line.
    let square = RoundedRectangle(cornerRadius: -8).path(
      in: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(square == Path(CGRect(x: 0, y: 0, width: 40, height: 20)))
    let pill = RoundedRectangle(cornerRadius: 500).path(
      in: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(pill == Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)))
    let shape = try #require(core(Rectangle().stroke(Color.red, lineWidth: -3)).drawnShapes.first)
    #expect(shape.stroke?.lineWidth == -3)
    #expect(StrokeStyle(lineWidth: -3).drawnWidth == 0)
    #expect(
      Rectangle().inset(by: 500).path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
        == CGRect(x: 20, y: 10, width: 0, height: 0))
  }

  @Test func clipShapeCutsWhatIsInsideToItsBounds() throws {
    let core = core(
      Color.red.frame(width: 80, height: 80).frame(width: 40, height: 40).clipShape(Circle()))
    let shape = try #require(core.drawnShapes.first)
    #expect(shape.frame.size == CGSize(width: 80, height: 80))
    #expect(shape.clip == CGRect(x: 80, y: 30, width: 40, height: 40))
    #expect(shape.clips.count == 1)
    // The circle's outline, in the red square's space: centred on it.
    #expect(shape.clips[0].boundingRect == CGRect(x: 20, y: 20, width: 40, height: 40))
  }

  @Test func cornerRadiusClipsToARoundedRectangle() throws {
    let host = ViewHost(
      Color.blue.frame(width: 40, height: 32).cornerRadius(8), width: 10, height: 4)
    let shape = try #require(host.shapes.first)
    #expect(shape.fill == .blue && shape.clipShapeCount == 1)
    #expect(shape.clip == shape.frame)
  }

  @Test func opacityMultipliesForNamedAndRGBColours() throws {
    #expect(Color.red.opacity(0.5).opacity(0.5).alpha == 0.25)
    #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.8).opacity(0.5).alpha == 0.4)
    #expect(Color.blue.opacity(2).alpha == 1 && Color.blue.opacity(-1).alpha == 0)
    let shape = try #require(core(Color.green.opacity(0.3)).drawnShapes.first)
    #expect(shape.opacity == 0.3)
    #expect(shape.components?.opacity == 0.3)
  }

  @Test func pathsAreBuiltFromLinesCurvesAndArcs() {
    var path = Path()
    #expect(path.isEmpty)
    // A line without a current point starts the path there.
    path.addLine(to: CGPoint(x: 10, y: 10))
    path.addLine(to: CGPoint(x: 50, y: 10))
    path.addQuadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 70, y: 30))
    path.addCurve(
      to: CGPoint(x: 10, y: 50), control1: CGPoint(x: 40, y: 60), control2: CGPoint(x: 20, y: 60))
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 10, y: 10))
    #expect(path.boundingRect == CGRect(x: 10, y: 10, width: 60, height: 50))
    #expect(path.contains(CGPoint(x: 30, y: 30)) && !path.contains(CGPoint(x: 5, y: 30)))
    // A half turn from the right, with y down: clockwise: false passes below the centre.
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(0),
      endAngle: .degrees(180), clockwise: false)
    let box = arc.boundingRect
    #expect(box.minY >= 49.9 && abs(box.maxY - 70) < 0.01)
    let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    var elements = 0
    func count(_ element: Path.Element) { elements += 1 }
    ring.forEach(count)
    #expect(elements == 6)  // A move, four quarter curves, the close.
  }
}
