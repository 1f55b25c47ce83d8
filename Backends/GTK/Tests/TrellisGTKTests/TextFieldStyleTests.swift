import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A style as apps write it: a caption over the field, the field without a frame.
private struct CaptionedFieldStyle: TextFieldStyle {
  let caption: String

  func _body(configuration: TextField<Self._Label>) -> some View {
    VStack(alignment: .leading) {
      Text(caption)
      configuration.textFieldStyle(.plain)
    }
  }
}

private struct Delivery: View {
  @State private var street = ""
  @State private var note = ""

  var body: some View {
    VStack(alignment: .leading) {
      Section("Address") {
        TextField("Street", text: $street)
          .textFieldStyle(CaptionedFieldStyle(caption: "गली · 街道"))
        TextField("Note", text: $note)
      }
      Text("To: \(street)")
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct TextFieldStyleTests {
  // The style's caption is a label of its own, the field inside it the one GtkEntry (without
  // a frame, as the body asked), and what is typed there reaches the binding.
  @Test func aCustomStyledFieldIsAnEntryInsideTheStylesBody() throws {
    let host = GtkTestSupport.host(Delivery())
    defer { host.close() }
    let labels = host.widgets(.label).map(labelText)
    #expect(labels.contains("गली · 街道"), "\(labels)")
    let entries = host.widgets(.entry)
    #expect(entries.count == 2)
    #expect(entries.map { gtk_entry_get_has_frame(gtkCast($0.widget)) != 0 } == [false, true])
    let street = try #require(entries.first)
    gtk_editable_set_text(gtkOpaque(street.widget), "क्षेत्र 12 👩‍👩‍👧")
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label).map(labelText).contains("To: क्षेत्र 12 👩‍👩‍👧"))
  }
}
