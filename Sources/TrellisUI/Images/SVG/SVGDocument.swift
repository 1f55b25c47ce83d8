import Foundation

/// An SVG file read once and drawn at any size: its element tree, its elements by id, its
/// style sheet, its size and the transform from its user space to that size.
///
/// Drawn: `svg` (nested too), `g`, `a`, `switch` (as a group), `use` of any element or
/// `symbol`, `path`, `rect` (rounded by `rx`/`ry`), `circle`, `ellipse`, `line`, `polyline`,
/// `polygon`, with `transform`, presentation attributes, `style` attributes and `style`
/// elements' simple rules, `linearGradient` and `radialGradient` paint. Group `opacity` is
/// drawn as a layer; `stroke-dasharray` and `stroke-dashoffset` dash strokes; `clip-path` and
/// `mask` draw an element through a `clipPath` or `mask` (SVGDocument+Masks.swift). Other
/// elements (text, images, markers, patterns, filters) are skipped.
struct _SVGDocument {
  let root: _SVGElement
  /// The size it is drawn at by default: its `width` and `height`, else its `viewBox`'s.
  let size: CGSize
  /// The `viewBox`, if it has one.
  let viewBox: CGRect?
  private(set) var ids: [String: _SVGElement] = [:]
  /// The rules of its `style` elements.
  let sheet: _SVGStyleSheet

  init(_ bytes: [UInt8]) throws(_SVGError) {
    root = try _SVGXMLReader.root(of: bytes)
    guard root.name == "svg" else { throw .notSVG(root: root.name) }
    viewBox = try Self.viewBox(of: root)
    let width = _SVGAttributes.length(root["width"], percentOf: viewBox?.width ?? 300)
    let height = _SVGAttributes.length(root["height"], percentOf: viewBox?.height ?? 150)
    for (name, value) in [("width", width), ("height", height)] where (value ?? 1) <= 0 {
      throw .badAttribute(element: "svg", attribute: name, value: root[name] ?? "")
    }
    size = CGSize(
      width: width ?? viewBox?.width ?? 300, height: height ?? viewBox?.height ?? 150)
    sheet = _SVGStyleSheet(root: root)
    var ids: [String: _SVGElement] = [:]
    func index(_ element: _SVGElement) {
      if let id = element["id"], ids[id] == nil { ids[id] = element }
      element.children.forEach(index)
    }
    index(root)
    self.ids = ids
  }

  /// The element whose `id` is `id` (the first, when several share it).
  func elementByID(_ id: String) -> _SVGElement? { ids[id] }

  /// An element's `viewBox`: four numbers, a positive width and height.
  private static func viewBox(of element: _SVGElement) throws(_SVGError) -> CGRect? {
    guard let text = element["viewBox"] else { return nil }
    guard let values = _SVGAttributes.numbers(text), values.count == 4, values[2] > 0, values[3] > 0
    else { throw .badAttribute(element: element.name, attribute: "viewBox", value: text) }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// The image drawn `width` x `height` pixels (stretched to them), `currentColor` standing
  /// for the colour of `fill="currentColor"` where the file sets no `color`.
  func render(width: Int, height: Int, currentColor: _SVGColor = .black) throws(_SVGError)
    -> _RGBABitmap
  {
    guard width > 0, height > 0, width * height <= _PNGDecoder.maximumPixels else {
      throw .tooLarge(width: width, height: height)
    }
    var canvas = _SVGCanvas(width: width, height: height)
    let toPixels = CGAffineTransform(
      scaleX: CGFloat(width) / size.width, y: CGFloat(height) / size.height)
    var base = _SVGStyle()
    base.color = currentColor
    var drawing = Drawing(document: self, canvas: canvas)
    try drawing.drawRoot(root, transform: toPixels, style: base)
    canvas = drawing.canvas
    return canvas.bitmap()
  }

  /// One drawing's state: the canvas, and the `use` references being followed.
  struct Drawing {
    let document: _SVGDocument
    var canvas: _SVGCanvas
    var following: Set<String> = []

    mutating func drawRoot(_ root: _SVGElement, transform: CGAffineTransform, style: _SVGStyle)
      throws(_SVGError)
    {
      let viewport = document.viewBox?.size ?? document.size
      let style = style.child(root, sheet: document.sheet, viewport: viewport)
      var ctm = transform
      if let box = document.viewBox {
        ctm = _SVGAttributes.viewBoxTransform(
          box, into: document.size, preserveAspectRatio: root["preserveAspectRatio"]
        ).concatenating(ctm)
      }
      try group(root, transform: ctm, style: style, viewport: viewport)
    }

    /// Draws `element`'s children, as a layer when it has an opacity.
    private mutating func group(
      _ element: _SVGElement, transform: CGAffineTransform, style: _SVGStyle, viewport: CGSize
    ) throws(_SVGError) {
      guard style.opacity < 1 else {
        for child in element.children {
          try draw(child, parent: style, transform: transform, viewport: viewport)
        }
        return
      }
      guard style.opacity > 0 else { return }
      let below = canvas
      canvas = _SVGCanvas(width: below.width, height: below.height)
      for child in element.children {
        try draw(child, parent: style, transform: transform, viewport: viewport)
      }
      let layer = canvas
      canvas = below
      canvas.composite(layer, opacity: style.opacity)
    }

    mutating func draw(
      _ element: _SVGElement, parent: _SVGStyle, transform: CGAffineTransform, viewport: CGSize
    ) throws(_SVGError) {
      let style = parent.child(element, sheet: document.sheet, viewport: viewport)
      guard style.isDisplayed else { return }
      var ctm = transform
      if let text = element["transform"] {
        guard let own = _SVGAttributes.transform(text) else {
          throw .badAttribute(element: element.name, attribute: "transform", value: text)
        }
        ctm = own.concatenating(ctm)
      }
      if style.clipPath != nil || style.mask != nil {
        return try drawMasked(element, style: style, transform: ctm, viewport: viewport)
      }
      try drawContent(element, style: style, transform: ctm, viewport: viewport)
    }

    /// Draws `element` itself, in the space `transform` maps to pixels: its children, or its
    /// shape.
    mutating func drawContent(
      _ element: _SVGElement, style: _SVGStyle, transform: CGAffineTransform, viewport: CGSize
    ) throws(_SVGError) {
      var ctm = transform
      func length(_ name: String, _ whole: CGFloat) -> CGFloat {
        _SVGAttributes.length(element[name], percentOf: whole) ?? 0
      }
      let (w, h) = (viewport.width, viewport.height)
      let diagonal = (w * w + h * h).squareRoot() / CGFloat(2).squareRoot()
      switch element.name {
      case "g", "a", "switch":
        try group(element, transform: ctm, style: style, viewport: viewport)
      case "svg":
        // A nested viewport: at x, y, its size from width and height (all of the parent's
        // by default), its viewBox fitted into it.
        let size = CGSize(
          width: _SVGAttributes.length(element["width"], percentOf: w) ?? w,
          height: _SVGAttributes.length(element["height"], percentOf: h) ?? h)
        guard size.width > 0, size.height > 0 else { return }
        ctm = CGAffineTransform(translationX: length("x", w), y: length("y", h)).concatenating(ctm)
        var inner = size
        if let box = try _SVGDocument.viewBox(of: element) {
          ctm = _SVGAttributes.viewBoxTransform(
            box, into: size, preserveAspectRatio: element["preserveAspectRatio"]
          ).concatenating(ctm)
          inner = box.size
        }
        try group(element, transform: ctm, style: style, viewport: inner)
      case "use":
        try use(element, style: style, transform: ctm, viewport: viewport)
      default:
        guard let path = shape(element, viewport: viewport, diagonal: diagonal), style.isVisible
        else { return }
        paint(path, style: style, transform: ctm, viewport: viewport)
      }
    }

    /// A `use`: the element it refers to, moved by x and y, drawn as its child (it inherits
    /// the `use`'s style); a `symbol` as a nested viewport of the `use`'s size.
    private mutating func use(
      _ element: _SVGElement, style: _SVGStyle, transform: CGAffineTransform, viewport: CGSize
    ) throws(_SVGError) {
      guard let reference = element.href, reference.hasPrefix("#") else { return }
      let id = String(reference.dropFirst())
      guard let target = document.ids[id], !following.contains(id) else { return }
      following.insert(id)
      defer { following.remove(id) }
      let (w, h) = (viewport.width, viewport.height)
      var ctm = CGAffineTransform(
        translationX: _SVGAttributes.length(element["x"], percentOf: w) ?? 0,
        y: _SVGAttributes.length(element["y"], percentOf: h) ?? 0
      ).concatenating(transform)
      guard target.name == "symbol" else {
        return try draw(target, parent: style, transform: ctm, viewport: viewport)
      }
      let symbolStyle = style.child(target, sheet: document.sheet, viewport: viewport)
      guard symbolStyle.isDisplayed else { return }
      let size = CGSize(
        width: _SVGAttributes.length(element["width"] ?? target["width"], percentOf: w) ?? w,
        height: _SVGAttributes.length(element["height"] ?? target["height"], percentOf: h) ?? h)
      var inner = viewport
      if let box = try _SVGDocument.viewBox(of: target), size.width > 0, size.height > 0 {
        ctm = _SVGAttributes.viewBoxTransform(
          box, into: size, preserveAspectRatio: target["preserveAspectRatio"]
        ).concatenating(ctm)
        inner = box.size
      }
      try group(target, transform: ctm, style: symbolStyle, viewport: inner)
    }

    /// The outline of a basic shape or path, in user space; `nil` for other elements and
    /// for shapes whose size turns them off (a rectangle of zero width, a negative radius).
    func shape(_ element: _SVGElement, viewport: CGSize, diagonal: CGFloat) -> Path? {
      let (w, h) = (viewport.width, viewport.height)
      func length(_ name: String, _ whole: CGFloat) -> CGFloat? {
        _SVGAttributes.length(element[name], percentOf: whole)
      }
      var path = Path()
      switch element.name {
      case "path":
        path = _SVGPathData.path(element["d"] ?? "")
      case "rect":
        let rect = CGRect(
          x: length("x", w) ?? 0, y: length("y", h) ?? 0, width: length("width", w) ?? 0,
          height: length("height", h) ?? 0)
        guard rect.width > 0, rect.height > 0 else { return nil }
        // A missing radius is the other one; each at most half the side.
        var rx = length("rx", w).flatMap { $0 >= 0 ? $0 : nil }
        var ry = length("ry", h).flatMap { $0 >= 0 ? $0 : nil }
        if rx == nil { rx = ry }
        if ry == nil { ry = rx }
        let radii = CGSize(
          width: min(rx ?? 0, rect.width / 2), height: min(ry ?? 0, rect.height / 2))
        if radii.width > 0 && radii.height > 0 {
          path.addRoundedRect(in: rect, cornerSize: radii)
        } else {
          path.addRect(rect)
        }
      case "circle":
        guard let r = length("r", diagonal), r > 0 else { return nil }
        let (cx, cy) = (length("cx", w) ?? 0, length("cy", h) ?? 0)
        path.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
      case "ellipse":
        guard let rx = length("rx", w), let ry = length("ry", h), rx > 0, ry > 0 else {
          return nil
        }
        let (cx, cy) = (length("cx", w) ?? 0, length("cy", h) ?? 0)
        path.addEllipse(in: CGRect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
      case "line":
        path.move(to: CGPoint(x: length("x1", w) ?? 0, y: length("y1", h) ?? 0))
        path.addLine(to: CGPoint(x: length("x2", w) ?? 0, y: length("y2", h) ?? 0))
      case "polyline", "polygon":
        // An odd number of coordinates drops the last, as SVG says.
        var numbers = _SVGAttributes.numbers(element["points"] ?? "") ?? []
        if numbers.count % 2 == 1 { numbers.removeLast() }
        guard numbers.count >= 2 else { return nil }
        path.addLines(
          stride(from: 0, to: numbers.count, by: 2).map {
            CGPoint(x: numbers[$0], y: numbers[$0 + 1])
          })
        if element.name == "polygon" { path.closeSubpath() }
      default:
        return nil
      }
      return path.isEmpty ? nil : path
    }

    /// Fills then strokes `path`.
    private mutating func paint(
      _ path: Path, style: _SVGStyle, transform: CGAffineTransform, viewport: CGSize
    ) {
      let layered = style.opacity < 1
      let below = canvas
      if layered { canvas = _SVGCanvas(width: below.width, height: below.height) }
      if let paint = resolve(
        style.fill, opacity: style.fillOpacity, style: style, path: path, transform: transform)
      {
        let polygons = _SVGGeometry.polylines(path, transform: transform).map(\.points)
        canvas.fill(polygons, isEvenOdd: style.isEvenOdd, paint: paint)
      }
      if style.strokeWidth > 0,
        let paint = resolve(
          style.stroke, opacity: style.strokeOpacity, style: style, path: path, transform: transform
        )
      {
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        // Dashes are cut along the outline in user space, finely enough for the pixels.
        let outline =
          style.dashes.isEmpty
          ? path
          : path.dashed(style.dashes, phase: style.dashOffset) { bend in
            let pieces = (bend * scale * 0.75 / _SVGGeometry.tolerance).squareRoot()
            return min(500, max(1, Int(pieces.rounded(.up))))
          }
        let polygons = _SVGGeometry.stroke(
          outline, width: style.strokeWidth, cap: style.lineCap, join: style.lineJoin,
          miterLimit: style.miterLimit, scale: scale
        ).map { $0.map { $0.applying(transform) } }
        canvas.fill(polygons, isEvenOdd: false, paint: paint)
      }
      if layered {
        let layer = canvas
        canvas = below
        canvas.composite(layer, opacity: style.opacity)
      }
    }

    /// A fill's or stroke's paint for `path`; `nil` for none.
    private func resolve(
      _ value: _SVGPaintValue, opacity: Double, style: _SVGStyle, path: Path,
      transform: CGAffineTransform
    ) -> _SVGPaint? {
      guard opacity > 0 else { return nil }
      if let color = style.resolved(value) {
        return color.alpha > 0 ? _SVGPaint(kind: .solid(color), opacity: opacity) : nil
      }
      guard case .server(let id, let fallback) = value else { return nil }
      guard let server = document.ids[id], server.name.hasSuffix("Gradient") else {
        return fallback.map { _SVGPaint(kind: .solid($0), opacity: opacity) }
      }
      return document.gradientPaint(
        server, style: style, bounds: path.boundingRect, transform: transform, opacity: opacity)
    }
  }
}
