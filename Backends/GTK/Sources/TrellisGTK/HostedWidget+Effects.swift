import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// What a widget was given of its element's render effects (``HostEffects``).
struct AppliedEffects: Equatable {
  var opacity = 1.0
  /// The `GtkFixed` child transform set (identity: none, the plain move), the fixed it was
  /// set in and the position it was set for: a move or a new parent resets it.
  var transform = CGAffineTransform.identity
  var fixed: UnsafeMutablePointer<GtkFixed>?
  var position = CGPoint.zero
  /// The style sheet of the widget's own provider: its filters and shadow.
  var css = ""
  /// The transform object given to the fixed, held: when the fixed holds another one, a move
  /// (a new frame, the widget parked out of view) replaced it, and it is set again.
  var childTransform: OpaquePointer?
}

extension HostedWidget {
  /// Gives the widget its element's render effects, changing only what differs: the
  /// opacity with `gtk_widget_set_opacity`; a scale or rotation as the widget's child
  /// transform in its `GtkFixed` (placed at `position`, the fixed's origin at `origin` in the
  /// window), around the same anchor; colour filters and a blur as a CSS `filter`, a shadow
  /// as a CSS `text-shadow` (labels) or `box-shadow`, through a provider of the widget's own.
  /// A drawing area draws its shapes' filters and shadows itself (HostedWidget+Drawing).
  func updateEffects(position: (x: Int, y: Int), origin: CGPoint) {
    let effects = shownEffects
    guard effects != nil || appliedEffects != nil else { return }
    let applied = appliedEffects ?? AppliedEffects()
    var wanted = AppliedEffects()
    wanted.fixed = parentFixed
    wanted.position = CGPoint(x: position.x, y: position.y)
    if let effects {
      wanted.opacity = effects.opacity
      if effects.isTransformed {
        wanted.transform = Self.childTransform(
          effects.transform, at: wanted.position, origin: origin)
      }
      wanted.css = Self.css(for: effects, kind: kind)
    }
    if applied.opacity != wanted.opacity { gtk_widget_set_opacity(widget, wanted.opacity) }
    wanted.childTransform = applied.childTransform
    let replaced =
      applied.childTransform != nil
      && gtk_fixed_get_child_transform(parentFixed, widget) != applied.childTransform
    if wanted.transform != applied.transform
      || (!wanted.transform.isIdentity
        && (wanted.fixed != applied.fixed || wanted.position != applied.position || replaced))
    {
      wanted.childTransform = setChildTransform(
        wanted.transform, position: wanted.position, replacing: applied.childTransform)
    }
    if wanted.css != applied.css { setEffectsStyle(wanted.css) }
    appliedEffects = wanted
  }

  /// The child transform of a widget placed at `position` in a `GtkFixed` whose origin is at
  /// `origin` in the window, for `transform` in the window's points: a point `q` of the
  /// widget goes where `transform` takes the window point it was laid out at.
  static func childTransform(
    _ transform: CGAffineTransform, at position: CGPoint, origin: CGPoint
  ) -> CGAffineTransform {
    CGAffineTransform(translationX: origin.x + position.x, y: origin.y + position.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
  }

  /// Sets the widget's transform in its fixed: `transform`, or the plain move to `position`;
  /// lets go of the transform object set before (`replacing`). Returns the one set, held.
  private func setChildTransform(
    _ transform: CGAffineTransform, position: CGPoint, replacing old: OpaquePointer?
  ) -> OpaquePointer? {
    defer { if let old { gsk_transform_unref(old) } }
    guard !transform.isIdentity else {
      gtk_fixed_move(parentFixed, widget, Double(position.x), Double(position.y))
      return nil
    }
    var matrix = graphene_matrix_t()
    graphene_matrix_init_from_2d(
      &matrix, Double(transform.a), Double(transform.b), Double(transform.c),
      Double(transform.d), Double(transform.tx), Double(transform.ty))
    let child = gsk_transform_matrix(nil, &matrix)
    gtk_fixed_set_child_transform(parentFixed, widget, child)
    return child
  }

  /// Replaces the style sheet of the widget's own provider with `css`.
  private func setEffectsStyle(_ css: String) {
    let context = gtk_widget_get_style_context(widget)
    if let provider = effectsProvider {
      gtk_style_context_remove_provider(context, OpaquePointer(provider))
      g_object_unref(provider)
      effectsProvider = nil
    }
    guard !css.isEmpty else { return }
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider(
      context, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    effectsProvider = provider
  }

  /// Lets go of the widget's own style provider, as the widget goes.
  func releaseEffects() {
    if let provider = effectsProvider {
      g_object_unref(provider)
      effectsProvider = nil
    }
    if let held = appliedEffects?.childTransform { gsk_transform_unref(held) }
    appliedEffects = nil
  }

  /// The style sheet for `effects` on a widget of `kind`: a CSS `filter` for the colour
  /// filters GTK has (not `colorMultiply`, which CSS lacks) and the blur, and the shadow.
  /// A drawing area's colours, shadows and blur are its own drawing's.
  static func css(for effects: HostEffects, kind: WidgetKind) -> String {
    var filters: [String] = []
    if kind != .drawing {
      for filter in effects.colorFilters {
        switch filter {
        case .brightness(let amount): filters.append("brightness(\(number(1 + amount)))")
        case .contrast(let amount): filters.append("contrast(\(number(amount)))")
        case .saturation(let amount): filters.append("saturate(\(number(amount)))")
        case .grayscale(let amount): filters.append("grayscale(\(number(amount)))")
        case .hueRotation(let radians):
          filters.append("hue-rotate(\(number(radians * 180 / .pi))deg)")
        case .invert: filters.append("invert(1)")
        case .multiply: break
        }
      }
    }
    // A drawing area blurs its shapes itself, each by its own radius.
    if kind != .drawing, effects.blurRadius > 0 {
      filters.append("blur(\(number(effects.blurRadius))px)")
    }
    var rules: [String] = []
    if !filters.isEmpty { rules.append("filter: \(filters.joined(separator: " "));") }
    if kind != .drawing, !effects.shadows.isEmpty {
      let shadows = effects.shadows.map { shadow in
        let color = shadow.components
        return
          "\(number(shadow.offset.width))px \(number(shadow.offset.height))px \(number(shadow.radius))px \(rgba(color))"
      }.joined(separator: ", ")
      rules.append("\(kind == .label ? "text-shadow" : "box-shadow"): \(shadows);")
    }
    return rules.isEmpty ? "" : "* { \(rules.joined(separator: " ")) }"
  }

  /// A number as CSS writes it: a plain decimal.
  private static func number(_ value: some BinaryFloatingPoint) -> String {
    String(format: "%.3f", Double(value))
  }

  /// A colour as CSS's `rgba()`.
  private static func rgba(_ color: HostColor) -> String {
    func byte(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
    return
      "rgba(\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(number(color.opacity)))"
  }

  // MARK: Drawing areas

  /// `shapes` with the colour filters of its effects applied to their colours and gradients.
  func shapesUnderEffects(_ shapes: [HostShape]) -> [HostShape] {
    guard let effects = shownEffects, !effects.colorFilters.isEmpty else { return shapes }
    return shapes.map { shape in
      var shape = shape
      if let components = shape.components {
        let filtered = effects.filtered(components)
        shape.components = filtered
        shape.color = Color(
          red: filtered.red, green: filtered.green, blue: filtered.blue,
          opacity: filtered.opacity)
      }
      if var gradient = shape.gradient {
        for index in gradient.stops.indices {
          let stop = gradient.stops[index].components
          let filtered = effects.filtered(
            HostColor(red: stop.red, green: stop.green, blue: stop.blue, opacity: stop.opacity))
          gradient.stops[index].components = _GradientComponents(
            red: filtered.red, green: filtered.green, blue: filtered.blue,
            opacity: filtered.opacity)
        }
        shape.gradient = gradient
      }
      return shape
    }
  }

  /// Draws `shadow` of `shape` in the area whose top-left corner is at `origin` in the
  /// window: the shape's outline moved by the shadow's offset, filled (or stroked) in its
  /// colour and blurred by its radius, combined by its blend mode. An inverted shadow
  /// (`.invertsAlpha`) is cast by what is around the outline, out to where its blur fades.
  static func drawShadow(
    _ shadow: HostShadow, of shape: HostShape, origin: CGPoint, into cairo: OpaquePointer
  ) {
    guard !shape.path.isEmpty else { return }
    let color = shadow.components
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_translate(
      cairo, shape.frame.minX - origin.x + shadow.offset.width,
      shape.frame.minY - origin.y + shadow.offset.height)
    let stroke = shape.stroke.map { max(1, $0.lineWidth) } ?? 0
    var reach = shape.path.boundingRect.insetBy(dx: -stroke / 2 - 1, dy: -stroke / 2 - 1)
    let spread = 3 * shadow.radius + abs(shadow.offset.width) + abs(shadow.offset.height) + 1
    if shadow.invertsAlpha { reach = reach.insetBy(dx: -spread, dy: -spread) }
    CairoBlur.paint(
      blurredBy: shadow.radius, area: reach, operator: CairoBlendOperator.of(shadow.blendMode),
      isolated: shadow.invertsAlpha, into: cairo
    ) { target in
      cairo_set_source_rgba(target, color.red, color.green, color.blue, color.opacity)
      if shadow.invertsAlpha {
        // Everything around the outline, the outline itself cut out.
        cairo_rectangle(target, reach.minX, reach.minY, reach.width, reach.height)
        cairo_fill(target)
        cairo_set_operator(target, CAIRO_OPERATOR_CLEAR)
      }
      add(shape.path, to: target)
      paint(shape, on: target)
    }
  }

  /// How far a drawing area's shadows reach past its shapes, in points: each blurred out to
  /// three radii, where its blur fades.
  static func shadowArea(_ shadows: [HostShadow], around area: CGRect) -> CGRect {
    shadows.reduce(area) { area, shadow in
      area.union(
        area.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
          .insetBy(dx: -3 * shadow.radius, dy: -3 * shadow.radius))
    }
  }
}

extension HostedWidget {
  /// The render effects its view's items are drawn under; a list's and a representable's,
  /// which have no items, are their element's.
  var shownEffects: HostEffects? { items.isEmpty ? element.effects : items.first?.effects }
}
