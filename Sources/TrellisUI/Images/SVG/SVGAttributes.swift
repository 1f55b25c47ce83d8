import Foundation

/// The values SVG's attributes hold: numbers and lengths, lists of them, and transforms.
enum _SVGAttributes {
  /// Numbers separated by white space and/or commas (`points`, `viewBox`, `matrix(...)`);
  /// `nil` when one is not a number.
  static func numbers(_ text: String) -> [CGFloat]? {
    var values: [CGFloat] = []
    for part in text.split(whereSeparator: { " ,\t\n\r".contains($0) }) {
      guard let value = Double(part) else { return nil }
      values.append(CGFloat(value))
    }
    return values
  }

  /// A length in user units: a number with an optional unit (`px`, `pt`, `pc`, `mm`, `cm`,
  /// `in`, `em` and `ex` at a 16-pixel font) or a percentage of `whole`.
  static func length(_ text: String?, percentOf whole: CGFloat) -> CGFloat? {
    guard var text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if text.hasSuffix("%") {
      return Double(text.dropLast()).map { CGFloat($0) / 100 * whole }
    }
    let units: [(String, CGFloat)] = [
      ("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96),
      ("em", 16), ("ex", 8),
    ]
    var factor: CGFloat = 1
    for (unit, size) in units where text.hasSuffix(unit) {
      text.removeLast(unit.count)
      factor = size
      break
    }
    return Double(text).map { CGFloat($0) * factor }
  }

  /// A transform list (`matrix`, `translate`, `scale`, `rotate` about the origin or a point,
  /// `skewX`, `skewY`), the first applied last as SVG says; `nil` when it is not valid.
  static func transform(_ text: String) -> CGAffineTransform? {
    var result = CGAffineTransform.identity
    var rest = Substring(text)
    while true {
      rest = rest.drop(while: { " ,\t\n\r".contains($0) })
      guard !rest.isEmpty else { return result }
      guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close,
        let values = numbers(String(rest[rest.index(after: open)..<close]))
      else { return nil }
      let name = rest[..<open].trimmingCharacters(in: .whitespaces)
      rest = rest[rest.index(after: close)...]
      let next: CGAffineTransform
      switch (name, values.count) {
      case ("matrix", 6):
        next = CGAffineTransform(
          a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
      case ("translate", 1), ("translate", 2):
        next = CGAffineTransform(translationX: values[0], y: values.count > 1 ? values[1] : 0)
      case ("scale", 1), ("scale", 2):
        next = CGAffineTransform(scaleX: values[0], y: values.count > 1 ? values[1] : values[0])
      case ("rotate", 1), ("rotate", 3):
        let rotation = CGAffineTransform(rotationAngle: values[0] * .pi / 180)
        if values.count == 3 {
          // About (cx, cy): there to the origin, turned, and back.
          next = CGAffineTransform(translationX: -values[1], y: -values[2])
            .concatenating(rotation)
            .concatenating(CGAffineTransform(translationX: values[1], y: values[2]))
        } else {
          next = rotation
        }
      case ("skewX", 1):
        next = CGAffineTransform(a: 1, b: 0, c: tan(values[0] * .pi / 180), d: 1, tx: 0, ty: 0)
      case ("skewY", 1):
        next = CGAffineTransform(a: 1, b: tan(values[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
      default:
        return nil
      }
      // `A B` applies B first, then A.
      result = next.concatenating(result)
    }
  }

  /// The transform that fits `viewBox` into a viewport of `size` by `preserveAspectRatio`
  /// (`none`, or an alignment such as `xMidYMid` with `meet` or `slice`).
  static func viewBoxTransform(_ viewBox: CGRect, into size: CGSize, preserveAspectRatio: String?)
    -> CGAffineTransform
  {
    var scaleX = size.width / viewBox.width
    var scaleY = size.height / viewBox.height
    let words = (preserveAspectRatio ?? "").split(separator: " ").map(String.init)
      .filter { $0 != "defer" }
    let align = words.first ?? "xMidYMid"
    var offset = CGPoint.zero
    if align != "none" {
      let scale = words.dropFirst().first == "slice" ? max(scaleX, scaleY) : min(scaleX, scaleY)
      scaleX = scale
      scaleY = scale
      let spareX = size.width - viewBox.width * scale
      let spareY = size.height - viewBox.height * scale
      offset.x = align.contains("xMid") ? spareX / 2 : align.contains("xMax") ? spareX : 0
      offset.y = align.contains("YMid") ? spareY / 2 : align.contains("YMax") ? spareY : 0
    }
    return CGAffineTransform(
      a: scaleX, b: 0, c: 0, d: scaleY, tx: offset.x - viewBox.minX * scaleX,
      ty: offset.y - viewBox.minY * scaleY)
  }
}
