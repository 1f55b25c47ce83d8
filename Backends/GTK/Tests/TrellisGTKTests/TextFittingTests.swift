import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `lineSpacing`, `minimumScaleFactor` and `allowsTightening` in GTK: Pango measures the
/// spaced, shrunk or tightened text, and the label draws it as measured.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct TextFittingTests {
  private let measurer: GtkMeasurer = {
    GtkTestSupport.initialise()
    return GtkMeasurer()
  }()

  private func measure(
    _ string: String, width: CGFloat, limit: Int? = nil, spacing: CGFloat = 0,
    factor: CGFloat = 1, tightening: Bool = false
  ) -> _TextMeasurement {
    var text = _MeasuredText(string: string, lineLimit: limit)
    text.lineSpacing = spacing
    text.minimumScaleFactor = factor
    text.allowsTightening = tightening
    return measurer.measure(text, proposal: ProposedViewSize(width: width, height: nil))
  }

  nonisolated private static let paragraphs = [
    "नमस्ते दुनिया\nक्षत्रिय क्षमा\nहिन्दी", "你好世界\n漢字仮名\n日本語", "👩🏽‍💻 🇯🇵\n👍🏽 🌏\n🎉",
  ]

  @Test(arguments: paragraphs)
  func spacingAddsItsPointsBetweenLines(text: String) {
    let plain = measure(text, width: 300)
    let spaced = measure(text, width: 300, spacing: 10)
    #expect(spaced.lines == plain.lines)
    // Three lines: two gaps, none after the last.
    #expect(abs(spaced.size.height - plain.size.height - 20) <= 1, "\(plain) \(spaced)")
    let oneLine = String(text.prefix { !$0.isNewline })
    #expect(measure(oneLine, width: 300, spacing: 10).size == measure(oneLine, width: 300).size)
  }

  /// The height a label's own Pango layout sets its text in, in pixels.
  private func setHeight(_ label: HostedWidget) -> Int {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(gtk_label_get_layout(gtkOpaque(label.widget)), &ink, &logical)
    return Int(logical.height)
  }

  @Test func aLabelDrawsTheSpacingItWasMeasuredWith() throws {
    let text = Self.paragraphs[0] + "\n" + Self.paragraphs[1]
    let plainHost = GtkTestSupport.host(Text(text).frame(width: 300, alignment: .leading))
    defer { plainHost.close() }
    let spacedHost = GtkTestSupport.host(
      Text(text).lineSpacing(12).frame(width: 300, alignment: .leading), height: 400)
    defer { spacedHost.close() }
    let plain = try #require(plainHost.widgets(.label).first)
    let spaced = try #require(spacedHost.widgets(.label).first)
    // Six lines, five gaps of 12 points.
    #expect(abs(spaced.treeFrame.height - plain.treeFrame.height - 60) <= 1)
    let layout = try #require(gtk_label_get_layout(gtkOpaque(spaced.widget)))
    #expect(pango_layout_get_spacing(layout) == 12 * PANGO_SCALE)
    // What the label draws fills the frame layout measured for it, no more.
    #expect(abs(setHeight(spaced) - spaced.treeFrame.height) <= 1)
    #expect(labelText(spaced) == labelText(plain))
  }

  /// GTK makes a label's layout again when the desktop's font or text scale changes: the
  /// spacing is put on the new one, and the label still fills the frame measured for it.
  @Test func theSpacingOutlivesATextScaleChange() throws {
    let original = trellis_settings_int("gtk-xft-dpi")
    defer { trellis_settings_set_int("gtk-xft-dpi", original) }
    trellis_settings_set_int("gtk-xft-dpi", 96 * 1024)
    let host = GtkTestSupport.host(
      Text(Self.paragraphs[1]).lineSpacing(10).frame(width: 300, alignment: .leading),
      height: 400)
    defer { host.close() }
    let before = try #require(host.widgets(.label).first).treeFrame.height
    trellis_settings_set_int("gtk-xft-dpi", 96 * 1024 * 3 / 2)
    GtkTestSupport.settle(host)
    let label = try #require(host.widgets(.label).first)
    #expect(label.treeFrame.height > before)
    let layout = try #require(gtk_label_get_layout(gtkOpaque(label.widget)))
    #expect(pango_layout_get_spacing(layout) == 10 * PANGO_SCALE)
    #expect(abs(setHeight(label) - label.treeFrame.height) <= 1)
  }

  nonisolated private static let long = [
    "क्षत्रिय क्षमा क्षेत्र नमस्ते दुनिया", "漢字仮名交じり文の長い知らせ", "👩🏽‍💻 🇯🇵 👍🏽 🌏 🎉 👩🏽‍💻 🇯🇵",
  ]

  @Test(arguments: long)
  func aLongLineShrinksRatherThanBeingCut(text: String) {
    let natural = measure(text, width: 2000, limit: 1)
    let width = (natural.size.width * 0.7).rounded()
    let cut = measure(text, width: width, limit: 1)
    #expect(cut.lines.first?.hasSuffix("…") == true, "\(cut.lines)")
    #expect(cut.fontScale == 1)
    let shrunk = measure(text, width: width, limit: 1, factor: 0.5)
    #expect(shrunk.lines == [text], "\(shrunk.lines)")
    #expect(shrunk.fontScale < 1 && shrunk.fontScale >= 0.5, "\(shrunk.fontScale)")
    // The largest size that fits: about 70% of its own, not the least allowed.
    #expect(shrunk.fontScale > 0.6, "\(shrunk.fontScale)")
    #expect(shrunk.size.width <= width)
    #expect(shrunk.size.height < natural.size.height)
    // A text that does not fit even at the least size is set at it, and cut.
    let least = measure(text, width: width, limit: 1, factor: 0.9)
    #expect(least.fontScale == 0.9)
    #expect(least.lines.first?.hasSuffix("…") == true, "\(least.lines)")
    // A text that fits keeps its size.
    #expect(measure(text, width: 2000, limit: 1, factor: 0.5).fontScale == 1)
  }

  @Test func aLabelInANarrowFrameGetsASmallerFontNotAnEllipsis() throws {
    let text = Self.long[0]
    let natural = measure(text, width: 2000, limit: 1)
    let width = (natural.size.width * 0.7).rounded()
    let cutHost = GtkTestSupport.host(Text(text).lineLimit(1).frame(width: width))
    defer { cutHost.close() }
    let shrunkHost = GtkTestSupport.host(
      Text(text).lineLimit(1).minimumScaleFactor(0.5).frame(width: width))
    defer { shrunkHost.close() }
    let cut = try #require(cutHost.widgets(.label).first)
    let shrunk = try #require(shrunkHost.widgets(.label).first)
    #expect(labelText(cut).hasSuffix("…"))
    #expect(labelText(shrunk) == text)
    #expect(setHeight(shrunk) < setHeight(cut))
    #expect(shrunk.treeFrame.width <= Int(width))
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(gtk_label_get_layout(gtkOpaque(shrunk.widget)), &ink, &logical)
    #expect(Int(logical.width) <= shrunk.treeFrame.width)
  }

  @Test func aSlightlyLongLineTightensBeforeItIsCut() throws {
    let text = "Tightening नमस्ते 世界 keeps every letter 👍🏽"
    let natural = measure(text, width: 2000, limit: 1)
    let width = natural.size.width - 6
    #expect(measure(text, width: width, limit: 1).lines.first?.hasSuffix("…") == true)
    let tight = measure(text, width: width, limit: 1, tightening: true)
    #expect(tight.lines == [text], "\(tight.lines)")
    #expect(tight.tightening < 0)
    #expect(tight.fontScale == 1)
    // Far too long to fit by tightening alone: cut as before.
    let far = measure(text, width: natural.size.width / 2, limit: 1, tightening: true)
    #expect(far.lines.first?.hasSuffix("…") == true)

    let host = GtkTestSupport.host(
      Text(text).lineLimit(1).allowsTightening(true).frame(width: width))
    defer { host.close() }
    let label = try #require(host.widgets(.label).first)
    #expect(labelText(label) == text)
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(gtk_label_get_layout(gtkOpaque(label.widget)), &ink, &logical)
    #expect(Int(logical.width) <= label.treeFrame.width)
  }
}
