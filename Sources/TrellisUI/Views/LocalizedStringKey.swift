import Foundation

/// The text of a `Text`, `Button` or other titled view written as a string literal, with
/// interpolation formatted as Apple's does it (a `Double` shows six decimals: "0.500000").
public struct LocalizedStringKey: Equatable, Hashable, Sendable,
  ExpressibleByStringInterpolation
{
  let text: String

  /// Creates a key from a string.
  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Builds the key's text from a literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ string: String) { text += string }
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    public mutating func appendInterpolation(_ value: Int) { text += String(value) }
    public mutating func appendInterpolation(_ value: Double) {
      text += String(format: "%lf", value)
    }
    public mutating func appendInterpolation(_ value: Float) {
      text += String(format: "%f", Double(value))
    }
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(value)
    }
  }
}
