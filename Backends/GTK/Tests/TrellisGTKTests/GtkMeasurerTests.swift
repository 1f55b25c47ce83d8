import CGtk
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// The GTK measurer sets text with Pango in the labels' font and measures controls with
/// GTK's own widgets: its answers are what a label or widget of the host asks for.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct GtkMeasurerTests {
  private let measurer: GtkMeasurer = {
    GtkTestSupport.initialise()
    return GtkMeasurer()
  }()

  private func size(_ string: String, style: Font.Style? = nil, width: CGFloat? = nil)
    -> CGSize
  {
    measurer.measure(
      _MeasuredText(string: string, style: style),
      proposal: ProposedViewSize(width: width, height: nil)
    ).size
  }

  /// The natural size of a label showing `markup`, as GTK measures it.
  private func labelSize(_ markup: String) -> CGSize {
    let label = gtk_label_new(nil)!
    g_object_ref_sink(UnsafeMutableRawPointer(label))
    defer { g_object_unref(UnsafeMutableRawPointer(label)) }
    gtk_label_set_markup(gtkOpaque(label), markup)
    var size = CGSize.zero
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    size.width = CGFloat(natural)
    gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
    size.height = CGFloat(natural)
    return size
  }

  @Test func theFontIsProportional() {
    let narrow = size("iiiiiiii")
    let wide = size("MMMMMMMM")
    #expect(narrow.width * 2 < wide.width, "\(narrow) \(wide)")
    #expect(narrow.height == wide.height)
  }

  @Test(arguments: ["Amber", "漢字かな", "नमस्ते", "مرحبا", "e\u{301}te\u{301}"])
  func textIsAsLargeAsALabelShowingIt(string: String) {
    let measured = size(string)
    let label = labelSize(TextMarkup.escape(string))
    #expect(abs(measured.width - label.width) <= 1, "\(measured) \(label)")
    #expect(abs(measured.height - label.height) <= 1, "\(measured) \(label)")
  }

  @Test func titlesAreLargerThanTheBodyAndCaptionsSmaller() {
    let body = size("Title")
    let title = size("Title", style: .largeTitle)
    let caption = size("Title", style: .caption)
    #expect(title.height > body.height * 1.5, "\(title) \(body)")
    #expect(caption.height < body.height, "\(caption) \(body)")
    let styled = labelSize(TypeRamp.markup(_MeasuredText(string: "Title", style: .largeTitle)))
    #expect(abs(title.width - styled.width) <= 1 && abs(title.height - styled.height) <= 1)
  }

  @Test func aWidthProposalWrapsAtWords() {
    let text = "The quick brown fox jumps over the lazy dog, twice and again"
    let line = size(text)
    let measurement = measurer.measure(
      _MeasuredText(string: text), proposal: ProposedViewSize(width: 120, height: nil))
    #expect(measurement.size.width <= 120)
    #expect(measurement.lines.count >= 3, "\(measurement.lines)")
    #expect(measurement.size.height >= line.height * 3)
    #expect(
      measurement.lines.joined(separator: " ").split(separator: " ") == text.split(separator: " "))
  }

  @Test func aHeightProposalCutsTheLastLineWithAnEllipsis() {
    let text = "The quick brown fox jumps over the lazy dog, twice and again"
    let line = size(text).height
    let measurement = measurer.measure(
      _MeasuredText(string: text), proposal: ProposedViewSize(width: 120, height: line * 2))
    #expect(measurement.lines.count == 2, "\(measurement.lines)")
    #expect(measurement.lines.last?.hasSuffix("…") == true, "\(measurement.lines)")
    #expect(measurement.size.height <= line * 2)
  }

  @Test func newlinesBreakLines() {
    let two = measurer.measure(_MeasuredText(string: "one\ntwo"), proposal: .unspecified)
    #expect(two.lines == ["one", "two"])
    #expect(two.size.height > size("one").height)
  }

  @Test func measurementsAreCached() {
    let text = _MeasuredText(string: "Cached \(UUID())")
    let before = measurer.pangoMeasurements
    let first = measurer.measure(text, proposal: ProposedViewSize(width: 90, height: nil))
    let second = measurer.measure(text, proposal: ProposedViewSize(width: 90, height: nil))
    #expect(first == second)
    // Its own line first (too wide for 90 points), then within 90 points; then only within
    // 60, its own line being known.
    #expect(measurer.pangoMeasurements == before + 2)
    _ = measurer.measure(text, proposal: ProposedViewSize(width: 60, height: nil))
    #expect(measurer.pangoMeasurements == before + 3)
  }

  @Test func aButtonsDecorationIsItsPaddingAndBorder() {
    let decoration = measurer.decoration(of: .button)
    let label = size("Mg")
    let button = gtk_button_new_with_label("Mg")!
    g_object_ref_sink(UnsafeMutableRawPointer(button))
    defer { g_object_unref(UnsafeMutableRawPointer(button)) }
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(button, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    #expect(decoration.leading > 0 && decoration.leading == decoration.trailing)
    #expect(abs(label.width + decoration.leading + decoration.trailing - CGFloat(natural)) <= 1)
  }

  @Test func spacingAndChromeAreGTKs() {
    #expect(measurer.metrics.defaultSpacing == CGSize(width: 8, height: 8))
    #expect(measurer.metrics.separator == CGSize(width: 1, height: 1))
    #expect(measurer.grid.pixel == CGSize(width: 1, height: 1))
    let field = measurer.size(
      of: .textField(text: "", placeholder: "Email address"), proposal: .unspecified)
    #expect(field.width > size("Email address").width && field.height >= size("E").height)
    #expect(
      measurer.size(
        of: .textField(text: "", placeholder: ""),
        proposal: ProposedViewSize(width: 150, height: nil)
      ).width
        == 150)
  }
}
