import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// What the actions saw, in order.
@MainActor
private final class Seen {
  var offsets: [(CGFloat, CGFloat)] = []
  var geometries: [ScrollGeometry] = []
  var flags: [Bool] = []
}

private struct Feed: View {
  let seen: Seen
  @State var count = 40
  var body: some View {
    VStack {
      Button("More") { count += 10 }
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<count, id: \.self) { Text("पंक्ति 行 \($0)") }
        }
      }
      .contentMargins(.top, 16, for: .scrollContent)
      .onScrollGeometryChange(for: CGFloat.self) {
        $0.contentOffset.y
      } action: { old, new in
        seen.offsets.append((old, new))
      }
      .onScrollGeometryChange(for: ScrollGeometry.self) {
        $0
      } action: { _, new in
        seen.geometries.append(new)
      }
      .onScrollGeometryChange(for: Bool.self) {
        $0.contentOffset.y > 40
      } action: { _, new in
        seen.flags.append(new)
      }
    }
  }
}

@MainActor
@Suite struct ScrollGeometryChangeTests {
  private func scrollView(_ host: ViewHost) throws -> ViewHost.Element {
    try #require(host.elements.first { $0.typeName.hasPrefix("ScrollView") })
  }

  @Test func scrollingRunsTheActionsWithTheOldAndNewValuesOnlyWhenTheirValuesChange() throws {
    let seen = Seen()
    let host = ViewHost(Feed(seen: seen), width: 30, height: 11)
    // The first layout is what later ones are compared with.
    #expect(seen.offsets.isEmpty)
    #expect(seen.geometries.isEmpty)
    try scrollView(host).scroll(by: 2)
    host.update()
    // Two cells are 32 points; the offset starts at minus the top margin.
    #expect(seen.offsets.count == 1)
    #expect(seen.offsets.first?.0 == -16)
    #expect(seen.offsets.first?.1 == 16)
    #expect(seen.flags.isEmpty)
    try scrollView(host).scroll(by: 3)
    host.update()
    #expect(seen.offsets.last?.1 == 64)
    #expect(seen.flags == [true])
    let geometry = try #require(seen.geometries.last)
    #expect(geometry.contentInsets.top == 16)
    #expect(geometry.contentSize.height == 640)
    #expect(geometry.containerSize.height == 160)
    #expect(
      geometry.visibleRect == CGRect(x: 0, y: 64, width: geometry.containerSize.width, height: 160))
    try scrollView(host).scroll(by: -5)
    host.update()
    #expect(seen.flags == [true, false])
    host.close()
  }

  @Test func growingContentChangesTheGeometryButNotAnOffsetThatStaysPut() throws {
    let seen = Seen()
    let host = ViewHost(Feed(seen: seen), width: 30, height: 11)
    try host.button("More").tap()
    host.update()
    #expect(seen.offsets.isEmpty)
    #expect(seen.geometries.last?.contentSize.height == 800)
    host.close()
  }

  @Test func theBoundsAreTheVisibleRectangleInsideTheMargins() throws {
    let seen = Seen()
    let host = ViewHost(Feed(seen: seen), width: 30, height: 11)
    try scrollView(host).scroll(by: 2)
    host.update()
    let geometry = try #require(seen.geometries.last)
    #expect(geometry.visibleRect.minY == 16)
    #expect(geometry.bounds.minY == 32)
    #expect(geometry.bounds.height == 144)
    #expect(geometry.bounds.width == geometry.containerSize.width)
    host.close()
  }

  @Test func anUnchangedScrollViewLetsAChangeElsewhereBeLaidOutAlone() throws {
    let seen = Seen()
    let host = ViewHost(Feed(seen: seen), width: 30, height: 11)
    let core = host.core
    let more = try #require(core.elements.first { $0.kind == .button && $0.text == "More" })
    // A press changes the button alone: the scroll view's geometry stays as it was, so its
    // observers ask for no second layout and the button is placed again by itself.
    try more.beginPress()
    host.update()
    _ = host.text
    #expect(core.engine?.subtreesPlacedAlone == 1)
    #expect(seen.geometries.isEmpty)
    try #require(core.pressedElement).endPress(activating: false)
  }

  @Test func theObserversCountGoesBackToZeroWhenTheModifierLeaves() throws {
    struct Toggled: View {
      @State var shows = true
      var body: some View {
        VStack {
          Button("Hide") { shows = false }
          if shows {
            ScrollView { Text("ক্ষ") }
              .onScrollGeometryChange(for: CGFloat.self) {
                $0.contentOffset.y
              } action: { _, _ in
              }
          }
        }
      }
    }
    let host = ViewHost(Toggled(), width: 20, height: 5)
    #expect(host.core.graph.scrollGeometryObservers == 1)
    try host.button("Hide").tap()
    host.update()
    #expect(host.core.graph.scrollGeometryObservers == 0)
    host.close()
  }
}
