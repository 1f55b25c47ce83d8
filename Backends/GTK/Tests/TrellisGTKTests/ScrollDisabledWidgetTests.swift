import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Sixty lines of a log in a scroll view, locked or not, with a button that jumps to the
/// last line.
private struct LockedLog: View {
  let locked: Bool
  var body: some View {
    ScrollViewReader { proxy in
      VStack(alignment: .leading) {
        Button("Latest") { proxy.scrollTo(59, anchor: .bottom) }
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(0..<60, id: \.self) { Text("Entry \($0) · запись · 記録").id($0) }
          }
        }
        .scrollDisabled(locked)
      }
    }
  }
}

/// `scrollDisabled(true)` on GTK: the scrolled window has no bar and its adjustment does not
/// move the core, the window's own wheel handler and PageDown leave it too, while `scrollTo`
/// still moves it.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ScrollDisabledWidgetTests {
  private func clip(_ host: GtkHost) throws -> ScrollClip {
    let view = try #require(host.core.scrollContainers.first)
    return try #require(host.main.clips[view.identity])
  }

  private func adjustment(_ host: GtkHost) throws -> UnsafeMutablePointer<GtkAdjustment> {
    gtk_scrolled_window_get_vadjustment(gtkOpaque(try clip(host).scroller))
  }

  private func offset(_ host: GtkHost) throws -> Int? {
    try #require(host.core.scrollContainers.first).scrollOffset()
  }

  // NEVER: no bar, and GTK's scrolled window leaves the wheel and the touchpad alone. What
  // still reaches its adjustment (the path a bar's drag and the wheel take) does not move the
  // core; the same change moves the scroll view that is not locked.
  @Test func theScrolledWindowHasNoBarAndItsAdjustmentDoesNotMoveIt() throws {
    let locked = GtkTestSupport.host(LockedLog(locked: true))
    defer { locked.close() }
    var policies = (GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_get_policy(gtkOpaque(try clip(locked).scroller), &policies.0, &policies.1)
    #expect(policies.1 == GTK_POLICY_NEVER)
    gtk_adjustment_set_value(try adjustment(locked), 40)
    GtkTestSupport.settle(locked)
    #expect(try offset(locked) == 0)
    #expect(locked.widgets(.label).contains { labelText($0).hasPrefix("Entry 0 ") })

    let free = GtkTestSupport.host(LockedLog(locked: false))
    defer { free.close() }
    gtk_scrolled_window_get_policy(gtkOpaque(try clip(free).scroller), &policies.0, &policies.1)
    #expect(policies.1 == GTK_POLICY_AUTOMATIC)
    gtk_adjustment_set_value(try adjustment(free), 40)
    GtkTestSupport.settle(free)
    #expect(try offset(free) == 40)
  }

  @Test func theWindowsWheelHandlerAndPageDownLeaveItToo() throws {
    let host = GtkTestSupport.host(LockedLog(locked: true))
    defer { host.close() }
    let line = try #require(host.widgets(.label).first { labelText($0).hasPrefix("Entry 1 ") })
    host.main.pointer = (Double(line.treeFrame.x + 2), Double(line.treeFrame.y + 2))
    _ = trellis_emit_scroll(UnsafeMutableRawPointer(host.main.scrollController), 0, 2)
    GtkTestSupport.settle(host)
    #expect(try offset(host) == 0)
    press(host, GDK_KEY_Page_Down)
    press(host, GDK_KEY_End)
    #expect(try offset(host) == 0)
    #expect(host.widgets(.label).contains { labelText($0).hasPrefix("Entry 0 ") })
  }

  @Test func scrollToStillMovesItAndItsAdjustmentFollows() throws {
    let host = GtkTestSupport.host(LockedLog(locked: true))
    defer { host.close() }
    try #require(host.core.elements.first { $0.text == "Latest" }).tap()
    GtkTestSupport.settle(host)
    let moved = try #require(try offset(host))
    #expect(moved > 0)
    #expect(gtk_adjustment_get_value(try adjustment(host)) == Double(moved))
    #expect(host.widgets(.label).contains { labelText($0) == "Entry 59 · запись · 記録" })
  }
}
