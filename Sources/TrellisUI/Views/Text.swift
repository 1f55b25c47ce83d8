import Foundation

/// Read-only text. Wraps at word boundaries to the width it is offered and is cut with "…"
/// when the height runs out.
///
/// A `Text` is made of runs, each with its own style: `Text("Total: ").bold() +
/// Text(price, format: .currency(code: "EUR"))` keeps the first part bold and the second
/// plain, and a string literal's Markdown (`**bold**`, `*italic*`, code between backticks,
/// `[a link](https://example.com)`) makes runs too. A modifier on the whole text styles the
/// runs that do not set the same thing themselves.
public struct Text: Equatable, Sendable {
  /// Drawn by Trellis: the characters, wrapped to the width offered.
  public typealias Body = Never
  /// The parts of the text in reading order.
  var runs: [_TextRunSource]

  init(runs: [_TextRunSource]) { self.runs = runs }

  init(content: _TextContent) { runs = [_TextRunSource(content: content)] }

  /// Text shown as written: not looked up for localisation, and not read as Markdown.
  public init(verbatim content: String) { self.init(content: .string(content)) }

  /// Text from a string value, shown as it is (a string variable's Markdown is not parsed,
  /// as on Apple's platforms).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.init(content: .string(String(content))) }

  /// Text from a string literal, with interpolations formatted as Apple's `Text` does and the
  /// literal's Markdown (bold, italic, code, links, strikethrough) shown as styles. Trellis
  /// does not look strings up in a localisation table yet: the key is shown as written.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    runs =
      key.needsRuns ? _Markdown.runs(key.segments) : [_TextRunSource(content: .string(key.text))]
  }

  /// Joins two texts, each keeping its own style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.runs + rhs.runs)
  }

  /// The text's characters as they read now, in `environment` (its locale, for formatted
  /// dates) at `now`.
  func string(in environment: EnvironmentValues, at now: Date) -> String {
    runs.map { $0.content.string(in: environment, at: now) }.joined()
  }

  /// The text's characters, formatted for the current locale and time (what a `Text` in a
  /// button's title or a field's prompt shows).
  var content: String { string(in: EnvironmentValues(), at: Date()) }

  /// A copy with `change` applied to every run's attributes.
  func modified(_ change: (inout _TextAttributes) -> Void) -> Text {
    var copy = self
    for index in copy.runs.indices { change(&copy.runs[index].attributes) }
    return copy
  }
}

/// One part of a ``Text``: what it shows and how, as the view's code set it.
struct _TextRunSource: Equatable {
  var content: _TextContent
  var attributes = _TextAttributes()
}

/// What a run of text shows: characters, a value formatted in the environment's locale, or a
/// date that reads differently as time passes.
enum _TextContent: Equatable {
  case string(String)
  case formatted(_FormattedValue)
  case date(_DateText)

  func string(in environment: EnvironmentValues, at now: Date) -> String {
    switch self {
    case .string(let string): return string
    case .formatted(let value): return value.string(in: environment)
    case .date(let date): return date.string(in: environment, at: now)
    }
  }
}

/// How a run of text is styled by its own modifiers (and Markdown); `nil` leaves a property
/// to the enclosing text's modifiers and then to the environment.
struct _TextAttributes: Hashable {
  var font: Font?
  var isBold: Bool?
  var isItalic: Bool?
  var weight: Font.Weight?
  var design: Font.Design?
  var isMonospaced: Bool?
  var isMonospacedDigit: Bool?
  var color: Color?
  /// A gradient `foregroundStyle(_:)` set instead of a colour.
  var gradient: _GradientPaint?
  /// Shown a level below the primary foreground (`foregroundStyle(.secondary)`).
  var isSecondary: Bool?
  var underline: _TextLine?
  var strikethrough: _TextLine?
  var kerning: CGFloat?
  var tracking: CGFloat?
  var baselineOffset: CGFloat?
  var link: URL?
}

/// An underline or strikethrough: whether it is on, and its colour (`nil`: the text's).
struct _TextLine: Hashable {
  var isActive: Bool
  var color: Color?
}

extension Text: View {}
