import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// Lazy grids' columns sized as Apple's are, checked against widths measured on Apple's
/// platforms (default spacing 8): the sizing alone, then the frames a grid's cells get.
@MainActor @Suite struct GridItemSizingTests {
  /// The columns' (start, width) pairs, before rounding, for `items` in `width` points.
  private func columns(_ items: [GridItem], in width: CGFloat?) -> [[CGFloat]] {
    _GridTracks.exactTracks(items, in: width, defaultSpacing: 8).map {
      [($0.start * 100).rounded() / 100, ($0.length * 100).rounded() / 100]
    }
  }

  @Test func fixedColumnsKeepTheirWidthsWhateverTheGridsWidth() {
    for width: CGFloat in [50, 300, 1_000] {
      #expect(columns([GridItem(.fixed(60))], in: width) == [[0, 60]])
      #expect(
        columns([GridItem(.fixed(60)), GridItem(.fixed(100))], in: width) == [[0, 60], [68, 100]])
    }
  }

  @Test func aFlexibleColumnTakesTheWidthWithinItsBounds() {
    let item = [GridItem(.flexible(minimum: 100, maximum: 200))]
    #expect(columns(item, in: 300) == [[0, 200]])
    #expect(columns(item, in: 150) == [[0, 150]])
    #expect(columns(item, in: 50) == [[0, 100]])
  }

  // Apple: the grid's width less spacing and inflexible items, divided among the flexible
  // items.
  @Test func flexibleColumnsShareWhatTheFixedOnesLeave() {
    let items = [GridItem(.flexible()), GridItem(.fixed(40)), GridItem(.flexible())]
    // 320 - 16 spacing - 40 = 264, 132 each.
    #expect(columns(items, in: 320) == [[0, 132], [140, 40], [188, 132]])
    let three = Array(repeating: GridItem(.flexible()), count: 3)
    #expect(columns(three, in: 320) == [[0, 101.33], [109.33, 101.33], [218.67, 101.33]])
  }

  // Measured on iOS: at 300 the first column is offered 146 and takes it, leaving 146 for a
  // column of at least 180, which takes 180 (334 in all, wider than offered); placed at
  // 334, the first takes 163.
  @Test func aFlexibleMinimumThatDoesNotFitWidensTheGrid() {
    let items = [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]
    #expect(columns(items, in: 300) == [[0, 146], [154, 180]])
    #expect(columns(items, in: 334) == [[0, 163], [171, 180]])
  }

  // Measured on iOS: five columns of 53.6 at 300.
  @Test func anAdaptiveItemFitsAsManyColumnsOfItsMinimumAsTheWidthHolds() {
    let item = [GridItem(.adaptive(minimum: 50, maximum: 100))]
    let five = columns(item, in: 300)
    #expect(five.count == 5)
    #expect(five.allSatisfy { $0[1] == 53.6 })
    #expect(five.last == [246.4, 53.6])
    // Narrower than two minimums and a gap: one column, the whole width.
    #expect(columns(item, in: 90) == [[0, 90]])
    // Never wider than its maximum.
    #expect(columns([GridItem(.adaptive(minimum: 50, maximum: 60))], in: 100) == [[0, 60]])
  }

  // Measured on iOS: two adaptive items each get 146 of 300; the first fits 2 columns of
  // 69, the second 3 of 43.33.
  @Test func twoAdaptiveItemsEachFitColumnsInTheirShare() {
    let items = [
      GridItem(.adaptive(minimum: 50, maximum: 100)),
      GridItem(.adaptive(minimum: 40, maximum: 100)),
    ]
    let found = columns(items, in: 300)
    #expect(found.map { $0[1] } == [69, 69, 43.33, 43.33, 43.33])
    #expect(found.last.map { $0[0] + $0[1] } == 300)
  }

  // Measured on iOS: at 300, the fixed columns come first (76 left), the flexible one is
  // held at its minimum of 100 and the adaptive one gets nothing: 324 in all.
  @Test func fixedColumnsAreSizedBeforeTheOthers() {
    let items = [
      GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)),
      GridItem(.fixed(100)),
    ]
    #expect(columns(items, in: 300) == [[0, 100], [108, 100], [216, 0], [224, 100]])
  }

  @Test func anItemsSpacingFollowsItAndSeparatesItsAdaptiveColumns() {
    let items = [GridItem(.adaptive(minimum: 40), spacing: 2), GridItem(.fixed(30), spacing: 20)]
    // 100 - 2 - 30 = 68 for the adaptive item: one 40-point column with 2 between
    // would need 82, so one of 68.
    #expect(columns(items, in: 100) == [[0, 68], [70, 30]])
    // 200: 168, four columns of 40.5 with 2 between.
    #expect(columns(items, in: 200).map { $0[1] } == [40.5, 40.5, 40.5, 40.5, 30])
  }

  @Test func withNoWidthOfferedEachItemTakesItsMinimum() {
    let items = [
      GridItem(.fixed(30)), GridItem(.flexible(minimum: 20)), GridItem(.adaptive(minimum: 40)),
    ]
    #expect(columns(items, in: nil) == [[0, 30], [38, 20], [66, 40]])
  }

  @Test func columnsAreRoundedToTheHostsPixels() {
    // A terminal's 8-point columns: 640 points, adaptive minimum 80, seven columns of 84.57
    // points, each edge on the nearest cell.
    let tracks = _GridTracks(
      [GridItem(.adaptive(minimum: 80))], in: 640, defaultSpacing: 8,
      grid: _PixelGrid(pixel: CGSize(width: 8, height: 16)), axis: .horizontal)
    #expect(tracks.tracks.count == 7)
    #expect(tracks.tracks.allSatisfy { $0.start.truncatingRemainder(dividingBy: 8) == 0 })
    #expect(tracks.tracks.allSatisfy { $0.length == 80 || $0.length == 88 })
    #expect(tracks.length == 640)
  }

  // MARK: Cells placed in a grid

  private func core<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 200) -> HostCore {
    HostCore(root: view, size: CGSize(width: width, height: height), measurer: TestPixelMeasurer())
  }

  /// A grid of `count` 20-point-high colour cells in a scroll view without indicators.
  private func grid(_ columns: [GridItem], count: Int = 12, spacing: CGFloat? = nil)
    -> some View
  {
    ScrollView(showsIndicators: false) {
      LazyVGrid(columns: columns, spacing: spacing) {
        ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: 20) }
      }
    }
  }

  @Test func cellsFillTheirColumnsRowByRow() throws {
    let core = core(grid([GridItem(.adaptive(minimum: 50, maximum: 100))], count: 7))
    let frames = core.drawnShapes.map(\.frame)
    #expect(frames.count == 7)
    // Five columns a row at 300 points (53.6 each, edges on whole points), rows 8 apart.
    #expect(frames.prefix(5).map(\.minY).allSatisfy { $0 == 0 })
    #expect(frames.prefix(5).map(\.minX) == [0, 62, 123, 185, 246])
    #expect(frames.prefix(5).map(\.width) == [54, 53, 54, 53, 54])
    #expect(frames[5] == CGRect(x: 0, y: 28, width: 54, height: 20))
    #expect(frames[6].minX == 62 && frames[6].minY == 28)
  }

  @Test func theColumnsFollowTheWidth() throws {
    let view = grid([GridItem(.adaptive(minimum: 80))], count: 20)
    // 300: three columns (80 + 8 + 80 + 8 + 80 = 256 fits, four would need 344).
    #expect(Set(core(view, width: 300).drawnShapes.map(\.frame.minX)).count == 3)
    #expect(Set(core(view, width: 400).drawnShapes.map(\.frame.minX)).count == 4)
    #expect(Set(core(view, width: 100).drawnShapes.map(\.frame.minX)).count == 1)
  }

  @Test func rowSpacingSeparatesRows() throws {
    let core = core(grid([GridItem(.flexible()), GridItem(.flexible())], count: 6, spacing: 30))
    #expect(core.drawnShapes.map(\.frame.minY) == [0, 0, 50, 50, 100, 100])
  }

  @Test func aRowIsAsTallAsItsTallestCellAndCellsAreCentredInIt() throws {
    let core = core(
      ScrollView(showsIndicators: false) {
        LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 0) {
          Color.red.frame(height: 10)
          Color.green.frame(height: 30)
          Color.blue.frame(height: 10)
        }
      })
    let frames = core.drawnShapes.map(\.frame)
    // The two columns (88 wide) centred in 300: from 106.
    #expect(frames[0] == CGRect(x: 106, y: 10, width: 40, height: 10))
    #expect(frames[1] == CGRect(x: 154, y: 0, width: 40, height: 30))
    #expect(frames[2] == CGRect(x: 106, y: 30, width: 40, height: 10))
  }

  @Test func aGridItemsAlignmentPlacesItsCells() throws {
    let core = core(
      ScrollView(showsIndicators: false) {
        LazyVGrid(
          columns: [
            GridItem(.fixed(60), alignment: .topLeading),
            GridItem(.fixed(60), alignment: .bottomTrailing),
          ], spacing: 0
        ) {
          Color.red.frame(width: 10, height: 10)
          Color.green.frame(width: 20, height: 30)
        }
      })
    let frames = core.drawnShapes.map(\.frame)
    // Columns at 86 and 154 (128 wide, centred in 300).
    #expect(frames[0] == CGRect(x: 86, y: 0, width: 10, height: 10))
    #expect(frames[1] == CGRect(x: 194, y: 0, width: 20, height: 30))
  }

  @Test func theGridsAlignmentLinesCellsUpInTheirColumns() throws {
    let core = core(
      ScrollView(showsIndicators: false) {
        LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(60))], alignment: .leading) {
          Color.red.frame(width: 10, height: 10)
          Color.green.frame(width: 20, height: 10)
        }
      })
    let frames = core.drawnShapes.map(\.frame)
    #expect(frames.map(\.minX) == [86, 154])
  }

  @Test func aHorizontalGridSizesItsRowsFromItsHeight() throws {
    let core = core(
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
          ForEach(0..<5, id: \.self) { _ in Color.red.frame(width: 30) }
        }
      }, width: 300, height: 108)
    let frames = core.drawnShapes.map(\.frame)
    // Two rows of 50 (108 less 8 between), filled column by column, columns 40 apart.
    #expect(frames.map(\.height) == Array(repeating: 50, count: 5))
    #expect(frames.map(\.minY) == [0, 58, 0, 58, 0])
    #expect(frames.map(\.minX) == [0, 0, 40, 40, 80])
  }

  @Test func sectionsStartNewRowsAndTheirHeadersSpanTheGrid() throws {
    let core = core(
      ScrollView(showsIndicators: false) {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
          Section {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 20) }
          } header: {
            Color.blue.frame(height: 10)
          }
          Section {
            ForEach(0..<2, id: \.self) { _ in Color.green.frame(height: 20) }
          }
        }
      })
    let frames = core.drawnShapes.map(\.frame)
    #expect(frames.count == 6)
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 300, height: 10))
    #expect(frames[1...3].map(\.minY) == [10, 10, 30])
    // The second section starts a row of its own.
    #expect(frames[4...5].map(\.minY) == [50, 50])
    #expect(frames[4...5].map(\.minX) == [0, 154])
  }
}
