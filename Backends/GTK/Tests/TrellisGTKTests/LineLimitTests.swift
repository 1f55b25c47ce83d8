import CGtk
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Notices of a board, in several scripts, each far longer than its column.
@Observable
final class NoticeBoard {
  var notices = [
    "क्षत्रिय क्षमा क्षेत्र क्षत्रिय क्षमा क्षेत्र क्षत्रिय क्षमा क्षेत्र",
    "漢字仮名交じり文の長い知らせは列の幅を何度も越えて続きます漢字仮名交じり文",
    "👩‍👩‍👧 👩‍👩‍👧 🇯🇵 👩‍👩‍👧 🇯🇵 👩‍👩‍👧 👩‍👩‍👧 🇯🇵 👩‍👩‍👧 👩‍👩‍👧 🇯🇵 👩‍👩‍👧",
  ]
  var mode = Text.TruncationMode.tail
}

struct NoticeBoardView: View {
  let board: NoticeBoard
  var limit = 2

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(board.notices, id: \.self) { notice in
        Text(notice).lineLimit(limit).truncationMode(board.mode).frame(width: 150)
      }
      Text("Due").lineLimit(3, reservesSpace: true).frame(width: 150)
    }
  }
}

/// `lineLimit` and `truncationMode` in GTK: Pango measures the limited lines, and the label
/// shows as many, cut with "…" between clusters where the mode says.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct LineLimitTests {
  private let measurer: GtkMeasurer = {
    GtkTestSupport.initialise()
    return GtkMeasurer()
  }()

  private func measure(
    _ string: String, width: CGFloat, limit: Int? = nil, reserved: Int = 0,
    mode: Text.TruncationMode = .tail
  ) -> _TextMeasurement {
    measurer.measure(
      _MeasuredText(
        string: string, lineLimit: limit, reservedLines: reserved, truncationMode: mode),
      proposal: ProposedViewSize(width: width, height: nil))
  }

  /// The UTF-8 offsets at which the layout's text has a grapheme boundary.
  private func clusterBoundaries(_ layout: OpaquePointer) -> Set<Int> {
    let text = String(cString: pango_layout_get_text(layout))
    var offsets: Set<Int> = [text.utf8.count]
    for index in text.indices {
      offsets.insert(text.utf8.distance(from: text.startIndex, to: index))
    }
    return offsets
  }

  /// The byte ranges of the layout's runs, and which of them is the ellipsis (a run of "…"
  /// standing for the range it cut).
  private func runs(_ layout: OpaquePointer) -> [(range: Range<Int>, isEllipsis: Bool)] {
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    var runs: [(range: Range<Int>, isEllipsis: Bool)] = []
    repeat {
      if let run = pango_layout_iter_get_run_readonly(iterator) {
        let item = run.pointee.item.pointee
        let isEllipsis = Int32(item.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0
        runs.append((Int(item.offset)..<Int(item.offset + item.length), isEllipsis))
      }
    } while pango_layout_iter_next_run(iterator) != 0
    return runs
  }

  @Test(arguments: NoticeBoard().notices)
  func aLimitedTextIsAsHighAsItsLines(notice: String) {
    let all = measure(notice, width: 150)
    let two = measure(notice, width: 150, limit: 2)
    let one = measure(notice, width: 150, limit: 1)
    #expect(all.lines.count > 2, "\(all.lines)")
    #expect(two.lines.count == 2 && two.lines[1].hasSuffix("…"), "\(two.lines)")
    #expect(one.lines.count == 1, "\(one.lines)")
    #expect(one.size.height < two.size.height && two.size.height < all.size.height)
    #expect(two.size.width <= 150)
  }

  /// SwiftUI counts a limit over all of a text's lines; Pango, left alone, would allow as
  /// many in each paragraph.
  @Test(arguments: ["First\nसेकंड क्षत्रिय\nThird", "一行目\n二行目\n三行目", "👩🏽‍💻\n🇯🇵\n👍🏽"])
  func aLimitCountsTheLinesOfEveryParagraph(text: String) throws {
    let paragraphs = text.split(separator: "\n").map(String.init)
    let two = measure(text, width: 150, limit: 2)
    #expect(two.lines.count == 2, "\(two.lines)")
    #expect(two.lines.first == paragraphs[0], "\(two.lines)")
    #expect(two.lines.last?.hasSuffix("…") == true, "\(two.lines)")
    #expect(two.lines.last?.contains("\u{2028}") == false, "\(two.lines)")
    let all = measure(text, width: 150)
    #expect(all.lines == paragraphs)
    #expect(two.size.height < all.size.height)

    let host = GtkTestSupport.host(Text(text).lineLimit(2).frame(width: 150))
    defer { host.close() }
    let label = try #require(host.widgets(.label).first)
    let layout = gtk_label_get_layout(gtkOpaque(label.widget))!
    #expect(pango_layout_get_line_count(layout) == 2, "\(text)")
    let shown = String(cString: pango_layout_get_text(layout))
    #expect(shown.hasPrefix(paragraphs[0]) && shown.hasSuffix("…"), "\(shown)")
    #expect(!shown.contains(paragraphs[2]), "\(shown)")
    #expect(label.treeFrame.height == Int(two.size.height))
  }

  @Test func reservedSpaceIsTheHeightOfItsLines() {
    let three = measure("Mg\nMg\nMg", width: 150)
    for short in ["Due", "漢字"] {
      let reserved = measure(short, width: 150, limit: 3, reserved: 3)
      #expect(reserved.size.height >= three.size.height, "\(short)")
      #expect(reserved.lines.count == 3)
      #expect(reserved.size.height > measure(short, width: 150).size.height)
    }
    #expect(measure("Due", width: 150, limit: 3, reserved: 3).size.height == three.size.height)
  }

  /// The lines a label shows (its text is the lines layout measured, one per line).
  private func shownLines(_ label: HostedWidget) -> [String] {
    labelText(label).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The width of what a label's layout sets, in pixels.
  private func setWidth(_ label: HostedWidget) -> Int {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(gtk_label_get_layout(gtkOpaque(label.widget)), &ink, &logical)
    return Int(logical.width)
  }

  @Test func labelsShowTheLimitedLinesAndCutBetweenClusters() {
    let board = NoticeBoard()
    let host = GtkTestSupport.host(NoticeBoardView(board: board))
    defer { host.close() }
    let labels = host.widgets(.label)
    #expect(labels.count == 4)
    for (label, notice) in zip(labels, board.notices) {
      let lines = shownLines(label)
      #expect(lines.count == 2, "\(notice) \(lines)")
      #expect(lines.last?.hasSuffix("…") == true, "\(lines)")
      // What is kept is the text's start, in whole characters (a cluster cut in two would
      // not be a prefix in Swift's characters), the spaces it broke at aside.
      let kept = lines.joined().dropLast().filter { !$0.isWhitespace }
      let whole = notice.filter { !$0.isWhitespace }
      #expect(whole.hasPrefix(kept) && kept.count < whole.count, "\(notice) \(lines)")
      #expect(setWidth(label) <= label.treeFrame.width, "\(lines)")
      #expect(label.treeFrame.height == Int(measure(notice, width: 150, limit: 2).size.height))
    }
    // The reserved space: three lines high for a word, which it shows once.
    let due = labels[3]
    #expect(
      due.treeFrame.height == Int(measure("Due", width: 150, limit: 3, reserved: 3).size.height))
    #expect(labelText(due) == "Due")
  }

  @Test(arguments: [Text.TruncationMode.head, .middle, .tail])
  func aSingleLineIsCutWhereTheModeSays(mode: Text.TruncationMode) {
    let board = NoticeBoard()
    board.mode = mode
    let host = GtkTestSupport.host(NoticeBoardView(board: board, limit: 1))
    defer { host.close() }
    for (label, notice) in zip(host.widgets(.label), board.notices) {
      let lines = shownLines(label)
      #expect(lines.count == 1, "\(lines)")
      let shown = lines[0]
      // One "…", standing for the start, the middle or the end of the text.
      // Split at the mark's scalar: a vowel sign left after it joins its character.
      let parts = shown.unicodeScalars.split(separator: "…", omittingEmptySubsequences: false)
        .map { String(String.UnicodeScalarView($0)) }
      #expect(parts.count == 2, "\(notice) \(shown)")
      guard parts.count == 2 else { continue }
      let whole: Bool
      switch mode {
      case .head:
        #expect(parts[0].isEmpty && !parts[1].isEmpty, "\(shown)")
        whole = notice.hasSuffix(parts[1])
      case .middle:
        #expect(!parts[0].isEmpty && !parts[1].isEmpty, "\(shown)")
        whole = notice.hasPrefix(parts[0]) && notice.hasSuffix(parts[1])
      default:
        #expect(!parts[0].isEmpty && parts[1].isEmpty, "\(shown)")
        whole = notice.hasPrefix(parts[0])
      }
      // Whole characters, in every script: without a font for it, Pango may cut inside a
      // Devanagari cluster; "…" then stands for all of it.
      #expect(whole, "\(notice) \(shown)")
      #expect(setWidth(label) <= label.treeFrame.width, "\(shown)")
      #expect(label.treeFrame.height == Int(measure(notice, width: 150, limit: 1).size.height))
    }
  }

  @Test func aChangedModeReachesTheLabel() {
    let board = NoticeBoard()
    let host = GtkTestSupport.host(NoticeBoardView(board: board, limit: 1))
    defer { host.close() }
    let label = host.widgets(.label)[0]
    #expect(labelText(label).hasSuffix("…"), "\(labelText(label))")
    board.mode = .head
    GtkTestSupport.settle(host)
    #expect(labelText(label).unicodeScalars.first == "…", "\(labelText(label))")
  }
}
