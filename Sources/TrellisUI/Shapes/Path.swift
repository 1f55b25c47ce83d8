import Foundation

/// The outline of a 2D shape: lines, curves, rectangles and ellipses, in points.
///
/// Build one step by step, or from a rectangle, rounded rectangle or ellipse:
///
/// ```swift
/// let triangle = Path { path in
///   path.move(to: CGPoint(x: 50, y: 0))
///   path.addLine(to: CGPoint(x: 100, y: 100))
///   path.addLine(to: CGPoint(x: 0, y: 100))
///   path.closeSubpath()
/// }
/// ```
///
/// A path is a ``Shape`` too: it draws itself as it is, wherever it is placed.
public struct Path: Equatable, Sendable {
  /// One step of a path as Apple describes them: rectangles and ellipses come as the lines
  /// and curves they are made of.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point, bent towards `control`.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point, bent by two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight line back to the start of the subpath, closing it.
    case closeSubpath
  }

  /// A step as the path keeps it: whole rectangles, rounded rectangles and ellipses stay
  /// whole, so that a host can draw them its own way (the terminal's box-drawing corners).
  package enum _Segment: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close
    case rect(CGRect)
    case roundedRect(CGRect, cornerSize: CGSize)
    case ellipse(CGRect)
  }

  /// The steps, in order.
  package internal(set) var segments: [_Segment] = []
  /// Where the current subpath started, and where it is now.
  private var subpathStart: CGPoint?
  /// The point the next line or curve starts from; `nil` before the first move.
  public internal(set) var currentPoint: CGPoint?

  /// An empty path.
  public init() {}

  /// A path of `rect`.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A path of `rect` with corners rounded by `cornerRadius` (never more than half the
  /// shorter side, never below zero).
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A path of `rect` with corners rounded by quarter ellipses of `cornerSize`.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// A path of the ellipse that fits in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// A path that `callback` builds.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// Whether the path has nothing in it.
  public var isEmpty: Bool { segments.isEmpty }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    segments.append(.move(point))
    subpathStart = point
    currentPoint = point
  }

  /// Adds a straight line from the current point to `point` (a path with no current point
  /// starts there instead).
  public mutating func addLine(to point: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    segments.append(.line(point))
    currentPoint = point
  }

  /// Adds straight lines through `points`, starting a subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve to `end`, bent towards `control`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    segments.append(.quadCurve(to: end, control: control))
    currentPoint = end
  }

  /// Adds a cubic Bézier curve to `end`, bent by `control1` and `control2`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    segments.append(.curve(to: end, control1: control1, control2: control2))
    currentPoint = end
  }

  /// Closes the current subpath with a straight line back to its start.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    segments.append(.close)
    currentPoint = subpathStart
  }

  /// Adds `rect` as a closed subpath of its own.
  public mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    segments.append(.rect(rect))
    subpathStart = rect.origin
    currentPoint = rect.origin
  }

  /// Adds each of `rects`.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds `rect` with corners rounded by quarter ellipses of `cornerSize`, as a closed
  /// subpath. A corner is never rounded by more than half the side it lies on (a radius by
  /// half the shorter side, so that it stays circular), nor by less than zero.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let rect = rect.standardized
    let corner = Self.clamped(cornerSize, in: rect)
    guard corner.width > 0, corner.height > 0 else { return addRect(rect) }
    segments.append(.roundedRect(rect, cornerSize: corner))
    subpathStart = CGPoint(x: rect.minX + corner.width, y: rect.minY)
    currentPoint = subpathStart
  }

  /// Adds the ellipse that fits in `rect` as a closed subpath.
  public mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    segments.append(.ellipse(rect))
    subpathStart = CGPoint(x: rect.maxX, y: rect.midY)
    currentPoint = subpathStart
  }

  /// Adds `path`'s subpaths.
  public mutating func addPath(_ path: Path) {
    segments += path.segments
    if let point = path.currentPoint {
      currentPoint = point
      subpathStart = path.subpathStart
    }
  }

  /// A corner size no larger than half of `rect`'s sides, and not negative.
  static func clamped(_ size: CGSize, in rect: CGRect) -> CGSize {
    func clamp(_ value: CGFloat, _ side: CGFloat) -> CGFloat {
      value.isNaN ? 0 : min(max(0, value), side / 2)
    }
    // A radius (equal sides) stays circular: it is clamped by the shorter side.
    if size.width == size.height {
      let radius = clamp(size.width, min(rect.width, rect.height))
      return CGSize(width: radius, height: radius)
    }
    return CGSize(width: clamp(size.width, rect.width), height: clamp(size.height, rect.height))
  }

  /// Whether two paths have the same steps.
  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.segments == rhs.segments }
}
