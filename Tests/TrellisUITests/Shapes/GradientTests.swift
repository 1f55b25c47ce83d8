import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Gradients as Apple's shape styles: the display list carries each resolved in the frame of
/// what it fills, and the colour at a point is Apple's interpolation of its stops.
@MainActor @Suite struct GradientTests {
  private func core<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> HostCore {
    HostCore(root: view, size: CGSize(width: width, height: height), measurer: TestPixelMeasurer())
  }

  private func components(_ color: Color) -> [Double] {
    let value = _GradientComponents(color)
    return [value.red, value.green, value.blue, value.opacity]
  }

  /// Whether two colours' components are within a hundredth of each other.
  private func close(_ lhs: Color, _ rhs: Color) -> Bool {
    zip(components(lhs), components(rhs)).allSatisfy { abs($0 - $1) < 0.01 }
  }

  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)
  private let purple = Color(red: 0.5, green: 0, blue: 0.5)

  @Test func aLeadingToTrailingFillIsRedAtTheLeftBlueAtTheRightAndMixedBetween() throws {
    let shape = try #require(
      core(
        Rectangle()
          .fill(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
          .frame(width: 100, height: 40)
      ).drawnShapes.first)
    let gradient = try #require(shape.gradient)
    // Its points are in the shape's frame: the middle of its leading and trailing edges.
    #expect(gradient.geometry == .linear(start: CGPoint(x: 0, y: 20), end: CGPoint(x: 100, y: 20)))
    #expect(gradient.stops.map(\.location) == [0, 1])
    #expect(close(shape.color(at: CGPoint(x: 0, y: 20)), red))
    #expect(close(shape.color(at: CGPoint(x: 100, y: 5)), blue))
    #expect(close(shape.color(at: CGPoint(x: 50, y: 35)), purple))
    // Past the ends the end colours stay.
    #expect(close(shape.color(at: CGPoint(x: -30, y: 20)), red))
    #expect(close(shape.color(at: CGPoint(x: 130, y: 20)), blue))
  }

  @Test func stopsAreSortedAndColoursWithoutLocationsAreEvenlySpaced() throws {
    let spaced = Gradient(colors: [.red, .green, .blue, .white])
    let third: CGFloat = 1.0 / 3
    #expect(spaced.stops.map(\.location) == [0, third, 2 * third, 1])
    let shape = try #require(
      core(
        Rectangle().fill(
          .linearGradient(
            stops: [
              .init(color: blue, location: 0.8), .init(color: red, location: 0.2),
            ], startPoint: .top, endPoint: .bottom))
      ).drawnShapes.first)
    let gradient = try #require(shape.gradient)
    #expect(gradient.stops.map(\.location) == [0.2, 0.8])
    // Before the first stop its colour, after the last the last's, half-way between a mix.
    #expect(close(shape.color(at: CGPoint(x: 10, y: 10)), red))
    #expect(close(shape.color(at: CGPoint(x: 10, y: 50)), purple))
    #expect(close(shape.color(at: CGPoint(x: 10, y: 95)), blue))
  }

  @Test func aRadialGradientGoesFromItsStartRadiusToItsEndRadiusInPoints() throws {
    let shape = try #require(
      core(
        Circle()
          .fill(
            RadialGradient(
              colors: [red, blue], center: .center, startRadius: 10, endRadius: 30)
          )
          .frame(width: 80, height: 80)
      ).drawnShapes.first)
    #expect(
      shape.gradient?.geometry
        == .radial(center: CGPoint(x: 40, y: 40), startRadius: 10, endRadius: 30))
    #expect(close(shape.color(at: CGPoint(x: 45, y: 40)), red))
    #expect(close(shape.color(at: CGPoint(x: 40, y: 60)), purple))
    #expect(close(shape.color(at: CGPoint(x: 75, y: 40)), blue))
  }

  @Test func anEllipticalGradientStretchesToTheFrameAndReachesItsEdgesAtHalf() throws {
    let shape = try #require(
      core(
        Rectangle().fill(EllipticalGradient(colors: [red, blue])).frame(width: 200, height: 50)
      ).drawnShapes.first)
    #expect(close(shape.color(at: CGPoint(x: 100, y: 25)), red))
    // Half-way to the leading edge and half-way to the top: the same ellipse, a mix.
    #expect(close(shape.color(at: CGPoint(x: 50, y: 25)), purple))
    #expect(close(shape.color(at: CGPoint(x: 100, y: 12.5)), purple))
    #expect(close(shape.color(at: CGPoint(x: 0, y: 25)), blue))
  }

  @Test func anAngularGradientTurnsClockwiseFromTheTrailingSide() throws {
    let shape = try #require(
      core(
        Rectangle()
          .fill(
            AngularGradient(
              colors: [red, blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
          )
          .frame(width: 100, height: 100)
      ).drawnShapes.first)
    // Trailing: the start; below the centre (a quarter turn clockwise on screen): half-way.
    #expect(close(shape.color(at: CGPoint(x: 90, y: 50.01)), red))
    #expect(close(shape.color(at: CGPoint(x: 50, y: 90)), purple))
    #expect(close(shape.color(at: CGPoint(x: 10, y: 50.01)), blue))
    // The half turn not covered: the end colour first, the start colour after half-way.
    #expect(close(shape.color(at: CGPoint(x: 20, y: 20)), blue))
    #expect(close(shape.color(at: CGPoint(x: 80, y: 20)), red))
  }

  @Test func aConicGradientCompletesATurnFromItsAngle() throws {
    let style = AngularGradient.conicGradient(
      Gradient(colors: [red, blue]), center: .center, angle: .degrees(90))
    let shape = try #require(
      core(Rectangle().fill(style).frame(width: 100, height: 100)).drawnShapes.first)
    // Starts below the centre, half a turn later (above it) half-way through.
    #expect(close(shape.color(at: CGPoint(x: 49.99, y: 90)), red))
    #expect(close(shape.color(at: CGPoint(x: 50, y: 10)), purple))
  }

  @Test func strokesBackgroundsAndOverlaysCarryTheGradientInTheirOwnFrames() throws {
    let gradient = LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)
    let core = core(
      VStack(spacing: 0) {
        Circle().stroke(gradient, lineWidth: 4).frame(width: 40, height: 40)
        RoundedRectangle(cornerRadius: 6).strokeBorder(gradient, lineWidth: 2)
          .frame(width: 40, height: 20)
        Text("漢字 क्ष").background(gradient, in: Capsule())
        Text("👩‍👩‍👧").overlay(gradient)
      }, width: 200, height: 200)
    let shapes = core.drawnShapes
    #expect(shapes.count == 4)
    for shape in shapes {
      let resolved = try #require(shape.gradient)
      // Each runs from the top to the bottom of its own frame.
      #expect(
        resolved.geometry
          == .linear(
            start: CGPoint(x: shape.frame.width / 2, y: 0),
            end: CGPoint(x: shape.frame.width / 2, y: shape.frame.height)))
      #expect(close(shape.color(at: CGPoint(x: 1, y: shape.frame.height)), blue))
    }
    #expect(shapes[0].stroke?.lineWidth == 4)
  }

  @Test func aGradientForegroundStyleFillsShapesAndColoursText() throws {
    let core = core(
      VStack {
        Rectangle().frame(width: 50, height: 10)
        Text("Aurora")
      }
      .foregroundStyle(
        .linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
    )
    let shape = try #require(core.drawnShapes.first)
    #expect(close(shape.color(at: .zero), red))
    #expect(close(shape.color(at: CGPoint(x: 50, y: 0)), blue))
    let runs = core.displayList.items.compactMap { item -> [_StyledRun]? in
      if case .text(let lines, _, _) = item.content { return lines.flatMap { $0 } }
      return nil
    }.flatMap { $0 }
    let style = try #require(runs.first?.style)
    let text = try #require(style.gradient).resolved(in: CGRect(x: 0, y: 0, width: 60, height: 16))
    #expect(close(text.color(at: CGPoint(x: 0, y: 8)), red))
    #expect(close(text.color(at: CGPoint(x: 60, y: 8)), blue))
    // A colour set inside wins over the gradient around it.
    let inner = self.core(
      Text("Plain").foregroundColor(.green).foregroundStyle(Gradient(colors: [red, blue])))
    let plain = inner.displayList.items.compactMap { item -> _TextStyle? in
      if case .text(let lines, _, _) = item.content { return lines.first?.first?.style }
      return nil
    }.first
    #expect(plain?.gradient == nil && plain?.color == .green)
  }

  @Test func aColourGradientIsLighterAtTheTopAndTheColourAtTheBottom() throws {
    let shape = try #require(core(Rectangle().fill(blue.gradient)).drawnShapes.first)
    #expect(close(shape.color(at: CGPoint(x: 5, y: 100)), blue))
    let top = _GradientComponents(shape.color(at: CGPoint(x: 5, y: 0)))
    #expect(top.red > 0.1 && top.green > 0.1 && top.blue == 1)
    // A gradient used as a view fills what it is offered.
    let view = try #require(
      core(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
        .drawnShapes.first)
    #expect(view.frame.size == CGSize(width: 200, height: 100))
  }
}
