import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A packing list with an Edit button: its rows can be deleted and moved.
@MainActor private final class Packing: ObservableObject {
  @Published var items = ["Passport", "पासपोर्ट की प्रति", "充電器", "Sunscreen 🧴"]
}

private struct PackingList: View {
  @ObservedObject var packing: Packing

  var body: some View {
    VStack {
      EditButton()
      List {
        ForEach(packing.items, id: \.self) { item in
          Text(item)
        }
        .onDelete { packing.items.remove(atOffsets: $0) }
        .onMove { packing.items.move(fromOffsets: $0, toOffset: $1) }
      }
    }
  }
}

/// Edit mode in GTK: the Edit button shows each row's delete button (a `GtkButton` named
/// "Delete" for assistive technologies) and move handle ("Reorder"); a click on a delete
/// button deletes its row, Alt+Down on a handle moves its row, and Done takes them away.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct EditModeWidgetTests {
  private func buttons(_ host: GtkHost, titled title: String) -> [HostedWidget] {
    host.widgets(.button)
      .filter { String(cString: gtk_button_get_label(gtkCast($0.widget))) == title }
      .sorted { $0.treeFrame.y < $1.treeFrame.y }
  }

  private func accessibleLabel(_ widget: HostedWidget, is label: String) -> Bool {
    trellis_test_accessible_text_is(widget.control, GTK_ACCESSIBLE_PROPERTY_LABEL, label) != 0
  }

  /// The item titles the window's labels show, top to bottom.
  private func shown(_ host: GtkHost) -> [String] {
    host.widgets(.label).sorted { $0.treeFrame.y < $1.treeFrame.y }.map(labelText)
  }

  @Test func editShowsDeleteButtonsAndHandlesThatActOnTheirRows() throws {
    let packing = Packing()
    // Tall enough for the Edit button and all four rows in their box.
    let host = GtkTestSupport.host(PackingList(packing: packing), height: 400)
    defer { host.close() }
    #expect(buttons(host, titled: "−").isEmpty)
    #expect(buttons(host, titled: "≡").isEmpty)

    trellis_emit(try #require(buttons(host, titled: "Edit").first).widget, "clicked")
    GtkTestSupport.settle(host)
    let deletes = buttons(host, titled: "−")
    let handles = buttons(host, titled: "≡")
    #expect(deletes.count == 4)
    #expect(handles.count == 4)
    #expect(deletes.allSatisfy { accessibleLabel($0, is: "Delete") })
    #expect(handles.allSatisfy { accessibleLabel($0, is: "Reorder") })
    // Both stay inside the rows' box, 12 pixels in from its sides, as GNOME's row buttons do.
    let box = try #require(host.rowBoxes().first)
    #expect(box.separators == 3)
    for button in deletes + handles {
      #expect(isInside(button, box, inset: 12), "\(button.treeFrame) in \(box)")
    }
    // Each row's delete button is before its text and its handle after, on its line.
    let label = try #require(host.widgets(.label).first { labelText($0) == "充電器" })
    #expect(deletes[2].treeFrame.x < label.treeFrame.x)
    #expect(handles[2].treeFrame.x > label.treeFrame.x)
    #expect(abs(deletes[2].treeFrame.y - label.treeFrame.y) < label.treeFrame.height)

    trellis_emit(deletes[1].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(packing.items == ["Passport", "充電器", "Sunscreen 🧴"])
    #expect(shown(host) == ["Passport", "充電器", "Sunscreen 🧴"])
    #expect(buttons(host, titled: "−").count == 3)

    // The handle takes focus; Alt+Down moves its row down.
    let handle = buttons(host, titled: "≡")[0]
    handle.grabFocus()
    GtkTestSupport.settle(host)
    press(host, GDK_KEY_Down, GDK_ALT_MASK)
    #expect(packing.items == ["充電器", "Passport", "Sunscreen 🧴"])
    #expect(shown(host) == ["充電器", "Passport", "Sunscreen 🧴"])

    trellis_emit(try #require(buttons(host, titled: "Done").first).widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(buttons(host, titled: "−").isEmpty)
    #expect(buttons(host, titled: "≡").isEmpty)
    #expect(shown(host) == ["充電器", "Passport", "Sunscreen 🧴"])
  }
}

/// A tea timer: a running `Text(date, style: .timer)` beside text in several scripts.
private struct TeaTimer: View {
  let ready: Date

  var body: some View {
    VStack {
      Text("चाय 🍵 お茶")
      Text("Ready in \(ready, style: .timer)")
    }
  }
}

/// A running date in a `GtkLabel` follows the host's clock (pinned here, so nothing sleeps):
/// the label changes each second without the view's `body` running again.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct RunningDateLabelTests {
  @Test func aTimersLabelChangesAsTheClockTicks() throws {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let host = GtkTestSupport.host(TeaTimer(ready: start.addingTimeInterval(125)))
    defer { host.close() }
    host.core.pinnedDate = start
    GtkTestSupport.settle(host)
    func timer() -> HostedWidget? {
      host.widgets(.label).first { labelText($0).hasPrefix("Ready in") }
    }
    let label = try #require(timer())
    #expect(labelText(label) == "Ready in 2:05")
    #expect(host.core.nextTextChange == start.addingTimeInterval(1))
    let other = try #require(host.widgets(.label).first { labelText($0) == "चाय 🍵 お茶" })
    let otherUpdates = other.updateCount

    host.core.pinnedDate = start.addingTimeInterval(1)
    GtkTestSupport.settle(host)
    #expect(try #require(timer()).widget == label.widget, "the same label, its text changed")
    #expect(labelText(label) == "Ready in 2:04")
    #expect(other.updateCount == otherUpdates, "the label beside it is left alone")

    host.core.pinnedDate = start.addingTimeInterval(125 + 3_600)
    GtkTestSupport.settle(host)
    #expect(labelText(label) == "Ready in 1:00:00")
  }
}
