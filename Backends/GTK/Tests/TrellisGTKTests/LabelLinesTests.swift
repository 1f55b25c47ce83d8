import CGtk
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A label shows the lines layout measured for its frame, lined up as the text says, and is
/// named by the whole text.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct LabelLinesTests {
  private let poem = "नमस्ते दुनिया, 漢字の行, and a last line in English 👩‍👩‍👧"

  @Test(arguments: [
    (TextAlignment.leading, GTK_JUSTIFY_LEFT), (.center, GTK_JUSTIFY_CENTER),
    (.trailing, GTK_JUSTIFY_RIGHT),
  ])
  func linesLineUpAsTheTextSays(alignment: TextAlignment, justification: GtkJustification)
    throws
  {
    let host = GtkTestSupport.host(
      Text(poem).multilineTextAlignment(alignment).frame(width: 160))
    defer { host.close() }
    let label = try #require(host.widgets(.label).first)
    #expect(labelText(label).contains("\n"), "\(labelText(label))")
    #expect(gtk_label_get_justify(gtkOpaque(label.widget)) == justification)
  }

  @Test func theLinesAreTheMeasuredOnesAndTheNameIsTheWholeText() throws {
    let host = GtkTestSupport.host(Text(poem).frame(width: 160))
    defer { host.close() }
    let label = try #require(host.widgets(.label).first)
    let measured = host.measurer.measure(
      _MeasuredText(string: poem), proposal: ProposedViewSize(width: 160, height: nil))
    let trimmed = measured.lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
    #expect(labelText(label).split(separator: "\n").map(String.init) == trimmed)
    #expect(label.appliedAccessibility?.label == poem)
  }

  @Test func aChangedTextIsSetAgainInItsFrame() throws {
    let caption = Caption()
    let host = GtkTestSupport.host(CaptionView(caption: caption))
    defer { host.close() }
    let label = try #require(host.widgets(.label).first)
    #expect(labelText(label) == "Short")
    caption.text = poem
    GtkTestSupport.settle(host)
    #expect(labelText(label).split(separator: "\n").count >= 2, "\(labelText(label))")
    #expect(label.appliedAccessibility?.label == poem)
  }
}

@Observable
private final class Caption {
  var text = "Short"
}

private struct CaptionView: View {
  let caption: Caption
  var body: some View { Text(caption.text).frame(width: 160) }
}
