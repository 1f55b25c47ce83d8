import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

private struct Sketch: View {
  @State var showsInspector = true
  var body: some View {
    VStack {
      Text("Sketch ক্ষ")
      Button("Inspector") { showsInspector.toggle() }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .inspector(isPresented: $showsInspector) {
      Text("Traits 字").inspectorColumnWidth(200)
    }
  }
}

private struct Place: View {
  var body: some View {
    ShareLink(
      item: URL(string: "https://example.org/hampi")!, preview: SharePreview("Hampi 🪨")
    ) {
      Text("Share Hampi")
    }
  }
}

/// A log whose title says how far it is scrolled, from its scroll geometry.
private struct ScrolledLog: View {
  @State private var offset: CGFloat = 0
  var body: some View {
    VStack {
      Text("Offset \(Int(offset))")
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<60, id: \.self) { Text("लॉग 日志 \($0)") }
        }
      }
      .onScrollGeometryChange(for: CGFloat.self) {
        $0.contentOffset.y
      } action: { _, new in
        offset = new
      }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct InspectorAndShareWidgetTests {
  private func wideHost<V: View>(_ view: V) -> GtkHost {
    GtkTestSupport.initialise()
    let host = GtkHost(maximum: CGSize(width: 800, height: 240)) { size, measurer in
      HostCore(root: view, size: size, measurer: measurer)
    }
    host.show()
    GtkTestSupport.settle(host)
    return host
  }

  @Test func aWideWindowShowsTheInspectorAsAColumnAfterASeparator() throws {
    let host = wideHost(Sketch())
    defer { host.close() }
    let traits = try #require(host.widgets(.label).first { labelText($0) == "Traits 字" })
    let sketch = try #require(host.widgets(.label).first { labelText($0) == "Sketch ক্ষ" })
    // The column is the last 200 points, after the separator; the sketch is centred in
    // what is left.
    let separator = try #require(host.widgets(.separator).first)
    let width = host.core.size.width
    let columnStart = CGFloat(separator.treeFrame.x + separator.treeFrame.width)
    #expect(abs(columnStart - (width - 200)) <= 1)
    #expect(traits.treeFrame.x > separator.treeFrame.x)
    #expect(sketch.treeFrame.x + sketch.treeFrame.width < separator.treeFrame.x)
    #expect(CGFloat(separator.treeFrame.height) >= host.core.size.height - 1)

    trellis_emit(try #require(host.widgets(.button).first).widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(!host.widgets(.label).contains { labelText($0) == "Traits 字" })
    #expect(host.widgets(.separator).isEmpty)
  }

  @Test func aShareLinkIsAMenuButtonWhoseCopyReachesTheDesktopsClipboard() throws {
    let host = GtkTestSupport.host(Place())
    defer { host.close() }
    let share = try #require(
      host.main.ordered.first { $0.kind == .menuButton && $0.element.text == "Share Hampi" })
    let model = try #require(gtk_menu_button_get_menu_model(gtkOpaque(share.widget)))
    #expect(g_menu_model_get_n_items(model) >= 1)
    // The preview's title heads a section holding Copy and Email.
    _ = gtk_widget_activate_action_variant(share.widget, "trellis-menu.item-1", nil)
    GtkTestSupport.settle(host)
    #expect(host.core.clipboard.text == "https://example.org/hampi")
    let clipboard = gdk_display_get_clipboard(gdk_display_get_default())
    let formats = gdk_clipboard_get_formats(clipboard)
    #expect(
      gdk_content_formats_contain_gtype(
        formats, GType(16) << GType(G_TYPE_FUNDAMENTAL_SHIFT)) != 0)
  }

  @Test func scrollingTheScrolledWindowReportsItsGeometry() throws {
    let host = GtkTestSupport.host(ScrolledLog())
    defer { host.close() }
    #expect(host.widgets(.label).contains { labelText($0) == "Offset 0" })
    let view = try #require(host.core.scrollContainers.first)
    let clip = try #require(host.main.clips[view.identity])
    gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(gtkOpaque(clip.scroller)), 48)
    GtkTestSupport.settle(host)
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label).contains { labelText($0) == "Offset 48" })
  }
}
