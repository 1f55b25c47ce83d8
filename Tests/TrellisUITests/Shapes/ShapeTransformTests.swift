import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// Affine transforms, paths moved through them and trimmed, shapes turned, scaled, moved and
/// trimmed, and rectangles with corners of their own radii.
@MainActor
@Suite struct ShapeTransformTests {
  private func isClose(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 0.01) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  private func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.01) -> Bool {
    isClose(a.origin, b.origin, within: tolerance)
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  /// The first and last points a path draws through.
  private func ends(_ path: Path) -> (first: CGPoint, last: CGPoint)? {
    var points: [CGPoint] = []
    func visit(_ element: Path.Element) {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let to, _), .curve(let to, _, _): points.append(to)
      case .closeSubpath: break
      }
    }
    path.forEach(visit)
    guard let first = points.first, let last = points.last else { return nil }
    return (first, last)
  }

  // MARK: CGAffineTransform

  @Test func aQuarterTurnIsClockwiseOnTheScreen() {
    let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(turned, CGPoint(x: 0, y: 1)))
  }

  @Test func chainedStepsApplyBeforeTheTransformTheyAreCalledOn() {
    // Turned first, then moved: (1, 0) → (0, 1) → (10, 1).
    let transform = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    #expect(isClose(CGPoint(x: 1, y: 0).applying(transform), CGPoint(x: 10, y: 1)))
    let scaled = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    #expect(isClose(CGPoint(x: 0, y: 0).applying(scaled), CGPoint(x: 2, y: 3)))
    let then = CGAffineTransform(scaleX: 2, y: 2).concatenating(
      CGAffineTransform(translationX: 5, y: 0))
    #expect(isClose(CGPoint(x: 1, y: 1).applying(then), CGPoint(x: 7, y: 2)))
  }

  @Test func anInverseUndoesItAndAFlatTransformStaysAsItIs() {
    let transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5)
      .translatedBy(x: 3, y: -4)
    let point = CGPoint(x: 12.5, y: -3)
    #expect(isClose(point.applying(transform).applying(transform.inverted()), point))
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
    #expect(CGAffineTransform.identity.isIdentity && !transform.isIdentity)
  }

  @Test func aRectangleThroughATransformIsTheBoxOfItsCorners() {
    let box = CGRect(x: 0, y: 0, width: 10, height: 10)
      .applying(CGAffineTransform(rotationAngle: .pi / 4))
    #expect(isClose(box, CGRect(x: -7.071, y: 0, width: 14.142, height: 14.142), within: 0.001))
    #expect(
      CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: -1))
        == CGSize(width: 4, height: -3))
  }

  // MARK: Paths

  @Test func aScaleOrAMoveKeepsRectanglesAndEllipsesWhole() {
    var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
    path.addRoundedRect(
      in: CGRect(x: 0, y: 20, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2))
    let moved = path.applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1))
    #expect(
      moved.segments == [
        .rect(CGRect(x: 2, y: 3, width: 20, height: 30)),
        .ellipse(CGRect(x: 42, y: 3, width: 20, height: 30)),
        .roundedRect(
          CGRect(x: 2, y: 63, width: 20, height: 30), cornerSize: CGSize(width: 4, height: 6)),
      ])
  }

  @Test func aTurnMakesLinesOfARectangle() {
    let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
      .applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(!path.segments.contains { if case .rect = $0 { true } else { false } })
    #expect(isClose(path.boundingRect, CGRect(x: -10, y: 0, width: 10, height: 10)))
    #expect(path.contains(CGPoint(x: -5, y: 5)) && !path.contains(CGPoint(x: 5, y: 5)))
  }

  @Test func aTrimIsAFractionOfTheLength() throws {
    let line = Path {
      $0.move(to: .zero)
      $0.addLine(to: CGPoint(x: 100, y: 0))
    }
    let middle = try #require(ends(line.trimmedPath(from: 0.25, to: 0.75)))
    #expect(
      isClose(middle.first, CGPoint(x: 25, y: 0)) && isClose(middle.last, CGPoint(x: 75, y: 0)))
    // Half of a square's outline, from its top-left corner clockwise: to the bottom-right.
    let half = try #require(
      ends(Path(CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.5)))
    #expect(isClose(half.first, .zero) && isClose(half.last, CGPoint(x: 100, y: 100)))
  }

  @Test func aCirclesTrimStartsAtItsRightmostPointAndGoesClockwise() throws {
    let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    let quarter = try #require(ends(circle.trimmedPath(from: 0, to: 0.25)))
    #expect(isClose(quarter.first, CGPoint(x: 100, y: 50)))
    #expect(isClose(quarter.last, CGPoint(x: 50, y: 100), within: 0.5))
    // Cut inside a curve, the piece stays on the circle.
    let eighth = try #require(ends(circle.trimmedPath(from: 0.0625, to: 0.125)))
    for point in [eighth.first, eighth.last] {
      #expect(abs(hypot(point.x - 50, point.y - 50) - 50) < 0.3)
    }
    #expect(
      isClose(
        eighth.last, CGPoint(x: 50 + 50 * cos(CGFloat.pi / 4), y: 50 + 50 * sin(CGFloat.pi / 4)),
        within: 0.6))
  }

  @Test func trimsOfNothingAllAndOutOfRange() throws {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.trimmedPath(from: 0, to: 1) == square)
    #expect(square.trimmedPath(from: -1, to: 2) == square)
    #expect(square.trimmedPath(from: 0.6, to: 0.6).isEmpty)
    #expect(square.trimmedPath(from: 0.8, to: 0.2).isEmpty)
    #expect(Path().trimmedPath(from: 0.1, to: 0.9).isEmpty)
    // The first of two equal squares, whole: it stays closed.
    var two = square
    two.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
    let first = two.trimmedPath(from: 0, to: 0.5)
    #expect(first.segments.last == .close)
    #expect(isClose(first.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(first.contains(CGPoint(x: 5, y: 5)) && !first.contains(CGPoint(x: 25, y: 5)))
  }

  // MARK: Shapes

  @Test func shapesTurnScaleAndMoveAboutTheirFrame() {
    let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    let diamond = Rectangle().rotation(.degrees(45)).path(in: frame)
    #expect(
      isClose(
        diamond.boundingRect, CGRect(x: -2.071, y: -2.071, width: 14.142, height: 14.142),
        within: 0.001))
    let turnedAboutCorner = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: frame)
    #expect(isClose(turnedAboutCorner.boundingRect, CGRect(x: -10, y: 0, width: 10, height: 10)))
    #expect(
      isClose(
        Circle().scale(0.5).path(in: frame).boundingRect,
        CGRect(x: 2.5, y: 2.5, width: 5, height: 5)))
    #expect(
      isClose(
        Rectangle().scale(x: 2, y: 1, anchor: .leading).path(in: frame).boundingRect,
        CGRect(x: 0, y: 0, width: 20, height: 10)))
    #expect(Circle().offset(x: 5).path(in: frame).boundingRect.minX == 5)
    #expect(Circle().offset(CGSize(width: 0, height: -3)).path(in: frame).boundingRect.minY == -3)
    #expect(
      Rectangle().transform(CGAffineTransform(translationX: 1, y: 2)).path(in: frame)
        == Path(CGRect(x: 1, y: 2, width: 10, height: 10)))
    // Each keeps its content's sizing.
    #expect(
      Circle().rotation(.degrees(30)).sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
  }

  @Test func turnedAndMovedInsettableShapesCanBeInset() {
    let frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    let inset = Rectangle().offset(x: 4).inset(by: 2).path(in: frame)
    #expect(inset == Path(CGRect(x: 6, y: 2, width: 16, height: 16)))
    let turned = Rectangle().rotation(.degrees(90)).inset(by: 5).path(in: frame)
    #expect(isClose(turned.boundingRect, CGRect(x: 5, y: 5, width: 10, height: 10)))
  }

  @Test func aTrimmedShapeIsPartOfItsOutline() throws {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let arc = try #require(ends(Circle().trim(from: 0.5, to: 0.75).path(in: frame)))
    #expect(isClose(arc.first, CGPoint(x: 0, y: 20), within: 0.5))
    #expect(isClose(arc.last, CGPoint(x: 20, y: 0), within: 0.5))
  }

  @Test func unevenCornersEachTakeTheirRadius() {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    let tab = UnevenRoundedRectangle(topLeadingRadius: 8, topTrailingRadius: 8).path(in: frame)
    #expect(isClose(tab.boundingRect, frame))
    // Rounded at the top, square at the bottom.
    #expect(!tab.contains(CGPoint(x: 0.5, y: 0.5)) && !tab.contains(CGPoint(x: 39.5, y: 0.5)))
    #expect(tab.contains(CGPoint(x: 0.5, y: 19.5)) && tab.contains(CGPoint(x: 39.5, y: 19.5)))
    // A radius past half the shorter side is held to it.
    let pill = UnevenRoundedRectangle(cornerRadii: .init(topLeading: 1000, bottomLeading: 1000))
      .path(in: frame)
    #expect(!pill.contains(CGPoint(x: 1, y: 10 - 9.5)) && pill.contains(CGPoint(x: 1, y: 10)))
    // Equal radii are a rounded rectangle's, which a host draws whole.
    #expect(
      UnevenRoundedRectangle(
        topLeadingRadius: 5, bottomLeadingRadius: 5, bottomTrailingRadius: 5, topTrailingRadius: 5
      ).path(in: frame) == RoundedRectangle(cornerRadius: 5).path(in: frame))
    #expect(
      UnevenRoundedRectangle(topLeadingRadius: 6).inset(by: 2).path(in: frame).boundingRect
        == CGRect(x: 2, y: 2, width: 36, height: 16))
  }
}
