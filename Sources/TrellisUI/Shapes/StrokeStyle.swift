import Foundation

/// How a shape's outline is drawn: its width, the ends of its lines, how they join, and
/// dashes.
///
/// A width below zero is taken as zero, the thinnest line the host draws (one pixel in GTK,
/// a line of box-drawing characters in the terminal), as Core Graphics treats a width of
/// zero. The terminal draws every width as one line of cells.
public struct StrokeStyle: Hashable, Sendable {
  /// How wide the line is, in points.
  public var lineWidth: CGFloat
  /// How the ends of open lines are drawn.
  public var lineCap: CGLineCap
  /// How lines meet at corners.
  public var lineJoin: CGLineJoin
  /// How far a mitred corner may reach, as a multiple of the width.
  public var miterLimit: CGFloat
  /// The lengths of the dashes and gaps, repeated; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style; by default a solid line one point wide with square ends and corners.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// The width drawn: never below zero.
  package var drawnWidth: CGFloat { lineWidth.isNaN ? 0 : max(0, lineWidth) }
}

/// How the end of an open line is drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Cut square at the end point.
  case butt
  /// A half circle past the end point.
  case round
  /// A half square past the end point.
  case square
}

/// How two lines of a stroke meet.
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// A sharp corner.
  case miter
  /// A rounded corner.
  case round
  /// A cut-off corner.
  case bevel
}

/// How a shape's inside is decided when it is filled: by the even-odd rule or the non-zero
/// winding rule (the default), and whether its edges are smoothed.
public struct FillStyle: Hashable, Sendable {
  /// Whether a point is inside when a ray from it crosses the outline an odd number of times.
  public var isEOFilled: Bool
  /// Whether edges are smoothed (GTK smooths them always; the terminal has cells).
  public var isAntialiased: Bool

  /// A fill style; by default the non-zero winding rule, smoothed.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
