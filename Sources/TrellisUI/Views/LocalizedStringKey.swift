import Foundation

/// The text of a `Text`, `Button` or other titled view written as a string literal, with
/// interpolation formatted as Apple's does it (a `Double` shows six decimals: "0.500000").
///
/// The literal's own characters are read as Markdown when a `Text` shows them (`**bold**`,
/// `*italic*`, code between backticks, `~~struck~~`, `[a link](https://example.com)`); interpolated
/// strings are shown as they are, and an interpolated `Text` keeps its style.
public struct LocalizedStringKey: Equatable, Hashable, Sendable,
  ExpressibleByStringInterpolation
{
  /// One part of a key: the literal's characters, an interpolated value's, or a `Text`.
  enum Segment: Equatable, Sendable {
    case literal(String)
    case verbatim(String)
    case text(Text)
  }

  /// The key's characters, Markdown and all, as plain text.
  let text: String
  let segments: [Segment]

  /// Creates a key from a string.
  public init(_ value: String) {
    text = value
    segments = [.literal(value)]
  }
  /// Creates a key from a string literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// Creates a key from a literal with interpolations.
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    segments = stringInterpolation.segments
  }

  /// Whether a `Text` must parse the key's Markdown or join styled parts: false for the
  /// common key of plain words.
  var needsRuns: Bool {
    segments.contains { segment in
      switch segment {
      case .literal(let literal): return _Markdown.mayContainMarkup(literal)
      case .verbatim: return false
      case .text: return true
      }
    }
  }

  /// Whether two keys are made of the same parts (an interpolated `Text`'s style counts).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.segments == rhs.segments }
  /// Hashes the key's characters.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// Builds the key's text from a literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var segments: [Segment] = []

    /// Starts an empty text, reserving room for the literal parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }
    /// Appends a literal part as written.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      segments.append(.literal(literal))
    }
    /// Appends a string as written (its Markdown is not read).
    public mutating func appendInterpolation(_ string: String) { appendValue(string) }
    /// Appends any value as `String(describing:)` shows it.
    public mutating func appendInterpolation<T>(_ value: T) {
      appendValue(String(describing: value))
    }
    /// Appends an integer in decimal, without grouping separators.
    public mutating func appendInterpolation(_ value: Int) { appendValue(String(value)) }
    /// Appends a `Double` with six decimals, as `%lf` formats it: `0.5` becomes `0.500000`
    /// (in a `Text`, with its environment's decimal separator: `0,500000` in German).
    public mutating func appendInterpolation(_ value: Double) {
      appendInterpolation(value, specifier: value._specifier)
    }
    /// Appends a `Float` with six decimals, as `%f` formats it.
    public mutating func appendInterpolation(_ value: Float) {
      appendInterpolation(value, specifier: value._specifier)
    }
    /// Appends a number as its type's default specifier formats it (`%u` for a `UInt32`).
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      appendInterpolation(value, specifier: value._specifier)
    }
    /// Appends a number as `specifier` formats it, as `String(format:)` does: `"%.2f"` gives
    /// two decimals, `"%x"` hexadecimal. In a `Text` it is formatted when drawn, in the
    /// environment's locale.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(
      _ value: T, specifier: String
    ) {
      appendInterpolation(
        Text(
          content: .formatted(
            _FormattedValue(value, format: _SpecifierFormat(specifier: specifier)))))
    }
    /// Appends a text with its own font, colour and weight.
    public mutating func appendInterpolation(_ text: Text) {
      self.text += text.content
      segments.append(.text(text))
    }
    /// Appends `value` formatted by `format`, such as `.number` or `.percent`. In a `Text`
    /// it is formatted when drawn, in the environment's locale, as `Text(_:format:)` is.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      appendInterpolation(Text(content: .formatted(_FormattedValue(value, format: format))))
    }
    /// Appends `subject` as `formatter` writes it (nothing when it cannot).
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter
    ) {
      appendValue(formatter.string(for: subject) ?? "")
    }
    /// Appends `subject` as `formatter` writes it (nothing when it cannot).
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter
    ) {
      appendValue(formatter.string(for: subject) ?? "")
    }
    /// Appends `date` in `style`; the `.relative`, `.offset` and `.timer` styles change as
    /// time passes, as in a `Text(_:style:)`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendInterpolation(Text(date, style: style))
    }

    private mutating func appendValue(_ string: String) {
      text += string
      segments.append(.verbatim(string))
    }
  }
}
