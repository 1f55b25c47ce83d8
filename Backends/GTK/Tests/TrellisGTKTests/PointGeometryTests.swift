import CGtk
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

private let longText =
  "A long text in a narrow frame wraps onto several lines, at its words, as SwiftUI wraps it."

/// The host places each widget at its layout frame in points (GTK pixels), as GTK allocates
/// it: SwiftUI's spacing and padding are pixels, text is proportional and wraps in its frame.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct PointGeometryTests {
  /// Where GTK allocated `hosted`'s widget in its window's content, in pixels.
  private func bounds(_ hosted: HostedWidget) -> CGRect {
    var rect = graphene_rect_t()
    _ = gtk_widget_compute_bounds(hosted.widget, hosted.window.fixedWidget, &rect)
    return CGRect(
      x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
      height: CGFloat(rect.size.height))
  }

  /// The label of the text `text` (which it may show on several lines).
  private func label(_ host: GtkHost, _ text: String) throws -> HostedWidget {
    try #require(host.widgets(.label).first { $0.element.text == text }, "no label \(text)")
  }

  @Test func aRowOfIIsNarrowerThanARowOfM() throws {
    let host = GtkTestSupport.host(
      VStack(alignment: .leading) {
        Text("iiii")
        Text("MMMM")
      })
    defer { host.close() }
    let narrow = bounds(try label(host, "iiii"))
    let wide = bounds(try label(host, "MMMM"))
    #expect(narrow.width * 2 < wide.width, "\(narrow) \(wide)")
  }

  @Test func stackSpacingIsPixels() throws {
    let host = GtkTestSupport.host(
      VStack(spacing: 12) {
        Text("Top")
        Text("Bottom")
      })
    defer { host.close() }
    let top = bounds(try label(host, "Top"))
    let bottom = bounds(try label(host, "Bottom"))
    #expect(bottom.minY - top.maxY == 12, "\(top) \(bottom)")
  }

  @Test func theDefaultSpacingIsEightPixels() throws {
    let host = GtkTestSupport.host(
      VStack {
        Text("Top")
        Text("Bottom")
      })
    defer { host.close() }
    let gap = bounds(try label(host, "Bottom")).minY - bounds(try label(host, "Top")).maxY
    #expect(gap == 8)
  }

  @Test func paddingIsSixteenPixels() throws {
    let host = GtkTestSupport.host(
      VStack(alignment: .leading, spacing: 0) {
        Text("Above")
        Text("Padded").padding()
        Text("Below")
      })
    defer { host.close() }
    let above = bounds(try label(host, "Above"))
    let padded = bounds(try label(host, "Padded"))
    let below = bounds(try label(host, "Below"))
    #expect(padded.minY - above.maxY == 16, "\(above) \(padded)")
    #expect(below.minY - padded.maxY == 16, "\(padded) \(below)")
    #expect(padded.minX - above.minX == 16, "\(above) \(padded)")
  }

  @Test func aLongTextWrapsWithinItsFrame() throws {
    let host = GtkTestSupport.host(
      VStack {
        Text("One line")
        Text(longText).frame(width: 200)
      })
    defer { host.close() }
    let line = bounds(try label(host, "One line"))
    let hosted = try label(host, longText)
    let wrapped = bounds(hosted)
    #expect(wrapped.width <= 200, "\(wrapped)")
    #expect(wrapped.height > line.height * 2, "\(wrapped) \(line)")
    let layout = gtk_label_get_layout(gtkOpaque(hosted.widget))
    #expect(pango_layout_get_line_count(layout) >= 3)
    // The lines layout measured, broken at the words: all of the text, nothing cut.
    let lines = labelText(hosted).split(separator: "\n")
    #expect(lines.count >= 3 && !labelText(hosted).contains("…"), "\(lines)")
    #expect(lines.joined(separator: " ").split(separator: " ") == longText.split(separator: " "))
    #expect(pangoWidth(layout) <= wrapped.width, "\(lines)")
  }

  /// The width of what a label's layout sets, in pixels.
  private func pangoWidth(_ layout: OpaquePointer?) -> CGFloat {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, &ink, &logical)
    return CGFloat(logical.width)
  }

  @Test func aTextTooLongForItsFrameEndsInAnEllipsis() throws {
    let host = GtkTestSupport.host(Text(longText).frame(width: 200, height: 40))
    defer { host.close() }
    let hosted = try label(host, longText)
    let layout = gtk_label_get_layout(gtkOpaque(hosted.widget))
    #expect(pango_layout_get_line_count(layout) == 2)
    // The second line ends in "…" where the frame cut it, and fits the frame.
    let shown = labelText(hosted)
    #expect(shown.hasSuffix("…"), "\(shown)")
    let kept = shown.dropLast().split(whereSeparator: \.isWhitespace)
    let words = longText.split(separator: " ")
    #expect(Array(words.prefix(kept.count - 1)) == kept.dropLast(), "\(shown)")
    #expect(words[kept.count - 1].hasPrefix(kept.last ?? ""), "\(shown)")
    #expect(pangoWidth(layout) <= 200, "\(shown)")
    #expect(bounds(hosted).height <= 40, "\(bounds(hosted))")
  }

  @Test func aDividerIsASeparatorLine() throws {
    let host = GtkTestSupport.host(
      VStack {
        Text("Above")
        Divider()
        Text("Below")
      })
    defer { host.close() }
    let separator = try #require(host.widgets(.separator).first)
    #expect(
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(separator.widget).assumingMemoryBound(to: GTypeInstance.self),
        gtk_separator_get_type()) != 0)
    let line = bounds(separator)
    #expect(line.height == 1 && line.width > 100, "\(line)")
  }

  @Test func aButtonIsAsLargeAsGTKDrawsIt() throws {
    let host = GtkTestSupport.host(Button("Press me") {})
    defer { host.close() }
    let button = try #require(host.widgets(.button).first)
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(button.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    let frame = bounds(button)
    #expect(abs(frame.width - CGFloat(natural)) <= 1, "\(frame) natural \(natural)")
  }
}
