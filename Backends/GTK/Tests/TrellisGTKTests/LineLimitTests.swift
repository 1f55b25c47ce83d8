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

  @Test func labelsShowTheLimitedLinesAndCutBetweenClusters() {
    let board = NoticeBoard()
    let host = GtkTestSupport.host(NoticeBoardView(board: board))
    defer { host.close() }
    let labels = host.widgets(.label)
    #expect(labels.count == 4)
    for (label, notice) in zip(labels, board.notices) {
      let layout = gtk_label_get_layout(gtkOpaque(label.widget))!
      #expect(pango_layout_get_line_count(layout) == 2, "\(notice)")
      #expect(pango_layout_is_ellipsized(layout) != 0, "\(notice)")
      #expect(label.treeFrame.height == Int(measure(notice, width: 150, limit: 2).size.height))
      let boundaries = clusterBoundaries(layout)
      for run in runs(layout).map(\.range) {
        #expect(boundaries.contains(run.lowerBound) && boundaries.contains(run.upperBound))
      }
    }
    // The reserved space: three lines high for a word.
    let due = labels[3]
    #expect(
      due.treeFrame.height == Int(measure("Due", width: 150, limit: 3, reserved: 3).size.height))
    #expect(pango_layout_get_line_count(gtk_label_get_layout(gtkOpaque(due.widget))) == 1)
  }

  @Test(arguments: [
    (Text.TruncationMode.head, PANGO_ELLIPSIZE_START), (.middle, PANGO_ELLIPSIZE_MIDDLE),
    (.tail, PANGO_ELLIPSIZE_END),
  ])
  func aSingleLineIsCutWhereTheModeSays(mode: Text.TruncationMode, ellipsis: PangoEllipsizeMode) {
    let board = NoticeBoard()
    board.mode = mode
    let host = GtkTestSupport.host(NoticeBoardView(board: board, limit: 1))
    defer { host.close() }
    for (label, notice) in zip(host.widgets(.label), board.notices) {
      #expect(gtk_label_get_ellipsize(gtkOpaque(label.widget)) == ellipsis)
      let layout = gtk_label_get_layout(gtkOpaque(label.widget))!
      #expect(pango_layout_get_line_count(layout) == 1)
      #expect(pango_layout_is_ellipsized(layout) != 0)
      let shown = runs(layout)
      let boundaries = clusterBoundaries(layout)
      let whole = shown.map(\.range).allSatisfy {
        boundaries.contains($0.lowerBound) && boundaries.contains($0.upperBound)
      }
      if mode == .head,
        notice.unicodeScalars.contains(where: {
          $0.properties.isAlphabetic && (0x900...0x97F).contains($0.value)
        })
      {
        // Pango 1.50 with no Devanagari font (none is installed here or in CI) cut
        // "त्रि" before its vowel sign when cutting the head; the tail and middle cuts keep
        // it whole. Recorded as known, so that a fix (or a font) shows up here.
        withKnownIssue("Pango's head ellipsis splits a Devanagari cluster without its font") {
          #expect(whole, "\(notice) \(shown)")
        }
      } else {
        #expect(whole, "\(notice) \(shown) \(boundaries.sorted())")
      }
      // One "…", standing for the start, the middle or the end of the text.
      let cuts = shown.filter(\.isEllipsis).map(\.range)
      #expect(cuts.count == 1, "\(notice)")
      guard let cut = cuts.first else { continue }
      let end = notice.utf8.count
      switch mode {
      case .head: #expect(cut.lowerBound == 0 && cut.upperBound < end)
      case .middle: #expect(cut.lowerBound > 0 && cut.upperBound < end)
      default: #expect(cut.lowerBound > 0 && cut.upperBound == end)
      }
      #expect(label.treeFrame.height == Int(measure(notice, width: 150, limit: 1).size.height))
    }
  }

  @Test func aChangedModeReachesTheLabel() {
    let board = NoticeBoard()
    let host = GtkTestSupport.host(NoticeBoardView(board: board, limit: 1))
    defer { host.close() }
    let label = host.widgets(.label)[0]
    #expect(gtk_label_get_ellipsize(gtkOpaque(label.widget)) == PANGO_ELLIPSIZE_END)
    board.mode = .head
    GtkTestSupport.settle(host)
    #expect(gtk_label_get_ellipsize(gtkOpaque(label.widget)) == PANGO_ELLIPSIZE_START)
  }
}
