import Foundation

/// Text edited over several lines: a vertical `TextField` or a `TextEditor`, as the host
/// measures it.
@_spi(TrellisHost) public struct _MeasuredTextArea: Hashable, Sendable {
  /// The text, or the placeholder shown while it is empty.
  @_spi(TrellisHost) public var text: String
  @_spi(TrellisHost) public var placeholder: String
  /// A `TextEditor`: drawn plain, taking the room offered; else a vertical field, which is
  /// as high as its wrapped text within its line limits.
  @_spi(TrellisHost) public var isEditor: Bool
  /// The font's place in the type ramp; `nil` for the body font.
  @_spi(TrellisHost) public var style: Font.Style?
  @_spi(TrellisHost) public var isBold = false
  /// How many lines a vertical field is high at least (`lineLimit(2...5)`'s 2,
  /// `lineLimit(3, reservesSpace: true)`'s 3); never less than one.
  @_spi(TrellisHost) public var minLines = 1
  /// How many lines it grows to before it scrolls; `nil` for no limit.
  @_spi(TrellisHost) public var maxLines: Int?

  /// What is measured: the text, or the placeholder while it is empty.
  @_spi(TrellisHost) public var shown: String { text.isEmpty ? placeholder : text }
}

/// A measurer that measures text areas itself (the terminal, in its cells). Others get
/// ``_HostMeasurer/textAreaSize(_:proposal:)``'s reckoning from their text and field sizes.
@MainActor
@_spi(TrellisHost) public protocol _TextAreaMeasuring {
  func size(of area: _MeasuredTextArea, proposal: ProposedViewSize) -> CGSize
}

extension _HostMeasurer {
  /// The size of `area` for `proposal`: a field as wide as a single-line one and as high as
  /// its text wrapped at that width (within its line limits) plus the field's frame; an
  /// editor whatever it is offered, its ideal the text's size.
  @_spi(TrellisHost) public func textAreaSize(
    _ area: _MeasuredTextArea, proposal: ProposedViewSize
  ) -> CGSize {
    if let measurer = self as? any _TextAreaMeasuring {
      return measurer.size(of: area, proposal: proposal)
    }
    let field = size(of: .textField(text: "", placeholder: ""), proposal: proposal)
    let line = measure(_MeasuredText(string: " ", style: area.style), proposal: .unspecified)
    let frame = area.isEditor ? 0 : max(0, field.height - line.size.height)
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let text = measure(
      _MeasuredText(
        string: area.shown.isEmpty ? " " : area.shown, style: area.style, isBold: area.isBold,
        lineLimit: area.isEditor ? nil : area.maxLines,
        reservedLines: area.isEditor ? 1 : area.minLines),
      proposal: ProposedViewSize(width: width, height: nil))
    if area.isEditor {
      return proposal.replacingUnspecifiedDimensions(
        by: CGSize(width: text.size.width, height: text.size.height))
    }
    return CGSize(width: width ?? max(field.width, text.size.width), height: text.size.height + frame)
  }
}

/// A vertical field or an editor: measured by the host as a ``_MeasuredTextArea``, drawn
/// as a ``_TextAreaItem`` with the caret while focused.
struct _TextAreaLayout: _Layout {
  let text: String
  let placeholder: String
  var isEditor = false

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    context.measurer.textAreaSize(measured(in: context.environment), proposal: proposal)
  }

  func measured(in environment: EnvironmentValues) -> _MeasuredTextArea {
    let style = _TextAttributes().style(in: environment)
    let lines = environment.text
    return _MeasuredTextArea(
      text: text, placeholder: placeholder, isEditor: isEditor, style: style.font,
      isBold: style.isBold, minLines: max(1, lines.reservedLines),
      maxLines: lines.lineLimit.map { max(1, $0) })
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let item = _TextAreaItem(
      text: text, placeholder: placeholder, caret: context.caret, isEditor: isEditor,
      style: _TextAttributes().style(in: context.environment))
    return [
      (
        frame,
        .control(
          _ControlItem(
            kind: .textArea(item), isEnabled: context.isEnabled, isFocused: context.isFocused))
      )
    ]
  }
}

/// A text area as its host draws it: the text (or the placeholder, dimmed), the caret
/// while it is edited (its `scrollStart` the first line shown in the last frame), and the
/// text's style.
package struct _TextAreaItem: Equatable {
  package var text: String
  package var placeholder: String
  package var caret: _Caret?
  package var isEditor: Bool
  package var style: _TextStyle
}
