import CGtk
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Where the selected tab is, as an anchor.
private struct SelectedTabKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// A view built by `overlayPreferenceValue` from an anchor is a widget where the anchor's
/// view is, in pixels measured by GTK.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct PreferenceOverlayTests {
  @Observable final class Selection {
    var tab = "Inbox"
  }

  private struct Tabs: View {
    let selection: Selection
    var body: some View {
      HStack(spacing: 24) {
        ForEach(["Inbox", "नमस्ते दुनिया", "設定"], id: \.self) { tab in
          Text(tab)
            .anchorPreference(key: SelectedTabKey.self, value: .bounds) {
              tab == selection.tab ? $0 : nil
            }
        }
      }
      .padding(40)
      .overlayPreferenceValue(SelectedTabKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            let bounds = proxy[anchor]
            Text("▲").offset(x: bounds.minX, y: bounds.maxY)
          }
        }
      }
    }
  }

  /// Where GTK allocated `hosted`'s widget in its window's content, in pixels.
  private func bounds(_ hosted: HostedWidget) -> CGRect {
    var rect = graphene_rect_t()
    _ = gtk_widget_compute_bounds(hosted.widget, hosted.window.fixedWidget, &rect)
    return CGRect(
      x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
      height: CGFloat(rect.size.height))
  }

  /// Lets the window draw two frames: GTK allocates a moved widget in a frame's layout phase.
  private func drawNextFrames(_ host: GtkHost) {
    let clock = gtk_widget_get_frame_clock(gtkCast(host.main.window))
    let start = gdk_frame_clock_get_frame_counter(clock)
    gtk_widget_queue_draw(gtkCast(host.main.window))
    for _ in 0..<400 where gdk_frame_clock_get_frame_counter(clock) < start + 2 {
      while g_main_context_iteration(nil, 0) != 0 {}
      g_usleep(5000)
    }
  }

  private func label(_ host: GtkHost, _ text: String) throws -> HostedWidget {
    try #require(host.widgets(.label).first { labelText($0) == text }, "no label \(text)")
  }

  @Test func theMarkerIsUnderTheSelectedTabAndMovesWithTheSelection() throws {
    let selection = Selection()
    let host = GtkTestSupport.host(Tabs(selection: selection))
    defer { host.close() }
    for tab in ["Inbox", "नमस्ते दुनिया", "設定"] {
      if tab != selection.tab {
        selection.tab = tab
        GtkTestSupport.settle(host)
        drawNextFrames(host)
      }
      let tabFrame = bounds(try label(host, tab))
      let marker = bounds(try label(host, "▲"))
      // At the tab's bottom leading corner, to the pixel its origin was rounded to.
      #expect(abs(marker.minX - tabFrame.minX) <= 1, "\(tab): \(marker) under \(tabFrame)")
      #expect(abs(marker.minY - tabFrame.maxY) <= 1, "\(tab): \(marker) under \(tabFrame)")
    }
  }
}
