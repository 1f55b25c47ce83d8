import Foundation

/// One positioned thing a host shows, in points: what layout hands a host. A host draws it
/// its own way (the terminal in cells, with brackets around a button; GTK as a native
/// widget); nothing here is in cells or glyphs.
@_spi(TrellisHost) public struct _DisplayItem: Equatable, Sendable {
  /// The node that made the item, and which of its items this is: the same view keeps its
  /// identity from frame to frame, so a host can tell what changed.
  @_spi(TrellisHost) public let id: _DisplayItemID
  /// Where the item is, in points.
  @_spi(TrellisHost) public var frame: CGRect
  /// The part of the screen it can be seen in (a scroll view's or list's viewport).
  @_spi(TrellisHost) public var clip: CGRect
  /// What it shows, in one immutable box that the item's copies share. Each frame's list
  /// copies the items it keeps from the last one (and keeps them for the next), so a copy
  /// costs one reference rather than one for every string and array in the content.
  private var shown: _ShownContent

  package init(
    id: _DisplayItemID, frame: CGRect, clip: CGRect, content: _DisplayContent,
    attributes: _DisplayAttributes = .none, effects: HostEffects? = nil
  ) {
    self.id = id
    self.frame = frame
    self.clip = clip
    shown = _ShownContent(content: content, attributes: attributes, effects: effects)
  }

  @_spi(TrellisHost) public var content: _DisplayContent {
    get { shown.content }
    set {
      shown = _ShownContent(
        content: newValue, attributes: shown.attributes, effects: shown.effects)
    }
  }

  /// The render effects around the view that made it (`opacity`, `scaleEffect`,
  /// `rotationEffect`, `shadow`, colour filters...); `nil` when there are none. Its frame
  /// is where layout put it; the effects say where and how it is drawn.
  @_spi(TrellisHost) public var effects: HostEffects? {
    get { shown.effects }
    set {
      shown = _ShownContent(content: shown.content, attributes: shown.attributes, effects: newValue)
    }
  }

  /// What a host with native widgets gives the item's widget beyond its drawing; with it,
  /// an item equal to the last frame's means its widget need not change.
  @_spi(TrellisHost) public var attributes: _DisplayAttributes {
    get { shown.attributes }
    set {
      shown = _ShownContent(content: shown.content, attributes: newValue, effects: shown.effects)
    }
  }

  /// How many lines of text it sets; 0 for anything but text. Read without copying the
  /// content out of its box, as a repaint asks it of every item.
  @_spi(TrellisHost) public var lineCount: Int { shown.lineCount }

  /// Whether it may draw anywhere in its clip rather than only in its frame: a shape (its
  /// outline and stroke are not cut to the frame) and a panel. Read without copying the
  /// content out of its box, as a repaint asks it of the items it reaches.
  @_spi(TrellisHost) public var drawsPastFrame: Bool { shown.drawsPastFrame }

  /// Whether it draws nothing itself (a scroll region, which tells a host where a scrolled
  /// window goes), read without copying its content.
  @_spi(TrellisHost) public var drawsNothing: Bool { shown.drawsNothing }

  /// Whether it has render effects, read without copying them.
  @_spi(TrellisHost) public var hasEffects: Bool { shown.effects != nil }

  /// Where it may draw, in points: its frame, and for a shape whatever its outline and
  /// stroke reach past it (a shape's path is not cut to its frame: a rotated square's
  /// corners, a shape's `offset`), moved by its effects (scaled, rotated, with its shadows).
  @_spi(TrellisHost) public var drawnFrame: CGRect {
    let frame = self.frame
    let area = shown.reach.map { frame.union($0.offsetBy(dx: frame.minX, dy: frame.minY)) } ?? frame
    return shown.effects?.drawnArea(of: area) ?? area
  }

  /// `drawnFrame` of the item at `item`, read where it is: a repaint asks it of every item,
  /// and reading the property of `pointee` copied the whole item first.
  @_spi(TrellisHost) public static func drawnFrame(at item: UnsafePointer<_DisplayItem>) -> CGRect {
    let shown = item.pointee.shown
    let frame = item.pointee.frame
    guard shown.reach != nil || shown.effects != nil else { return frame }
    let area = shown.reach.map { frame.union($0.offsetBy(dx: frame.minX, dy: frame.minY)) } ?? frame
    return shown.effects?.drawnArea(of: area) ?? area
  }

  /// Copies of one item share their box, and are equal without comparing what it holds.
  @_spi(TrellisHost) public static func == (lhs: _DisplayItem, rhs: _DisplayItem) -> Bool {
    lhs.id == rhs.id && lhs.frame == rhs.frame && lhs.clip == rhs.clip
      && (lhs.shown === rhs.shown
        || (lhs.shown.content == rhs.shown.content
          && lhs.shown.attributes == rhs.shown.attributes
          && lhs.shown.effects == rhs.shown.effects))
  }
}

/// An item's content and attributes, never changed once made (an item that shows something
/// else gets a new box), so items can share it.
private final class _ShownContent: Sendable {
  let content: _DisplayContent
  let attributes: _DisplayAttributes
  let effects: HostEffects?
  let lineCount: Int
  /// A shape's outline and stroke, in the item's space; `nil` for anything else.
  let reach: CGRect?
  let drawsPastFrame: Bool
  let drawsNothing: Bool

  init(content: _DisplayContent, attributes: _DisplayAttributes, effects: HostEffects?) {
    self.content = content
    self.attributes = attributes
    self.effects = effects
    if case .text(let lines, _, _) = content { lineCount = lines.count } else { lineCount = 0 }
    if case .shape(let shape) = content { reach = shape.reach } else { reach = nil }
    switch content {
    case .shape, .panel: drawsPastFrame = true
    default: drawsPastFrame = false
    }
    switch content {
    case .scrollRegion, .contentShape: drawsNothing = true
    default: drawsNothing = false
    }
  }
}

/// What a native widget shows of its view beyond the drawing (the terminal has no use for
/// them): what assistive technologies read, a control's title and its role and style.
@_spi(TrellisHost) public struct _DisplayAttributes: Equatable, Sendable {
  /// `accessibilityLabel`, `accessibilityHint`, `accessibilityValue`, `accessibilityHidden`.
  @_spi(TrellisHost) public var accessibilityLabel: String?
  @_spi(TrellisHost) public var accessibilityHint: String?
  @_spi(TrellisHost) public var accessibilityValue: String?
  @_spi(TrellisHost) public var isAccessibilityHidden = false
  /// A control's title: the text of its label (a widget shows it itself); empty otherwise.
  @_spi(TrellisHost) public var title = ""
  /// What an icon-only control is called aloud (its label's title, its symbol's words);
  /// empty when it shows a title.
  @_spi(TrellisHost) public var spokenTitle = ""
  @_spi(TrellisHost) public var buttonRole: ButtonRole?
  @_spi(TrellisHost) public var buttonStyle: _ButtonStyleKind = .automatic
  /// Whether a toggle is shown as a switch (`.toggleStyle(.switch)`), not a checkbox.
  @_spi(TrellisHost) public var isSwitch = false
  /// Whether a toggle is shown as a button that stays in while on (`.toggleStyle(.button)`).
  @_spi(TrellisHost) public var isToggleButton = false
  /// `.tint(_:)`, `.buttonBorderShape(_:)` and `.controlSize(_:)` where the control is.
  @_spi(TrellisHost) public var tint: Color?
  @_spi(TrellisHost) public var buttonBorderShape = ButtonBorderShape.automatic
  @_spi(TrellisHost) public var controlSize = ControlSize.regular
  @_spi(TrellisHost) public var isEnabled = true
  /// Whether a pointer reaches the view (not under `allowsHitTesting(false)`): a host whose
  /// widgets take clicks themselves lets them through.
  @_spi(TrellisHost) public var allowsHitTesting = true
  /// The symbol in a control's label (`Button { Label("Delete", systemImage: "trash") }`),
  /// for a host whose control draws its label itself; `nil` when the label has none.
  @_spi(TrellisHost) public var labelSymbol: _SymbolItem?
  /// Whether a button's (or navigation link's) label is shown as views of their own over
  /// it, by a host whose button draws its own title: a style's body, or a label with a
  /// picture (an image from resources, a shape, a colour, a canvas) no title can show.
  @_spi(TrellisHost) public var drawsLabelViews = false
  /// A disclosure header's label (its first text) in its styles, for a host whose expander
  /// draws its title itself: a collapsible section's header is bold, as other headers are.
  @_spi(TrellisHost) public var titleRuns: [_StyledRun]?
  /// What a view is named by when its widget's own text does not say it all: a text's whole
  /// string (its items' lines leave out where its own line breaks were), a group box's
  /// title, a progress view's or gauge's label (views of their own); `nil` for other views.
  @_spi(TrellisHost) public var labelText: String?
  /// What a progress view's or gauge's current value label says ("3 of 8 files").
  @_spi(TrellisHost) public var currentValueText: String?

  @_spi(TrellisHost) public static let none = _DisplayAttributes()
}

@_spi(TrellisHost) public struct _DisplayItemID: Hashable, Sendable {
  @_spi(TrellisHost) public let node: ObjectIdentifier
  /// 0 for a view's own item; the focus mark and scroll bars use their own.
  @_spi(TrellisHost) public let part: Int

  @_spi(TrellisHost) public static let focusPart = -1
}

/// What an item shows.
@_spi(TrellisHost) public enum _DisplayContent: Equatable, Sendable {
  /// Text set in lines (where the host's measurer broke them for the frame), each line its
  /// runs of one style, the lines lined up along `alignment` in the frame, `lineSpacing`
  /// points apart (`lineSpacing(_:)`: a pixel host draws the gap; the terminal's measurer
  /// has already put blank lines where a gap is a row or more).
  case text(lines: [[_StyledRun]], alignment: TextAlignment, lineSpacing: CGFloat = 0)
  /// A single line cut to the frame, with "…" when it does not fit (a navigation title).
  case title(String, style: _TextStyle)
  /// A control's own drawing: its decoration around its label, or the whole of a field or
  /// slider. Its label, if any, is made of items of its own.
  case control(_ControlItem)
  /// A separator line across its frame: `isVertical` in a row.
  case separator(isVertical: Bool)
  /// A scroll bar along its frame: `visible` steps of `total` shown, from `offset` (rows
  /// for a list, host pixels for a scroll view).
  case scrollIndicator(axis: Axis, visible: Int, total: Int, offset: Int)
  /// A scroll view's or list's viewport, for a host that scrolls it in a scrolled window of
  /// its own. It draws nothing.
  case scrollRegion(_ScrollRegionItem)
  /// The frame of a sheet or alert: it hides what is behind it. A full-screen cover's has
  /// no border.
  case panel(hasBorder: Bool)
  /// The keyboard focus, over the control it is on (drawn after everything in its clip).
  case focus
  /// A system symbol (`Image(systemName:)`), drawn from the symbol table.
  case symbol(_SymbolItem)
  /// A path filled or stroked (a shape, a colour used as a view, a border).
  case shape(_ShapeItem)
  /// An image from resources (`Image("logo")`), scaled into the frame; a placeholder when
  /// its file was not found.
  case bitmap(_BitmapItem)
  /// The box behind a run of a section's rows (or a flat list's band behind its rows), for a
  /// host that groups rows (``_HostMetrics/rowGrouping``): a line between its rows at each of
  /// `separators` (distances from the frame's top). It may reach past the list's viewport,
  /// which cuts it.
  case rowGroup(separators: [CGFloat], style: _RowGroupStyle)
  /// A `GroupBox`'s box, drawn behind its content; `title` is where its title's items are
  /// (in points, like the frame), so that a host drawing the title in the box's edge leaves
  /// a gap for it.
  case groupBox(title: CGRect?)
  /// A selected row of a list that selects rows, behind the row's content across its cell:
  /// `title` is the row's text (as assistive technologies read it) and `tint` the colour
  /// `.tint(_:)` set, if any.
  case selectedRow(title: String, tint: Color?)
  /// A colour across a list row's cell (`listRowBackground(_:)`), or along a line between
  /// two rows (`listRowSeparatorTint(_:edges:)`): drawn over the list's boxes and under its
  /// selected rows' highlights and its rows' content.
  case rowBackground(Color)
  /// Where a press reaches a view given a `contentShape(_:eoFill:)`: the inside of `path`
  /// (in the item's space) by the even-odd or non-zero rule. It draws nothing, and sits
  /// behind the view's content.
  case contentShape(Path, isEvenOdd: Bool)
}

/// How a text is set: its font and emphasis, as the view and its environment give them.
@_spi(TrellisHost) public struct _TextStyle: Hashable, Sendable {
  /// The font's place in the type ramp; `nil` for the body font.
  @_spi(TrellisHost) public var font: Font.Style?
  @_spi(TrellisHost) public var isBold = false
  @_spi(TrellisHost) public var isItalic = false
  /// Shown less prominently (a section's footer, `.secondary`).
  @_spi(TrellisHost) public var isSecondary = false
  @_spi(TrellisHost) public var color: Color?
  /// A gradient it is coloured with across the frame of its whole text (`color` is then
  /// the gradient's middle colour, for a host that cannot draw it).
  @_spi(TrellisHost) public var gradient: _GradientPaint?
  @_spi(TrellisHost) public var isEnabled = true
  @_spi(TrellisHost) public var isUnderlined = false
  @_spi(TrellisHost) public var isStrikethrough = false
  /// Drawn in a monospaced design (a terminal's cells always are).
  @_spi(TrellisHost) public var isMonospaced = false
  /// Where the text links to (Markdown's `[label](url)`).
  @_spi(TrellisHost) public var link: URL?
  /// The whole of the font and style as a host that sets text in its own fonts draws it
  /// (its size, family, weight and spacing, which a terminal's cells have no use for);
  /// `nil` for text the host titles itself (a navigation title).
  @_spi(TrellisHost) public var native: HostTextStyle?
}

/// A control's state as its host shows it.
@_spi(TrellisHost) public struct _ControlItem: Equatable, Sendable {
  @_spi(TrellisHost) public enum Kind: Equatable, Sendable {
    /// A button (`isDestructive` for `role: .destructive`), a toggle, a stepper's buttons, a
    /// navigation link: a decoration around the label items.
    case button(isDestructive: Bool)
    /// A button drawn by a style of the app's own: its body's items are the drawing; the
    /// host adds only the focus mark and the dimming of a disabled button.
    case styledButton
    case toggle(isOn: Bool)
    /// A toggle drawn as a button (`.toggleStyle(.button)`): a button's decoration that shows
    /// whether it is on.
    case toggleButton(isOn: Bool)
    /// A stepper: its − and + buttons around its label, and the number it steps, when it
    /// steps one (a host with spin buttons shows that).
    case stepper(number: _SteppedNumber?)
    case navigationLink
    /// A text field: the text shown (bullets for a secure field), its placeholder, and the
    /// caret while it is being edited.
    case textField(text: String, placeholder: String, caret: _Caret?)
    /// A vertical text field or a text editor: text over several lines.
    case textArea(_TextAreaItem)
    /// A slider's knob at `fraction` of its track, and the value that stands for.
    case slider(_SliderItem)
    /// A picker's control: its options, selection and look (its label is drawn beside it
    /// by the label's own items).
    case picker(_PickerItem)
    /// A progress view's bar, spinner or ring (its labels are items of their own).
    case progress(_ProgressItem)
    /// A gauge's bar or ring (its labels are items of their own).
    case gauge(_GaugeItem)
    /// A tab view's bar: its tabs, the selected one and the one the keyboard is on.
    case tabBar(_TabBarItem)
    /// A disclosure group's or collapsible section's header: its indicator, pointing down
    /// while expanded, before the label (whose items are its own).
    case disclosure(isExpanded: Bool)
    /// A menu's button: a decoration around its label (whose items are its own), with the
    /// menu's items for a host that lists them in a widget of its own.
    case menu(_MenuButtonItem)
    /// A menu's open list, drawn over everything else by a host that draws menus itself.
    case menuList(_MenuListItem)
  }

  @_spi(TrellisHost) public var kind: Kind
  @_spi(TrellisHost) public var isEnabled: Bool
  /// Whether it is drawn as focused: it has focus and its window is the key one.
  @_spi(TrellisHost) public var isFocused: Bool
  /// The colour `.tint(_:)` set for it, if any.
  @_spi(TrellisHost) public var tint: Color? = nil
  /// Whether it is laid out right to left: a slider's, progress bar's or gauge's track
  /// starts at its right end.
  @_spi(TrellisHost) public var isRightToLeft = false
}

/// A slider as a host with a native one shows it: its knob's place on the track, and the
/// value, bounds and step that place stands for.
@_spi(TrellisHost) public struct _SliderItem: Equatable, Sendable {
  /// Where the knob is, from 0 at the track's start to 1 at its end.
  @_spi(TrellisHost) public var fraction: Double
  @_spi(TrellisHost) public var value: Double
  @_spi(TrellisHost) public var bounds: ClosedRange<Double>
  /// How far one step moves it; `nil` for a slider without steps.
  @_spi(TrellisHost) public var step: Double?
}

/// The number a stepper steps, as a spin button shows it: its value, its bounds (`nil`:
/// none) and how much one press changes it.
@_spi(TrellisHost) public struct _SteppedNumber: Equatable, Sendable {
  @_spi(TrellisHost) public var value: Double
  @_spi(TrellisHost) public var range: ClosedRange<Double>?
  @_spi(TrellisHost) public var step: Double
}

/// Where a field's caret is: `offset` characters into its text, and which character the
/// field showed first in the last frame (a narrow field scrolls its text sideways).
@_spi(TrellisHost) public struct _Caret: Equatable, Sendable {
  @_spi(TrellisHost) public var offset: Int
  @_spi(TrellisHost) public var scrollStart: Int
}

/// A system symbol as its host draws it: the table's glyph and icon for its name (the
/// placeholder's when the name is unknown), at its font's size and in its colour.
@_spi(TrellisHost) public struct _SymbolItem: Equatable, Sendable {
  /// The name given with its variants applied (`star.fill`), as Apple would draw it; the
  /// glyph and icon are that name's, else its base name's.
  @_spi(TrellisHost) public var name: String
  /// What the terminal draws: a glyph one column wide.
  @_spi(TrellisHost) public var glyph: String
  /// The freedesktop icon name (without `-symbolic`) a desktop host draws.
  @_spi(TrellisHost) public var icon: String
  /// Whether the name is in the table (else the placeholder is drawn).
  @_spi(TrellisHost) public var isKnown: Bool
  /// The surrounding font's place in the type ramp, and its size when it has one.
  @_spi(TrellisHost) public var font: Font.Style?
  @_spi(TrellisHost) public var pointSize: CGFloat?
  @_spi(TrellisHost) public var scale: Image.Scale
  @_spi(TrellisHost) public var color: Color?
  @_spi(TrellisHost) public var isSecondary: Bool
  @_spi(TrellisHost) public var isEnabled: Bool

  /// The symbol as the host measures it.
  @_spi(TrellisHost) public var measured: _MeasuredSymbol {
    _MeasuredSymbol(glyph: glyph, icon: icon, style: font, pointSize: pointSize, scale: scale)
  }
}
