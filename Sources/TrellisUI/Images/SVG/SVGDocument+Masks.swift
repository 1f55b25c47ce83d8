import Foundation

/// Clip paths and masks: an element with `clip-path` or `mask` is drawn on a layer of its
/// own, whose pixels are then scaled by the clip path's coverage (the union of its shapes,
/// by `clip-rule`) and by the mask's luminance times its alpha, inside the mask's region.
/// A reference to no `clipPath` or `mask` is ignored, and the element is drawn as it is.
extension _SVGDocument.Drawing {
  mutating func drawMasked(
    _ element: _SVGElement, style: _SVGStyle, transform: CGAffineTransform, viewport: CGSize
  ) throws(_SVGError) {
    let below = canvas
    canvas = _SVGCanvas(width: below.width, height: below.height)
    try drawContent(element, style: style, transform: transform, viewport: viewport)
    var layer = canvas
    canvas = below
    // The element's box in its own user space, for `objectBoundingBox` units.
    let box = bounds(of: element, transform: .identity, viewport: viewport)
    if let id = style.clipPath, let clip = document.ids[id], clip.name == "clipPath" {
      layer.scale(by: clipCoverage(clip, transform: transform, box: box, viewport: viewport))
    }
    if let id = style.mask, let mask = document.ids[id], mask.name == "mask",
      !following.contains(id)
    {
      following.insert(id)
      defer { following.remove(id) }
      layer.scale(
        by: try maskValues(mask, transform: transform, box: box, viewport: viewport))
    }
    canvas.composite(layer, opacity: 1)
  }

  /// How much of each pixel the clip path's shapes cover.
  private func clipCoverage(
    _ clip: _SVGElement, transform: CGAffineTransform, box: CGRect?, viewport: CGSize
  ) -> [Float] {
    var coverage = _SVGCanvas(width: canvas.width, height: canvas.height)
    var ctm = transform
    if clip["clipPathUnits"] == "objectBoundingBox" {
      // A box of no area clips everything away.
      guard let box, box.width > 0, box.height > 0 else { return coverage.alphas }
      ctm = Self.unitSquare(onto: box).concatenating(ctm)
    }
    if let own = clip["transform"].flatMap(_SVGAttributes.transform) {
      ctm = own.concatenating(ctm)
    }
    let clipStyle = _SVGStyle().child(clip, sheet: document.sheet, viewport: viewport)
    let white = _SVGPaint(kind: .solid(.white), opacity: 1)
    let (w, h) = (viewport.width, viewport.height)
    let diagonal = (w * w + h * h).squareRoot() / CGFloat(2).squareRoot()
    for child in clip.children {
      var shapeElement = child
      var childCTM = ctm
      if let own = child["transform"].flatMap(_SVGAttributes.transform) {
        childCTM = own.concatenating(childCTM)
      }
      var style = clipStyle.child(child, sheet: document.sheet, viewport: viewport)
      // A `use` in a clip path refers to a shape directly.
      if child.name == "use", let reference = child.href, reference.hasPrefix("#"),
        let target = document.ids[String(reference.dropFirst())]
      {
        childCTM = CGAffineTransform(
          translationX: _SVGAttributes.length(child["x"], percentOf: w) ?? 0,
          y: _SVGAttributes.length(child["y"], percentOf: h) ?? 0
        ).concatenating(childCTM)
        if let own = target["transform"].flatMap(_SVGAttributes.transform) {
          childCTM = own.concatenating(childCTM)
        }
        style = style.child(target, sheet: document.sheet, viewport: viewport)
        shapeElement = target
      }
      guard style.isDisplayed, style.isVisible,
        let path = shape(shapeElement, viewport: viewport, diagonal: diagonal)
      else { continue }
      let polygons = _SVGGeometry.polylines(path, transform: childCTM).map(\.points)
      coverage.fill(polygons, isEvenOdd: style.isClipEvenOdd, paint: white)
    }
    return coverage.alphas
  }

  /// The mask's value at each pixel: its content's luminance times its alpha, inside the
  /// mask's region (zero outside).
  private mutating func maskValues(
    _ mask: _SVGElement, transform: CGAffineTransform, box: CGRect?, viewport: CGSize
  ) throws(_SVGError) -> [Float] {
    let empty = [Float](repeating: 0, count: canvas.width * canvas.height)
    let inBox = mask["maskUnits"] != "userSpaceOnUse"
    let contentInBox = mask["maskContentUnits"] == "objectBoundingBox"
    if inBox || contentInBox {
      // A box of no area masks everything away.
      guard let box, box.width > 0, box.height > 0 else { return empty }
    }
    // The region: fractions of the box, or lengths in user space; 10 % beyond by default.
    func region(_ name: String, _ fallback: CGFloat, _ whole: CGFloat) -> CGFloat {
      guard let text = mask[name] else { return fallback * whole }
      if inBox, !text.hasSuffix("%"), let fraction = Double(text) {
        return CGFloat(fraction) * whole
      }
      return _SVGAttributes.length(text, percentOf: whole) ?? fallback * whole
    }
    let space = inBox ? CGSize(width: 1, height: 1) : viewport
    var rect = CGRect(
      x: region("x", -0.1, space.width), y: region("y", -0.1, space.height),
      width: region("width", 1.2, space.width), height: region("height", 1.2, space.height))
    if inBox, let box {
      rect = rect.applying(Self.unitSquare(onto: box))
    }
    guard rect.width > 0, rect.height > 0 else { return empty }
    var inside = _SVGCanvas(width: canvas.width, height: canvas.height)
    inside.fill(
      _SVGGeometry.polylines(Path(rect), transform: transform).map(\.points), isEvenOdd: false,
      paint: _SVGPaint(kind: .solid(.white), opacity: 1))

    var contentCTM = transform
    if contentInBox, let box { contentCTM = Self.unitSquare(onto: box).concatenating(contentCTM) }
    let below = canvas
    canvas = _SVGCanvas(width: below.width, height: below.height)
    let maskStyle = _SVGStyle().child(mask, sheet: document.sheet, viewport: viewport)
    for child in mask.children {
      try draw(child, parent: maskStyle, transform: contentCTM, viewport: viewport)
    }
    let content = canvas
    canvas = below
    return zip(content.luminances, inside.alphas).map { $0 * $1 }
  }

  /// The bounds of what `element` draws (its shapes' outlines, strokes left out), in the
  /// space `transform` maps its user space to; `nil` when it draws no shape.
  private func bounds(of element: _SVGElement, transform: CGAffineTransform, viewport: CGSize)
    -> CGRect?
  {
    let (w, h) = (viewport.width, viewport.height)
    switch element.name {
    case "g", "a", "switch", "svg", "symbol":
      return element.children.reduce(nil) { union, child -> CGRect? in
        var ctm = transform
        if let own = child["transform"].flatMap(_SVGAttributes.transform) {
          ctm = own.concatenating(ctm)
        }
        guard let rect = bounds(of: child, transform: ctm, viewport: viewport) else {
          return union
        }
        return union.map { $0.union(rect) } ?? rect
      }
    case "use":
      guard let reference = element.href, reference.hasPrefix("#"),
        let target = document.ids[String(reference.dropFirst())], target.name != "use"
      else { return nil }
      var ctm = CGAffineTransform(
        translationX: _SVGAttributes.length(element["x"], percentOf: w) ?? 0,
        y: _SVGAttributes.length(element["y"], percentOf: h) ?? 0
      ).concatenating(transform)
      if let own = target["transform"].flatMap(_SVGAttributes.transform) {
        ctm = own.concatenating(ctm)
      }
      return bounds(of: target, transform: ctm, viewport: viewport)
    default:
      let diagonal = (w * w + h * h).squareRoot() / CGFloat(2).squareRoot()
      return shape(element, viewport: viewport, diagonal: diagonal)?
        .applying(transform).boundingRect
    }
  }

  /// Maps the unit square onto `box` (`objectBoundingBox` units).
  private static func unitSquare(onto box: CGRect) -> CGAffineTransform {
    CGAffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY)
  }
}
