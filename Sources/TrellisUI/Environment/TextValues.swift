import Foundation

/// How the lines of a multiline text line up with one another.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  /// Along the leading edge.
  case leading
  /// Centred.
  case center
  /// Along the trailing edge.
  case trailing
}

extension Text {
  /// Where a text too long for its room is cut, and "…" put.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start: "…end of the text".
    case head
    /// In the middle: "The st…e text".
    case middle
    /// At the end: "The start of…".
    case tail
  }

  /// A change of letter case applied to text as it is shown.
  public enum Case: Hashable, Sendable {
    /// Every letter in capitals.
    case uppercase
    /// Every letter in small letters.
    case lowercase
  }
}

/// The text settings a view's environment carries beyond the font and emphasis.
struct _TextEnvironment: Hashable {
  var lineLimit: Int?
  /// How many lines a text takes at least (`lineLimit(_:reservesSpace:)`, a range's lower
  /// bound).
  var reservedLines = 0
  var alignment = TextAlignment.leading
  var truncationMode = Text.TruncationMode.tail
  var textCase: Text.Case?
  var underline: _TextLine?
  var strikethrough: _TextLine?
  var weight: Font.Weight?
  var design: Font.Design?
  var isMonospaced = false
  var isMonospacedDigit = false
  var kerning: CGFloat?
  var tracking: CGFloat?
  /// Points added between the lines of a multiline text (`lineSpacing(_:)`).
  var lineSpacing: CGFloat = 0
  /// The least fraction of its size a text's font may shrink to before the text is cut
  /// (`minimumScaleFactor(_:)`).
  var minimumScaleFactor: CGFloat = 1
  /// Whether a text may set its letters closer before it is cut (`allowsTightening(_:)`).
  var allowsTightening = false
}

private struct TextEnvironmentKey: EnvironmentKey {
  static var defaultValue: _TextEnvironment { _TextEnvironment() }
}

extension EnvironmentValues {
  var text: _TextEnvironment {
    get { self[TextEnvironmentKey.self] }
    set { self[TextEnvironmentKey.self] = newValue }
  }

  /// The most lines a text in this view takes; `nil` for as many as it needs.
  public var lineLimit: Int? {
    get { text.lineLimit }
    set { text.lineLimit = newValue }
  }

  /// How the lines of a multiline text line up.
  public var multilineTextAlignment: TextAlignment {
    get { text.alignment }
    set { text.alignment = newValue }
  }

  /// Where a text that does not fit is cut.
  public var truncationMode: Text.TruncationMode {
    get { text.truncationMode }
    set { text.truncationMode = newValue }
  }

  /// The letter case text in this view is shown in; `nil` for as written.
  public var textCase: Text.Case? {
    get { text.textCase }
    set { text.textCase = newValue }
  }
}

extension View {
  /// Lets text in this view take at most `number` lines (`nil`: as many as it needs); the
  /// last line shown ends with "…" when there is more.
  public func lineLimit(_ number: Int?) -> some View {
    modifier(
      _EnvironmentModifier {
        $0.text.lineLimit = number
        $0.text.reservedLines = 0
      })
  }

  /// Lets text in this view take at most `limit` lines, and, when `reservesSpace`, the room of
  /// `limit` lines however few it needs.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(
      _EnvironmentModifier {
        $0.text.lineLimit = limit
        $0.text.reservedLines = reservesSpace ? limit : 0
      })
  }

  /// Lets text in this view take from `limit`'s lower bound (room kept even when empty) to its
  /// upper bound of lines.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(
      _EnvironmentModifier {
        $0.text.lineLimit = limit.upperBound
        $0.text.reservedLines = limit.lowerBound
      })
  }

  /// Lets text in this view take at least `limit`'s lower bound of lines, and as many more as
  /// it needs.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    modifier(
      _EnvironmentModifier {
        $0.text.lineLimit = nil
        $0.text.reservedLines = limit.lowerBound
      })
  }

  /// Lets text in this view take at most `limit`'s upper bound of lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    modifier(
      _EnvironmentModifier {
        $0.text.lineLimit = limit.upperBound
        $0.text.reservedLines = 0
      })
  }

  /// Lines up the lines of multiline text in this view along `alignment`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(_EnvironmentModifier { $0.text.alignment = alignment })
  }

  /// Cuts text in this view that does not fit at its `mode`: head, middle or tail.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(_EnvironmentModifier { $0.text.truncationMode = mode })
  }

  /// Shows text in this view in `textCase` (in the environment's locale); `nil` as written.
  public func textCase(_ textCase: Text.Case?) -> some View {
    modifier(_EnvironmentModifier { $0.text.textCase = textCase })
  }

  /// Underlines text in this view when `isActive`, in `color` (`nil`: the text's colour).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modifier(
      _EnvironmentModifier { $0.text.underline = _TextLine(isActive: isActive, color: color) })
  }

  /// Strikes text in this view through when `isActive`, in `color` (`nil`: the text's
  /// colour).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modifier(
      _EnvironmentModifier { $0.text.strikethrough = _TextLine(isActive: isActive, color: color) })
  }

  /// Sets the weight of text in this view (`nil` leaves each font's own).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(_EnvironmentModifier { $0.text.weight = weight })
  }

  /// Sets the font design of text in this view (`nil` leaves each font's own).
  public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(_EnvironmentModifier { $0.text.design = design })
  }

  /// Shows text in this view in its font's monospaced design when `isActive`.
  public func monospaced(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentModifier { $0.text.isMonospaced = isActive })
  }

  /// Gives the digits of text in this view one width.
  public func monospacedDigit() -> some View {
    modifier(_EnvironmentModifier { $0.text.isMonospacedDigit = true })
  }

  /// Adds `kerning` points between the characters of text in this view (shown by GTK; a
  /// terminal's cells cannot).
  public func kerning(_ kerning: CGFloat) -> some View {
    modifier(_EnvironmentModifier { $0.text.kerning = kerning })
  }

  /// Adds `tracking` points after each character of text in this view (shown by GTK; a
  /// terminal's cells cannot).
  public func tracking(_ tracking: CGFloat) -> some View {
    modifier(_EnvironmentModifier { $0.text.tracking = tracking })
  }
}
