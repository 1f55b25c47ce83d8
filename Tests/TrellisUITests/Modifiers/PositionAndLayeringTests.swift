import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `offset`, `position`, `zIndex` and `hidden` with Apple's layout: what moves, what keeps
/// its place, what is drawn in front, what is not shown at all; read in points.
@MainActor @Suite struct PositionAndLayeringTests {
  private func core<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> HostCore {
    HostCore(root: view, size: CGSize(width: width, height: height), measurer: TestPixelMeasurer())
  }

  private func text(_ core: HostCore, _ string: String) throws -> HostElement {
    try #require(core.elements.first { $0.text == string && $0.typeName == "Text" })
  }

  private struct Row: View {
    let offset: CGFloat
    var body: some View {
      HStack(spacing: 0) {
        Text("क्ष").offset(x: offset, y: offset / 2).border(Color.gray)
        Text("漢字")
      }
    }
  }

  @Test func anOffsetMovesTheDrawingButNotTheLayout() throws {
    let still = core(Row(offset: 0))
    let moved = core(Row(offset: 20))
    let (before, after) = (try text(still, "क्ष"), try text(moved, "क्ष"))
    #expect(after.frame == before.frame.offsetBy(dx: 20, dy: 10))
    // The sibling and the border added after the offset stay where they were.
    #expect(try text(moved, "漢字").frame == (try text(still, "漢字")).frame)
    let border = try #require(moved.drawnShapes.first)
    #expect(border.frame == before.frame)
  }

  @Test func aPositionCentresTheViewAtThePointAndTakesTheWholeProposal() throws {
    let core = core(
      Text("👩‍👩‍👧 family").position(x: 60, y: 30).border(Color.red))
    let label = try text(core, "👩‍👩‍👧 family")
    #expect(label.frame.midX == 60 && label.frame.midY == 30)
    let border = try #require(core.drawnShapes.first)
    #expect(border.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func aPositionIsInTheParentsSpaceNotTheScreens() throws {
    let core = core(
      VStack(spacing: 0) {
        Color.blue.frame(height: 40)
        Text("漢字").position(CGPoint(x: 20, y: 10)).frame(height: 60)
      })
    #expect(try text(core, "漢字").frame.midX == 20)
    #expect(try text(core, "漢字").frame.midY == 50)
  }

  @Test func zIndexDrawsTheHigherViewInFrontWhateverTheOrder() throws {
    let core = core(
      ZStack {
        Color.red.zIndex(1)
        Color.blue
        Color.green.padding(4).zIndex(-1)
      })
    #expect(core.drawnShapes.map(\.color) == [.green, .blue, .red])
  }

  @Test func zIndexOrdersOverlappingViewsInAStack() throws {
    let core = core(
      HStack(spacing: 0) {
        Color.yellow.frame(width: 20).offset(x: 10).zIndex(1)
        Color.red.frame(width: 20)
      })
    #expect(core.drawnShapes.map(\.color) == [.red, .yellow])
    // Layout is unchanged: the red one is still next to where the yellow one was (80 to
    // 100); the yellow one is drawn 10 points over it.
    #expect(core.drawnShapes.map(\.frame.minX) == [100, 90])
  }

  @Observable final class Editing {
    var isEditing = false
  }

  private struct Toolbar: View {
    let editing: Editing
    var body: some View {
      HStack {
        Button("Done — पूर्ण") { editing.isEditing = false }
          .hidden()
        Text("Inbox 受信")
      }
    }
  }

  @Test func aHiddenViewKeepsItsSpaceAndIsNotShownFocusedOrRead() throws {
    let shown = core(
      HStack {
        Button("Done — पूर्ण") {}
        Text("Inbox 受信")
      })
    let hidden = core(Toolbar(editing: Editing()))
    #expect(try text(hidden, "Inbox 受信").frame == (try text(shown, "Inbox 受信")).frame)
    #expect(shown.elements.contains { $0.kind == .button })
    #expect(!hidden.elements.contains { $0.kind == .button })
    #expect(hidden.displayList.items.count == 1)
    // Tab reaches no control: the one button is hidden.
    _ = hidden.moveFocus(backward: false)
    #expect(hidden.focused == nil)
  }
}
