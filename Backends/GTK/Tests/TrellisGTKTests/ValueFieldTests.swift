import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A luggage form: a weight edited through a number format, beside a field of text.
private struct Luggage: View {
  @State var kilograms = 20
  @State var note = ""

  var body: some View {
    VStack {
      TextField("Weight", value: $kilograms, format: .number)
      TextField("Note", text: $note)
      Text("Checked: \(kilograms) kg")
    }
    .environment(\.locale, Locale(identifier: "en_US"))
  }
}

/// A field bound to a value in a `GtkEntry`: typing shows the entry, Enter (`activate`) or
/// focus leaving the entry reads it into the value, and an entry that does not parse gives
/// way to the last good value, in the entry too.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ValueFieldTests {
  private func entry(_ host: GtkHost, _ placeholder: String) throws -> HostedWidget {
    try #require(host.widgets(.entry).first { $0.element.placeholder == placeholder })
  }

  private func checked(_ host: GtkHost) -> String? {
    host.widgets(.label).map(labelText).first { $0.hasPrefix("Checked") }
  }

  private func type(_ text: String, into field: HostedWidget, in host: GtkHost) {
    field.grabFocus()
    GtkTestSupport.settle(host)
    gtk_editable_set_text(gtkOpaque(field.widget), text)
    GtkTestSupport.settle(host)
  }

  @Test func enterCommitsTheEntry() throws {
    let host = GtkTestSupport.host(Luggage())
    defer { host.close() }
    let weight = try entry(host, "Weight")
    #expect(weight.entryText == "20")
    type("23", into: weight, in: host)
    #expect(checked(host) == "Checked: 20 kg", "typing alone commits nothing")
    trellis_emit(weight.control, "activate")
    GtkTestSupport.settle(host)
    #expect(checked(host) == "Checked: 23 kg")
    #expect(try entry(host, "Weight").entryText == "23")
  }

  @Test func focusLeavingTheEntryCommitsIt() throws {
    let host = GtkTestSupport.host(Luggage())
    defer { host.close() }
    type("1,250", into: try entry(host, "Weight"), in: host)
    try entry(host, "Note").grabFocus()
    GtkTestSupport.settle(host)
    #expect(checked(host) == "Checked: 1250 kg")
    #expect(try entry(host, "Weight").entryText == "1,250")
  }

  @Test func anUnreadableEntryGivesWayToTheLastGoodValue() throws {
    let host = GtkTestSupport.host(Luggage())
    defer { host.close() }
    for bad in ["बीस", "二十", "🧳"] {
      let weight = try entry(host, "Weight")
      type(bad, into: weight, in: host)
      #expect(weight.entryText == bad)
      trellis_emit(weight.control, "activate")
      GtkTestSupport.settle(host)
      #expect(checked(host) == "Checked: 20 kg")
      #expect(try entry(host, "Weight").entryText == "20")
    }
    // By focus leaving too.
    type("🧳🧳", into: try entry(host, "Weight"), in: host)
    try entry(host, "Note").grabFocus()
    GtkTestSupport.settle(host)
    #expect(try entry(host, "Weight").entryText == "20")
    #expect(checked(host) == "Checked: 20 kg")
  }
}
