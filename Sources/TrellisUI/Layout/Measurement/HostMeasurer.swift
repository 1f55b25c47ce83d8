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
protocol _HostMeasurer: AnyObject {
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
}

/// Text as the host measures it: its characters and how they are set.
struct _MeasuredText: Hashable {
  var string: String
  /// The font's place in the type ramp; `nil` for the body font.
  var style: Font.Style?
  var isBold = false
  var isItalic = false
  /// The most lines the text may take (`lineLimit`); `nil` for as many as it needs.
  var lineLimit: Int?
  /// How many lines high the text is at least, even when it needs fewer.
  var reservedLines = 0
  /// Where a text that does not fit its lines is cut.
  var truncationMode = Text.TruncationMode.tail
}

/// The measure of a text: its size and where its lines break.
struct _TextMeasurement: Hashable {
  var size: CGSize
  /// The lines as shown, the last one cut with "…" when the height ran out.
  var lines: [String]
}

/// The controls a host decorates or draws whole.
enum _MeasuredControl: Hashable {
  case button
  case toggle
  case stepper
  case navigationLink
  /// A text field showing `text` (or, when empty, `placeholder`).
  case textField(text: String, placeholder: String)
  case slider
}

/// The fixed sizes of a host's chrome, in points.
struct _HostMetrics: Hashable {
  /// The space between neighbours in a stack that does not set its own.
  var defaultSpacing: CGSize
  /// The thickness of a vertical scroll bar (width) and a horizontal one (height).
  var scrollIndicator: CGSize
  /// The thickness of a divider.
  var separator: CGSize
  /// The space above a section header that follows other rows in a list.
  var sectionSpacing: CGFloat
  /// The size of a list or a hosted widget offered no size.
  var listIdealSize: CGSize
  var hostedViewIdealSize: CGSize
  /// The ideal size of a filled colour.
  var fillIdealSize: CGSize
  /// A sheet's or alert's distance from the window's edges, the thickness of its frame, and
  /// the least size it keeps.
  var presentationMargin: CGSize
  var presentationBorder: CGSize
  var presentationMinimum: CGSize
  /// The height of a navigation bar and the gap between its back button and its title.
  var navigationBarHeight: CGFloat
  var navigationBarSpacing: CGFloat
}
