import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// Tags laid out left to right, wrapping onto a new line when the next does not fit.
private struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  /// Where each subview goes for a line `width` long, from the top leading corner.
  private func origins(for width: CGFloat, sizes: [CGSize]) -> (origins: [CGPoint], size: CGSize) {
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var lineHeight: CGFloat = 0
    var widest: CGFloat = 0
    for size in sizes {
      if x > 0, x + size.width > width {
        x = 0
        y += lineHeight
        lineHeight = 0
      }
      origins.append(CGPoint(x: x, y: y))
      x += size.width + spacing
      lineHeight = max(lineHeight, size.height)
      widest = max(widest, x - spacing)
    }
    return (origins, CGSize(width: widest, height: y + lineHeight))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    origins(for: proposal.width ?? .infinity, sizes: cache.sizes).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let placed = origins(for: bounds.width, sizes: cache.sizes).origins
    for (subview, origin) in zip(subviews, placed) {
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
        proposal: .unspecified)
    }
  }
}

/// How much of a weighted row's width a view takes, relative to the others (also used by
/// TraitsThroughModifiersTests).
struct Weight: LayoutValueKey {
  static let defaultValue: CGFloat = 1
}

/// A row that shares its width out by each subview's weight.
struct WeightedRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    return CGSize(width: proposal.width ?? 0, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let total = subviews.map { $0[Weight.self] }.reduce(0, +)
    var x = bounds.minX
    for subview in subviews {
      let width = bounds.width * subview[Weight.self] / total
      subview.place(
        at: CGPoint(x: x, y: bounds.minY),
        proposal: ProposedViewSize(width: width, height: bounds.height))
      x += width
    }
  }
}

/// Its one subview, with its leading guide 16 points in and its top guide a row down.
private struct Inset: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(at: bounds.origin, proposal: proposal)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 16 : nil
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .top ? bounds.minY + 16 : nil
  }
}

@MainActor @Suite struct CustomLayoutTests {
  @Test func aFlowLayoutWrapsItsTagsOntoNewLines() throws {
    let tags = ["swift", "layout", "in", "points", "and", "cells"]
    let host = ViewHost(
      FlowLayout {
        ForEach(tags, id: \.self) { Text($0) }
      }
      .frame(width: 120, alignment: .leading), width: 15, height: 4)
    // 15 columns: "swift layout in" is 15; "points and" and "cells" follow.
    let swift = try host.text("swift").frame
    #expect(try host.text("layout").frame.x == swift.x + 6)
    #expect(try host.text("in").frame.y == swift.y)
    #expect(try host.text("points").frame.x == swift.x)
    #expect(try host.text("points").frame.y == swift.y + 1)
    #expect(try host.text("and").frame.y == swift.y + 1)
    #expect(try host.text("cells").frame.y == swift.y + 2)
  }

  @Test func aFlowLayoutFollowsItsWidth() throws {
    struct Tags: View {
      @State var narrow = false
      var body: some View {
        VStack {
          FlowLayout {
            Text("one")
            Text("two")
            Text("three")
          }
          .frame(width: narrow ? 48 : 160, alignment: .leading)
          Button("Narrow") { narrow = true }
        }
      }
    }
    let host = ViewHost(Tags(), width: 20, height: 5)
    #expect(try host.text("three").frame.y == host.text("one").frame.y)
    try host.button("Narrow").tap()
    host.update()
    #expect(try host.text("two").frame.y == host.text("one").frame.y + 1)
    #expect(try host.text("three").frame.y == host.text("one").frame.y + 2)
  }

  @Test func layoutValuesReachTheLayoutThroughModifiers() throws {
    let host = ViewHost(
      WeightedRow {
        Text("a").frame(maxWidth: .infinity, alignment: .leading)
        Text("b")
          .frame(maxWidth: .infinity, alignment: .leading)
          .layoutValue(key: Weight.self, value: 3)
        Text("c").layoutValue(key: Weight.self, value: 2).padding(.leading, 0)
      }, width: 24, height: 1)
    // Weights 1, 3 and 2 of 24 columns: 4, 12 and 8.
    #expect(try host.text("a").frame.x == 0)
    #expect(try host.text("b").frame.x == 4)
    #expect(try host.text("c").frame.x == 16)
  }

  @Test func aValueInsideAContainerBelongsToThatContainer() throws {
    let host = ViewHost(
      WeightedRow {
        Text("a").frame(maxWidth: .infinity, alignment: .leading)
        VStack {
          // This value is the stack's business, not the row's: the stack weighs 1.
          Text("b").layoutValue(key: Weight.self, value: 3)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }, width: 20, height: 1)
    #expect(try host.text("b").frame.x == 10)
  }

  @Test func aLayoutsExplicitGuidesAlignItInStacksAlongBothAxes() throws {
    let column = ViewHost(
      VStack(alignment: .leading) {
        Text("Name")
        Inset { Text("value") }
      }, width: 20, height: 3)
    // Its leading guide, 2 columns in, lines up with the text's leading edge.
    #expect(try column.text("value").frame.x == column.text("Name").frame.x - 2)
    let row = ViewHost(
      HStack(alignment: .top) {
        Text("Name")
        Inset { Text("value") }
      }, width: 20, height: 3)
    // Its top guide, a row down, lines up with the text's top.
    #expect(try row.text("value").frame.y == row.text("Name").frame.y - 1)
  }

  @Test func subviewsAreARandomAccessCollectionWithSlices() {
    final class Seen: @unchecked Sendable { var counts: [Int] = [] }
    struct Halves: Layout {
      let seen: Seen
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        let middle = subviews.index(subviews.startIndex, offsetBy: subviews.count / 2)
        let first = subviews[..<middle]
        let second = subviews[middle...]
        seen.counts = [first.count, second.count, second.startIndex]
        return CGSize(width: 80, height: 16)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {}
    }
    let seen = Seen()
    _ = ViewHost(
      Halves(seen: seen) {
        ForEach(0..<5) { Text("\($0)") }
      }, width: 20, height: 2)
    // A slice keeps the indices of the whole.
    #expect(seen.counts == [2, 3, 2])
  }
}
