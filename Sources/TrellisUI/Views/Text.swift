import Foundation

/// Read-only text. Wraps at word boundaries to the width it is offered and is cut with "…"
/// when the height runs out.
public struct Text: Equatable {
  /// Drawn by Trellis: the characters, wrapped to the width offered.
  public typealias Body = Never
  var content: String
  var font: Font?
  var isBold = false
  var isItalic = false
  var color: Color?

  /// Text shown as written, not looked up for localisation.
  public init(verbatim content: String) { self.content = content }

  /// Text from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Text from a literal, with interpolations formatted as Apple's `Text` does.
  public init(_ key: LocalizedStringKey) { content = key.text }

  /// This text in `font`.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// This text, bold.
  public func bold() -> Text {
    var copy = self
    copy.isBold = true
    return copy
  }

  /// This text, bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text {
    var copy = self
    copy.isBold = isActive
    return copy
  }

  /// This text, italic.
  public func italic() -> Text {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  /// Joins two texts.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.content += rhs.content
    return joined
  }
}

extension Text: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_TextLayout(text: self)) }
}

struct _TextLayout: _Layout {
  let text: Text

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    context.measurer.measure(measured(in: context.environment), proposal: proposal).size
  }

  /// The text as the host measures it, in its font.
  func measured(in environment: EnvironmentValues) -> _MeasuredText {
    let font = text.font ?? environment.font
    let emphasis = environment.emphasis
    return _MeasuredText(
      string: text.content, style: font?.style,
      isBold: text.isBold || font?.isBold == true || emphasis.bold,
      isItalic: text.isItalic || font?.isItalic == true || emphasis.italic)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let environment = context.environment
    let lines = context.measurer.measure(
      measured(in: environment), proposal: ProposedViewSize(frame.size)
    ).lines
    return [(frame, .text(lines: lines, style: style(in: environment)))]
  }

  /// How the text is set, from the text and its environment.
  func style(in environment: EnvironmentValues) -> _TextStyle {
    let font = text.font ?? environment.font
    let emphasis = environment.emphasis
    return _TextStyle(
      font: font?.style, isBold: text.isBold || font?.isBold == true || emphasis.bold,
      isItalic: text.isItalic || font?.isItalic == true || emphasis.italic,
      isSecondary: emphasis.secondary, color: text.color ?? environment.foregroundColor,
      isEnabled: environment.isEnabled)
  }
}

/// Breaks text into lines of at most `width` columns, at spaces where it can, and cuts the
/// last line with "…" when there are more lines than `maxLines`.
enum _TextWrapping {
  static func lines(_ text: String, width: Int?, maxLines: Int?) -> [String] {
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      result += wrap(String(paragraph), width: width)
    }
    if let maxLines, maxLines >= 0, result.count > maxLines {
      result = Array(result.prefix(maxLines))
      if let last = result.indices.last {
        result[last] = truncate(result[last] + "…", width: width ?? .max)
      }
    }
    return result
  }

  private static func wrap(_ paragraph: String, width: Int?) -> [String] {
    guard let width, width > 0, _DisplayWidth.of(paragraph) > width else {
      if let width, width <= 0 { return [] }
      return [paragraph]
    }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = _DisplayWidth.of(word)
      let needed = line.isEmpty ? wordWidth : lineWidth + 1 + wordWidth
      if needed <= width {
        line += line.isEmpty ? String(word) : " " + word
        lineWidth = needed
        continue
      }
      if !line.isEmpty { lines.append(line) }
      // A word longer than the line is broken by characters.
      var rest = Substring(word)
      while _DisplayWidth.of(rest) > width {
        var piece = ""
        var pieceWidth = 0
        while let next = rest.first, pieceWidth + _DisplayWidth.of(next) <= width {
          piece.append(next)
          pieceWidth += _DisplayWidth.of(next)
          rest.removeFirst()
        }
        if piece.isEmpty { break }
        lines.append(piece)
      }
      line = String(rest)
      lineWidth = _DisplayWidth.of(rest)
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  static func truncate(_ line: String, width: Int) -> String {
    guard _DisplayWidth.of(line) > width else { return line }
    var result = ""
    var used = 0
    for character in line {
      let next = _DisplayWidth.of(character)
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }
}

extension Text: View {}
