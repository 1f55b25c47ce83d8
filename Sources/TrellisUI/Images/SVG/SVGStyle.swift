import Foundation

/// How an SVG shape's inside or outline is painted.
enum _SVGPaintValue: Equatable {
  case none
  case color(_SVGColor)
  case currentColor
  /// A gradient by its id, and what to paint when there is no such gradient.
  case server(id: String, fallback: _SVGColor?)

  init?(css text: String) {
    let text = text.trimmingCharacters(in: .whitespaces)
    if text == "none" {
      self = .none
    } else if text == "currentColor" || text.lowercased() == "currentcolor" {
      self = .currentColor
    } else if text.hasPrefix("url("), let close = text.firstIndex(of: ")") {
      var reference = text[text.index(text.startIndex, offsetBy: 4)..<close]
        .trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
      guard reference.hasPrefix("#") else { return nil }
      reference.removeFirst()
      let fallback = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
      self = .server(
        id: reference,
        fallback: fallback.isEmpty || fallback == "none" ? nil : _SVGColor(css: fallback))
    } else if let color = _SVGColor(css: text) {
      self = .color(color)
    } else {
      return nil
    }
  }
}

/// The properties an element is drawn with: the inherited ones from its parent, replaced by
/// its presentation attributes, then by the style sheet's rules that match it, then by its
/// `style` attribute. `opacity` and `display` are the element's own (not inherited).
struct _SVGStyle {
  var fill = _SVGPaintValue.color(.black)
  var fillOpacity = 1.0
  var isEvenOdd = false
  var stroke = _SVGPaintValue.none
  var strokeOpacity = 1.0
  /// In user units; a percentage is of the viewport's normalised diagonal.
  var strokeWidth: CGFloat = 1
  var lineCap = CGLineCap.butt
  var lineJoin = CGLineJoin.miter
  var miterLimit: CGFloat = 4
  /// `stroke-dasharray`'s lengths (empty for a solid stroke) and `stroke-dashoffset`.
  var dashes: [CGFloat] = []
  var dashOffset: CGFloat = 0
  /// `clip-rule`: how a clip path's shapes decide what is inside.
  var isClipEvenOdd = false
  /// The ids of the `clipPath` and `mask` (`clip-path="url(#id)"`, `mask="url(#id)"`) that
  /// the element is drawn through; neither is inherited.
  var clipPath: String?
  var mask: String?
  var color = _SVGColor.black
  var isVisible = true
  // Not inherited.
  var opacity = 1.0
  var isDisplayed = true
  var stopColor: _SVGPaintValue = .color(.black)
  var stopOpacity = 1.0

  /// The style of `element`, a child of an element drawn with `self`.
  func child(
    _ element: _SVGElement, sheet: _SVGStyleSheet, viewport: CGSize
  ) -> _SVGStyle {
    var style = self
    style.opacity = 1
    style.isDisplayed = true
    style.clipPath = nil
    style.mask = nil
    style.stopColor = .color(.black)
    style.stopOpacity = 1
    for (name, value) in element.attributes { style.apply(name, value, viewport: viewport) }
    for (name, value) in sheet.declarations(for: element) {
      style.apply(name, value, viewport: viewport)
    }
    if let inline = element["style"] {
      for (name, value) in _SVGStyleSheet.declarations(inline) {
        style.apply(name, value, viewport: viewport)
      }
    }
    return style
  }

  /// Sets the property `name` to `value`; an invalid value or `inherit` leaves what is there
  /// (the inherited value), as CSS drops a declaration it cannot read.
  private mutating func apply(_ name: String, _ value: String, viewport: CGSize) {
    let value = value.trimmingCharacters(in: .whitespaces)
    guard value != "inherit" else { return }
    // Lengths that are neither widths nor heights are percentages of this.
    var diagonal: CGFloat {
      (viewport.width * viewport.width + viewport.height * viewport.height).squareRoot()
        / CGFloat(2).squareRoot()
    }
    func unit(_ text: String) -> Double? {
      let number = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
      return number.map { min(max($0, 0), 1) }
    }
    switch name {
    case "fill": fill = _SVGPaintValue(css: value) ?? fill
    case "stroke": stroke = _SVGPaintValue(css: value) ?? stroke
    case "fill-opacity": fillOpacity = unit(value) ?? fillOpacity
    case "stroke-opacity": strokeOpacity = unit(value) ?? strokeOpacity
    case "opacity": opacity = unit(value) ?? opacity
    case "stop-opacity": stopOpacity = unit(value) ?? stopOpacity
    case "stop-color": stopColor = _SVGPaintValue(css: value) ?? stopColor
    case "fill-rule":
      if value == "evenodd" || value == "nonzero" { isEvenOdd = value == "evenodd" }
    case "stroke-width":
      if let width = _SVGAttributes.length(value, percentOf: diagonal), width >= 0 {
        strokeWidth = width
      }
    case "stroke-dasharray":
      if value == "none" {
        dashes = []
      } else {
        let lengths = value.split(whereSeparator: { " ,\t\n\r".contains($0) }).map {
          _SVGAttributes.length(String($0), percentOf: diagonal)
        }
        // A negative or unreadable length makes the whole list invalid.
        if !lengths.isEmpty, lengths.allSatisfy({ ($0 ?? -1) >= 0 }) {
          dashes = lengths.compactMap { $0 }
        }
      }
    case "stroke-dashoffset":
      dashOffset = _SVGAttributes.length(value, percentOf: diagonal) ?? dashOffset
    case "clip-rule":
      if value == "evenodd" || value == "nonzero" { isClipEvenOdd = value == "evenodd" }
    case "clip-path": clipPath = Self.reference(value)
    case "mask": mask = Self.reference(value)
    case "stroke-linecap":
      let caps: [String: CGLineCap] = ["butt": .butt, "round": .round, "square": .square]
      lineCap = caps[value] ?? lineCap
    case "stroke-linejoin":
      let joins: [String: CGLineJoin] = [
        "miter": .miter, "miter-clip": .miter, "arcs": .miter, "round": .round, "bevel": .bevel,
      ]
      lineJoin = joins[value] ?? lineJoin
    case "stroke-miterlimit":
      if let limit = Double(value), limit >= 1 { miterLimit = CGFloat(limit) }
    case "color": color = _SVGColor(css: value) ?? color
    case "visibility":
      if value == "visible" || value == "hidden" || value == "collapse" {
        isVisible = value == "visible"
      }
    case "display": isDisplayed = value != "none"
    default: break
    }
  }

  /// The id in `url(#id)`; `nil` for `none` and anything else.
  private static func reference(_ value: String) -> String? {
    guard case .server(let id, _) = _SVGPaintValue(css: value) else { return nil }
    return id
  }

  /// `paint`'s colour, or `nil` for none and for a gradient (which the caller resolves).
  func resolved(_ paint: _SVGPaintValue) -> _SVGColor? {
    switch paint {
    case .none, .server: return nil
    case .color(let color): return color
    case .currentColor: return color
    }
  }
}

/// The rules of an SVG file's `style` elements, for simple selectors: `*`, an element
/// name, `.class`, `#id`, and a name with classes or an id (`rect.cls-1`), in lists
/// separated by commas. Rules with other selectors (descendants, attributes, pseudo-classes)
/// are left out; later rules and more specific selectors win, as in CSS.
struct _SVGStyleSheet {
  private struct Rule {
    var element: String?
    var id: String?
    var classes: [String]
    var specificity: Int
    var order: Int
    var declarations: [(String, String)]
  }

  private var rules: [Rule] = []

  init() {}

  /// The rules of every `style` element in `root`.
  init(root: _SVGElement) {
    for text in Self.styleTexts(in: root) { add(text) }
  }

  private static func styleTexts(in element: _SVGElement) -> [String] {
    (element.name == "style" ? [element.text] : []) + element.children.flatMap(styleTexts)
  }

  private mutating func add(_ css: String) {
    var text = css
    // Comments out.
    while let start = text.range(of: "/*") {
      let end =
        text.range(of: "*/", range: start.upperBound..<text.endIndex)?.upperBound ?? text.endIndex
      text.removeSubrange(start.lowerBound..<end)
    }
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let selectors = rest[..<open]
      let body = String(rest[rest.index(after: open)..<close])
      rest = rest[rest.index(after: close)...]
      if selectors.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("@") { continue }
      let declarations = Self.declarations(body)
      for selector in selectors.split(separator: ",") {
        let selector = selector.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !selector.isEmpty, !selector.contains(where: { " >+~:[".contains($0) }) else {
          continue
        }
        var rule = Rule(
          element: nil, id: nil, classes: [], specificity: 0, order: rules.count,
          declarations: declarations)
        var scanner = Substring(selector)
        var kind: Character = " "
        while !scanner.isEmpty {
          if scanner.first == "." || scanner.first == "#" {
            kind = scanner.removeFirst()
          }
          let name = scanner.prefix(while: { $0 != "." && $0 != "#" })
          scanner = scanner.dropFirst(name.count)
          switch kind {
          case ".":
            rule.classes.append(String(name))
            rule.specificity += 10
          case "#":
            rule.id = String(name)
            rule.specificity += 100
          default:
            if name != "*" {
              rule.element = String(name)
              rule.specificity += 1
            }
          }
          kind = " "
        }
        rules.append(rule)
      }
    }
  }

  /// The declarations of `element`'s matching rules, least specific first.
  func declarations(for element: _SVGElement) -> [(String, String)] {
    guard !rules.isEmpty else { return [] }
    let classes = Set((element["class"] ?? "").split(separator: " ").map(String.init))
    return
      rules
      .filter { rule in
        (rule.element == nil || rule.element == element.name)
          && (rule.id == nil || rule.id == element["id"])
          && rule.classes.allSatisfy(classes.contains)
      }
      .sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
      .flatMap(\.declarations)
  }

  /// `name: value` pairs separated by semicolons (`!important` ignored).
  static func declarations(_ text: String) -> [(String, String)] {
    text.split(separator: ";").compactMap { declaration in
      guard let colon = declaration.firstIndex(of: ":") else { return nil }
      let name = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
      let value = declaration[declaration.index(after: colon)...]
        .replacingOccurrences(of: "!important", with: "")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      return name.isEmpty ? nil : (name, value)
    }
  }
}
