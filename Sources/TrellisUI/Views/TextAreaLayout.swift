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
  /// The size of `area` for `proposal`, from the host's own measure when it has one.
  @_spi(TrellisHost) public func textAreaSize(
    _ area: _MeasuredTextArea, proposal: ProposedViewSize
  ) -> CGSize {
    if let measurer = self as? any _TextAreaMeasuring {
      return measurer.size(of: area, proposal: proposal)
    }
    let field = size(of: .textField(text: "", placeholder: ""), proposal: .unspecified)
    let line = measure(_MeasuredText(string: " ", style: area.style), proposal: .unspecified)
    let frame = max(0, field.height - line.size.height)
    return reckonedTextAreaSize(
      area, proposal: proposal,
      inset: area.isEditor ? .zero : CGSize(width: 0, height: frame))
  }

  /// The size of `area` reckoned from its text: a field as wide as it is offered (its
  /// text's width on one line when offered none) and as many lines high as its text wraps
  /// to within `inset`'s less width, between its line limits, plus `inset`; an editor
  /// whatever it is offered, its text's size when offered nothing.
  @_spi(TrellisHost) public func reckonedTextAreaSize(
    _ area: _MeasuredTextArea, proposal: ProposedViewSize, inset: CGSize
  ) -> CGSize {
    let shown = area.shown.isEmpty ? " " : area.shown
    let offered = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let text = measure(
      _MeasuredText(string: shown, style: area.style, isBold: area.isBold),
      proposal: ProposedViewSize(width: offered.map { max(1, $0 - inset.width) }, height: nil))
    let lineHeight = max(
      1,
      measure(
        _MeasuredText(string: " ", style: area.style, isBold: area.isBold), proposal: .unspecified
      )
      .size.height)
    var lines = max(1, Int((text.size.height / lineHeight).rounded()))
    if !area.isEditor {
      lines = max(lines, area.minLines)
      if let limit = area.maxLines { lines = min(lines, max(area.minLines, limit)) }
    }
    let size = CGSize(
      width: offered ?? (text.size.width + inset.width),
      height: CGFloat(lines) * lineHeight + inset.height)
    guard area.isEditor else {
      return CGSize(
        width: proposal.width.map { $0.isFinite ? size.width : $0 } ?? size.width,
        height: size.height)
    }
    return proposal.replacingUnspecifiedDimensions(by: size)
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
      style: _TextAttributes().style(in: context.environment),
      showsBackground: !isEditor || context.environment.scrollContentBackground != .hidden)
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
@_spi(TrellisHost) public struct _TextAreaItem: Equatable, Sendable {
  @_spi(TrellisHost) public var text: String
  @_spi(TrellisHost) public var placeholder: String
  @_spi(TrellisHost) public var caret: _Caret?
  @_spi(TrellisHost) public var isEditor: Bool
  @_spi(TrellisHost) public var style: _TextStyle
  /// Whether an editor's system background is drawn; `false` under
  /// `.scrollContentBackground(.hidden)` (a field's is always).
  @_spi(TrellisHost) public var showsBackground = true
}
