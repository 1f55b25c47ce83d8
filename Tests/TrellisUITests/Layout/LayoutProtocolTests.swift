import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// Places its subviews down a diagonal: each starts where the one before it ends.
private struct Diagonal: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(CGSize.zero) { total, subview in
      let size = subview.sizeThatFits(.unspecified)
      return CGSize(width: total.width + size.width, height: total.height + size.height)
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var point = bounds.origin
    for subview in subviews {
      subview.place(at: point, proposal: .unspecified)
      let size = subview.sizeThatFits(.unspecified)
      point.x += size.width
      point.y += size.height
    }
  }
}

/// Counts what its cache goes through, and places its one subview at the trailing edge.
private final class CacheLog: @unchecked Sendable {
  var made = 0
  var updated = 0
}

private struct Counting: Layout {
  let log: CacheLog

  struct Cache { var sizes: [CGSize] }

  func makeCache(subviews: Subviews) -> Cache {
    log.made += 1
    return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    log.updated += 1
    cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    for (subview, size) in zip(subviews, cache.sizes) {
      subview.place(
        at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing,
        proposal: ProposedViewSize(size))
    }
  }
}

/// Places only its first subview.
private struct FirstOnly: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(at: bounds.origin, proposal: .unspecified)
  }
}

/// Reports what it learns of its subviews.
private final class SubviewReport: @unchecked Sendable {
  var priorities: [Double] = []
  var spacing: [CGFloat] = []
  var explicitLeading: [CGFloat?] = []
}

private struct Inspecting: Layout {
  let report: SubviewReport

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    report.priorities = subviews.map(\.priority)
    report.spacing = zip(subviews, subviews.dropFirst()).map {
      $0.spacing.distance(to: $1.spacing, along: .horizontal)
    }
    report.explicitLeading = subviews.map { $0.dimensions(in: .unspecified)[explicit: .leading] }
    return CGSize(width: 80, height: 16)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

@MainActor @Suite struct LayoutProtocolTests {
  @Test func aCustomLayoutPlacesItsViewsInPoints() throws {
    let host = ViewHost(
      Diagonal {
        Text("ab")
        Text("cde")
        Text("f")
      }, width: 20, height: 5)
    let first = try host.text("ab").frame
    let second = try host.text("cde").frame
    let third = try host.text("f").frame
    #expect((second.x, second.y) == (first.x + 2, first.y + 1))
    #expect((third.x, third.y) == (second.x + 3, second.y + 1))
    // The layout's size (6 x 3 cells) is centred on the screen.
    #expect((first.x, first.y) == (7, 1))
  }

  @Test func theCacheIsMadeOnceAndUpdatedOncePerLayoutPass() throws {
    let log = CacheLog()
    struct Screen: View {
      let log: CacheLog
      @State var count = 0
      var body: some View {
        VStack {
          Counting(log: log) { Text("count \(count)") }
          Button("More") { count += 1 }
        }
      }
    }
    let host = ViewHost(Screen(log: log), width: 30, height: 4)
    #expect(log.made == 1)
    let updatesAfterOpening = log.updated
    try host.button("More").tap()
    host.update()
    #expect(host.contains(text: "count 1"))
    #expect(log.made == 1)
    #expect(log.updated == updatesAfterOpening + 1)
    // Anchored at its top trailing corner to the trailing edge of a 30-column screen.
    let text = try host.text("count 1").frame
    #expect(text.x + text.width == 30)
  }

  @Test func aSubviewTheLayoutDoesNotPlaceIsCentred() throws {
    let host = ViewHost(
      FirstOnly {
        Text("placed")
        Text("middle")
      }.frame(width: 160, height: 80), width: 20, height: 5)
    let placed = try host.text("placed").frame
    let middle = try host.text("middle").frame
    #expect((placed.x, placed.y) == (0, 0))
    // Centred in the 20 x 5 cells: its centre at column 10, row 2.
    #expect((middle.x, middle.y) == (10 - 3, 2))
  }

  @Test func subviewsReportPrioritySpacingAndExplicitGuides() {
    let report = SubviewReport()
    _ = ViewHost(
      Inspecting(report: report) {
        Text("a")
        Text("b").layoutPriority(2)
        Text("c").alignmentGuide(.leading) { $0.width / 2 }
      }, width: 20, height: 3)
    #expect(report.priorities == [0, 2, 0])
    // The terminal's default spacing beside a view is a column.
    #expect(report.spacing == [8, 8])
    #expect(report.explicitLeading == [nil, nil, 4])
  }

  @Test func stackLayoutsAsViewsLayOutAsTheStacks() {
    let stacks = ViewHost(
      VStack(alignment: .leading) {
        HStack {
          Text("one")
          Text("two")
        }
        Text("three")
      }, width: 20, height: 4)
    let layouts = ViewHost(
      VStackLayout(alignment: .leading) {
        HStackLayout {
          Text("one")
          Text("two")
        }
        Text("three")
      }, width: 20, height: 4)
    #expect(layouts.text == stacks.text)
    let overlaid = ViewHost(
      ZStackLayout(alignment: .topLeading) {
        Text("wide text")
        Text("x")
      }, width: 20, height: 3)
    #expect(overlaid.text.contains("xide text"))
  }

  @Test func anyLayoutSwitchesLayoutsAndKeepsState() throws {
    struct Switcher: View {
      @State var isWide = true
      var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        VStack {
          layout {
            Row()
            Text("other")
          }
          Button("Switch") { isWide.toggle() }
        }
      }
    }
    struct Row: View {
      @State var taps = 0
      var body: some View { Button("taps \(taps)") { taps += 1 } }
    }
    let host = ViewHost(Switcher(), width: 40, height: 6)
    try host.button("taps 0").tap()
    host.update()
    let before = try host.button("taps 1").frame
    #expect(try host.text("other").frame.y == before.y)
    try host.button("Switch").tap()
    host.update()
    // Now a column: the row's state survived the change of layout.
    let after = try host.button("taps 1").frame
    #expect(try host.text("other").frame.y == after.y + 1)
  }
}
