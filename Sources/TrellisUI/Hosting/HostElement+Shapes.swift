import Foundation

/// A filled or stroked path as a host with its own drawing shows it: a shape, a colour used
/// as a view, a border.
@_spi(TrellisHost) public struct HostShape: Equatable {
  /// Where it is drawn in its window, in points.
  @_spi(TrellisHost) public var frame: CGRect
  /// The part of the window it may be drawn in (a scroll view's viewport, a clip shape's
  /// bounds).
  @_spi(TrellisHost) public var clip: CGRect
  /// The outline, in the frame's space (its origin at the frame's origin).
  @_spi(TrellisHost) public var path: Path
  /// The colour as given (`.primary` for the default foreground).
  @_spi(TrellisHost) public var color: Color
  /// Its components; `nil` for the host's own foreground (`.primary`) or its secondary level.
  @_spi(TrellisHost) public var components: HostColor?
  /// How opaque the colour is, from 0 to 1 (`Color.red.opacity(0.5)`).
  @_spi(TrellisHost) public var opacity: Double
  /// How the outline is drawn; `nil` when the inside is filled.
  @_spi(TrellisHost) public var stroke: StrokeStyle?
  /// Whether a fill is by the even-odd rule.
  @_spi(TrellisHost) public var isEvenOdd: Bool
  /// The outlines of the clip shapes around it, in the frame's space: only what is inside
  /// all of them is drawn.
  @_spi(TrellisHost) public var clips: [Path]
  /// The gradient it is drawn in, in the frame's space, when its style is one (`color` is
  /// then the gradient's middle colour).
  @_spi(TrellisHost) public var gradient: _ResolvedGradient?
  /// How it is combined with what its canvas drew under it.
  @_spi(TrellisHost) public var blendMode: GraphicsContext.BlendMode

  /// The colour it draws at `point`, in the frame's space.
  @_spi(TrellisHost) public func color(at point: CGPoint) -> Color {
    gradient?.color(at: point) ?? color
  }

  @_spi(TrellisHost) public init(_ item: _ShapeItem, frame: CGRect, clip: CGRect) {
    self.frame = frame
    self.clip = clip
    path = item.path
    color = item.color
    components = HostColor(item.color)
    opacity = item.color.alpha
    switch item.paint {
    case .fill(_, let isEvenOdd):
      stroke = nil
      self.isEvenOdd = isEvenOdd
    case .stroke(_, let style):
      stroke = style
      isEvenOdd = false
    }
    clips = item.clips
    gradient = item.gradient
    blendMode = item.blendMode
  }
}

extension HostElement {
  /// The shapes this element draws (one for a shape or a colour used as a view), as its
  /// last frame drew them; empty for other views.
  @_spi(TrellisHost) public var shapes: [HostShape] {
    guard let pieces = node.displayMemo?.pieces else { return [] }
    let clip = node.placedClip ?? CGRect(origin: .zero, size: core.displayList.size)
    return pieces.compactMap { piece in
      guard case .shape(let item) = piece.content else { return nil }
      return HostShape(item, frame: piece.frame, clip: clip)
    }
  }
}

extension HostCore {
  /// Every shape the last frame drew, in drawing order (what is behind first).
  @_spi(TrellisHost) public var drawnShapes: [HostShape] {
    displayList.items.compactMap { item in
      guard case .shape(let shape) = item.content else { return nil }
      return HostShape(shape, frame: item.frame, clip: item.clip)
    }
  }
}

extension HostCore {
  /// Whether views may overlap other than as backgrounds and overlays: a view was offset,
  /// positioned or given a z index.
  @_spi(TrellisHost) public var drawsOverlapping: Bool { graph.drawsOverlapping }

  /// Where each element laid out in the last frame is in drawing order (what is behind
  /// first), by its identity: a host that stacks widgets stacks them in this order.
  @_spi(TrellisHost) public var drawingOrder: [ObjectIdentifier: Int] {
    guard let engine else { return [:] }
    var order: [ObjectIdentifier: Int] = [:]
    for (index, node) in engine.placed.enumerated() { order[ObjectIdentifier(node)] = index }
    return order
  }
}
