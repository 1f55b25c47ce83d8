import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Tabs whose selected one has a highlight behind it: the highlight follows the selected
/// tab's frame (the tabs are the sources, one per id).
private struct HighlightedTabs: View {
  @Namespace private var tabs
  @State var selection = "Home"
  let names = ["Home", "नमस्ते", "設定"]

  var body: some View {
    HStack(spacing: 16) {
      ForEach(names, id: \.self) { name in
        Text(name)
          .onTapGesture { selection = name }
          .matchedGeometryEffect(id: name, in: tabs)
      }
    }
    .background {
      Rectangle().fill(.blue)
        .matchedGeometryEffect(id: selection, in: tabs, isSource: false)
    }
  }
}

/// A follower drawn before its source (above it, in an earlier sibling): it reads the source's
/// frame once the source is placed, in one more layout before the frame is shown.
private struct FollowerFirst: View {
  @Namespace private var space
  var properties: MatchedGeometryProperties = .frame
  var followerAnchor: UnitPoint = .center
  var sourceAnchor: UnitPoint = .center
  /// The follower's own size; `nil` for a rectangle that takes what it is offered.
  var followerSide: CGFloat?
  @State var indent: CGFloat = 40

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Rectangle().fill(.red).frame(width: followerSide, height: followerSide)
        .matchedGeometryEffect(
          id: "spot", in: space, properties: properties, anchor: followerAnchor, isSource: false)
      Button("Indent") { indent += 16 }
      Text("Target 目標")
        .padding(.leading, indent)
        .padding(.top, 32)
        .matchedGeometryEffect(id: "spot", in: space, anchor: sourceAnchor)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A card that opens into a detail view across an `if`/`else`: only one of the two is
/// inserted at a time, so each is laid out at its own frame.
private struct ExpandingCard: View {
  @Namespace private var card
  @State var isOpen = false

  var body: some View {
    VStack(alignment: .leading) {
      if isOpen {
        Text("Detail — विवरण — 詳細")
          .padding(16)
          .matchedGeometryEffect(id: "card", in: card)
          .onTapGesture { isOpen = false }
      } else {
        Text("Card")
          .matchedGeometryEffect(id: "card", in: card)
          .onTapGesture { isOpen = true }
      }
      Text("Below")
    }
  }
}

@MainActor @Suite struct MatchedGeometryEffectTests {
  /// The frame of `text` in points (the terminal's cells are 8 x 16 points).
  private func pointFrame(of text: String, in host: ViewHost) throws -> CGRect {
    let cells = try host.text(text).frame
    return CGRect(
      x: cells.x * 8, y: cells.y * 16, width: cells.width * 8, height: cells.height * 16)
  }

  private func onlyShape(in host: ViewHost) throws -> CGRect {
    try #require(host.shapes.count == 1)
    return host.shapes[0].frame
  }

  @Test func aFollowerIsLaidOutAtTheSelectedSourcesFrame() throws {
    let host = ViewHost(HighlightedTabs(), width: 40, height: 4)
    #expect(try onlyShape(in: host) == pointFrame(of: "Home", in: host))
    try host.text("設定").tap()
    host.update()
    #expect(try onlyShape(in: host) == pointFrame(of: "設定", in: host))
    try host.text("नमस्ते").tap()
    host.update()
    #expect(try onlyShape(in: host) == pointFrame(of: "नमस्ते", in: host))
  }

  @Test func aFollowerPlacedBeforeItsSourceTakesItsFrameBeforeTheFrameIsShown() throws {
    let host = ViewHost(FollowerFirst(), width: 40, height: 8)
    let target = try pointFrame(of: "Target 目標", in: host)
    // The source is the padded text: its frame reaches 40 points before the text and 32
    // above it.
    let source = CGRect(
      x: target.minX - 40, y: target.minY - 32, width: target.width + 40,
      height: target.height + 32)
    #expect(try onlyShape(in: host) == source)
  }

  @Test func aFollowerMovesWithItsSourceWhenOnlyTheSourceMoves() throws {
    let host = ViewHost(FollowerFirst(), width: 40, height: 8)
    let before = try onlyShape(in: host)
    try host.button("Indent").tap()
    host.update()
    let after = try onlyShape(in: host)
    // The source grew 16 points to the leading side: the follower grew with it.
    #expect(after.width == before.width + 16)
    #expect(after.minX == before.minX && after.minY == before.minY)
  }

  @Test func positionAloneKeepsTheFollowersSizeAndCentresItOnTheSource() throws {
    let host = ViewHost(
      FollowerFirst(properties: .position, followerSide: 16), width: 40, height: 8)
    let target = try pointFrame(of: "Target 目標", in: host)
    let source = CGRect(
      x: target.minX - 40, y: target.minY - 32, width: target.width + 40,
      height: target.height + 32)
    let shape = try onlyShape(in: host)
    #expect(shape.size == CGSize(width: 16, height: 16))
    #expect(shape.midX == source.midX && shape.midY == source.midY)
  }

  @Test func sizeAloneKeepsTheFollowersPlaceAndGivesItTheSourcesSize() throws {
    let host = ViewHost(FollowerFirst(properties: .size), width: 40, height: 8)
    let target = try pointFrame(of: "Target 目標", in: host)
    let shape = try onlyShape(in: host)
    #expect(shape.size == CGSize(width: target.width + 40, height: target.height + 32))
    // Its place in the stack: the top row, at the stack's leading edge.
    #expect(shape.origin == .zero)
  }

  @Test func theFollowersAnchorPointGoesToTheSourcesAnchorPoint() throws {
    // The follower's top leading corner at the source's bottom trailing one.
    let host = ViewHost(
      FollowerFirst(
        properties: .position, followerAnchor: .topLeading, sourceAnchor: .bottomTrailing,
        followerSide: 16),
      width: 40, height: 8)
    let target = try pointFrame(of: "Target 目標", in: host)
    let shape = try onlyShape(in: host)
    #expect(shape.origin == CGPoint(x: target.maxX, y: target.maxY))
  }

  @Test func aFollowerWithoutASourceIsLaidOutAsWithoutTheModifier() throws {
    struct Lonely: View {
      @Namespace private var space
      var body: some View {
        VStack(spacing: 0) {
          Text("Above")
          Rectangle().fill(.red).frame(width: 24, height: 16)
            .matchedGeometryEffect(id: 7, in: space, isSource: false)
        }
      }
    }
    let host = ViewHost(Lonely(), width: 20, height: 4)
    let above = try pointFrame(of: "Above", in: host)
    #expect(
      try onlyShape(in: host) == CGRect(x: above.midX - 12, y: above.maxY, width: 24, height: 16))
  }

  @Test func aCardAndItsDetailEachShowAtTheirOwnFrame() throws {
    let log = _RuntimeWarnings.log.all.count
    let host = ViewHost(ExpandingCard(), width: 40, height: 6)
    #expect(host.text.contains("Card"))
    let closedBelow = try pointFrame(of: "Below", in: host)
    try host.text("Card").tap()
    host.update()
    #expect((try? host.text("Card")) == nil)
    let detail = try pointFrame(of: "Detail — विवरण — 詳細", in: host)
    // Padded by 16 points: two columns in from the stack's leading edge.
    #expect(detail.minX == (try pointFrame(of: "Below", in: host)).minX + 16)
    #expect(try pointFrame(of: "Below", in: host).minY > closedBelow.minY)
    try host.text("Detail — विवरण — 詳細").tap()
    host.update()
    #expect(try pointFrame(of: "Below", in: host) == closedBelow)
    // One source at a time: no warning.
    #expect(
      !_RuntimeWarnings.log.all.dropFirst(log).contains { $0.contains("matched geometry group") })
  }

  @Test func twoInsertedSourcesOfOneGroupAreReportedOnce() async throws {
    struct Twins: View {
      @Namespace private var space
      @State var count = 0
      var body: some View {
        VStack {
          Text("One").matchedGeometryEffect(id: "twin", in: space)
          Text("Two").matchedGeometryEffect(id: "twin", in: space)
          Button("Again \(count)") { count += 1 }
        }
      }
    }
    let host = ViewHost(Twins(), width: 20, height: 6)
    await host.nextUpdate()
    try host.button("Again 0").tap()
    await host.nextUpdate()
    let reports = _RuntimeWarnings.log.all.filter {
      $0.contains("Multiple inserted views in matched geometry group")
        && $0.contains("isSource: true")
    }
    #expect(reports.count >= 1)
    // Printed once, however often the group is checked.
    #expect(
      _RuntimeWarnings.log.printed.filter { $0.contains("matched geometry group twin ") }.count == 1
    )
    #expect(host.contains(text: "One") && host.contains(text: "Two"))
  }
}
