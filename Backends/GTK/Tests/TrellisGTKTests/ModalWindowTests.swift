import CGtk
import CTrellisGTKShim
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

/// A long list in a sheet.
struct ListSheet: View {
  var body: some View {
    Text("Behind")
      .sheet(isPresented: .constant(true)) {
        List(0..<40, id: \.self) { Text("Row \($0)") }
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

  @Test func theWheelScrollsAListInASheet() throws {
    let host = GtkTestSupport.host(ListSheet())
    defer { host.close() }
    let sheet = try #require(host.modals.first?.window)
    let list = try #require(sheet.ordered.first { $0.kind == .list })
    #expect(list.element.listRows?.first == 0)
    /// The tops of the sheet's labels, by their text.
    func tops() -> [String: Int] {
      var tops: [String: Int] = [:]
      for label in host.modals.first?.window.ordered ?? [] where label.kind == .label {
        tops[labelText(label)] = label.treeFrame.y
      }
      return tops
    }
    let before = tops()
    let frame = list.treeFrame
    sheet.pointer = (Double(frame.x + frame.width / 2), Double(frame.y + frame.height / 2))
    #expect(trellis_emit_scroll(UnsafeMutableRawPointer(sheet.scrollController), 0, 2) != 0)
    GtkTestSupport.settle(host)
    // Two notches, by points: every row still in view moved up by two steps.
    let after = tops()
    let moved = Set(after.compactMap { text, y in before[text].map { $0 - y } })
    #expect(moved == [2 * scrollStep], "\(before) -> \(after)")
  }
}
