import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Two hundred tasks, every third with a note under it, each with a Done button; the list's
/// scroll bar hidden or shown.
private struct Tasks: View {
  var indicators: ScrollIndicatorVisibility = .automatic
  var body: some View {
    List(0..<200, id: \.self) { index in
      HStack(alignment: .top) {
        if index % 3 == 0 {
          VStack(alignment: .leading) {
            Text("Task \(index)")
            Text("मंगलवार तक")
          }
        } else {
          Text("Task \(index)")
        }
        Button("Done \(index)") {}
      }
    }
    .scrollIndicators(indicators)
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ScrollingKeyTests {
  /// The top of each task's title shown, by its text.
  private func tops(_ host: GtkHost) -> [String: Int] {
    var tops: [String: Int] = [:]
    for label in host.widgets(.label) where labelText(label).hasPrefix("Task ") {
      tops[labelText(label)] = label.treeFrame.y
    }
    return tops
  }

  private func policy(_ host: GtkHost) throws -> GtkPolicyType {
    let list = try #require(host.core.scrollContainers.first)
    let clip = try #require(host.main.clips[list.identity])
    var policies = (GTK_POLICY_NEVER, GTK_POLICY_NEVER)
    gtk_scrolled_window_get_policy(gtkOpaque(clip.scroller), &policies.0, &policies.1)
    return policies.1
  }

  // PageDown moves every row up by nine tenths of the list's height, in pixels, and leaves
  // focus on the Done button it was on; PageUp comes back.
  @Test func pageDownScrollsByNineTenthsOfThePageAndKeepsFocus() throws {
    let host = GtkTestSupport.host(Tasks())
    defer { host.close() }
    let done = try #require(host.core.elements.first { $0.text == "Done 1" })
    try done.focus()
    GtkTestSupport.settle(host)
    let list = try #require(host.core.scrollContainers.first)
    let page = Int((list.frame.height * 0.9).rounded())
    let before = tops(host)
    press(host, GDK_KEY_Page_Down)
    let after = tops(host)
    let common = Set(before.keys).intersection(after.keys)
    #expect(!common.isEmpty, "\(before) -> \(after)")
    for task in common { #expect(after[task] == before[task]! - page, "\(task)") }
    #expect(host.core.focused?.text == "Done 1")
    press(host, GDK_KEY_Page_Up)
    #expect(tops(host) == before)
  }

  // The tasks sit in a box 12 pixels below the list's top, each 8 pixels down in its cell.
  // Down puts the next task's cell (the line above it) at the list's top, whatever the rows'
  // heights, Up the one before; focus stays on the button.
  @Test func downAndUpStepByARow() throws {
    let host = GtkTestSupport.host(Tasks())
    defer { host.close() }
    let done = try #require(host.core.elements.first { $0.text == "Done 0" })
    try done.focus()
    GtkTestSupport.settle(host)
    let top = Int(try #require(host.core.scrollContainers.first).frame.minY)
    #expect(tops(host)["Task 0"] == top + 20, "\(tops(host))")
    #expect(try host.rowBoxes().first?.y == top + 12)
    for index in 1...4 {
      press(host, GDK_KEY_Down)
      #expect(tops(host)["Task \(index)"] == top + 8, "\(tops(host))")
    }
    press(host, GDK_KEY_Up)
    #expect(tops(host)["Task 3"] == top + 8, "\(tops(host))")
    #expect(host.core.focused?.text == "Done 0")
  }

  // `.scrollIndicators(.hidden)`: no bar (EXTERNAL), and the list still scrolls by its
  // adjustment; shown, the bar is automatic.
  @Test func hiddenIndicatorsHideTheBarButTheListScrolls() throws {
    let hidden = GtkTestSupport.host(Tasks(indicators: .hidden))
    defer { hidden.close() }
    #expect(try policy(hidden) == GTK_POLICY_EXTERNAL)
    let list = try #require(hidden.core.scrollContainers.first)
    let clip = try #require(hidden.main.clips[list.identity])
    let before = tops(hidden)
    gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(gtkOpaque(clip.scroller)), 11)
    GtkTestSupport.settle(hidden)
    #expect(tops(hidden)["Task 1"] == before["Task 1"].map { $0 - 11 })
    let shown = GtkTestSupport.host(Tasks())
    defer { shown.close() }
    #expect(try policy(shown) == GTK_POLICY_AUTOMATIC)
  }

  // The window's own wheel handler (where a scrolled window did not take the scroll) moves
  // a list by points: half a notch is half a step of pixels, not a row.
  @Test func theWindowsWheelHandlerScrollsAListByPoints() throws {
    let host = GtkTestSupport.host(Tasks())
    defer { host.close() }
    let before = tops(host)
    let row = try #require(host.widgets(.label).first { labelText($0) == "Task 1" })
    host.main.pointer = (Double(row.treeFrame.x + 2), Double(row.treeFrame.y + 2))
    #expect(trellis_emit_scroll(UnsafeMutableRawPointer(host.main.scrollController), 0, 0.5) != 0)
    GtkTestSupport.settle(host)
    #expect(tops(host)["Task 1"] == before["Task 1"].map { $0 - scrollStep / 2 })
  }
}
