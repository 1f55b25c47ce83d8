import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A title card as apps set one: a large fixed-size headline, a price in a monospaced design,
/// spaced capitals, a semibold caption and a raised note, in several scripts.
private struct TitleCard: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("क्ष 漢字 👩‍👩‍👧").font(.system(size: 40))
      Text("₹ 1,299.00").monospaced()
      Text("NEW ARRIVALS").kerning(6)
      Text("सीमित 限定").fontWeight(.semibold)
      Text("Sale").font(.custom("Serif", size: 22))
      Text("note").baselineOffset(8)
    }
  }
}

/// Layout measures each text in the font GTK draws it in: a label's frame is the size GTK
/// gives the label itself.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct FontMeasurementTests {
  /// The size GTK's label asks for on one line.
  private func natural(_ widget: GtkWidgetPointer) -> (width: Int32, height: Int32) {
    var minimum: Int32 = 0
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &width, nil, nil)
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &height, nil, nil)
    return (width, height)
  }

  @Test func eachTextsFrameIsTheSizeOfTheLabelGtkDraws() {
    let host = GtkTestSupport.host(TitleCard())
    defer { host.close() }
    let labels = host.widgets(.label)
    #expect(labels.count == 6)
    for label in labels {
      let size = natural(label.widget)
      let frame = label.treeFrame
      #expect(
        (frame.width, frame.height) == (Int(size.width), Int(size.height)),
        "\(labelText(label)): frame \(frame), label \(size)")
    }
    // The 40-point headline is far taller than body text.
    #expect(labels[0].treeFrame.height > 2 * labels[3].treeFrame.height)
  }

  // The markup each text was measured with is the markup its label draws (these texts have
  // no colour or underline, which change no size and only the label sets): a semibold
  // weight measured as bold, say, would show here even where the fonts draw both alike.
  @Test func eachTextIsMeasuredInTheMarkupItsLabelDraws() {
    let host = GtkTestSupport.host(TitleCard())
    defer { host.close() }
    let measured = host.measurer.measuredTexts
    for label in host.widgets(.label) {
      let drawn = String(cString: gtk_label_get_label(gtkOpaque(label.widget)))
      let markups = Set(measured.filter { $0.string == labelText(label) }.map(TypeRamp.markup))
      #expect(markups == [drawn], "\(labelText(label))")
    }
  }
}
