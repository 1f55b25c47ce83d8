import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A gallery: 10,000 captions in an adaptive grid.
struct CaptionGallery: View {
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], alignment: .leading) {
        ForEach(0..<10_000, id: \.self) { Text("Photo \($0)") }
      }
    }
  }
}

/// A strip of 1,000 buttons that scrolls sideways.
struct ButtonStrip: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack { ForEach(0..<1_000, id: \.self) { i in Button("Tag \(i)") {} } }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct GridWidgetTests {
  /// The frames of the labels shown whose text starts with `prefix`, by their text.
  private func labels(_ host: GtkHost, _ prefix: String) -> [String: (x: Int, y: Int)] {
    var frames: [String: (x: Int, y: Int)] = [:]
    for label in host.widgets(.label) where labelText(label).hasPrefix(prefix) {
      frames[labelText(label)] = (label.treeFrame.x, label.treeFrame.y)
    }
    return frames
  }

  // An adaptive grid of 10,000 cells in a GtkScrolledWindow: as many columns of at least 80
  // points as its width holds, widgets only for the cells in view, and the scroll bar's
  // adjustment moving every cell by the pixels it moved.
  @Test func anAdaptiveGridPlacesOnlyTheCellsInViewInColumns() throws {
    let host = GtkTestSupport.host(CaptionGallery(), height: 300)
    defer { host.close() }
    let view = try #require(host.core.scrollContainers.first)
    let clip = try #require(host.main.clips[view.identity])
    let shown = labels(host, "Photo ")
    #expect(shown.count < 200)
    // Apple's rule: as many 80-point columns, 8 points apart, as the width holds.
    let grid = try #require(view.frame.width > 0 ? view.frame.width : nil)
    let columns = Int((grid + 8) / 88)
    let columnStarts = Set(shown.values.map(\.x))
    #expect(columnStarts.count == columns, "\(columnStarts.sorted()) in \(grid)")
    // Row by row: the first row holds Photo 0 to Photo columns-1.
    let first = try #require(shown["Photo 0"])
    #expect(shown["Photo \(columns - 1)"]?.y == first.y)
    #expect(try #require(shown["Photo \(columns)"]).y > first.y)
    #expect(shown["Photo \(columns)"]?.x == first.x)

    let adjustment = gtk_scrolled_window_get_vadjustment(gtkOpaque(clip.scroller))!
    #expect(gtk_adjustment_get_upper(adjustment) > Double(10_000 / columns) * 10)
    gtk_adjustment_set_value(adjustment, 9)
    GtkTestSupport.settle(host)
    let moved = labels(host, "Photo ")
    for (text, frame) in moved where shown[text] != nil {
      #expect(frame.y == shown[text]!.y - 9, "\(text)")
    }
    // Far down: the cells there have widgets, and few do.
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) / 2)
    GtkTestSupport.settle(host)
    let middle = labels(host, "Photo ").keys.compactMap { Int($0.dropFirst("Photo ".count)) }
    #expect(middle.contains { $0 > 3_000 && $0 < 7_000 }, "\(middle.sorted())")
    #expect(host.widgets(.label).count < 200)
  }

  // A LazyHStack in a horizontal scroll view: the scrolled window's horizontal adjustment
  // moves its buttons sideways, and only those in view have widgets.
  @Test func aLazyHStackScrollsSidewaysInTheScrolledWindow() throws {
    let host = GtkTestSupport.host(ButtonStrip(), height: 120)
    defer { host.close() }
    let view = try #require(host.core.scrollContainers.first)
    let clip = try #require(host.main.clips[view.identity])
    let before = host.widgets(.button).count
    #expect(before > 2 && before < 40)
    func left(_ title: String) -> Int? {
      host.widgets(.button).first { $0.element.text == title }?.treeFrame.x
    }
    let start = try #require(left("Tag 1"))
    let adjustment = gtk_scrolled_window_get_hadjustment(gtkOpaque(clip.scroller))!
    #expect(gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment))
    gtk_adjustment_set_value(adjustment, 11)
    GtkTestSupport.settle(host)
    #expect(left("Tag 1") == start - 11)
    #expect(view.scrollOffset(along: .horizontal) == 11)
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
    GtkTestSupport.settle(host)
    #expect(host.widgets(.button).contains { $0.element.text == "Tag 999" })
    #expect(host.widgets(.button).count < 40)
  }

  // Tab goes through the buttons of a lazy grid row by row, building and scrolling each
  // into view, and GTK's focus follows to its widget.
  @Test func tabGoesThroughAGridsCellsAndGTKFocusFollows() {
    let host = GtkTestSupport.host(
      ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
          ForEach(0..<200, id: \.self) { i in Button("B\(i)") {} }
        }
      }, height: 160)
    defer { host.close() }
    for number in 0..<16 {
      press(host, GDK_KEY_Tab)
      #expect(host.core.focused?.text == "B\(number)")
      let widget = host.main.ordered.first { $0.element.identity == host.core.focused?.identity }
      #expect(widget.map { host.main.hasFocus($0) } == true, "B\(number)")
      #expect(host.core.elements.contains { $0.identity == host.core.focused?.identity })
    }
  }

  // An eager Grid: cells of a column share its leading edge, a spanning cell covers its
  // columns, and the divider across the grid is as wide as the grid's columns.
  @Test func aGridLinesItsCellsUpInColumns() throws {
    let host = GtkTestSupport.host(
      Grid(alignment: .leading) {
        GridRow {
          Text("Name")
          Text("Amber")
          Text("✓")
        }
        Divider().gridCellUnsizedAxes(.horizontal)
        GridRow {
          Text("Script")
          Text("क्षिति 漢字 👩🏽‍💻")
          Text("✓")
        }
        GridRow {
          Text("Notes")
          Text("Spans two columns of the grid").gridCellColumns(2)
        }
      })
    defer { host.close() }
    let shown = labels(host, "")
    let name = try #require(shown["Name"])
    #expect(shown["Script"]?.x == name.x)
    #expect(shown["Notes"]?.x == name.x)
    #expect(shown["Amber"]?.x == shown["क्षिति 漢字 👩🏽‍💻"]?.x)
    #expect(shown["Spans two columns of the grid"]?.x == shown["Amber"]?.x)
    let amber = try #require(shown["Amber"])
    #expect(amber.x > name.x && amber.y == name.y)
    let script = try #require(shown["Script"])
    #expect(script.y > name.y)
  }
}
