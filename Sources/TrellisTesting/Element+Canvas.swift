import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// One thing a `Canvas`'s renderer drew, as the hosts draw it.
  public struct CanvasDrawing: Equatable {
    /// What was drawn.
    public enum Kind: Equatable {
      /// A path filled with a colour (a gradient's middle colour).
      case fill(Color)
      /// A path's outline drawn in a colour, with its style (its width in points).
      case stroke(Color, StrokeStyle)
      /// Text, as its lines read joined by newlines.
      case text(String)
      /// An image: a symbol's or a resource's name.
      case image(String)
    }

    /// What was drawn.
    public var kind: Kind
    /// Where it is on the screen, in points: a path's bounds, a text's or image's frame.
    public var rect: CGRect
    /// A fill's or stroke's path, where it is on the screen; `nil` for text and images.
    public var path: Path?
    /// How many clip shapes cut it (the context's and the views' around the canvas).
    public var clipCount: Int
    /// Whether it is drawn in a gradient.
    public var isGradient: Bool
    /// How a fill or stroke is combined with what is drawn under it (`.normal` for text and
    /// images).
    public var blendMode: GraphicsContext.BlendMode = .normal
    /// The shadows it casts, the first filter added first: the context's shadow filters
    /// and the `shadow` modifiers around the canvas.
    public var shadows: [Shadow] = []
    /// How far it is blurred, in points: the context's blur filters and the `blur`
    /// modifiers around the canvas, added up.
    public var blurRadius: CGFloat = 0
    /// Whether it is drawn at all, or left out for its shadow alone (`.shadowOnly`).
    public var isDrawn = true

    /// A shadow a drawing casts.
    public struct Shadow: Equatable {
      /// Its colour, opacity included.
      public var color: Color
      /// How far its edge is blurred, in points.
      public var radius: CGFloat
      /// How far it is moved from the drawing, in the window's points.
      public var offset: CGSize
      /// Whether it is drawn over the drawing (`.shadowAbove`).
      public var isAbove: Bool
      /// Whether it is cast from outside the drawing's shape (`.invertsAlpha`).
      public var invertsAlpha: Bool
      /// How it is combined with what is under it.
      public var blendMode: GraphicsContext.BlendMode
    }
  }

  /// What a `Canvas`'s renderer drew in the last frame, in drawing order; `nil` for any
  /// other view.
  ///
  /// ```swift
  /// let canvas = try #require(host.all(Canvas<EmptyView>.self).first)
  /// #expect(canvas.canvasDrawing?.first?.kind == .fill(.red))
  /// ```
  public var canvasDrawing: [CanvasDrawing]? {
    base.canvasDrawing?.compactMap { frame, content, effects in
      var drawing = Self.drawing(frame: frame, content: content)
      if let effects {
        drawing?.shadows = effects.shadows.map {
          CanvasDrawing.Shadow(
            color: $0.color, radius: $0.radius, offset: $0.offset, isAbove: $0.isAbove,
            invertsAlpha: $0.invertsAlpha, blendMode: $0.blendMode)
        }
        drawing?.blurRadius = effects.blurRadius
        drawing?.isDrawn = effects.drawsContent
      }
      return drawing
    }
  }

  /// What the hosts draw for one of a canvas's items in `frame`.
  private static func drawing(frame: CGRect, content: _DisplayContent) -> CanvasDrawing? {
    switch content {
    case .shape(let shape):
      let path = shape.path.offsetBy(dx: frame.minX, dy: frame.minY)
      let kind: CanvasDrawing.Kind =
        switch shape.paint {
        case .fill(let color, _): .fill(color)
        case .stroke(let color, let style): .stroke(color, style)
        }
      return CanvasDrawing(
        kind: kind, rect: path.boundingRect, path: path, clipCount: shape.clips.count,
        isGradient: shape.gradient != nil, blendMode: shape.blendMode)
    case .text(let lines, _, _):
      let text = lines.map { $0.map(\.string).joined() }.joined(separator: "\n")
      return CanvasDrawing(
        kind: .text(text), rect: frame, path: nil, clipCount: 0, isGradient: false)
    case .symbol(let symbol):
      return CanvasDrawing(
        kind: .image(symbol.name), rect: frame, path: nil, clipCount: 0, isGradient: false)
    case .bitmap(let bitmap):
      return CanvasDrawing(
        kind: .image(bitmap.name), rect: frame, path: nil, clipCount: bitmap.clips.count,
        isGradient: false)
    default:
      return nil
    }
  }
}

extension ViewHost {
  /// The canvases on screen, in reading order.
  public var canvases: [Element] {
    elements.filter { $0.base.canvasDrawing != nil }
  }
}
