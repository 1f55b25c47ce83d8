import Foundation

/// What layout asks the host: the sizes of what only the host draws. Layout is SwiftUI's
/// proposal model in points; its leaves (text, controls' decorations, scroll bars, the
/// frames of sheets) are measured here, in the host's own fonts and widgets. The terminal's
/// measurer counts cells and reports points (8 x 16 a cell); a pixel host measures its text
/// and widgets (GTK: Pango and `gtk_widget_measure`).
///
/// A measurer answers from its arguments alone: layout caches its answers for a pass and
/// never asks it to evaluate or draw anything.
@MainActor
@_spi(TrellisHost) public protocol _HostMeasurer: AnyObject {
  /// The host's pixel, to which layout rounds lengths.
  var grid: _PixelGrid { get }
  /// The fixed sizes of the host's chrome.
  var metrics: _HostMetrics { get }
  /// The size of `text` within `proposal` (a `nil` width: on one line per paragraph; a `nil`
  /// height: as many lines as it needs), and its lines.
  func measure(_ text: _MeasuredText, proposal: ProposedViewSize) -> _TextMeasurement
  /// The room a control's decoration takes around its label (a terminal's `[ ` and ` ]`).
  func decoration(of control: _MeasuredControl) -> EdgeInsets
  /// The size of a control without a label view of its own (a field, a slider) for
  /// `proposal`.
  func size(of control: _MeasuredControl, proposal: ProposedViewSize) -> CGSize
  /// The size of a system symbol (`Image(systemName:)`): a symbol keeps its size, whatever
  /// it is offered.
  func size(of symbol: _MeasuredSymbol) -> CGSize
  /// Runs one layout pass, `pass`: a measurer that measures with settings of its own (the
  /// terminal's widths of graphemes) binds them here, once a pass rather than once a text.
  func measuring<Result>(_ pass: () -> Result) -> Result
}

extension _HostMeasurer {
  /// Runs `pass` as it is.
  @_spi(TrellisHost) public func measuring<Result>(_ pass: () -> Result) -> Result { pass() }
}

/// Text as the host measures it: its characters and how they are set.
@_spi(TrellisHost) public struct _MeasuredText: Hashable, Sendable {
  @_spi(TrellisHost) public var string: String
  /// The font's place in the type ramp; `nil` for the body font.
  @_spi(TrellisHost) public var style: Font.Style?
  /// Whether it is set in a bold weight.
  @_spi(TrellisHost) public var isBold = false
  /// Whether it is set in italics.
  @_spi(TrellisHost) public var isItalic = false
  /// The most lines the text may take (`lineLimit`); `nil` for as many as it needs.
  @_spi(TrellisHost) public var lineLimit: Int?
  /// How many lines high the text is at least, even when it needs fewer.
  @_spi(TrellisHost) public var reservedLines = 0
  /// Where a text that does not fit its lines is cut.
  @_spi(TrellisHost) public var truncationMode = Text.TruncationMode.tail
  /// What else of the font sets the text's size: a size in points, a family, a monospaced
  /// design, a semibold weight, letter spacing, a raised baseline. A pixel host measures
  /// with them as it draws; the terminal's cells ignore them.
  @_spi(TrellisHost) public var font = _MeasuredFont()
  /// Points added between lines (`lineSpacing(_:)`).
  @_spi(TrellisHost) public var lineSpacing: CGFloat = 0
  /// The least fraction of its size the font may shrink to before the text is cut
  /// (`minimumScaleFactor(_:)`); 1 never shrinks.
  @_spi(TrellisHost) public var minimumScaleFactor: CGFloat = 1
  /// Whether the letters may come closer before the text is cut (`allowsTightening(_:)`).
  @_spi(TrellisHost) public var allowsTightening = false

  /// Text of `string` in `style`, bold and italic as asked, within `lineLimit` lines (at
  /// least `reservedLines` high), cut where `truncationMode` says, in `font`.
  @_spi(TrellisHost) public init(
    string: String, style: Font.Style? = nil, isBold: Bool = false, isItalic: Bool = false,
    lineLimit: Int? = nil, reservedLines: Int = 0,
    truncationMode: Text.TruncationMode = .tail, font: _MeasuredFont = _MeasuredFont()
  ) {
    self.string = string
    self.style = style
    self.isBold = isBold
    self.isItalic = isItalic
    self.lineLimit = lineLimit
    self.reservedLines = reservedLines
    self.truncationMode = truncationMode
    self.font = font
  }
}

/// The parts of a text's font beyond its place in the type ramp, bold and italic.
@_spi(TrellisHost) public struct _MeasuredFont: Hashable, Sendable {
  /// The size in points, for a font made with one (`.system(size:)`, `.custom(_:size:)`).
  @_spi(TrellisHost) public var pointSize: Double?
  /// The family a custom font asked for.
  @_spi(TrellisHost) public var family: String?
  @_spi(TrellisHost) public var isMonospaced = false
  /// A weight between regular and bold (`.semibold`, `.medium`).
  @_spi(TrellisHost) public var isSemibold = false
  /// Points added between characters (`kerning` and `tracking`).
  @_spi(TrellisHost) public var letterSpacing: Double?
  /// Points the text is raised by.
  @_spi(TrellisHost) public var baselineOffset: Double?
  /// The fraction of its size the font is set at: below 1 when a host shrank a text to fit
  /// (`minimumScaleFactor(_:)`).
  @_spi(TrellisHost) public var sizeScale: Double = 1

  /// The default: the ramp's font alone.
  @_spi(TrellisHost) public init() {}

  /// The parts of the font a host draws `style` with.
  @_spi(TrellisHost) public init(_ style: HostTextStyle) {
    pointSize = style.textStyle == nil ? style.size : nil
    family = style.family
    isMonospaced = style.monospaced
    isSemibold = style.weight == .semibold
    letterSpacing = style.letterSpacing
    baselineOffset = style.baselineOffset
    sizeScale = style.sizeScale
  }
}

/// The measure of a text: its size and where its lines break.
@_spi(TrellisHost) public struct _TextMeasurement: Hashable, Sendable {
  /// The size the text takes.
  @_spi(TrellisHost) public var size: CGSize
  /// The lines as shown, the last one cut with "…" when the height ran out.
  @_spi(TrellisHost) public var lines: [String]
  /// The fraction of its size the host set the font at to fit the text: below 1 when it
  /// shrank it (`minimumScaleFactor(_:)`), and the text is drawn at that size.
  @_spi(TrellisHost) public var fontScale: CGFloat = 1
  /// Points the host added to the letter spacing to fit the text: negative when it tightened
  /// it (`allowsTightening(_:)`), and the text is drawn so.
  @_spi(TrellisHost) public var tightening: CGFloat = 0

  /// A measure of `size` whose lines are `lines`.
  @_spi(TrellisHost) public init(size: CGSize, lines: [String]) {
    self.size = size
    self.lines = lines
  }
}

/// A system symbol as the host measures it: what it draws for it, beside text of `style`.
@_spi(TrellisHost) public struct _MeasuredSymbol: Hashable, Sendable {
  /// The terminal's glyph for it.
  @_spi(TrellisHost) public var glyph: String
  /// The freedesktop icon name (without `-symbolic`).
  @_spi(TrellisHost) public var icon: String
  /// The surrounding font's place in the type ramp; `nil` for the body font.
  @_spi(TrellisHost) public var style: Font.Style?
  /// The surrounding font's size in points, when it was made with one.
  @_spi(TrellisHost) public var pointSize: CGFloat?
  /// How large it is beside its text.
  @_spi(TrellisHost) public var scale: Image.Scale

  /// A symbol drawn as `glyph` or `icon`, beside text of `style` (or `pointSize`), at `scale`.
  @_spi(TrellisHost) public init(
    glyph: String, icon: String, style: Font.Style? = nil, pointSize: CGFloat? = nil,
    scale: Image.Scale = .medium
  ) {
    self.glyph = glyph
    self.icon = icon
    self.style = style
    self.pointSize = pointSize
    self.scale = scale
  }
}

/// The controls a host decorates or draws whole.
@_spi(TrellisHost) public enum _MeasuredControl: Hashable, Sendable {
  /// A button, around its label.
  case button
  /// A button in the `.plain` or `.borderless` style, around its label: a host that draws
  /// buttons with brackets draws it without.
  case plainButton
  /// A toggle, beside its label.
  case toggle
  /// A stepper, beside its label.
  case stepper
  /// A navigation link, around its label.
  case navigationLink
  /// A text field showing `text` (or, when empty, `placeholder`).
  case textField(text: String, placeholder: String)
  /// A slider.
  case slider
  /// A picker's control (without its label).
  case picker(_MeasuredPicker)
  /// A progress view's bar, spinner or ring (without its labels).
  case progress(_MeasuredProgress)
  /// A gauge's bar or ring (without its labels).
  case gauge(_GaugeLook)
  /// A tab view's bar of tabs.
  case tabBar(_MeasuredTabBar)
  /// A disclosure group's header: the indicator before its label, which shows whether the
  /// group is expanded. Its leading inset is also how far the group's content is indented.
  case disclosure
  /// A menu's button, around its label (with its indicator after it).
  case menu(_MenuLook)
  /// A menu's open list: its items and each open submenu's.
  case menuList(_MenuListItem)
}

/// A tab view's bar as the host measures it: what each tab shows.
@_spi(TrellisHost) public struct _MeasuredTabBar: Hashable, Sendable {
  /// One tab: its title, its symbol's glyph (the terminal's) and icon (a desktop's), and
  /// its badge.
  @_spi(TrellisHost) public struct Tab: Hashable, Sendable {
    /// The text of its label.
    @_spi(TrellisHost) public var title: String
    /// Its symbol's glyph, as the terminal draws it.
    @_spi(TrellisHost) public var glyph: String?
    /// Its symbol's freedesktop icon name, as a desktop draws it.
    @_spi(TrellisHost) public var icon: String?
    /// Its badge's text.
    @_spi(TrellisHost) public var badge: String?

    /// A tab titled `title`, with a symbol and a badge if it has them.
    @_spi(TrellisHost) public init(
      title: String, glyph: String? = nil, icon: String? = nil, badge: String? = nil
    ) {
      self.title = title
      self.glyph = glyph
      self.icon = icon
      self.badge = badge
    }
  }

  /// The tabs, in order.
  @_spi(TrellisHost) public var tabs: [Tab]

  /// A bar of `tabs`.
  @_spi(TrellisHost) public init(tabs: [Tab]) { self.tabs = tabs }
}

/// A progress view's indicator as the host measures it.
@_spi(TrellisHost) public struct _MeasuredProgress: Hashable, Sendable {
  /// A bar (it takes the width it is offered), else a spinner or ring (a size of its own).
  @_spi(TrellisHost) public var isLinear: Bool
  /// Whether it shows a fraction (a circular one is then a ring, not a spinner).
  @_spi(TrellisHost) public var isDeterminate: Bool

  /// A bar or a circular indicator, determinate or not.
  @_spi(TrellisHost) public init(isLinear: Bool, isDeterminate: Bool) {
    self.isLinear = isLinear
    self.isDeterminate = isDeterminate
  }
}

/// A picker's control as the host measures it: its look and what its options show.
@_spi(TrellisHost) public struct _MeasuredPicker: Hashable, Sendable {
  @_spi(TrellisHost) public var look: _PickerLook
  /// What each option shows.
  @_spi(TrellisHost) public var options: [String]
  /// What a menu shows for the selection.
  @_spi(TrellisHost) public var currentValue: String
  /// Whether a menu the host draws itself (the terminal's) is open below the picker.
  @_spi(TrellisHost) public var isOpen: Bool

  /// A picker in `look` choosing among `options`, showing `currentValue`.
  @_spi(TrellisHost) public init(
    look: _PickerLook, options: [String], currentValue: String, isOpen: Bool = false
  ) {
    self.look = look
    self.options = options
    self.currentValue = currentValue
    self.isOpen = isOpen
  }
}

/// The fixed sizes of a host's chrome, in points.
@_spi(TrellisHost) public struct _HostMetrics: Hashable, Sendable {
  /// The space between neighbours in a stack that does not set its own.
  @_spi(TrellisHost) public var defaultSpacing: CGSize
  /// The thickness of a vertical scroll bar (width) and a horizontal one (height).
  @_spi(TrellisHost) public var scrollIndicator: CGSize
  /// The thickness of a divider.
  @_spi(TrellisHost) public var separator: CGSize
  /// The space above a section header that follows other rows in a list.
  @_spi(TrellisHost) public var sectionSpacing: CGFloat
  /// The size of a list offered no size.
  @_spi(TrellisHost) public var listIdealSize: CGSize
  /// The size of a hosted widget offered no size.
  @_spi(TrellisHost) public var hostedViewIdealSize: CGSize
  /// The ideal size of a filled colour.
  @_spi(TrellisHost) public var fillIdealSize: CGSize
  /// A sheet's or alert's distance from the window's edges.
  @_spi(TrellisHost) public var presentationMargin: CGSize
  /// The thickness of a sheet's or alert's frame.
  @_spi(TrellisHost) public var presentationBorder: CGSize
  /// The least size a sheet or alert keeps.
  @_spi(TrellisHost) public var presentationMinimum: CGSize
  /// The height of a navigation bar.
  @_spi(TrellisHost) public var navigationBarHeight: CGFloat
  /// The gap between a navigation bar's back button and its title.
  @_spi(TrellisHost) public var navigationBarSpacing: CGFloat
  /// How the host groups a list's or form's rows into boxes (GNOME's boxed lists); `nil`
  /// for a host that shows rows edge to edge (the terminal).
  @_spi(TrellisHost) public var rowGrouping: _RowGrouping?
  /// Whether the host's own indeterminate progress indicators move by themselves (GTK's
  /// spinner and pulsing bar); else layout hands it each frame on the host's clock.
  @_spi(TrellisHost) public var animatesIndeterminateProgress = false
  /// Whether the host shows toolbar items in its own chrome (GTK's header bar and a bar at
  /// the bottom of the window): the toolbar rows then take no room in the layout.
  @_spi(TrellisHost) public var showsToolbarsInChrome = false
  /// The sizes of the host's own date pickers (GTK's calendar, a button, an entry), when it
  /// shows the built-in styles with widgets of its own; `nil` to draw them of views.
  @_spi(TrellisHost) public var nativeDatePickers: _NativeDatePickerMetrics?
  /// The size of the host's own colour well (GTK's colour button), when it shows a colour
  /// picker's control with it; `nil` to draw a swatch that opens a popover of views.
  @_spi(TrellisHost) public var nativeColorWell: CGSize?
  /// A navigation split view's default column widths and divider.
  @_spi(TrellisHost) public var navigationSplit = _NavigationSplitMetrics()
  /// How the host draws a `GroupBox`: the room around its content and where its title goes.
  @_spi(TrellisHost) public var groupBox = _GroupBoxMetrics(
    contentInsets: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12),
    titlePlacement: .above(spacing: 6))

  /// A host's chrome of these sizes.
  @_spi(TrellisHost) public init(
    defaultSpacing: CGSize, scrollIndicator: CGSize, separator: CGSize, sectionSpacing: CGFloat,
    listIdealSize: CGSize, hostedViewIdealSize: CGSize, fillIdealSize: CGSize,
    presentationMargin: CGSize, presentationBorder: CGSize, presentationMinimum: CGSize,
    navigationBarHeight: CGFloat, navigationBarSpacing: CGFloat, rowGrouping: _RowGrouping? = nil
  ) {
    self.defaultSpacing = defaultSpacing
    self.scrollIndicator = scrollIndicator
    self.separator = separator
    self.sectionSpacing = sectionSpacing
    self.listIdealSize = listIdealSize
    self.hostedViewIdealSize = hostedViewIdealSize
    self.fillIdealSize = fillIdealSize
    self.presentationMargin = presentationMargin
    self.presentationBorder = presentationBorder
    self.presentationMinimum = presentationMinimum
    self.navigationBarHeight = navigationBarHeight
    self.navigationBarSpacing = navigationBarSpacing
    self.rowGrouping = rowGrouping
  }
}

/// The room a host that groups a list's rows into boxes gives them: the box's distance from
/// the list's edges, and each row's content's from its cell's edges within the box. The
/// look of a box is the host's own (GTK's theme colours and corners).
@_spi(TrellisHost) public struct _RowGrouping: Hashable, Sendable {
  /// Between the list's edges and its boxes, headers and footers.
  @_spi(TrellisHost) public var margins: EdgeInsets
  /// Between a row's cell in its box and the row's content.
  @_spi(TrellisHost) public var rowInsets: EdgeInsets
  /// Between a section's header or footer and its box.
  @_spi(TrellisHost) public var headerSpacing: CGFloat

  /// Boxes at `margins` from the list's edges, rows inset by `rowInsets` within them.
  @_spi(TrellisHost) public init(
    margins: EdgeInsets, rowInsets: EdgeInsets, headerSpacing: CGFloat
  ) {
    self.margins = margins
    self.rowInsets = rowInsets
    self.headerSpacing = headerSpacing
  }

  /// Hashed by each edge's length (`EdgeInsets` is only `Equatable`, as Apple's is).
  @_spi(TrellisHost) public func hash(into hasher: inout Hasher) {
    for insets in [margins, rowInsets] {
      hasher.combine(insets.top)
      hasher.combine(insets.leading)
      hasher.combine(insets.bottom)
      hasher.combine(insets.trailing)
    }
    hasher.combine(headerSpacing)
  }
}

/// The room a host gives a `GroupBox`: its content's distance from the box's edges, and
/// where the title goes.
@_spi(TrellisHost) public struct _GroupBoxMetrics: Hashable, Sendable {
  /// Where a group box's title goes.
  @_spi(TrellisHost) public enum TitlePlacement: Hashable, Sendable {
    /// Above the box, `spacing` points over its top edge (GTK's frame: its label is above
    /// the border).
    case above(spacing: CGFloat)
    /// In the box's top edge, `leading` points in from its leading edge (the terminal's
    /// `┌─ Title ──┐`): the title is one line, cut to the box.
    case inBorder(leading: CGFloat)
  }

  /// Between the box's edges and its content.
  @_spi(TrellisHost) public var contentInsets: EdgeInsets
  @_spi(TrellisHost) public var titlePlacement: TitlePlacement

  /// A box whose content is `contentInsets` in from its edges, its title at `titlePlacement`.
  @_spi(TrellisHost) public init(contentInsets: EdgeInsets, titlePlacement: TitlePlacement) {
    self.contentInsets = contentInsets
    self.titlePlacement = titlePlacement
  }

  /// Hashed by each edge's length (`EdgeInsets` is only `Equatable`, as Apple's is).
  @_spi(TrellisHost) public func hash(into hasher: inout Hasher) {
    hasher.combine(contentInsets.top)
    hasher.combine(contentInsets.leading)
    hasher.combine(contentInsets.bottom)
    hasher.combine(contentInsets.trailing)
    hasher.combine(titlePlacement)
  }
}

/// A navigation split view's widths, in points, where its columns set none.
@_spi(TrellisHost) public struct _NavigationSplitMetrics: Hashable, Sendable {
  /// The sidebar's width.
  @_spi(TrellisHost) public var sidebarWidth: CGFloat = 200
  /// The content column's width (in a three-column split view).
  @_spi(TrellisHost) public var contentWidth: CGFloat = 240
  /// The least width the detail keeps beside the other columns: a narrower window shows
  /// one column at a time.
  @_spi(TrellisHost) public var detailMinimum: CGFloat = 160
  /// The divider's thickness between two columns.
  @_spi(TrellisHost) public var divider: CGFloat = 8
  /// An inspector's width, unless it asks for one with `inspectorColumnWidth`.
  @_spi(TrellisHost) public var inspectorWidth: CGFloat = 240

  /// The default widths: a terminal's 25-cell sidebar, 30-cell content column, 20-cell
  /// detail at least, one-cell divider and 30-cell inspector.
  @_spi(TrellisHost) public init() {}
}
