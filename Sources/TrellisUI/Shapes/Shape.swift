import Foundation

/// A 2D shape that is also a view: it draws the outline `path(in:)` gives for the rectangle
/// it is placed in, filled with the foreground style unless `fill(_:style:)` or
/// `stroke(_:lineWidth:)` says otherwise.
///
/// As Apple's, a shape takes all the space it is offered (10 points on a side where a
/// dimension is left unspecified; a cell in the terminal), and draws its path in that space:
/// a ``Circle`` in a wide frame is centred at the frame's height.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
public protocol Shape: View {
  /// The outline of the shape in `rect`, the frame it was placed in (origin at zero).
  func path(in rect: CGRect) -> Path
  /// The size the shape takes for `proposal`; by default, all of it.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
  /// Whether the shape's path is mirrored horizontally in a layout direction; by default it
  /// is right to left (`.mirrors`), as on Apple's platforms since iOS 17 and macOS 14.
  var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
  /// All of `proposal`, 10 points on a side where it leaves a dimension unspecified.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Mirrored right to left.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

  /// The shape's outline in `rect` as drawn in `direction`: mirrored within `rect` when its
  /// ``layoutDirectionBehavior`` says so.
  func _path(in rect: CGRect, direction: LayoutDirection) -> Path {
    let path = path(in: rect)
    guard layoutDirectionBehavior.mirrors(direction) else { return path }
    return path.applying(
      CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
  }

  /// A shape is drawn filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: FillStyle())
  }
}

/// A shape that can be drawn smaller by an inset on every side: what `strokeBorder` strokes,
/// so that the line stays inside the frame.
public protocol InsettableShape: Shape {
  /// The shape its inset gives.
  associatedtype InsetShape: InsettableShape
  /// The shape drawn `amount` points inside this one on every side (outside it when
  /// negative).
  func inset(by amount: CGFloat) -> InsetShape
}

extension Path: Shape {
  /// The path as it is: a path draws where its points are, whatever frame it is placed in.
  public func path(in rect: CGRect) -> Path { self }

  /// Never mirrored: a path draws where its points are.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension CGRect {
  /// The rectangle `amount` points smaller on every side, never below an empty one at its
  /// centre.
  func _inset(by amount: CGFloat) -> CGRect {
    let dx = min(amount, width / 2)
    let dy = min(amount, height / 2)
    return CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}
