import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// The book chosen, the visibility and the column a narrow window shows, held off screen.
@Observable private final class Shelf {
  var chosen = "none"
  var visibility = NavigationSplitViewVisibility.all
  var column = NavigationSplitViewColumn.sidebar
}

private struct ShelfView: View {
  let shelf: Shelf
  var sidebarWidth: CGFloat? = nil

  var body: some View {
    @Bindable var shelf = shelf
    NavigationSplitView(columnVisibility: $shelf.visibility, preferredCompactColumn: $shelf.column)
    {
      VStack {
        ForEach(["Dune", "क्षि", "漢字"], id: \.self) { book in
          Button(book) {
            shelf.chosen = book
            shelf.column = .detail
          }
        }
        Tally()
      }
      .navigationTitle("Books")
      .navigationSplitViewColumnWidth(min: 100, ideal: sidebarWidth ?? 200, max: 500)
    } detail: {
      Text("Reading \(shelf.chosen)").navigationTitle(shelf.chosen)
    }
  }
}

/// State a column keeps while it is hidden.
private struct Tally: View {
  @State var count = 0
  var body: some View { Button("Tally \(count)") { count += 1 } }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct SplitViewWidgetTests {
  private func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, type) != 0
  }

  private func role(_ widget: GtkWidgetPointer) -> GtkAccessibleRole {
    gtk_accessible_get_accessible_role(OpaquePointer(widget))
  }

  private func label(_ host: GtkHost, _ text: String) -> HostedWidget? {
    host.widgets(.label).first { labelText($0) == text }
  }

  private func button(_ host: GtkHost, _ title: String) -> HostedWidget? {
    host.widgets(.button).first { $0.element.text == title }
  }

  private func title(_ host: GtkHost) -> String {
    String(cString: gtk_window_get_title(gtkCast(host.main.window)))
  }

  @Test func twoColumnsAreAPanedWithItsHandleOnTheDividerAndPanesNamedByTitles() throws {
    let shelf = Shelf()
    let host = GtkTestSupport.host(ShelfView(shelf: shelf))
    defer { host.close() }
    let paned = try #require(host.widgets(.paned).first)
    #expect(isA(paned.widget, gtk_paned_get_type()))
    #expect(gtk_paned_get_position(gtkOpaque(paned.widget)) == 200)
    #expect(paned.splitPanes.count == 2)
    #expect(paned.splitPanes.allSatisfy { role($0) == GTK_ACCESSIBLE_ROLE_GROUP })
    #expect(
      trellis_test_accessible_text_is(paned.splitPanes[0], GTK_ACCESSIBLE_PROPERTY_LABEL, "Books")
        != 0)
    #expect(
      trellis_test_accessible_text_is(paned.splitPanes[1], GTK_ACCESSIBLE_PROPERTY_LABEL, "none")
        != 0)
    // The sidebar's widgets lie left of the handle, the detail's right of it.
    let dune = try #require(button(host, "Dune"))
    #expect(dune.treeFrame.x + dune.treeFrame.width <= 200)
    let reading = try #require(label(host, "Reading none"))
    #expect(reading.treeFrame.x >= 201)
    // The header bar shows the detail's title, as a Mac's window does.
    #expect(title(host) == "none")
    trellis_emit(dune.control, "clicked")
    GtkTestSupport.settle(host)
    #expect(label(host, "Reading Dune") != nil)
    #expect(title(host) == "Dune")
    #expect(
      trellis_test_accessible_text_is(paned.splitPanes[1], GTK_ACCESSIBLE_PROPERTY_LABEL, "Dune")
        != 0)
  }

  @Test func draggingTheHandleSetsTheSidebarsWidthWithinItsBounds() throws {
    let shelf = Shelf()
    let host = GtkTestSupport.host(ShelfView(shelf: shelf))
    defer { host.close() }
    let paned = try #require(host.widgets(.paned).first)
    gtk_paned_set_position(gtkOpaque(paned.widget), 260)
    GtkTestSupport.settle(host)
    #expect(try #require(label(host, "Reading none")).treeFrame.x >= 261)
    #expect(gtk_paned_get_position(gtkOpaque(paned.widget)) == 260)
    // Below the column's least width: it keeps 100 points, and the handle goes there.
    gtk_paned_set_position(gtkOpaque(paned.widget), 40)
    GtkTestSupport.settle(host)
    #expect(gtk_paned_get_position(gtkOpaque(paned.widget)) == 100)
    #expect(try #require(label(host, "Reading none")).treeFrame.x >= 101)
  }

  @Test func threeColumnsNestAPanedInTheEndOfAnother() throws {
    let host = GtkTestSupport.host(
      NavigationSplitView {
        Text("Folders").navigationSplitViewColumnWidth(120)
      } content: {
        Text("Notes").navigationSplitViewColumnWidth(140)
      } detail: {
        Text("A note")
      })
    defer { host.close() }
    let paned = try #require(host.widgets(.paned).first)
    #expect(paned.splitPaneds.count == 2)
    #expect(paned.splitPanes.count == 3)
    let inner = paned.splitPaneds[1]
    #expect(gtk_paned_get_end_child(gtkOpaque(paned.widget)) == inner)
    #expect(gtk_paned_get_position(gtkOpaque(paned.widget)) == 120)
    #expect(gtk_paned_get_position(gtkOpaque(inner)) == 140)
    #expect(try #require(label(host, "Notes")).treeFrame.x >= 121)
    #expect(try #require(label(host, "A note")).treeFrame.x >= 262)
  }

  @Test func hidingTheSidebarTakesThePanedAwayAndKeepsTheSidebarsState() throws {
    let shelf = Shelf()
    let host = GtkTestSupport.host(ShelfView(shelf: shelf))
    defer { host.close() }
    trellis_emit(try #require(button(host, "Tally 0")).control, "clicked")
    GtkTestSupport.settle(host)
    let besideTheSidebar = try #require(label(host, "Reading none")).treeFrame.x
    shelf.visibility = .detailOnly
    GtkTestSupport.settle(host)
    #expect(host.widgets(.paned).isEmpty)
    #expect(button(host, "Tally 1") == nil)
    // The detail takes the window: its centred text moves left.
    #expect(try #require(label(host, "Reading none")).treeFrame.x < besideTheSidebar - 50)
    shelf.visibility = .all
    GtkTestSupport.settle(host)
    #expect(host.widgets(.paned).count == 1)
    #expect(button(host, "Tally 1") != nil)
  }

  @Test func aNarrowWindowShowsOneColumnAndTheHeaderBarsBackButtonGoesBack() throws {
    let shelf = Shelf()
    // A 400-point sidebar, a divider and 160 points of detail do not fit 480 points.
    let host = GtkTestSupport.host(ShelfView(shelf: shelf, sidebarWidth: 400))
    defer { host.close() }
    #expect(host.widgets(.paned).isEmpty)
    #expect(!host.headerBar.showsBack)
    #expect(label(host, "Reading none") == nil)
    trellis_emit(try #require(button(host, "漢字")).control, "clicked")
    GtkTestSupport.settle(host)
    #expect(label(host, "Reading 漢字") != nil)
    #expect(button(host, "Dune") == nil)
    #expect(host.headerBar.showsBack)
    #expect(title(host) == "漢字")
    trellis_emit(host.headerBar.backButton, "clicked")
    GtkTestSupport.settle(host)
    #expect(shelf.column == .sidebar)
    #expect(button(host, "Dune") != nil)
    #expect(!host.headerBar.showsBack)
  }
}
