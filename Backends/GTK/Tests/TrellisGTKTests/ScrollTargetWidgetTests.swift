import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Sixty lines in a scroll view that pages (or not), with its top line's identity shown.
private struct PagedLog: View {
  let paging: Bool
  @State private var top: Int?
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Top \(top.map(String.init) ?? "none")")
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<60, id: \.self) { Text("Entry \($0) · प्रविष्टि · 条目") }
        }
        .scrollTargetLayout()
      }
      .scrollPosition(id: $top)
      .modifier(Paging(isOn: paging))
      .frame(height: 200)
    }
  }
}

/// Paging, or no behavior at all.
private struct Paging: ViewModifier {
  let isOn: Bool
  func body(content: Content) -> some View {
    if isOn { content.scrollTargetBehavior(.paging) } else { content }
  }
}

/// Scroll targets in GTK: the scrolled window's movement is settled onto a page once it
/// pauses, its adjustment follows, and a scroll position reads the line at the top.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ScrollTargetWidgetTests {
  private func clip(_ host: GtkHost) throws -> ScrollClip {
    let view = try #require(host.core.scrollContainers.first)
    return try #require(host.main.clips[view.identity])
  }

  private func adjustment(_ host: GtkHost) throws -> UnsafeMutablePointer<GtkAdjustment> {
    gtk_scrolled_window_get_vadjustment(gtkOpaque(try clip(host).scroller))
  }

  private func offset(_ host: GtkHost) throws -> CGFloat? {
    try #require(host.core.scrollContainers.first).scrollExtent()?.offset
  }

  /// Runs GTK's main loop until the clip's pending gesture is settled (or five seconds pass).
  private func waitForSettling(_ host: GtkHost) throws {
    let clip = try clip(host)
    let deadline = Date().addingTimeInterval(5)
    while clip.gestureStart != nil, Date() < deadline {
      _ = g_main_context_iteration(nil, 0)
      usleep(5_000)
    }
    GtkTestSupport.settle(host)
  }

  @Test func aPauseInTheScrollingRestsItOnAPage() throws {
    let host = GtkTestSupport.host(PagedLog(paging: true))
    defer { host.close() }
    let page = try #require(host.core.scrollContainers.first?.scrollExtent()?.viewport)
    gtk_adjustment_set_value(try adjustment(host), 10)
    gtk_adjustment_set_value(try adjustment(host), 30)
    // The pause's timeout may fire while GTK's pending work runs: only where the scroll
    // view ends is checked, not when.
    try waitForSettling(host)
    #expect(try offset(host) == page)
    #expect(gtk_adjustment_get_value(try adjustment(host)) == Double(page))
    // The line now at the top is the scroll position's.
    #expect(try labelOfTop(host) == "Top \(try topLine(host))")
  }

  /// The number of the first line at least partly in the scroll view's viewport.
  private func topLine(_ host: GtkHost) throws -> Substring {
    let viewport = try #require(host.core.scrollContainers.first).frame
    let first = try #require(
      host.core.elements.filter {
        $0.typeName == "Text" && $0.text.hasPrefix("Entry ") && $0.frame.height > 0
          && $0.frame.maxY > viewport.minY
      }.min { $0.frame.minY < $1.frame.minY })
    return first.text.split(separator: " ")[1]
  }

  private func labelOfTop(_ host: GtkHost) throws -> String {
    labelText(try #require(host.widgets(.label).first { labelText($0).hasPrefix("Top ") }))
  }

  @Test func withoutABehaviorItRestsWhereTheScrollingLeftIt() throws {
    let host = GtkTestSupport.host(PagedLog(paging: false))
    defer { host.close() }
    gtk_adjustment_set_value(try adjustment(host), 30)
    GtkTestSupport.settle(host)
    #expect(try clip(host).gestureStart == nil)
    #expect(try offset(host) == 30)
    #expect(try labelOfTop(host) == "Top \(try topLine(host))")
    #expect(try labelOfTop(host) != "Top 0")
  }

  /// A paging carousel inside a feed.
  private struct Feed: View {
    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          Text("Feed · 動態")
          ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
              ForEach(0..<30, id: \.self) { Text("Card \($0) · कार्ड").frame(width: 90) }
            }
          }
          .scrollTargetBehavior(.paging)
          .frame(width: 270)
          ForEach(0..<40, id: \.self) { Text("Post \($0)") }
        }
      }
    }
  }

  // The carousel's own movement is settled onto its page, and the feed stays.
  @Test func aCarouselInAFeedPagesItself() throws {
    let host = GtkTestSupport.host(Feed())
    defer { host.close() }
    let carousel = try #require(
      host.core.scrollContainers.first { $0.scrollExtent(along: .horizontal) != nil })
    let clip = try #require(host.main.clips[carousel.identity])
    let across = gtk_scrolled_window_get_hadjustment(gtkOpaque(clip.scroller))
    gtk_adjustment_set_value(across, 40)
    GtkTestSupport.settle(host)
    let deadline = Date().addingTimeInterval(5)
    while clip.gestureStart != nil, Date() < deadline {
      _ = g_main_context_iteration(nil, 0)
      usleep(5_000)
    }
    GtkTestSupport.settle(host)
    let page = try #require(carousel.scrollExtent(along: .horizontal)?.viewport)
    #expect(carousel.scrollExtent(along: .horizontal)?.offset == page)
    #expect(try #require(host.core.scrollContainers.first).scrollExtent()?.offset == 0)
  }
}
