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

extension Text: View {}
