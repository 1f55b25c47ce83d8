import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// What a ``Layout`` was asked and told: each proposal it sized itself for (and the size it
/// chose), and the bounds and proposal each `placeSubviews` call received.
private final class ProposalLog {
  var measured: [(proposal: ProposedViewSize, size: CGSize)] = []
  var placed: [(bounds: CGRect, proposal: ProposedViewSize)] = []
}

/// A column half as wide as it is offered (120 points when offered no width) that notes its
/// proposals in `log`: its bounds are never the proposal it was sized for.
private struct RecordingColumn: Layout {
  let log: ProposalLog

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width.map { ($0 / 2).rounded(.down) } ?? 120
    let height = subviews.map {
      $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    }.reduce(0, +)
    let size = CGSize(width: width, height: height)
    log.measured.append((proposal, size))
    return size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    log.placed.append((bounds, proposal))
    var y = bounds.minY
    for subview in subviews {
      let offer = ProposedViewSize(width: bounds.width, height: nil)
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: offer)
      y += subview.sizeThatFits(offer).height
    }
  }
}

/// Views are placed with the proposal their parent sized them for, not one rebuilt from the
/// bounds they were given, as in SwiftUI: a child placed at the size it was measured at shows
/// what it was measured to show.
@MainActor @Suite struct NestedStackWidthTests {
  @Test func aLayoutAtTheRootIsPlacedWithTheScreensProposal() throws {
    let log = ProposalLog()
    let host = ViewHost(
      RecordingColumn(log: log) {
        Text("नमस्ते")
        Text("日本語")
      }, width: 40, height: 10)
    // The screen offers 40 x 10 cells; the column takes 20 x 2 of them and is told, when
    // placed, what it was offered, as Apple's `placeSubviews` is.
    let placed = try #require(log.placed.last)
    #expect(placed.bounds.size == CGSize(width: 160, height: 32))
    #expect(placed.proposal == ProposedViewSize(width: 320, height: 160))
    #expect(try host.text("नमस्ते").frame.y + 1 == host.text("日本語").frame.y)
  }

  @Test func aNestedLayoutIsPlacedWithTheProposalItsStackSizedItFor() throws {
    let log = ProposalLog()
    _ = ViewHost(
      VStack(alignment: .leading) {
        HStack {
          Text("Name:")
          RecordingColumn(log: log) {
            Text("Emoji 👍🏽🇫🇷")
          }
          Spacer()
        }
        Text("below")
      }.frame(width: 240), width: 40, height: 10)
    let placed = try #require(log.placed.last)
    // The row offered the column some width and took its answer; the column is placed with
    // that same offer, at the size it chose for it.
    let sized = log.measured.filter { $0.proposal == placed.proposal }
    #expect(!sized.isEmpty, "placed with \(placed.proposal), sized for \(log.measured)")
    #expect(sized.allSatisfy { $0.size == placed.bounds.size })
    // Half of what it was offered, so never that offer: the stack told it what it offered.
    #expect(placed.proposal.width == placed.bounds.width * 2)
  }

  /// Text in several scripts that wraps onto several lines in 200 points.
  static let wrapping =
    "नमस्ते दुनिया 日本語のテキストは折り返す Emoji 👍🏽🇫🇷 and words that wrap onto more lines"

  /// A pixel host whose text is proportional: 7.13 points a character (so widths fall between
  /// pixels, as Pango's do), 20 a line, wrapped at spaces to the proposed width.
  private final class ProportionalMeasurer: _HostMeasurer {
    let grid = _PixelGrid(pixel: CGSize(width: 1, height: 1))
    let metrics = _HostMetrics.pixelHost(defaultSpacing: 8, sectionSpacing: 12)
    static let advance: CGFloat = 7.13
    static let lineHeight: CGFloat = 20

    func measure(_ text: _MeasuredText, proposal: ProposedViewSize) -> _TextMeasurement {
      let limit = proposal.width ?? .infinity
      var lines: [String] = []
      for word in text.string.split(separator: " ").map(String.init) {
        if let last = lines.last, CGFloat(last.count + 1 + word.count) * Self.advance <= limit {
          lines[lines.count - 1] = last + " " + word
        } else {
          lines.append(word)
        }
      }
      let widest = lines.map { CGFloat($0.count) * Self.advance }.max() ?? 0
      return _TextMeasurement(
        size: CGSize(width: widest, height: CGFloat(lines.count) * Self.lineHeight), lines: lines)
    }

    func decoration(of control: _MeasuredControl) -> EdgeInsets { EdgeInsets() }
    func size(of control: _MeasuredControl, proposal: ProposedViewSize) -> CGSize {
      CGSize(width: proposal.width ?? 100, height: 20)
    }
    func size(of symbol: _MeasuredSymbol) -> CGSize { CGSize(width: 20, height: 20) }
    func measuring<Result>(_ pass: () -> Result) -> Result { pass() }
  }

  /// The lines each text item of `core` shows, by its frame.
  private func shownText(_ core: HostCore) -> [(frame: CGRect, lines: [String])] {
    core.displayList.items.compactMap { item in
      guard case .text(let lines, _, _) = item.content else { return nil }
      return (item.frame, lines.map { $0.map(\.string).joined() })
    }
  }

  /// Expects the text showing `string` to show all its words, on as many lines as its frame
  /// is high, and to end above `below`'s top.
  private func expectShownWhole(
    _ string: String, above below: String, in core: HostCore,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let shown = shownText(core)
    let text = try #require(
      shown.first { $0.lines.joined(separator: " ") == string },
      "no text shows all of \"\(string)\": \(shown.map(\.lines))", sourceLocation: sourceLocation)
    #expect(
      CGFloat(text.lines.count) * ProportionalMeasurer.lineHeight == text.frame.height,
      sourceLocation: sourceLocation)
    let next = try #require(shown.first { $0.lines == [below] }, sourceLocation: sourceLocation)
    #expect(
      text.frame.maxY <= next.frame.minY, "\(text.frame) runs into \(next.frame)",
      sourceLocation: sourceLocation)
  }

  /// A row narrower than it was offered (its text wraps short of the offer) is placed at its
  /// width, for the offer it was sized for: its text keeps the lines it was measured with.
  @Test func aRowNarrowerThanItsOfferKeepsItsTextsLines() throws {
    let core = HostCore(
      root: VStack(alignment: .leading) {
        HStack {
          Text(Self.wrapping)
          Text("x")
        }
        Text("end")
      }.frame(width: 200), size: CGSize(width: 400, height: 300),
      measurer: ProportionalMeasurer())
    try expectShownWhole(Self.wrapping, above: "end", in: core)
  }

  @Test func wrappedTextBesideASpacerInANestedRowShowsEveryLine() throws {
    let core = HostCore(
      root: VStack(alignment: .leading) {
        HStack {
          Text(Self.wrapping)
          Spacer()
        }
        Text("end")
      }.frame(width: 200), size: CGSize(width: 400, height: 300),
      measurer: ProportionalMeasurer())
    try expectShownWhole(Self.wrapping, above: "end", in: core)
  }

  /// Rows written inline in a section, each a stack narrower than the list.
  @Test func listRowsOfStacksNarrowerThanTheListShowTheirTextWhole() throws {
    let core = HostCore(
      root: List {
        Section("Rows") {
          ForEach(["first", "second"], id: \.self) { name in
            HStack {
              Text(Self.wrapping)
              Text(name)
            }
          }
        }
        Text("end")
      }.frame(width: 240), size: CGSize(width: 400, height: 600),
      measurer: ProportionalMeasurer())
    let shown = shownText(core)
    let rows = shown.filter { $0.lines.joined(separator: " ") == Self.wrapping }
    #expect(rows.count == 2, "\(shown.map(\.lines))")
    for row in rows {
      #expect(CGFloat(row.lines.count) * ProportionalMeasurer.lineHeight == row.frame.height)
    }
    try #require(rows.count == 2)
    #expect(rows[0].frame.maxY <= rows[1].frame.minY)
    try expectShownWhole(Self.wrapping, above: "end", in: core)
  }

  /// In the terminal the same screens show every word, each row below the one before.
  @Test func theTerminalShowsNestedRowsWhole() throws {
    let host = ViewHost(
      VStack(alignment: .leading) {
        HStack {
          Text(Self.wrapping)
          Text("x")
        }
        HStack {
          Text(Self.wrapping)
          Spacer()
        }
        Text("end")
      }.frame(width: 200), width: 40, height: 24)
    let texts = host.all(text: Self.wrapping)
    #expect(texts.count == 2)
    for text in texts { #expect(text.frame.width <= 25) }
    // Every character is on screen, in order (CJK breaks between any two characters), with
    // the "x" beside the first text taken out.
    let screen = host.text.filter { !$0.isWhitespace && $0 != "x" }
    let characters = Self.wrapping.filter { !$0.isWhitespace }
    #expect(screen.components(separatedBy: characters).count == 3, "\(host.text)")
    try #require(texts.count == 2)
    let end = try host.text("end").frame
    #expect(texts[0].frame.y + texts[0].frame.height <= texts[1].frame.y)
    #expect(texts[1].frame.y + texts[1].frame.height <= end.y)
  }

  /// A terminal narrower than the window's `frame(minWidth:)` cannot keep the window at its
  /// minimum, as a desktop does: the content is laid out in the screen, not cut at its edges.
  @Test func aRootFrameWiderThanTheTerminalLaysItsContentOutInTheScreen() throws {
    let host = ViewHost(
      VStack(alignment: .leading) {
        HStack {
          TextField("Label", text: .constant("日本語"))
          Text("Emoji 👍🏽🇫🇷")
        }
        Text("नमस्ते दुनिया")
      }
      .padding()
      .frame(minWidth: 540), width: 40, height: 8)
    let field = try host.textField("Label").frame
    let text = try host.text("Emoji 👍🏽🇫🇷").frame
    #expect(field.x >= 0 && text.x + text.width <= 40, "\(host.text)")
    #expect(try host.text("नमस्ते दुनिया").frame.x == field.x)
  }

  /// A kept placement is replayed only for the rectangle and the proposal it was placed for.
  @Test func aKeptPlacementHoldsOnlyForItsProposal() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let screen = CGRect(x: 0, y: 0, width: 400, height: 300)
    let memo = _PlacementMemo(
      since: 5, rect: rect, proposal: ProposedViewSize(width: 200, height: nil), clip: nil,
      screen: screen, nodes: [])
    #expect(
      memo.holds(
        rect: rect, proposal: ProposedViewSize(width: 200, height: nil), clip: nil,
        screen: screen, stamp: 3, floor: 0))
    #expect(
      !memo.holds(
        rect: rect, proposal: ProposedViewSize(width: 100, height: 40), clip: nil,
        screen: screen, stamp: 3, floor: 0))
  }
}
