import CGtk
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `offset`, `position`, `zIndex` and `hidden` as GTK places and stacks the widgets: read
/// from their allocation in the window and from what GTK picks under a point.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct PositionAndLayeringTests {
  /// Where GTK allocated `hosted`'s widget in its window's content, in pixels.
  private func bounds(_ hosted: HostedWidget) -> CGRect {
    var rect = graphene_rect_t()
    _ = gtk_widget_compute_bounds(hosted.widget, hosted.window.fixedWidget, &rect)
    return CGRect(
      x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
      height: CGFloat(rect.size.height))
  }

  private func label(_ host: GtkHost, _ text: String) throws -> HostedWidget {
    try #require(host.widgets(.label).first { labelText($0) == text }, "no label \(text)")
  }

  private func lines(offset: CGFloat) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("क्ष one").offset(x: offset, y: offset / 2)
      Text("漢字 two")
    }
  }

  @Test func anOffsetLabelIsAllocatedMovedAndItsNeighbourStays() throws {
    let still = GtkTestSupport.host(lines(offset: 0))
    defer { still.close() }
    let moved = GtkTestSupport.host(lines(offset: 30))
    defer { moved.close() }
    let before = bounds(try label(still, "क्ष one"))
    let after = bounds(try label(moved, "क्ष one"))
    #expect(after.origin == CGPoint(x: before.minX + 30, y: before.minY + 15))
    #expect(bounds(try label(moved, "漢字 two")) == bounds(try label(still, "漢字 two")))
  }

  @Test func aPositionedLabelIsCentredAtItsPointInTheWindow() throws {
    let host = GtkTestSupport.host(Text("👩‍👩‍👧 family").position(x: 100, y: 40))
    defer { host.close() }
    let frame = bounds(try label(host, "👩‍👩‍👧 family"))
    // The position view takes the whole window; the label's centre is at the point, to
    // the pixel its origin was rounded to.
    #expect(abs(frame.midX - 100) <= 0.5 && abs(frame.midY - 40) <= 0.5, "\(frame)")
  }

  @Observable final class Pile {
    var front = 0
  }

  private struct Cards: View {
    let pile: Pile
    var body: some View {
      ZStack {
        Button("One — एक") {}.zIndex(pile.front == 0 ? 1 : 0)
        Button("Two — दो") {}.zIndex(pile.front == 1 ? 1 : 0)
      }
    }
  }

  /// The main window's children, in stacking order (the last is on top).
  private func stack(_ host: GtkHost) -> [GtkWidgetPointer] {
    var order: [GtkWidgetPointer] = []
    var child = gtk_widget_get_first_child(host.main.fixedWidget)
    while let current = child {
      order.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    return order
  }

  /// The button GTK gives a click at the middle of where the two overlap.
  private func picked(_ host: GtkHost, among buttons: [HostedWidget]) throws -> HostedWidget? {
    let overlap = bounds(buttons[0]).intersection(bounds(buttons[1]))
    let widget = try #require(
      gtk_widget_pick(host.main.fixedWidget, overlap.midX, overlap.midY, GTK_PICK_DEFAULT))
    return buttons.first { widget == $0.widget || gtk_widget_is_ancestor(widget, $0.widget) != 0 }
  }

  @Test func theButtonWithTheHigherZIndexIsStackedOnTopAndPicked() throws {
    let pile = Pile()
    let host = GtkTestSupport.host(Cards(pile: pile))
    defer { host.close() }
    let buttons = host.widgets(.button)
    #expect(buttons.count == 2)
    let one = try #require(buttons.first { $0.element.text.contains("एक") })
    let two = try #require(buttons.first { $0.element.text.contains("दो") })
    #expect(try picked(host, among: [one, two])?.widget == one.widget)
    // The other one comes to the front: the same widgets, stacked again (GTK draws later
    // children over earlier ones and gives a click to the topmost).
    pile.front = 1
    GtkTestSupport.settle(host)
    let order = stack(host)
    let oneIndex = try #require(order.firstIndex(of: one.widget))
    let twoIndex = try #require(order.firstIndex(of: two.widget))
    #expect(oneIndex < twoIndex)
    #expect(try picked(host, among: [one, two])?.widget == two.widget)
  }

  @Observable final class PassThrough {
    var isOn = true
  }

  private struct CoveredCards: View {
    let passThrough: PassThrough
    var body: some View {
      ZStack {
        Button("One — एक") {}
        Button("Two — दो") {}.zIndex(1).allowsHitTesting(!passThrough.isOn)
      }
    }
  }

  @Test func aClickGoesThroughAWidgetThatAllowsNoHitTestingToTheOneBehind() throws {
    let passThrough = PassThrough()
    let host = GtkTestSupport.host(CoveredCards(passThrough: passThrough))
    defer { host.close() }
    let buttons = host.widgets(.button)
    let one = try #require(buttons.first { $0.element.text.contains("एक") })
    let two = try #require(buttons.first { $0.element.text.contains("दो") })
    // Two is on top, yet GTK picks the one behind it, and it stays drawn.
    #expect(try picked(host, among: [one, two])?.widget == one.widget)
    #expect(gtk_widget_get_visible(two.widget) != 0)
    // Allowed again, it takes the click.
    passThrough.isOn = false
    GtkTestSupport.settle(host)
    #expect(try picked(host, among: [one, two])?.widget == two.widget)
  }

  @Test func aHiddenButtonHasNoWidgetAndKeepsItsSpace() throws {
    let shown = GtkTestSupport.host(
      HStack {
        Button("Done — 完了") {}
        Text("Inbox 受信")
      })
    defer { shown.close() }
    let hidden = GtkTestSupport.host(
      HStack {
        Button("Done — 完了") {}.hidden()
        Text("Inbox 受信")
      })
    defer { hidden.close() }
    #expect(shown.widgets(.button).count == 1)
    #expect(hidden.widgets(.button).isEmpty)
    #expect(bounds(try label(hidden, "Inbox 受信")) == bounds(try label(shown, "Inbox 受信")))
  }
}
