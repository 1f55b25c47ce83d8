import CGtk
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Right-to-left layout in GTK: the core mirrors where widgets go, and controls GTK draws
/// by direction (a scale, a bar, an entry) are told the direction, while labels and
/// drawings, already placed and aligned by the core, are not (GTK would mirror them again).
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct RightToLeftWidgetTests {
  private func label(_ host: GtkHost, _ text: String) throws -> HostedWidget {
    try #require(host.widgets(.label).first { labelText($0) == text }, "no label \(text)")
  }

  private func form(_ direction: LayoutDirection) -> some View {
    VStack(alignment: .leading) {
      HStack {
        Text("الاسم")
        Text("名前")
      }
      Slider(value: .constant(0.2))
      ProgressView(value: 0.2)
      TextField("नाम", text: .constant("abc"))
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .environment(\.layoutDirection, direction)
  }

  @Test func aRowsFirstLabelIsAtTheRight() throws {
    let ltr = GtkTestSupport.host(form(.leftToRight))
    defer { ltr.close() }
    let rtl = GtkTestSupport.host(form(.rightToLeft))
    defer { rtl.close() }
    let first = try label(rtl, "الاسم").treeFrame
    let second = try label(rtl, "名前").treeFrame
    #expect(first.x > second.x)
    // The row starts at the window's right edge as it starts at its left left to right.
    let window = gtk_widget_get_width(rtl.main.fixedWidget)
    let leftEdge = try label(ltr, "الاسم").treeFrame.x
    #expect(abs(Int32(first.x + first.width) - (window - Int32(leftEdge))) <= 1)
  }

  @Test func controlsAreToldTheDirectionAndLabelsAreNot() throws {
    for direction in LayoutDirection.allCases {
      let host = GtkTestSupport.host(form(direction))
      defer { host.close() }
      let expected = direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
      for kind in [WidgetKind.scale, .progressBar, .entry] {
        let widget = try #require(host.widgets(kind).first, "no \(kind)")
        #expect(gtk_widget_get_direction(widget.widget) == expected, "\(kind) \(direction)")
      }
      #expect(gtk_widget_get_direction(try label(host, "名前").widget) != GTK_TEXT_DIR_RTL)
    }
  }

  @Test func aBarFillsFromTheRight() throws {
    let host = GtkTestSupport.host(
      ProgressView(value: 0.25).frame(width: 200)
        .environment(\.layoutDirection, .rightToLeft))
    defer { host.close() }
    let bar = try #require(host.widgets(.progressBar).first).treeFrame
    let pixels = try GtkTestSupport.render(host)
    // The filled quarter is at the right end; the left end is the trough.
    let right = pixels[bar.x + bar.width - 3, bar.y + bar.height / 2]
    let left = pixels[bar.x + 3, bar.y + bar.height / 2]
    #expect(right != left, "right \(right) left \(left)")
    let ltrHost = GtkTestSupport.host(ProgressView(value: 0.25).frame(width: 200))
    defer { ltrHost.close() }
    let ltrBar = try #require(ltrHost.widgets(.progressBar).first).treeFrame
    let ltrPixels = try GtkTestSupport.render(ltrHost)
    // Left to right, the left end has the fill colour the right end has right to left.
    #expect(ltrPixels[ltrBar.x + 3, ltrBar.y + ltrBar.height / 2] == right)
  }
}
