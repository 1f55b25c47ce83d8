import Foundation

/// A path a host draws, filled or stroked, in points: a shape, a colour used as a view, a
/// border. The path is in the item's own space: its origin is the item frame's origin.
@_spi(TrellisHost) public struct _ShapeItem: Equatable, Sendable {
  /// How the path is drawn.
  @_spi(TrellisHost) public enum Paint: Equatable, Sendable {
    /// Its inside, by the even-odd rule or the non-zero winding rule.
    case fill(Color, isEvenOdd: Bool)
    /// Its outline, as the stroke style says (its width never below zero).
    case stroke(Color, StrokeStyle)
  }

  @_spi(TrellisHost) public var path: Path
  @_spi(TrellisHost) public var paint: Paint
  /// The outlines of the `clipShape`s around the item, in the item's space, the innermost
  /// last: only what is inside all of them is drawn. (The item's clip rectangle is their
  /// bounds, within any scroll view's.)
  @_spi(TrellisHost) public var clips: [Path] = []
  /// The gradient it is drawn in, in the item's space, when its style is one; `color` is
  /// then the gradient's middle colour, for a host that cannot draw it.
  @_spi(TrellisHost) public var gradient: _ResolvedGradient? = nil
  /// How it is combined with what is drawn under it (a canvas context's `blendMode`).
  @_spi(TrellisHost) public var blendMode = GraphicsContext.BlendMode.normal

  /// The colour it draws at `point`, in the item's space (inside its path or not).
  @_spi(TrellisHost) public func color(at point: CGPoint) -> Color {
    gradient?.color(at: point) ?? color
  }

  /// What its outline covers, in the item's space, with half its stroke's width around it.
  @_spi(TrellisHost) public var reach: CGRect {
    let bounds = path.boundingRect
    guard case .stroke(_, let style) = paint else { return bounds }
    let half = max(style.lineWidth, 1) / 2
    return bounds.insetBy(dx: -half, dy: -half)
  }

  /// The colour it is drawn in.
  @_spi(TrellisHost) public var color: Color {
    switch paint {
    case .fill(let color, _), .stroke(let color, _): return color
    }
  }
}

/// A layout that cuts what is drawn inside it to an outline: `clipShape`, a shape's `mask`.
protocol _OutlineClipping {
  /// The outline for its node `node` as last placed, in the space of an item at `frame`;
  /// `nil` when it has none.
  @MainActor func outline(of node: _ViewNode, in frame: CGRect) -> Path?
}

extension _ShapeItem {
  /// The clip shapes around `node`, placed in `frame`, as outlines in the item's space.
  @MainActor static func clips(of node: _ViewNode, in frame: CGRect) -> [Path] {
    var clips: [Path] = []
    var ancestor = node.parent
    while let current = ancestor {
      if case .layout(let layout) = current.layout, let clip = layout as? _OutlineClipping,
        let outline = clip.outline(of: current, in: frame)
      {
        clips.append(outline)
      }
      ancestor = current.parent
    }
    return clips.reversed()
  }
}
