/// A colour as a host with its own drawing sees it: one of the named colours of ``Color``
/// (`"red"`, `"primary"`, `"accent"`...), or components between 0 and 1.
@_spi(TrellisHost) public enum HostColor: Equatable {
  case named(String)
  case rgb(red: Double, green: Double, blue: Double, opacity: Double)
}

/// How a text is drawn: its weight, slant, emphasis and colour, after the environment
/// (`.font`, `.bold()`, `.foregroundStyle`, a section's header...) and `.disabled`.
@_spi(TrellisHost) public struct HostTextStyle: Equatable {
  @_spi(TrellisHost) public var bold = false
  @_spi(TrellisHost) public var italic = false
  /// Secondary text, captions, disabled text: drawn less prominent.
  @_spi(TrellisHost) public var dim = false
  @_spi(TrellisHost) public var foreground: HostColor?
  /// The font's text style (`"title"`, `"caption"`, `"body"`...), if one was set.
  @_spi(TrellisHost) public var textStyle: String?

  /// A style; by default, the body text's.
  @_spi(TrellisHost) public init(
    bold: Bool = false, italic: Bool = false, dim: Bool = false, foreground: HostColor? = nil,
    textStyle: String? = nil
  ) {
    self.bold = bold
    self.italic = italic
    self.dim = dim
    self.foreground = foreground
    self.textStyle = textStyle
  }
}

extension HostColor {
  init(_ color: Color) {
    switch color.kind {
    case .named(let name): self = .named(name)
    case .rgb(let red, let green, let blue, let opacity):
      self = .rgb(red: red, green: green, blue: blue, opacity: opacity)
    }
  }
}

extension HostElement {
  /// Identifies the element's view among those on screen across frames: the same value for
  /// as long as the view keeps its identity in the graph. A host that keeps the element
  /// keeps its identity from being reused by another view.
  @_spi(TrellisHost) public var identity: ObjectIdentifier { ObjectIdentifier(node) }

  /// How many times the view has been evaluated (its body run, or a primitive described):
  /// a host updates what it drew for the view when this changes.
  @_spi(TrellisHost) public var evaluationCount: Int { node.evaluationGeneration }

  /// Whether the view is part of a control's label (a button's title text), which the
  /// control shows itself.
  @_spi(TrellisHost) public var isInsideControl: Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.control != nil { return true }
      current = ancestor.parent
    }
    return false
  }

  /// The style of a `Text`; `nil` for other views.
  @_spi(TrellisHost) public var textStyle: HostTextStyle? {
    guard let text = node.view as? Text else { return nil }
    var cell = _Canvas.Style()
    _TextStyling.apply(node.environment, to: &cell)
    let font = text.font ?? node.environment.font
    font?.apply(to: &cell)
    if text.isBold { cell.bold = true }
    if text.isItalic { cell.italic = true }
    if let color = text.color { cell.foreground = color }
    if !node.isEnabled { cell.dim = true }
    return HostTextStyle(
      bold: cell.bold, italic: cell.italic, dim: cell.dim,
      foreground: cell.foreground.map(HostColor.init), textStyle: font.map { "\($0.style)" })
  }

  /// Whether the view is a `Divider`.
  @_spi(TrellisHost) public var isDivider: Bool { node.view is Divider }

  /// Whether a divider runs down a row (in an `HStack`) rather than across a column.
  @_spi(TrellisHost) public var isVerticalDivider: Bool {
    isDivider && node.parentStackAxis == .horizontal
  }

  /// Whether a toggle is shown as a switch (`.toggleStyle(.switch)`), not a checkbox.
  @_spi(TrellisHost) public var isSwitch: Bool { node.environment.togglesAreSwitches }

  /// A slider's range and step.
  @_spi(TrellisHost) public var sliderRange: (bounds: ClosedRange<Double>, step: Double?)? {
    if case .slider(_, let range, let step) = node.control { return (range, step) }
    return nil
  }

  /// Whether the view scrolls its content (a list, form or scroll view).
  @_spi(TrellisHost) public var isScrollContainer: Bool {
    node.scrollableLayout(along: .vertical) != nil
      || node.scrollableLayout(along: .horizontal) != nil
  }

  /// For a list or form: how many rows it has and the first one shown; `nil` for other
  /// views (a scroll view scrolls by cells and does not count rows).
  @_spi(TrellisHost) public var listRows: (total: Int, first: Int)? {
    guard case .layout(let layout) = node.layout, layout is _ListLayout else { return nil }
    if let lazy = node.lazyRows { return (lazy.count, lazy.firstVisibleIndex) }
    return (_Subviews(of: node).count, node.scrollOffset.y)
  }
}
