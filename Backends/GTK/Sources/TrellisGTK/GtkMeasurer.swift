import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// Measures for the GTK host as GTK draws: text with Pango in the labels' own font (the
/// user's font and text scale, the type ramp's sizes), and controls with
/// `gtk_widget_measure` on a prototype widget of each kind, styled as the host styles its
/// windows. A point is a GTK (logical) pixel, which is the display scale's device pixels;
/// layout rounds to it.
///
/// Answers are cached: layout asks for the same text at the same width many times a pass.
@MainActor
final class GtkMeasurer: _HostMeasurer {
  let grid = _PixelGrid(pixel: CGSize(width: 1, height: 1))
  /// The prototypes' sizes, in the font and text scale of the last ``reload()``.
  private var prototypes: Prototypes
  private var cache: [TextKey: _TextMeasurement] = [:]
  /// The texts measured since the cache was last emptied (a test hook).
  var measuredTexts: [_MeasuredText] { cache.keys.map(\.text) }

  var metrics: _HostMetrics { prototypes.metrics }
  /// The natural height of a button: a list row's, near enough, for the scroll indicator.
  var rowHeight: CGFloat { prototypes.rowHeight }
  /// The label's Pango layout that sets the text.
  private var layout: OpaquePointer { prototypes.layout }

  /// How many text measurements Pango made (the cache's misses), for tests.
  private(set) var pangoMeasurements = 0
  /// How many times the measurer measured the prototypes again for new settings.
  private(set) var reloads = 0

  struct TextKey: Hashable {
    var text: _MeasuredText
    var width: CGFloat?
    var height: CGFloat?
  }

  struct Decorations {
    var button: EdgeInsets
    var toggle: EdgeInsets
    var stepper: EdgeInsets
    /// A GtkExpander's arrow and the gap before its title.
    var disclosure: EdgeInsets
  }

  /// Whether lists and forms are laid out as GNOME's boxed lists (``_RowGrouping``), as
  /// apps get them; a host made without it runs every list's rows edge to edge.
  let groupsRows: Bool

  /// Measures the prototypes once. GTK must have been initialised.
  init(groupsRows: Bool = true) {
    self.groupsRows = groupsRows
    prototypes = Prototypes(groupsRows: groupsRows)
  }

  isolated deinit {
    prototypes.destroy()
  }

  /// Measures everything again, from new prototypes, after the desktop's font or text
  /// scale changed: what was measured before does not hold.
  func reload() {
    prototypes.destroy()
    prototypes = Prototypes(groupsRows: groupsRows)
    cache.removeAll()
    lineHeights.removeAll()
    pickerSizes.removeAll()
    indicatorSizes.removeAll()
    tabBarSizes.removeAll()
    reloads += 1
  }

  /// The sizes of pickers' controls measured so far (GtkMeasurer+Picker.swift).
  var pickerSizes: [_MeasuredPicker: CGSize] = [:]
  /// The natural sizes of progress bars, spinners and level bars (GtkMeasurer+Progress.swift).
  var indicatorSizes: [WidgetKind: CGSize] = [:]
  /// The sizes of tab bars measured so far (GtkMeasurer+TabBar.swift).
  var tabBarSizes: [_MeasuredTabBar: CGSize] = [:]

  /// The natural size of `widget`, measured in the probe window (which then lets go of it).
  func measureInProbe(_ widget: GtkWidgetPointer) -> CGSize {
    prototypes.measureOnce(widget)
  }

  /// The sizes of GTK's controls in the font and text scale of the moment they were made:
  /// a window (never shown) holding a label, whose Pango layout sets the text, and one
  /// prototype of each control, measured with `gtk_widget_measure`.
  private struct Prototypes {
    let probe: GtkWidgetPointer
    /// The probe window's box, where controls are measured.
    let box: GtkWidgetPointer
    let layout: OpaquePointer
    /// The room around a label that each decorated control takes.
    let decorations: Decorations
    /// A field's and a slider's natural sizes without text.
    let fieldChrome: CGSize
    let sliderHeight: CGFloat
    let metrics: _HostMetrics
    let rowHeight: CGFloat

    @MainActor init(groupsRows: Bool) {
      probe = gtk_window_new()!
      gtk_widget_add_css_class(probe, HostStyle.windowClass)
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      self.box = box
      gtk_window_set_child(gtkCast(probe), box)
      let label = gtk_label_new(nil)!
      gtk_box_append(gtkCast(box), label)
      layout = gtk_widget_create_pango_layout(label, nil)!

      func natural(_ widget: GtkWidgetPointer) -> CGSize {
        gtk_box_append(gtkCast(box), widget)
        var size = CGSize.zero
        for orientation in [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL] {
          var minimum: Int32 = 0
          var natural: Int32 = 0
          gtk_widget_measure(widget, orientation, -1, &minimum, &natural, nil, nil)
          if orientation == GTK_ORIENTATION_HORIZONTAL {
            size.width = CGFloat(natural)
          } else {
            size.height = CGFloat(natural)
          }
        }
        return size
      }

      let sample = "Mg"
      let text = GtkMeasurer.pixelSize(layout, markup: sample, width: nil, height: nil)
      let button = natural(gtk_button_new_with_label(sample))
      let check = natural(gtk_check_button_new_with_label(sample))
      let expander = natural(gtk_expander_new(sample))
      let toggle = natural(gtk_switch_new())
      let spin = natural(gtk_spin_button_new_with_range(0, 100, 1))
      let entry = gtk_entry_new()!
      gtk_editable_set_width_chars(gtkOpaque(entry), 0)
      fieldChrome = natural(entry)
      sliderHeight =
        natural(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)).height
      let scrollbar = natural(
        gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, gtk_adjustment_new(0, 0, 1, 1, 1, 1)))

      func around(_ control: CGSize, leading: CGFloat = 0, trailing: CGFloat = 0) -> EdgeInsets {
        let vertical = max(0, control.height - text.height) / 2
        return EdgeInsets(top: vertical, leading: leading, bottom: vertical, trailing: trailing)
      }
      let buttonSides = max(0, button.width - text.width) / 2
      let checkIndicator = max(0, check.width - text.width)
      // The host shows a toggle as a check button (its indicator before the title) or, with
      // the switch style, as its title and a switch 8 points after it: the decoration makes
      // room for either.
      let switchRoom = 8 + toggle.width
      decorations = Decorations(
        button: around(button, leading: buttonSides, trailing: buttonSides),
        toggle: around(
          CGSize(width: 0, height: max(check.height, toggle.height)), leading: checkIndicator,
          trailing: max(0, switchRoom - checkIndicator)),
        // The title, then 4 points and the spin button (or the − and + buttons).
        stepper: around(
          CGSize(width: 0, height: max(spin.height, button.height)),
          trailing: 4 + max(spin.width, 2 * (button.width - text.width) + 40)),
        // The expander's arrow and its gap before the title: also how far a group's content
        // is indented, so that it lines up with the title.
        disclosure: around(expander, leading: max(0, expander.width - text.width)))

      let row = button.height
      var metrics = _HostMetrics(
        defaultSpacing: CGSize(width: 8, height: 8),
        scrollIndicator: CGSize(width: scrollbar.width, height: scrollbar.width),
        separator: CGSize(width: 1, height: 1), sectionSpacing: 16,
        listIdealSize: CGSize(width: 320, height: 10 * row),
        hostedViewIdealSize: CGSize(width: 240, height: 3 * row),
        fillIdealSize: CGSize(width: 10, height: 10),
        presentationMargin: CGSize(width: 24, height: 24),
        presentationBorder: CGSize(width: 12, height: 12),
        presentationMinimum: CGSize(width: 200, height: 2 * row),
        // The header bar shows a navigation stack's title and back button: its own bar
        // takes no room.
        navigationBarHeight: 0, navigationBarSpacing: 8,
        // Lists and forms as GNOME's boxed lists: boxes 12 points in from the edges, each
        // row's content 12 points in from the box's sides and 8 from the lines between rows
        // (the padding of GTK's own rich-list rows: a line of text makes a 32-point row).
        rowGrouping: groupsRows
          ? _RowGrouping(
            margins: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12),
            rowInsets: EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12), headerSpacing: 6)
          : nil)
      // GTK's spinner and pulsing bar move by themselves: layout need not draw each frame.
      metrics.animatesIndeterminateProgress = true
      // Toolbar items go to the header bar and a bar at the bottom (HeaderBar+Toolbar.swift).
      metrics.showsToolbarsInChrome = true
      // A split view's divider is a GtkPaned's thin handle.
      metrics.navigationSplit.divider = 1
      // Date pickers are GTK's calendar, a menu button and an entry (HostedWidget+DatePicker).
      let menuButton = gtk_menu_button_new()!
      gtk_menu_button_set_label(gtkOpaque(menuButton), sample)
      metrics.nativeDatePickers = _NativeDatePickerMetrics(
        calendar: natural(gtk_calendar_new()),
        timeFields: natural(HostedWidget.makeTimeFields().box),
        buttonIndicatorWidth: max(0, natural(menuButton).width - button.width), spacing: 8)
      // A colour picker's control is GTK's colour button (HostedWidget+ColorButton.swift).
      metrics.nativeColorWell = natural(HostedWidget.makeColorButton())
      self.metrics = metrics
      rowHeight = max(1, row)
    }

    /// The natural size of `widget`, measured inside the probe window, which then lets go
    /// of it.
    @MainActor func measureOnce(_ widget: GtkWidgetPointer) -> CGSize {
      gtk_box_append(gtkCast(box), widget)
      var size = CGSize.zero
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      size.width = CGFloat(natural)
      gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
      size.height = CGFloat(natural)
      gtk_box_remove(gtkCast(box), widget)
      return size
    }

    @MainActor func destroy() {
      g_object_unref(UnsafeMutableRawPointer(layout))
      gtk_window_destroy(gtkCast(probe))
    }
  }

  // MARK: Text

  func measure(_ text: _MeasuredText, proposal: ProposedViewSize) -> _TextMeasurement {
    let key = TextKey(
      text: text, width: proposal.width.flatMap { $0.isFinite ? $0 : nil },
      height: proposal.height.flatMap { $0.isFinite ? $0 : nil })
    if let known = cache[key] { return known }
    if let width = key.width {
      // A width the text's own line fits in sets it as it is. Pango may break a line at the
      // very width it reported for it (with letter spacing), and a frame made from that width
      // must show the text whole.
      let own = measure(text, proposal: ProposedViewSize(width: nil, height: key.height))
      if own.size.width <= width {
        cache[key] = own
        return own
      }
    }
    if let height = key.height {
      // Likewise a height its lines fit in: counting lines of the font's "Mg" could find
      // fewer in it than lines of taller scripts (Devanagari, CJK, emoji) need.
      let free = measure(text, proposal: ProposedViewSize(width: key.width, height: nil))
      if free.size.height <= height {
        cache[key] = free
        return free
      }
    }
    var (measured, isCut) = shape(text, in: key)
    // `minimumScaleFactor` and `allowsTightening`: a text that would be cut is set smaller or
    // tighter when that makes it fit (GtkMeasurer+TextFitting.swift).
    if isCut, let fitted = fitted(text, in: key) { measured = fitted }
    // A bound on what a long session keeps: the working set of a window is far smaller.
    if cache.count > 8192 { cache.removeAll(keepingCapacity: true) }
    cache[key] = measured
    return measured
  }

  /// `text` set by Pango within `key`'s width and height, as it is (at its own size and
  /// letter spacing), and whether it was cut with "…" to fit them.
  func shape(_ text: _MeasuredText, in key: TextKey) -> (_TextMeasurement, isCut: Bool) {
    pangoMeasurements += 1
    // A limit counts the lines of every paragraph together, as the label counts them.
    var shaped = text
    if let limit = text.lineLimit, text.string.contains(where: \.isNewline) {
      shaped.string = TextMarkup.oneParagraph(text.string)
      if let end = cut(markup: TypeRamp.markup(shaped), width: key.width, lines: limit) {
        shaped.string = Self.cut(shaped.string, atUTF8: end)
      }
    }
    let markup = TypeRamp.markup(shaped)
    let ellipsis = Self.ellipsis(text, lines: lineLimit(text, height: key.height))
    var size = Self.pixelSize(
      layout, markup: markup, width: key.width, height: key.height,
      lineLimit: text.lineLimit, ellipsis: ellipsis, spacing: text.lineSpacing)
    let isCut = pango_layout_is_ellipsized(layout) != 0 || shaped.string != text.string
    var lines = lines(of: shaped.string, ellipsis: ellipsis)
    if text.reservedLines > lines.count {
      // `lineLimit(_:reservesSpace:)`: as high as that many lines, however few it needs
      // (within the height offered).
      let reserved = reservedHeight(text)
      size.height = max(size.height, key.height.map { min($0, reserved) } ?? reserved)
      while lines.count < text.reservedLines { lines.append("") }
    }
    return (_TextMeasurement(size: size, lines: lines), isCut)
  }

  /// The most lines `text` shows within `height`: its limit, or fewer when the frame holds
  /// fewer; `nil` when neither bounds it.
  private func lineLimit(_ text: _MeasuredText, height: CGFloat?) -> Int? {
    let fits = height.map { height in
      var sample = text
      sample.string = "Mg"
      sample.lineLimit = nil
      sample.reservedLines = 0
      return lineCount(
        sampleMarkup: TypeRamp.markup(sample), height: height, spacing: text.lineSpacing)
    }
    switch (text.lineLimit, fits) {
    case (let limit?, let fits?): return min(max(1, limit), fits)
    case (let limit?, nil): return max(1, limit)
    case (nil, let fits): return fits
    }
  }

  /// Where Pango cuts a text that shows at most `lines` lines: `.head` and `.middle` cut a
  /// single line at its start or middle; a text of more lines is cut at the end of its last
  /// one, as the terminal host does.
  static func ellipsis(_ text: _MeasuredText, lines: Int?) -> PangoEllipsizeMode {
    guard lines == 1 else { return PANGO_ELLIPSIZE_END }
    switch text.truncationMode {
    case .head: return PANGO_ELLIPSIZE_START
    case .middle: return PANGO_ELLIPSIZE_MIDDLE
    case .tail: return PANGO_ELLIPSIZE_END
    @unknown default: return PANGO_ELLIPSIZE_END
    }
  }

  /// The height of `text.reservedLines` lines in the text's font.
  private func reservedHeight(_ text: _MeasuredText) -> CGFloat {
    let sample = Array(repeating: "Mg", count: max(1, text.reservedLines)).joined(separator: "\n")
    var blank = text
    blank.string = sample
    blank.lineLimit = nil
    blank.reservedLines = 0
    return Self.pixelSize(
      layout, markup: TypeRamp.markup(blank), width: nil, height: nil,
      spacing: text.lineSpacing
    ).height
  }

  /// The size of `markup` set in `layout`: wrapped at word (else character) boundaries
  /// within `width`, at most `lineLimit` lines a paragraph (Pango counts a limit per
  /// paragraph, as a `GtkLabel`'s `lines` does: a limited text is given as one paragraph,
  /// ``TextMarkup/oneParagraph(_:)``), and cut with "…" (where `ellipsis` says)
  /// at the last line that fits `height`, its lines `spacing` points apart
  /// (`lineSpacing(_:)`); whole pixels, rounded up so that the label is never narrower than
  /// its text.
  fileprivate static func pixelSize(
    _ layout: OpaquePointer, markup: String, width: CGFloat?, height: CGFloat?,
    lineLimit: Int? = nil, ellipsis: PangoEllipsizeMode = PANGO_ELLIPSIZE_END,
    spacing: CGFloat = 0
  ) -> CGSize {
    pango_layout_set_markup(layout, markup, -1)
    // Pango puts `spacing` between lines only, none after the last, as Apple's text does.
    pango_layout_set_spacing(layout, pangoUnits(spacing))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_width(layout, width.map { Int32(max(0, $0) * CGFloat(PANGO_SCALE)) } ?? -1)
    let bounded = height != nil || lineLimit != nil
    pango_layout_set_ellipsize(layout, bounded ? ellipsis : PANGO_ELLIPSIZE_NONE)
    func extents() -> CGSize {
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, &ink, &logical)
      let scale = CGFloat(PANGO_SCALE)
      return CGSize(
        width: (CGFloat(logical.width) / scale).rounded(.up),
        height: (CGFloat(logical.height) / scale).rounded(.up))
    }
    if let lineLimit {
      pango_layout_set_height(layout, -Int32(max(1, lineLimit)))
      let limited = extents()
      // The frame may hold fewer lines than the limit: then its height cuts the text.
      guard let height, limited.height > height else { return limited }
    }
    pango_layout_set_height(
      layout, height.map { Int32(max(0, $0) * CGFloat(PANGO_SCALE)) } ?? -1)
    return extents()
  }

  /// Where a text of several paragraphs, set as `markup` in one paragraph
  /// (``TextMarkup/oneParagraph(_:)``), is cut to show at most `lines` lines within `width`:
  /// the UTF-8 offset in its text of the end of its last line; `nil` when it shows whole.
  /// Pango cuts the last line it shows only when that line is too wide, so a line separator
  /// on it would show nothing of the paragraphs after it: the caller cuts the text there and
  /// marks the cut with "…".
  func cut(markup: String, width: CGFloat?, lines: Int) -> Int? {
    pango_layout_set_markup(layout, markup, -1)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_width(layout, width.map { Int32(max(0, $0) * CGFloat(PANGO_SCALE)) } ?? -1)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    pango_layout_set_height(layout, -1)
    guard lines > 0, Int(pango_layout_get_line_count(layout)) > lines,
      let last = pango_layout_get_line_readonly(layout, Int32(lines - 1))
    else { return nil }
    return Int(last.pointee.start_index + last.pointee.length)
  }

  /// `string` up to its UTF-8 offset `end`, without the line break or spaces before it, and
  /// "…".
  static func cut(_ string: String, atUTF8 end: Int) -> String {
    let utf8 = Array(string.utf8)
    var kept = String(decoding: utf8[..<min(end, utf8.count)], as: UTF8.self)
    while let last = kept.last, last.isNewline || last.isWhitespace { kept.removeLast() }
    return kept + "…"
  }

  /// The lines the layout set last, as text; the last one ends in "…" when Pango cut it.
  private func lines(of string: String, ellipsis: PangoEllipsizeMode = PANGO_ELLIPSIZE_END)
    -> [String]
  {
    let utf8 = Array(string.utf8)
    let count = Int(pango_layout_get_line_count(layout))
    var lines: [String] = []
    for index in 0..<count {
      guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
      let start = max(0, min(utf8.count, Int(line.pointee.start_index)))
      let end = max(start, min(utf8.count, start + Int(line.pointee.length)))
      var text = String(decoding: utf8[start..<end], as: UTF8.self)
      while text.last?.isNewline == true { text.removeLast() }
      lines.append(text)
    }
    // A line Pango cut shows "…" in place of the characters it left out: the line is what
    // a host draws, so it says that, not the text the line was set from.
    if pango_layout_is_ellipsized(layout) != 0, let cut = ellipsizedRange(),
      let line = pango_layout_get_line_readonly(layout, Int32(count - 1)), !lines.isEmpty
    {
      let start = max(0, min(utf8.count, Int(line.pointee.start_index)))
      let end = max(start, min(utf8.count, start + Int(line.pointee.length)))
      // Whole characters only: without a font for a script, Pango may cut inside a cluster
      // (a Devanagari conjunct before its vowel sign); "…" stands for all of it.
      let (lower, upper) = Self.wholeCharacters(
        of: utf8[start..<end], from: max(start, min(end, cut.lowerBound)),
        to: max(start, min(end, cut.upperBound)))
      var shown =
        String(decoding: utf8[start..<lower], as: UTF8.self) + "…"
        + String(decoding: utf8[upper..<end], as: UTF8.self)
      while shown.last?.isNewline == true { shown.removeLast() }
      lines[lines.count - 1] = shown
    }
    return lines
  }

  /// `lower..<upper`, offsets in `bytes` (a UTF-8 slice), widened to the boundaries of the
  /// characters they cut into.
  static func wholeCharacters(of bytes: ArraySlice<UInt8>, from lower: Int, to upper: Int)
    -> (lower: Int, upper: Int)
  {
    guard lower < upper else { return (lower, upper) }
    var boundary = bytes.startIndex
    var widened = (lower: bytes.startIndex, upper: bytes.endIndex)
    for character in String(decoding: bytes, as: UTF8.self) {
      if boundary <= lower { widened.lower = boundary }
      let next = boundary + character.utf8.count
      if next >= upper, widened.upper == bytes.endIndex { widened.upper = next }
      boundary = next
    }
    if lower >= boundary { widened.lower = boundary }
    return (min(widened.lower, lower), max(min(widened.upper, bytes.endIndex), upper))
  }

  /// The bytes of the layout's text that Pango's "…" stands for, if it cut the text.
  private func ellipsizedRange() -> Range<Int>? {
    guard let iterator = pango_layout_get_iter(layout) else { return nil }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      if let run = pango_layout_iter_get_run_readonly(iterator) {
        let item = run.pointee.item.pointee
        if Int32(item.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0 {
          return Int(item.offset)..<Int(item.offset + item.length)
        }
      }
    } while pango_layout_iter_next_run(iterator) != 0
    return nil
  }

  /// How many lines of a text whose one line is `sampleMarkup` a frame `height` points high
  /// holds (at least one). Lines of a paragraph are a little closer than a lone line is
  /// high, so a frame a quarter of a line short of the next line still holds it.
  func lineCount(sampleMarkup: String, height: CGFloat, spacing: CGFloat = 0) -> Int {
    let line = lineHeight(sampleMarkup: sampleMarkup)
    // `n` lines take `n` line heights and the `n - 1` gaps between them.
    let gap = max(0, spacing)
    return max(1, Int(((height + gap) / (line + gap) + 0.25).rounded(.down)))
  }

  /// The height of one line set with the ramp's `attributes`.
  private func lineHeight(_ attributes: [String]) -> CGFloat {
    lineHeight(
      sampleMarkup: attributes.isEmpty
        ? "Mg" : "<span \(attributes.joined(separator: " "))>Mg</span>")
  }

  /// The height of one line set as `sampleMarkup` (a line of "Mg" in a text's whole font:
  /// its ramp style, a size in points, a family…), measured once per markup.
  private func lineHeight(sampleMarkup: String) -> CGFloat {
    if let known = lineHeights[sampleMarkup] { return known }
    let height = max(
      1, Self.pixelSize(layout, markup: sampleMarkup, width: nil, height: nil).height)
    lineHeights[sampleMarkup] = height
    return height
  }

  private var lineHeights: [String: CGFloat] = [:]

  // MARK: Symbols

  /// A symbol is a square icon about as tall as a line of its text: nine tenths of the
  /// line for `.medium`, smaller or larger for the other scales. Its font's size, when it
  /// has one, stands for the line (a line is about 1.2 times the size).
  func size(of symbol: _MeasuredSymbol) -> CGSize {
    let line =
      symbol.pointSize.map { $0 * 1.2 }
      ?? lineHeight(
        TypeRamp.attributes(TypeRamp.textStyle(symbol.style), bold: false, italic: false))
    let factor: CGFloat
    switch symbol.scale {
    case .small: factor = 0.7
    case .medium: factor = 0.9
    case .large: factor = 1.15
    }
    let side = max(8, (line * factor).rounded())
    return CGSize(width: side, height: side)
  }

  // MARK: Controls

  func decoration(of control: _MeasuredControl) -> EdgeInsets {
    switch control {
    case .button, .plainButton, .navigationLink: return prototypes.decorations.button
    case .toggle: return prototypes.decorations.toggle
    case .stepper: return prototypes.decorations.stepper
    case .disclosure: return prototypes.decorations.disclosure
    case .menu(let look):
      // A menu button's arrow after its title, and the gap before it.
      var insets = prototypes.decorations.button
      if look.showsIndicator { insets.trailing += 22 }
      return insets
    case .textField, .slider, .picker, .progress, .gauge, .tabBar, .menuList: return EdgeInsets()
    }
  }

  func size(of control: _MeasuredControl, proposal: ProposedViewSize) -> CGSize {
    switch control {
    case .picker(let picker):
      return size(of: picker)
    case .progress(let progress):
      return size(of: progress, proposal: proposal)
    case .gauge(let look):
      return size(of: look, proposal: proposal)
    case .tabBar(let bar):
      return size(of: bar)
    case .textField(let text, let placeholder):
      // A field takes the width it is offered; offered none, its text's or placeholder's.
      let height = prototypes.fieldChrome.height
      if let width = proposal.width { return CGSize(width: max(width, 0), height: height) }
      let longest =
        [text, placeholder].map {
          measure(_MeasuredText(string: $0), proposal: .unspecified).size.width
        }
        .max() ?? 0
      return CGSize(width: prototypes.fieldChrome.width + longest + 2, height: height)
    case .slider:
      return CGSize(
        width: proposal.width.map { max($0, 0) } ?? 200, height: prototypes.sliderHeight)
    case .button, .plainButton, .toggle, .stepper, .navigationLink, .disclosure, .menu:
      return CGSize(width: proposal.width ?? 0, height: prototypes.decorations.button.top * 2)
    case .menuList:
      // GTK shows an open menu in a popover of its own.
      return .zero
    }
  }
}
