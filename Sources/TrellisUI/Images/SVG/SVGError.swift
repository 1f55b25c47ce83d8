/// Why an SVG file could not be drawn.
@_spi(TrellisHost) public enum _SVGError: Error, Equatable, CustomStringConvertible {
  /// The file is not well-formed XML: what is wrong, and on which line.
  case malformed(String, line: Int)
  /// The root element is not `svg`.
  case notSVG(root: String)
  /// An attribute that the drawing cannot do without has a value that is not valid.
  case badAttribute(element: String, attribute: String, value: String)
  /// The image would be larger than the decoder draws.
  case tooLarge(width: Int, height: Int)

  @_spi(TrellisHost) public var description: String {
    switch self {
    case .malformed(let reason, let line):
      return "the SVG is not well-formed XML: \(reason) (line \(line))"
    case .notSVG(let root): return "the root element is <\(root)>, not <svg>"
    case .badAttribute(let element, let attribute, let value):
      return "the SVG's <\(element)> has an invalid \(attribute) \"\(value)\""
    case .tooLarge(let width, let height):
      return "the SVG would be drawn at \(width) x \(height) pixels, which is too large"
    }
  }
}
