import CGtk
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

@Observable
final class Sheets {
  var first = true
  var second = true
}

/// Two sheets presented at once, from sibling views.
struct TwoSheets: View {
  let sheets: Sheets

  var body: some View {
    VStack {
      Text("First")
        .sheet(isPresented: Binding(get: { sheets.first }, set: { sheets.first = $0 })) {
          Text("First sheet")
        }
      Text("Second")
        .sheet(isPresented: Binding(get: { sheets.second }, set: { sheets.second = $0 })) {
          Text("Second sheet")
        }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ModalWindowTests {
  @Test func closingASheetsWindowDismissesThatSheetEvenAfterAnotherWent() {
    let sheets = Sheets()
    let host = GtkTestSupport.host(TwoSheets(sheets: sheets))
    defer { host.close() }
    #expect(host.modals.count == 2)
    let second = host.modals[1].window
    // The first sheet goes; its window stays until the next render.
    sheets.first = false
    gtk_window_close(gtkCast(second.window))
    GtkTestSupport.settle(host)
    #expect(sheets.second == false)
    #expect(host.modals.isEmpty)
  }
}
