import Foundation

/// The text of a `Text`, `Button` or other titled view written as a string literal, with
/// interpolation formatted as Apple's does it (a `Double` shows six decimals: "0.500000").
public struct LocalizedStringKey: Equatable, Hashable, Sendable,
  ExpressibleByStringInterpolation
{
  let text: String

  /// Creates a key from a string.
  public init(_ value: String) { text = value }
  /// Creates a key from a string literal.
  public init(stringLiteral value: String) { text = value }
  /// Creates a key from a literal with interpolations.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Builds the key's text from a literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    /// Starts an empty text, reserving room for the literal parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }
    /// Appends a literal part as written.
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// Appends a string as written.
    public mutating func appendInterpolation(_ string: String) { text += string }
    /// Appends any value as `String(describing:)` shows it.
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    /// Appends an integer in decimal, without grouping separators.
    public mutating func appendInterpolation(_ value: Int) { text += String(value) }
    /// Appends a `Double` with six decimals, as `%lf` formats it: `0.5` becomes `0.500000`.
    public mutating func appendInterpolation(_ value: Double) {
      text += String(format: "%lf", value)
    }
    /// Appends a `Float` with six decimals, as `%f` formats it.
    public mutating func appendInterpolation(_ value: Float) {
      text += String(format: "%f", Double(value))
    }
    /// Appends a text's characters; its font, colour and weight are not kept.
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
    /// Appends `value` formatted by `format`, such as `.number` or `.percent`.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(value)
    }
  }
}
