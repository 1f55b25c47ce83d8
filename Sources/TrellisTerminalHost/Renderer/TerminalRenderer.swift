import Foundation
@_spi(TrellisHost) import TrellisUI

/// Draws a display list into the terminal's cell canvas: points become cells (a column is 8
/// points, a row 16), and each item is drawn the terminal's way: text in its cells, a button
/// between `[ ` and ` ]`, a checkbox's `[x]`, a field in brackets with its caret, a slider's
/// track, separators and scroll bars in box-drawing glyphs, the focused control in reverse
/// video.
@MainActor
struct _TerminalRenderer {
  let grid: _PixelGrid

  /// The screen `list` shows, and where the focused field's caret was drawn (with the first
  /// character of its text shown), if it was.
  func render(_ list: _DisplayList) -> (
    canvas: _Canvas, caret: (position: _CellPoint, scrollStart: Int)?
  ) {
    var canvas = _Canvas(size: grid.cells(CGRect(origin: .zero, size: list.size)).size)
    var caret: (position: _CellPoint, scrollStart: Int)?
    for item in list.items {
      if let drawn = draw(item, within: nil, canvas: &canvas) { caret = drawn }
    }
    return (canvas, caret)
  }

  /// Draws one item into `canvas`, within its clip and, when `area` is given, within it only
  /// (a repaint of part of the screen), under its effects (TerminalRenderer+Effects.swift);
  /// returns where a focused field drew its caret, if it did.
  func draw(_ item: _DisplayItem, within area: _CellRect?, canvas: inout _Canvas) -> (
    position: _CellPoint, scrollStart: Int
  )? {
    if let effects = item.effects {
      return draw(item, under: effects, within: area, canvas: &canvas)
    }
    return drawContent(of: item, within: area, canvas: &canvas)
  }

  /// Draws what `item` shows as laid out, its effects aside.
  func drawContent(of item: _DisplayItem, within area: _CellRect?, canvas: inout _Canvas) -> (
    position: _CellPoint, scrollStart: Int
  )? {
    canvas.clip = grid.cells(item.clip)
    if let area { canvas.clip = canvas.clip.intersection(area) }
    let bounds = grid.cells(item.frame)
    switch item.content {
    case .text(let lines, let alignment, _):
      for (row, line) in lines.enumerated() {
        Self.draw(line, alignment, in: bounds, row: row, canvas: &canvas)
      }
      shadeGradients(of: lines, alignment, in: bounds, frame: item.frame, canvas: &canvas)
    case .title(let title, let style):
      guard bounds.height > 0 else { return nil }
      let line = _TextWrapping.truncate(title, width: bounds.width)
      canvas.draw(
        line, x: bounds.x, y: bounds.y, maxWidth: bounds.width, style: Self.style(style))
    case .control(let control):
      let style = item.attributes.buttonStyle
      return Self.draw(
        control, isPlain: style == .plain || style == .borderless, in: bounds, canvas: &canvas)
    case .separator(let isVertical):
      canvas.fill(bounds, with: isVertical ? "│" : "─", style: _Canvas.Style(dim: true))
    case .scrollIndicator(let axis, let visible, let total, let offset):
      let track = axis == .vertical ? bounds.height : bounds.width
      Self.drawIndicator(
        track: track, at: _CellPoint(x: bounds.x, y: bounds.y), axis: axis._axis,
        visible: visible, total: total, offset: offset, canvas: &canvas)
    case .panel(let hasBorder):
      Self.drawPanel(bounds, hasBorder: hasBorder, canvas: &canvas)
    case .focus:
      canvas.restyle(bounds) { $0.inverse = true }
    case .symbol(let symbol):
      guard bounds.height > 0 else { return nil }
      var style = _Canvas.Style(dim: symbol.isSecondary || !symbol.isEnabled)
      style.foreground = symbol.color
      canvas.draw(symbol.glyph, x: bounds.x, y: bounds.y, maxWidth: bounds.width, style: style)
    case .shape(let shape):
      _ShapeCells(grid: grid, origin: item.frame.origin).draw(shape, canvas: &canvas)
    case .bitmap(let bitmap):
      _BitmapCells(grid: grid, frame: item.frame).draw(bitmap, canvas: &canvas)
    case .rowGroup:
      // The terminal's measurer groups no rows: its lists stay edge to edge.
      break
    case .scrollRegion:
      // Its bars are `scrollIndicator` items.
      break
    case .contentShape:
      // Read by hit testing only.
      break
    case .groupBox(let title):
      Self.drawGroupBox(bounds, title: title.map(grid.cells), canvas: &canvas)
    case .selectedRow(_, let tint):
      Self.drawSelectedRow(bounds, tint: tint, canvas: &canvas)
    case .rowBackground(let color):
      Self.drawRowBackground(bounds, color: color, canvas: &canvas)
    }
    return nil
  }

  /// The rows of the screen `item` can draw in: its frame's (and for text, as many as it
  /// has lines), within its clip.
  func rows(of item: _DisplayItem, screenRows: Int) -> Range<Int> {
    rows(frame: item.drawnFrame, clip: item.clip, lines: item.lineCount, screenRows: screenRows)
  }

  /// The columns of the screen `item` can draw in: its frame's within its clip, as every
  /// item but a shape draws inside its frame; a shape (a stroke may reach past its frame)
  /// and a panel count as all of their clip's.
  func columns(of item: _DisplayItem, screenColumns: Int) -> Range<Int> {
    // A scroll region draws nothing: its change (a list scrolled) damages no cell of its own.
    if item.drawsNothing { return 0..<0 }
    let clip = grid.cells(item.clip)
    var lower = max(clip.x, 0)
    var upper = min(clip.maxX, screenColumns)
    if !item.drawsPastFrame {
      // Moved, scaled or with a shadow, it draws where its effects put it.
      let bounds = grid.cells(item.hasEffects ? item.drawnFrame : item.frame)
      lower = max(lower, bounds.x)
      upper = min(upper, bounds.maxX)
    }
    return lower < upper ? lower..<upper : 0..<0
  }

  /// The rows of the screen an item in `frame` and `clip`, of `lines` lines of text, can draw
  /// in: only its vertical extents, as this is asked of every item when part of the screen
  /// is repainted.
  func rows(frame: CGRect, clip: CGRect, lines: Int, screenRows: Int) -> Range<Int> {
    let top = grid.count(frame.minY, along: .vertical)
    let end = max(top + grid.count(frame.height, along: .vertical), top + lines)
    let clipTop = grid.count(clip.minY, along: .vertical)
    let clipEnd = clipTop + grid.count(clip.height, along: .vertical)
    let lower = max(top, clipTop, 0)
    let upper = min(end, clipEnd, screenRows)
    return lower < upper ? lower..<upper : 0..<0
  }

  /// The cell style of a text style: the terminal has one size of type, so titles are bold
  /// and captions dim.
  static func style(_ style: _TextStyle) -> _Canvas.Style {
    var cell = _Canvas.Style()
    switch style.font {
    case .largeTitle, .title, .title2, .title3, .headline: cell.bold = true
    case .caption, .caption2, .footnote: cell.dim = true
    default: break
    }
    if style.isBold { cell.bold = true }
    if style.isItalic { cell.italic = true }
    if style.isUnderlined || style.link != nil { cell.underline = true }
    if style.isStrikethrough { cell.strikethrough = true }
    if style.isSecondary { cell.dim = true }
    if let color = style.color { cell.foreground = color }
    if !style.isEnabled { cell.dim = true }
    return cell
  }

  /// Draws a line of styled runs, one after another, lined up in `bounds` along
  /// `alignment`.
  private static func draw(
    _ line: [_StyledRun], _ alignment: TextAlignment, in bounds: _CellRect, row: Int,
    canvas: inout _Canvas
  ) {
    var x = bounds.x
    if alignment != .leading {
      let spare = bounds.width - line.reduce(0) { $0 + _DisplayWidth.of($1.string) }
      x += max(0, alignment == .center ? spare / 2 : spare)
    }
    for run in line {
      x += canvas.draw(
        run.string, x: x, y: bounds.y + row, maxWidth: bounds.maxX - x, style: style(run.style))
    }
  }

  /// Draws a control's own part; returns where a focused field drew its caret.
  private static func draw(
    _ control: _ControlItem, isPlain: Bool, in bounds: _CellRect, canvas: inout _Canvas
  ) -> (position: _CellPoint, scrollStart: Int)? {
    switch control.kind {
    case .button(let isDestructive):
      // A plain or borderless button is its label alone, reversed while focused.
      drawDecoration(
        isPlain ? .plainButton : .button, control, destructive: isDestructive, in: bounds,
        canvas: &canvas)
    case .styledButton:
      // The style's body draws the button; the focus mark goes over it.
      if !control.isEnabled { canvas.restyle(bounds) { $0.dim = true } }
    case .toggle(let isOn):
      // A tint colours the checkbox while it is checked.
      var control = control
      if !isOn { control.tint = nil }
      drawDecoration(.toggle, control, isOn: isOn, in: bounds, canvas: &canvas)
    case .toggleButton(let isOn):
      let glyphs = _TerminalGlyphs.toggleButton(isOn: isOn)
      drawDecoration(glyphs, control, in: bounds, canvas: &canvas)
      // On, its brackets are bold too (the label's items are drawn over the rest).
      if isOn {
        let ends = [
          _CellRect(x: bounds.x, y: bounds.y, width: _DisplayWidth.of(glyphs.prefix), height: 1),
          _CellRect(
            x: bounds.maxX - _DisplayWidth.of(glyphs.suffix), y: bounds.y,
            width: _DisplayWidth.of(glyphs.suffix), height: 1),
        ]
        for end in ends { canvas.restyle(end) { $0.bold = true } }
      }
    case .stepper:
      drawDecoration(.stepper, control, in: bounds, canvas: &canvas)
    case .navigationLink:
      drawDecoration(isPlain ? .plainButton : .navigationLink, control, in: bounds, canvas: &canvas)
    case .textField(let text, let placeholder, let caret):
      return drawField(
        text: text, placeholder: placeholder, caret: caret, control, in: bounds, canvas: &canvas)
    case .textArea(let area):
      return drawTextArea(area, control, in: bounds, canvas: &canvas)
    case .slider(let slider):
      guard bounds.width >= 3 else { return nil }
      let fraction = slider.fraction
      let track = bounds.width - 2
      let knob = Int((fraction * Double(track - 1)).rounded())
      var line = "├"
      for index in 0..<track { line += index == knob ? "●" : "─" }
      line += "┤"
      var style = _Canvas.Style(dim: !control.isEnabled)
      style.bold = control.isFocused
      canvas.draw(line, x: bounds.x, y: bounds.y, style: style)
      if control.isRightToLeft { canvas.mirror(bounds.row(0), glyph: _MirroredCells.mirrored) }
    case .picker(let picker):
      drawPicker(picker, control, in: bounds, canvas: &canvas)
    case .progress(let progress):
      drawProgress(progress, control, in: bounds, canvas: &canvas)
      // A bar fills from its leading end; a ring or spinner turns as it does.
      if control.isRightToLeft, progress.isLinear {
        canvas.mirror(bounds.row(0), glyph: _MirroredCells.mirrored)
      }
    case .gauge(let gauge):
      drawGauge(gauge, control, in: bounds, canvas: &canvas)
      if control.isRightToLeft, gauge.look == .linear || gauge.look == .linearCapacity {
        canvas.mirror(bounds.row(0), glyph: _MirroredCells.mirrored)
      }
    case .tabBar(let bar):
      drawTabBar(bar, control, in: bounds, canvas: &canvas)
    case .disclosure(let isExpanded):
      drawDecoration(.disclosure, control, isOn: isExpanded, in: bounds, canvas: &canvas)
    case .menu(let menu):
      drawDecoration(.menu(menu.look), control, in: bounds, canvas: &canvas)
    case .menuList(let list):
      drawMenuList(list, in: bounds, canvas: &canvas)
    }
    return nil
  }

  /// A control's decoration around its label: `[ ` and ` ]` for a button.
  private static func drawDecoration(
    _ kind: _MeasuredControl, _ control: _ControlItem, destructive: Bool = false,
    isOn: Bool = false, in bounds: _CellRect, canvas: inout _Canvas
  ) {
    drawDecoration(
      _TerminalGlyphs.decoration(of: kind, isOn: isOn), control, destructive: destructive,
      in: bounds, canvas: &canvas)
  }

  /// A control's decoration, `prefix` and `suffix`, around its label; right to left, their
  /// mirror images on the other sides (`[x] ` after the label as ` [x]`).
  private static func drawDecoration(
    _ glyphs: (prefix: String, suffix: String), _ control: _ControlItem,
    destructive: Bool = false, in bounds: _CellRect, canvas: inout _Canvas
  ) {
    let (prefix, suffix) =
      control.isRightToLeft
      ? (_MirroredCells.mirrored(glyphs.suffix), _MirroredCells.mirrored(glyphs.prefix))
      : glyphs
    var style = _Canvas.Style(dim: !control.isEnabled)
    if destructive {
      style.foreground = .red
    } else if let tint = control.tint {
      style.foreground = tint
    }
    if control.isFocused { style.inverse = true }
    canvas.draw(prefix, x: bounds.x, y: bounds.y, maxWidth: bounds.width, style: style)
    let suffixWidth = _DisplayWidth.of(suffix)
    canvas.draw(suffix, x: bounds.maxX - suffixWidth, y: bounds.y, style: style)
    if control.isFocused || !control.isEnabled {
      canvas.restyle(bounds) { cell in
        if control.isFocused { cell.inverse = true }
        if !control.isEnabled { cell.dim = true }
      }
    }
  }

  /// A field in brackets: its text (the part around the caret when it is longer than the
  /// field), or its placeholder dimmed; underlined while focused.
  private static func drawField(
    text: String, placeholder: String, caret: _Caret?, _ control: _ControlItem,
    in bounds: _CellRect, canvas: inout _Canvas
  ) -> (position: _CellPoint, scrollStart: Int)? {
    guard bounds.width >= 2 else { return nil }
    var drawn: (position: _CellPoint, scrollStart: Int)?
    var frame = _Canvas.Style(dim: !control.isEnabled)
    if control.isFocused { frame.bold = true }
    canvas.draw("[", x: bounds.x, y: bounds.y, style: frame)
    canvas.draw("]", x: bounds.maxX - 1, y: bounds.y, style: frame)
    let inner = bounds.width - 2
    var style = _Canvas.Style(underline: control.isFocused, dim: !control.isEnabled)
    if text.isEmpty {
      style.dim = true
      canvas.draw(placeholder, x: bounds.x + 1, y: bounds.y, maxWidth: inner, style: style)
      let point = _CellPoint(x: bounds.x + 1, y: bounds.y)
      if caret != nil, canvas.clip.contains(point) { drawn = (point, 0) }
    } else {
      // Unfocused, a field shows the end of a long text, where typing happens; focused, the
      // part around the caret.
      let point: _CellPoint
      let start: Int
      if _DisplayWidth.isPrintableASCII(text) {
        // A character a byte and a column: no grapheme breaking.
        let count = text.utf8.count
        let offset = min(count, caret?.offset ?? count)
        start = _FieldViewport.start(
          widths: [Int](repeating: 1, count: count), caret: offset, columns: inner,
          previous: caret?.scrollStart ?? 0)
        let shown = text.utf8.index(text.utf8.startIndex, offsetBy: start)
        canvas.draw(text[shown...], x: bounds.x + 1, y: bounds.y, maxWidth: inner, style: style)
        point = _CellPoint(x: bounds.x + 1 + offset - start, y: bounds.y)
      } else {
        let characters = Array(text)
        let widths = characters.map { _DisplayWidth.of($0) }
        let offset = min(characters.count, caret?.offset ?? characters.count)
        start = _FieldViewport.start(
          widths: widths, caret: offset, columns: inner, previous: caret?.scrollStart ?? 0)
        canvas.draw(
          String(characters[start...]), x: bounds.x + 1, y: bounds.y, maxWidth: inner,
          style: style)
        point = _CellPoint(x: bounds.x + 1 + widths[start..<offset].reduce(0, +), y: bounds.y)
      }
      if caret != nil, canvas.clip.contains(point) { drawn = (point, start) }
    }
    if control.isFocused {
      canvas.restyle(_CellRect(x: bounds.x + 1, y: bounds.y, width: inner, height: 1)) {
        $0.underline = true
      }
    }
    return drawn
  }

  /// A scroll bar: a track of `track` cells with a thumb sized and placed by the part of the
  /// content shown.
  static func drawIndicator(
    track: Int, at origin: _CellPoint, axis: _Axis, visible: Int, total: Int, offset: Int,
    canvas: inout _Canvas
  ) {
    guard track > 0, total > visible else { return }
    let thumb = min(track, max(1, track * visible / max(1, total)))
    let top = (track - thumb) * offset / max(1, total - visible)
    for step in 0..<track {
      let inThumb = step >= top && step < top + thumb
      let style = _Canvas.Style(dim: !inThumb)
      if axis == .vertical {
        canvas.draw(inThumb ? "┃" : "│", x: origin.x, y: origin.y + step, style: style)
      } else {
        canvas.draw(inThumb ? "━" : "─", x: origin.x + step, y: origin.y, style: style)
      }
    }
  }

  /// A group box: a line around it, dimmed, with a blank cell either side of its title where
  /// the title sits in the top line (`┌─ Title ───┐`).
  private static func drawGroupBox(_ bounds: _CellRect, title: _CellRect?, canvas: inout _Canvas) {
    guard bounds.width >= 2, bounds.height >= 2 else { return }
    let style = _Canvas.Style(dim: true)
    let horizontal = String(repeating: "─", count: bounds.width - 2)
    canvas.draw("┌" + horizontal + "┐", x: bounds.x, y: bounds.y, style: style)
    canvas.draw("└" + horizontal + "┘", x: bounds.x, y: bounds.maxY - 1, style: style)
    for y in (bounds.y + 1)..<(bounds.maxY - 1) {
      canvas.draw("│", x: bounds.x, y: y, style: style)
      canvas.draw("│", x: bounds.maxX - 1, y: y, style: style)
    }
    guard let title, title.width > 0, title.y == bounds.y else { return }
    let gap = max(bounds.x + 1, title.x - 1)..<min(bounds.maxX - 1, title.maxX + 1)
    for x in gap { canvas.draw(" ", x: x, y: bounds.y) }
  }

  /// A sheet's or alert's box: blank inside, with a line around (a full-screen cover's has
  /// none).
  static func drawPanel(_ bounds: _CellRect, hasBorder: Bool, canvas: inout _Canvas) {
    canvas.fill(bounds, with: " ")
    guard hasBorder, bounds.width >= 2, bounds.height >= 2 else { return }
    let horizontal = String(repeating: "─", count: bounds.width - 2)
    canvas.draw("┌" + horizontal + "┐", x: bounds.x, y: bounds.y)
    canvas.draw("└" + horizontal + "┘", x: bounds.x, y: bounds.maxY - 1)
    for y in (bounds.y + 1)..<(bounds.maxY - 1) {
      canvas.draw("│", x: bounds.x, y: y)
      canvas.draw("│", x: bounds.maxX - 1, y: y)
    }
  }
}
