import Foundation

extension _SVGDocument {
  /// The gradients `gradient` refers to by `href`, itself first (a cycle ends the chain).
  private func chain(_ gradient: _SVGElement) -> [_SVGElement] {
    var chain = [gradient]
    var seen: Set<String> = []
    while let reference = chain.last?.href, reference.hasPrefix("#") {
      let id = String(reference.dropFirst())
      guard seen.insert(id).inserted, let next = elementByID(id), next.name.hasSuffix("Gradient")
      else { break }
      chain.append(next)
    }
    return chain
  }

  /// The paint of `gradient` on a shape whose user-space bounds are `bounds`, drawn with
  /// `transform`; `nil` when it paints nothing (no stops, or a bounding box with no area for
  /// a gradient in its units). Attributes and stops missing from a gradient are taken from
  /// the gradients its `href` points to.
  func gradientPaint(
    _ gradient: _SVGElement, style: _SVGStyle, bounds: CGRect, transform: CGAffineTransform,
    opacity: Double
  ) -> _SVGPaint? {
    let chain = chain(gradient)
    func attribute(_ name: String) -> String? { chain.lazy.compactMap { $0[name] }.first }
    let isRadial = gradient.name == "radialGradient"
    let userSpace = attribute("gradientUnits") == "userSpaceOnUse"
    let viewport = viewBox?.size ?? size
    // In bounding-box units, numbers and percentages are fractions of the box.
    func coordinate(_ name: String, _ fallback: CGFloat, along whole: CGFloat) -> CGFloat {
      guard let text = attribute(name) else { return fallback }
      if userSpace { return _SVGAttributes.length(text, percentOf: whole) ?? fallback }
      return _SVGAttributes.length(text, percentOf: 1) ?? fallback
    }
    let (w, h): (CGFloat, CGFloat) = userSpace ? (viewport.width, viewport.height) : (1, 1)
    let diagonal = (w * w + h * h).squareRoot() / CGFloat(2).squareRoot()
    let shape: _SVGGradient.Shape
    if isRadial {
      let centre = CGPoint(
        x: coordinate("cx", w / 2, along: w), y: coordinate("cy", h / 2, along: h))
      let radius = coordinate("r", diagonal / 2, along: diagonal)
      guard radius > 0 else { return nil }
      var focus = CGPoint(
        x: coordinate("fx", centre.x, along: w), y: coordinate("fy", centre.y, along: h))
      // A focus outside the circle is brought just inside it, as SVG 1.1 says.
      let offset = CGPoint(x: focus.x - centre.x, y: focus.y - centre.y)
      let distance = hypot(offset.x, offset.y)
      if distance > radius * 0.999 {
        let scale = radius * 0.999 / distance
        focus = CGPoint(x: centre.x + offset.x * scale, y: centre.y + offset.y * scale)
      }
      shape = .radial(centre: centre, radius: radius, focus: focus)
    } else {
      shape = .linear(
        start: CGPoint(x: coordinate("x1", 0, along: w), y: coordinate("y1", 0, along: h)),
        end: CGPoint(x: coordinate("x2", w, along: w), y: coordinate("y2", 0, along: h)))
    }
    // The stops of the first gradient in the chain that has any.
    guard let owner = chain.first(where: { $0.children.contains { $0.name == "stop" } }) else {
      return nil
    }
    var stops: [(offset: Double, color: _SVGColor)] = []
    let ownerStyle = style.child(owner, sheet: sheet, viewport: viewport)
    for stop in owner.children where stop.name == "stop" {
      let stopStyle = ownerStyle.child(stop, sheet: sheet, viewport: viewport)
      var color: _SVGColor
      switch stopStyle.stopColor {
      case .color(let value): color = value
      case .currentColor: color = stopStyle.color
      default: color = .black
      }
      color.alpha *= stopStyle.stopOpacity
      let text = stop["offset"] ?? "0"
      let offset = _SVGAttributes.length(text, percentOf: 1) ?? 0
      stops.append((max(min(Double(offset), 1), stops.last?.offset ?? 0), color))
    }
    guard let first = stops.first else { return nil }
    if stops.count == 1 { return _SVGPaint(kind: .solid(first.color), opacity: opacity) }
    // From the gradient's space to pixels: its own transform, the bounding box's, the shape's.
    var toPixels = CGAffineTransform.identity
    if let text = attribute("gradientTransform"), let own = _SVGAttributes.transform(text) {
      toPixels = own
    }
    if !userSpace {
      guard bounds.width > 0, bounds.height > 0 else { return nil }
      toPixels = toPixels.concatenating(
        CGAffineTransform(
          a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY))
    }
    toPixels = toPixels.concatenating(transform)
    let determinant = toPixels.a * toPixels.d - toPixels.b * toPixels.c
    guard abs(determinant) > 1e-12 else { return nil }
    let spread = _SVGGradient.Spread(rawValue: attribute("spreadMethod") ?? "pad") ?? .pad
    return _SVGPaint(
      kind: .gradient(
        _SVGGradient(shape: shape, stops: stops, spread: spread), fromPixels: toPixels.inverted()),
      opacity: opacity)
  }
}
