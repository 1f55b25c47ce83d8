import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Thirty buttons in a scroll view: more than the window shows.
struct ManyButtons: View {
  var body: some View {
    ScrollView { VStack { ForEach(0..<30, id: \.self) { i in Button("B\(i)") {} } } }
  }
}

/// A list whose every tenth row has a toggle, most of them not built.
struct SparseToggles: View {
  var body: some View {
    List(0..<1_000, id: \.self) { i in
      if i % 10 == 0 { Toggle("T\(i)", isOn: .constant(false)) } else { Text("text \(i)") }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct KeyboardTests {
  // Tab reaches every button, those below the window's edge too, and GTK's focus follows
  // to each one's widget.
  @Test func tabReachesEveryButtonOfAScrollView() {
    let host = GtkTestSupport.host(ManyButtons())
    defer { host.close() }
    for number in 0..<30 {
      press(host, GDK_KEY_Tab)
      #expect(host.core.focused?.text == "B\(number)")
      let widget = host.main.ordered.first { $0.element.identity == host.core.focused?.identity }
      #expect(widget.map { host.main.hasFocus($0) } == true, "B\(number)")
    }
    press(host, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK)
    #expect(host.core.focused?.text == "B28")
  }

  // Tab reaches the toggles of rows not built yet.
  @Test func tabReachesRowsNotYetBuilt() {
    let host = GtkTestSupport.host(SparseToggles())
    defer { host.close() }
    for expected in stride(from: 0, through: 50, by: 10) {
      press(host, GDK_KEY_Tab)
      #expect(host.core.focused?.text == "T\(expected)")
    }
  }

  // PageDown and End scroll the list; Home brings it back.
  @Test func pageDownEndAndHomeScrollTheList() {
    let host = GtkTestSupport.host(List(0..<200, id: \.self) { Text("Row \($0)") })
    defer { host.close() }
    press(host, GDK_KEY_Page_Down)
    #expect((host.core.scrollContainers.first?.listRows?.first ?? 0) > 0)
    press(host, GDK_KEY_End)
    #expect(host.core.elements.contains { $0.text == "Row 199" })
    press(host, GDK_KEY_Home)
    #expect(host.core.scrollContainers.first?.listRows?.first == 0)
  }
}
