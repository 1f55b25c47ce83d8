import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Right-to-left layout: each container mirrors the places of its views within itself, so
/// stacks start at the right, `leading` is the right, and padding, alignment and frames
/// follow; what views draw is not mirrored.
@MainActor @Suite struct LayoutDirectionTests {
  private func core<V: View>(_ view: V, width: CGFloat = 200) -> HostCore {
    HostCore(root: view, size: CGSize(width: width, height: 100), measurer: TestPixelMeasurer())
  }

  /// The frame of the text item that shows `string`.
  private func frame(of string: String, in core: HostCore) throws -> CGRect {
    let item = core.displayList.items.first { item in
      guard case .text(let lines, _, _) = item.content else { return false }
      return lines.map { $0.map(\.string).joined() }.joined(separator: "\n") == string
    }
    return try #require(item, "no text \"\(string)\" on screen").frame
  }

  private func rightToLeft<V: View>(_ view: V) -> some View {
    view.environment(\.layoutDirection, .rightToLeft)
  }

  @Test func theDirectionIsLeftToRightUntilTheAppSetsIt() {
    #expect(EnvironmentValues().layoutDirection == .leftToRight)
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    #expect(environment.layoutDirection == .rightToLeft)
    #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
  }

  @Test func anHStackStartsAtTheRight() throws {
    let stack = HStack(spacing: 10) {
      Text("واحد")
      Text("दो")
      Text("三")
    }.frame(maxWidth: .infinity, alignment: .leading)
    let ltr = core(stack)
    let rtl = core(rightToLeft(stack))
    // Left to right: 4, 1 (a conjunct is one character) and 1 characters of 7 points, 10
    // apart, from the left edge.
    #expect(try frame(of: "واحد", in: ltr) == CGRect(x: 0, y: 40, width: 28, height: 20))
    #expect(try frame(of: "三", in: ltr).minX == 55)
    // Right to left: the first view at the right edge, the others to its left.
    #expect(try frame(of: "واحد", in: rtl) == CGRect(x: 172, y: 40, width: 28, height: 20))
    #expect(try frame(of: "दो", in: rtl) == CGRect(x: 155, y: 40, width: 7, height: 20))
    #expect(try frame(of: "三", in: rtl) == CGRect(x: 138, y: 40, width: 7, height: 20))
  }

  @Test func leadingPaddingAndAlignmentAreOnTheRight() throws {
    let column = VStack(alignment: .leading, spacing: 0) {
      Text("long line")
      Text("short")
    }
    .padding(.leading, 20)
    .frame(maxWidth: .infinity, alignment: .leading)
    let rtl = core(rightToLeft(column))
    // The column hugs the right edge 20 points in, and its rows line up on their right
    // edges (their leading ones).
    let long = try frame(of: "long line", in: rtl)
    let short = try frame(of: "short", in: rtl)
    #expect(long.maxX == 180)
    #expect(short.maxX == 180)
    #expect(short.minX == 145)
  }

  @Test func anOverlaysTopLeadingCornerIsTheTopRight() throws {
    let badge = Color.blue.frame(width: 100, height: 60)
      .overlay(alignment: .topLeading) { Text("1") }
    let rtl = core(rightToLeft(badge))
    let square = try #require(rtl.drawnShapes.first).frame
    #expect(
      try frame(of: "1", in: rtl)
        == CGRect(x: square.maxX - 7, y: square.minY, width: 7, height: 20))
  }

  @Test func anOffsetMovesTowardTheLeadingEdge() throws {
    // SwiftUI mirrors a view's place within its parent, the offset's too.
    let moved = Text("→").offset(x: 30).frame(width: 100, alignment: .leading)
    let ltr = try frame(of: "→", in: core(moved, width: 100))
    let rtl = try frame(of: "→", in: core(rightToLeft(moved), width: 100))
    #expect(ltr.minX == 30)
    #expect(rtl.maxX == 70)
  }

  @Test func aCustomLayoutIsMirroredAndReadsTheDirection() throws {
    var seen: [LayoutDirection] = []
    let layout = LeadingRow { seen.append($0) }
    let row = layout {
      Text("ا")
      Text("ب")
    }.frame(width: 100, alignment: .leading)
    let rtl = core(rightToLeft(row), width: 100)
    // The layout places from its bounds' minX, as for left to right; the container mirrors.
    #expect(try frame(of: "ا", in: rtl).maxX == 100)
    #expect(try frame(of: "ب", in: rtl).maxX == 93)
    #expect(seen.last == .rightToLeft)
    _ = core(row, width: 100)
    #expect(seen.last == .leftToRight)
  }

  @Test func aLazyGridsFirstCellIsAtTheRight() throws {
    let grid = ScrollView {
      LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 0) {
        ForEach(["一", "二", "三"], id: \.self) { Text($0) }
      }
      .frame(width: 100)
    }
    let rtl = core(rightToLeft(grid), width: 100)
    // Columns from the right: 一 in the right column, 二 in the left, 三 on the right again.
    let first = try frame(of: "一", in: rtl)
    let second = try frame(of: "二", in: rtl)
    let third = try frame(of: "三", in: rtl)
    #expect(first.minX >= 50 && first.maxX <= 100)
    #expect(second.minX >= 0 && second.maxX <= 50)
    #expect(third.minX == first.minX && third.minY > first.minY)
    // Each centred in its column, as left to right, mirrored: 21.5 points in, rounded.
    let ltr = core(grid, width: 100)
    #expect(try first.minX == 100 - frame(of: "一", in: ltr).maxX)
  }

  @Test func aListRowsViewsStartAtTheRight() throws {
    let list = List {
      HStack {
        Text("नाम")
        Spacer()
        Text("42")
      }
    }
    let rtl = core(rightToLeft(list))
    #expect(try frame(of: "नाम", in: rtl).midX > frame(of: "42", in: rtl).midX)
  }

  @Test func changingTheDirectionMovesTheViewsAndKeepsTheirState() throws {
    let core = core(DirectionSwitch())
    let before = try frame(of: "first", in: core)
    try #require(core.elements.first { $0.kind == .button && $0.text == "Flip" }).tap()
    core.update()
    let after = try frame(of: "first", in: core)
    #expect(before.minX == 0)
    #expect(after.maxX == 200)
    // The counter below kept its count: the views were moved, not made again.
    #expect(try frame(of: "count 1", in: core).width > 0)
  }

  @Test func multilineTextLinesUpOnTheRight() throws {
    let text = Text("a\nbbb").frame(width: 100)
    let item = try #require(
      core(rightToLeft(text), width: 100).displayList.items.first {
        if case .text = $0.content { return true }
        return false
      })
    guard case .text(_, let alignment, _) = item.content else { return }
    // `.leading` (the default) is drawn on the right edge: hosts read the drawn side.
    #expect(alignment == .trailing)
    let centred = try #require(
      core(rightToLeft(text.multilineTextAlignment(.center)), width: 100).displayList.items
        .first {
          if case .text = $0.content { return true }
          return false
        })
    guard case .text(_, let centre, _) = centred.content else { return }
    #expect(centre == .center)
  }
}

/// Places its subviews in a row from its bounds' left edge, and tells `onPlace` the
/// direction its subviews say it is laid out in.
private struct LeadingRow: Layout {
  let onPlace: (LayoutDirection) -> Void

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    onPlace(subviews.layoutDirection)
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width
    }
  }
}

/// A row whose direction a button flips, over a counter that keeps its state.
private struct DirectionSwitch: View {
  @State private var direction = LayoutDirection.leftToRight
  @State private var count = 0

  var body: some View {
    VStack(spacing: 0) {
      Text("first").frame(maxWidth: .infinity, alignment: .leading)
      Button("Flip") {
        direction = direction == .leftToRight ? .rightToLeft : .leftToRight
        count += 1
      }
      Text("count \(count)")
    }
    .environment(\.layoutDirection, direction)
  }
}
