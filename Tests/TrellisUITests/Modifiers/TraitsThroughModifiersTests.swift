import Foundation
import Observation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// A view's traits (`zIndex`, `layoutPriority`, layout values) stay the view's through the
/// modifiers around it, as in SwiftUI: the outermost modifier that sets one wins, and
/// padding, frames, backgrounds, overlays, borders, clips, positions and presentations pass
/// them on.
@MainActor @Suite struct TraitsThroughModifiersTests {
  private func core<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> HostCore {
    HostCore(root: view, size: CGSize(width: width, height: height), measurer: TestPixelMeasurer())
  }

  enum Wrapper: String, CaseIterable {
    case padding, frame, background, overlay, border, clipShape, position, offset, sheet
  }

  /// A red square with its z index set inside `wrapper`.
  @ViewBuilder private func raised(_ wrapper: Wrapper) -> some View {
    let square = Color.red.frame(width: 40, height: 40).zIndex(1)
    switch wrapper {
    case .padding: square.padding(2)
    case .frame: square.frame(maxWidth: .infinity)
    case .background: square.background(Color.yellow)
    case .overlay: square.overlay(Text("क्ष 漢字"))
    case .border: square.border(Color.gray)
    case .clipShape: square.clipShape(Circle())
    case .position: square.position(x: 60, y: 40)
    case .offset: square.offset(x: 4)
    case .sheet: square.sheet(isPresented: .constant(false)) { Text("👩‍👩‍👧") }
    }
  }

  @Test(arguments: Wrapper.allCases)
  func aZIndexSetInsideAModifierStillOrdersTheView(_ wrapper: Wrapper) {
    let core = core(
      ZStack {
        raised(wrapper)
        Color.blue.frame(width: 80, height: 80)
      })
    let colors = core.drawnShapes.map(\.color).filter { $0 == .red || $0 == .blue }
    #expect(colors == [.blue, .red], "\(wrapper)")
  }

  @Test func theOutermostZIndexWins() {
    let lowered = core(
      ZStack {
        Color.red.zIndex(1).zIndex(0)
        Color.blue
      })
    #expect(lowered.drawnShapes.map(\.color) == [.red, .blue])
    let raised = core(
      ZStack {
        Color.red.zIndex(0).zIndex(1)
        Color.blue
      })
    #expect(raised.drawnShapes.map(\.color) == [.blue, .red])
  }

  /// A background of a custom view type, with its own `zIndex` on an inner view: the inner
  /// view's index orders it only inside the background's ZStack, not among the decorated
  /// view's siblings.
  @Test func aZIndexInsideABackgroundStaysInsideIt() {
    let core = core(
      ZStack {
        Color.green.frame(width: 40, height: 40)
          .background { Color.yellow.zIndex(5) }
        Color.blue.frame(width: 80, height: 80)
      })
    #expect(core.drawnShapes.map(\.color) == [.yellow, .green, .blue])
  }

  @Observable final class Rows {
    var lifted: Int? = nil
  }

  /// Rows of a lazy stack written inline, each offset onto the next: the lifted one is
  /// drawn over its neighbours, and lifting another one redraws the order.
  @Test func zIndexOrdersTheRowsOfALazyStack() {
    let rows = Rows()
    rows.lifted = 0
    let colors: [Color] = [.red, .green, .blue]
    let core = core(
      LazyVStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { index in
          colors[index].frame(height: 10).offset(y: index == 0 ? 5 : 0)
            .background(Color.gray)
            .zIndex(rows.lifted == index ? 1 : 0)
        }
      })
    let order = { core.drawnShapes.map(\.color).filter { $0 != .gray } }
    #expect(order() == [.green, .blue, .red])
    rows.lifted = 1
    core.update()
    #expect(order() == [.red, .blue, .green])
  }

  @Test func aLayoutPriorityGivenBeforePaddingAndABackgroundStillGetsTheSpaceFirst() {
    func widths(priority: Double) -> [CGFloat] {
      let core = core(
        HStack(spacing: 0) {
          Color.red.frame(minWidth: 10, maxWidth: 100).layoutPriority(priority).padding(2)
            .background(Color.gray)
          Color.blue.frame(minWidth: 10, maxWidth: 100)
        }, width: 120)
      return core.drawnShapes.filter { $0.color != .gray }.map(\.frame.width)
    }
    #expect(widths(priority: 0) == [56, 60])
    #expect(widths(priority: 1) == [100, 16])
  }

  /// The weighted row is CustomLayoutTests' (`Weight`, `WeightedRow`).
  @Test func aLayoutValueSetBeforeABackgroundReachesTheLayout() {
    let core = core(
      WeightedRow {
        Color.red.layoutValue(key: Weight.self, value: 3).background(Color.gray)
          .overlay(Text("🙂"))
        Color.blue
      })
    let frames = core.drawnShapes.filter { $0.color != .gray }.map(\.frame.width)
    #expect(frames == [150, 50])
  }
}
