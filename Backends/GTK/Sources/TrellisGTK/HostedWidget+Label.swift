import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

extension HostedWidget {
  /// The markup a label shows: its text's runs. A text of several paragraphs with a line
  /// limit is given as one paragraph, cut where the limit ends and marked with "…", as the
  /// measurer cut it: a label's `lines`, like Pango, counts a paragraph at a time, and
  /// SwiftUI counts every line of the text.
  func labelMarkup() -> String {
    var runs = element.textRuns ?? []
    guard let limit = element.textLayout.lineLimit,
      runs.contains(where: { $0.string.contains(where: \.isNewline) }),
      let measurer = window.host?.measurer
    else { return TextMarkup.markup(runs) }
    for index in runs.indices { runs[index].string = TextMarkup.oneParagraph(runs[index].string) }
    guard
      let end = measurer.cut(
        markup: TextMarkup.markup(runs), width: CGFloat(treeFrame.width), lines: limit)
    else { return TextMarkup.markup(runs) }
    var kept: [HostTextRun] = []
    var remaining = end
    for var run in runs where remaining > 0 {
      let bytes = Array(run.string.utf8)
      if bytes.count > remaining {
        run.string = String(decoding: bytes[..<remaining], as: UTF8.self)
      }
      remaining -= bytes.count
      kept.append(run)
    }
    if var last = kept.popLast() {
      last.string = GtkMeasurer.cut(last.string, atUTF8: last.string.utf8.count)
      kept.append(last)
    }
    return TextMarkup.markup(kept)
  }
}
