import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// What a drawing area draws: its view's shapes, and where its own top-left corner is in the
/// window's points (the top-left corner of `drawnArea(of:softness:in:)`).
struct AppliedDrawing: Equatable {
  var shapes: [HostShape]
  var origin: CGPoint
  /// Each shape's shadows and blur, by its index in `shapes`.
  var softness: [ShapeSoftness] = []
}

/// The shadows and blur one shape is drawn with, from its item's render effects: the
/// `shadow` and `blur` modifiers around its view and, for a canvas's drawing, the shadow and
/// blur filters its context had.
struct ShapeSoftness: Equatable {
  /// Its shadows, the innermost first, their offsets in the drawing area's own space.
  var shadows: [HostShadow] = []
  /// How far it is blurred, in points.
  var blurRadius: CGFloat = 0

  /// Whether the shape itself is drawn: not when a shadow is to be drawn alone.
  var drawsShape: Bool { !shadows.contains { $0.hidesContent } }
}

extension HostedWidget {
  /// How many pixels a drawing area reaches past its element's frame on every side: half the
  /// widest stroke, and a pixel for its smoothed edge.
  static func drawingMargin(for shapes: [HostShape]) -> Int {
    let widest = shapes.compactMap { $0.stroke.map { max(1, $0.lineWidth) } }.max()
    return widest.map { Int(($0 / 2).rounded(.up)) + 1 } ?? 0
  }

  /// The shapes the view's items draw, each where its item is and cut to its item's clip.
  var shownShapes: [HostShape] {
    items.compactMap { item in
      guard case .shape(let shape) = item.content else { return nil }
      return HostShape(shape, frame: item.frame, clip: item.clip)
    }
  }

  /// The shadows and blur of each of the view's shapes (as `shownShapes` lists them).
  var shownSoftness: [ShapeSoftness] {
    items.compactMap { item in
      guard case .shape = item.content else { return nil }
      guard let effects = item.effects else { return ShapeSoftness() }
      // The area is drawn transformed as a whole: the offsets are undone into its space.
      let inverse = effects.transform.inverted()
      return ShapeSoftness(
        shadows: effects.shadows.map { shadow in
          var local = shadow
          local.offset = shadow.offset.applying(inverse)
          return local
        }, blurRadius: effects.blurRadius)
    }
  }

  /// The part of the window a drawing area covers, in points: its element's frame and every
  /// shape's outline (a path is not cut to its frame: a rotated square's corners, a shape's
  /// `offset`) with its shadows and blur, grown by the margin a stroke needs.
  static func drawnArea(of shapes: [HostShape], softness: [ShapeSoftness], in frame: CGRect)
    -> CGRect
  {
    let margin = CGFloat(drawingMargin(for: shapes))
    var area = frame
    for (index, shape) in shapes.enumerated() where !shape.path.isEmpty {
      var reach = shape.path.boundingRect.offsetBy(dx: shape.frame.minX, dy: shape.frame.minY)
      if index < softness.count {
        let soft = softness[index]
        reach = shadowArea(soft.shadows, around: reach)
        if soft.blurRadius > 0 {
          reach = reach.insetBy(dx: -3 * soft.blurRadius, dy: -3 * soft.blurRadius)
        }
      }
      area = area.union(reach)
    }
    return area.insetBy(dx: -margin, dy: -margin)
  }

  /// Gives the drawing area the shapes of its view's items, and draws it again when they
  /// changed.
  func updateDrawing() {
    let shapes = shownShapes
    let softness = shownSoftness
    let wanted = AppliedDrawing(
      shapes: shapesUnderEffects(shapes),
      origin: Self.drawnArea(
        of: shapes, softness: softness, in: items.first?.frame ?? element.frame
      ).origin,
      softness: softness)
    if appliedDrawing == nil {
      gtk_drawing_area_set_draw_func(gtkCast(widget), Self.drawShapes, context, nil)
    }
    guard appliedDrawing != wanted else { return }
    appliedDrawing = wanted
    gtk_widget_queue_draw(widget)
  }

  /// Stops the drawing area from calling back into this object, which goes with it.
  func stopDrawing() {
    gtk_drawing_area_set_draw_func(gtkCast(widget), nil, nil, nil)
  }

  private static let drawShapes: GtkDrawingAreaDrawFunc = { _, drawn, _, _, context in
    guard let drawn, let context else { return }
    let hosted = Unmanaged<HostedWidget>.fromOpaque(context).takeUnretainedValue()
    // GTK draws on the main thread, where the host runs.
    nonisolated(unsafe) let cairo = drawn
    MainActor.assumeIsolated { hosted.draw(into: cairo) }
  }

  /// Draws each shape: its shadows under it, then the shape moved to its frame, cut to its
  /// clip rectangle and clip shapes, filled or stroked in its colour (the theme's foreground
  /// for `.primary`) or gradient and blurred when it is, then the shadows drawn over it.
  private func draw(into cairo: OpaquePointer) {
    guard let drawing = appliedDrawing else { return }
    let margin = CGFloat(Self.drawingMargin(for: drawing.shapes))
    for (index, shape) in drawing.shapes.enumerated() {
      let soft = index < drawing.softness.count ? drawing.softness[index] : ShapeSoftness()
      for shadow in soft.shadows where !shadow.isAbove {
        Self.drawShadow(shadow, of: shape, origin: drawing.origin, into: cairo)
      }
      if soft.drawsShape {
        draw(
          shape, blurredBy: soft.blurRadius, origin: drawing.origin, margin: margin,
          into: cairo)
      }
      for shadow in soft.shadows where shadow.isAbove {
        Self.drawShadow(shadow, of: shape, origin: drawing.origin, into: cairo)
      }
    }
  }

  /// Draws `shape` in the area whose top-left corner is at `origin` in the window, blurred by
  /// `radius` points when it is above 0.
  private func draw(
    _ shape: HostShape, blurredBy radius: CGFloat, origin: CGPoint, margin: CGFloat,
    into cairo: OpaquePointer
  ) {
    let rgba = shape.gradient == nil ? color(of: shape) : nil
    if shape.gradient == nil {
      guard shape.color != .clear, let rgba, rgba.alpha > 0 else { return }
    }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    let clip = shape.clip.offsetBy(dx: -origin.x, dy: -origin.y)
    cairo_rectangle(cairo, clip.minX, clip.minY, clip.width, clip.height)
    cairo_clip(cairo)
    cairo_translate(cairo, shape.frame.minX - origin.x, shape.frame.minY - origin.y)
    for outline in shape.clips {
      Self.add(outline, to: cairo)
      cairo_clip(cairo)
    }
    // Combined with what the canvas drew under it, blurred or not.
    let blend =
      shape.blendMode == .normal ? CAIRO_OPERATOR_OVER : CairoBlendOperator.of(shape.blendMode)
    let reach = shape.path.boundingRect.insetBy(dx: -margin, dy: -margin)
    CairoBlur.paint(blurredBy: radius, area: reach, operator: blend, into: cairo) { target in
      Self.add(shape.path, to: target)
      if let gradient = shape.gradient {
        Self.setSource(gradient, frame: shape.frame.size, margin: margin, on: target)
      } else if let rgba {
        cairo_set_source_rgba(target, rgba.red, rgba.green, rgba.blue, rgba.alpha)
      }
      Self.paint(shape, on: target)
    }
  }

  /// Fills or strokes the current path of `cairo` as `shape` is drawn, in the source set.
  static func paint(_ shape: HostShape, on cairo: OpaquePointer) {
    if let stroke = shape.stroke {
      // A width of zero or less is the thinnest line: one pixel.
      cairo_set_line_width(cairo, stroke.lineWidth > 0 ? stroke.lineWidth : 1)
      cairo_set_line_cap(cairo, cairo_line_cap_t(UInt32(stroke.lineCap.rawValue)))
      cairo_set_line_join(cairo, cairo_line_join_t(UInt32(stroke.lineJoin.rawValue)))
      cairo_set_miter_limit(cairo, stroke.miterLimit)
      let dashes = stroke.dash.map { Double(max(0, $0)) }
      if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
        cairo_set_dash(cairo, dashes, Int32(dashes.count), stroke.dashPhase)
      }
      cairo_stroke(cairo)
    } else {
      cairo_set_fill_rule(
        cairo, shape.isEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_fill(cairo)
    }
  }

  /// A shape's colour: its own components, else the theme's foreground (at half strength for
  /// the secondary level).
  private func color(of shape: HostShape) -> (
    red: Double, green: Double, blue: Double, alpha: Double
  )? {
    if let components = shape.components {
      return (components.red, components.green, components.blue, components.opacity)
    }
    var foreground = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &foreground)
    let level = shape.color == .secondary ? 0.5 : 1
    return (
      Double(foreground.red), Double(foreground.green), Double(foreground.blue),
      Double(foreground.alpha) * level * shape.opacity
    )
  }

  /// Adds `path` to cairo's current path, as a new path.
  static func add(_ path: Path, to cairo: OpaquePointer) {
    cairo_new_path(cairo)
    func addElement(_ element: Path.Element) {
      switch element {
      case .move(let point): cairo_move_to(cairo, point.x, point.y)
      case .line(let point): cairo_line_to(cairo, point.x, point.y)
      case .quadCurve(let to, let control):
        // A quadratic curve is the cubic one with handles two thirds of the way to its control.
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        cairo_curve_to(
          cairo, x + 2 / 3 * (control.x - x), y + 2 / 3 * (control.y - y),
          to.x + 2 / 3 * (control.x - to.x), to.y + 2 / 3 * (control.y - to.y), to.x, to.y)
      case .curve(let to, let control1, let control2):
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
      case .closeSubpath: cairo_close_path(cairo)
      }
    }
    path.forEach(addElement)
  }

  /// What the drawing area draws, for the widget tree file: each shape's paint and colour
  /// (`fill #ff3b30`, `stroke primary`).
  var drawingDescription: String {
    (appliedDrawing?.shapes ?? []).map { shape in
      let paint = shape.stroke == nil ? "fill" : "stroke"
      if let gradient = shape.gradient {
        let stops = gradient.stops.map {
          TextMarkup.hex(
            HostColor(
              red: $0.components.red, green: $0.components.green, blue: $0.components.blue))
        }
        return "\(paint) gradient \(stops.joined(separator: " "))"
      }
      let color = shape.components.map(TextMarkup.hex) ?? "\(shape.color)"
      return "\(paint) \(color)"
    }.joined(separator: "; ")
  }
}
