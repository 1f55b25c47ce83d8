import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A thousand rows, every fourth one with a note under its title.
struct Catalogue: View {
  var body: some View {
    List(0..<1_000, id: \.self) { index in
      if index % 4 == 0 {
        VStack(alignment: .leading) {
          Text("Item \(index)")
          Text("On sale")
        }
      } else {
        Text("Item \(index)")
      }
    }
  }
}

/// A sheet holding a navigation stack, with a view to push.
struct SettingsSheet: View {
  var body: some View {
    Text("Behind")
      .sheet(isPresented: .constant(true)) {
        NavigationStack {
          VStack {
            Text("General")
            NavigationLink("Advanced") {
              Text("Advanced options")
                .navigationTitle("Advanced")
            }
          }
          .navigationTitle("Settings")
        }
      }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ScrolledWindowTests {
  private func vertical(_ clip: ScrollClip) -> UnsafeMutablePointer<GtkAdjustment> {
    gtk_scrolled_window_get_vadjustment(gtkOpaque(clip.scroller))
  }

  /// The top of each label shown whose text starts with `prefix`, by its text.
  private func labelTops(_ host: GtkHost, _ prefix: String = "Item ") -> [String: Int] {
    var tops: [String: Int] = [:]
    for label in host.widgets(.label) where labelText(label).hasPrefix(prefix) {
      tops[labelText(label)] = label.treeFrame.y
    }
    return tops
  }

  // A list of a thousand rows is a GtkScrolledWindow whose adjustment spans the estimated
  // content (rows times the average row) while only the rows in view have widgets; moving
  // the adjustment by 13 pixels (rows are 16 and 40) moves every row by 13 pixels, the first
  // one cut at the top.
  @Test func aListScrollsByPixelsAndItsScrollbarSpansTheContent() throws {
    let host = GtkTestSupport.host(Catalogue())
    defer { host.close() }
    let list = try #require(host.core.scrollContainers.first)
    let clip = try #require(host.main.clips[list.identity])
    #expect(gtk_widget_get_parent(clip.widget) == clip.scroller)
    let adjustment = vertical(clip)
    let row = Double(host.measurer.rowHeight) / 2
    #expect(gtk_adjustment_get_upper(adjustment) > 1_000 * row, "rows of about \(row * 2) px")
    #expect(gtk_adjustment_get_page_size(adjustment) == Double(list.frame.height))
    #expect(gtk_adjustment_get_value(adjustment) == 0)
    #expect(host.widgets(.label).count < 60)
    let before = labelTops(host)
    let top = try #require(before["Item 0"])
    gtk_adjustment_set_value(adjustment, 13)
    GtkTestSupport.settle(host)
    let after = labelTops(host)
    #expect(after["Item 0"] == top - 13, "\(before) -> \(after)")
    for (text, y) in after where before[text] != nil {
      #expect(y == before[text]! - 13, "\(text)")
    }
    #expect(gtk_adjustment_get_value(adjustment) == 13)
    // Far down, by the scroll bar: the rows there have widgets, and few rows do.
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) / 2)
    GtkTestSupport.settle(host)
    let middle = labelTops(host).keys.compactMap { Int($0.dropFirst("Item ".count)) }
    #expect(middle.contains { $0 > 300 && $0 < 700 }, "\(middle.sorted())")
    #expect(host.widgets(.label).count < 60)
  }

  // A scroll view's adjustment is its content's height, and 23 pixels of it move its
  // paragraphs by 23.
  @Test func aScrollViewScrollsByPixels() throws {
    let host = GtkTestSupport.host(FramedArticle())
    defer { host.close() }
    let view = try #require(host.core.scrollContainers.first)
    let clip = try #require(host.main.clips[view.identity])
    let adjustment = vertical(clip)
    #expect(gtk_adjustment_get_page_size(adjustment) == Double(view.frame.height))
    #expect(gtk_adjustment_get_upper(adjustment) > 20 * Double(host.measurer.rowHeight) / 2)
    let before = labelTops(host, "")
    gtk_adjustment_set_value(adjustment, 23)
    GtkTestSupport.settle(host)
    #expect(view.scrollOffset() == 23)
    let after = labelTops(host, "")
    let paragraph = "Paragraph 3 of a long article"
    #expect(after[paragraph] == before[paragraph].map { $0 - 23 }, "\(after)")
    #expect(after["Heading"] == before["Heading"])
  }

  // A sheet with a navigation stack has a header bar: its title, and a back button while a
  // view is pushed, which pops it.
  @Test func aSheetsNavigationStackHasAHeaderBarWithABackButton() throws {
    let host = GtkTestSupport.host(SettingsSheet())
    defer { host.close() }
    let sheet = try #require(host.modals.first?.window)
    let bar = try #require(sheet.headerBar)
    func title() -> String { String(cString: gtk_window_get_title(gtkCast(sheet.window))) }
    #expect(title() == "Settings")
    #expect(!bar.showsBack)
    let link = try #require(host.core.presentations.first?.elements.first { $0.text == "Advanced" })
    try link.tap()
    GtkTestSupport.settle(host)
    #expect(bar.showsBack)
    #expect(title() == "Advanced")
    #expect(sheet.ordered.contains { $0.kind == .label && labelText($0) == "Advanced options" })
    trellis_emit(bar.backButton, "clicked")
    GtkTestSupport.settle(host)
    #expect(!bar.showsBack)
    #expect(title() == "Settings")
    #expect(!sheet.ordered.contains { $0.kind == .label && labelText($0) == "Advanced options" })
    // A sheet without a navigation stack keeps its plain window.
    #expect(host.modals.count == 1)
  }
}
