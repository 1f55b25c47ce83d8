import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A label shows its text's item as layout set it: the lines where the measurer broke them
/// for the frame (a line limit's cut and its "…" included), each run in its style. GTK
/// neither wraps nor cuts it again, so what a person sees is what layout measured.
extension HostedWidget {
  /// The lines the label's item sets, and how they line up.
  var shownText: (lines: [[_StyledRun]], alignment: TextAlignment)? {
    guard case .text(let lines, let alignment)? = items.first?.content else { return nil }
    return (lines, alignment)
  }

  /// Brings the label's markup and justification up to date with its item.
  func updateLabel() {
    guard let text = shownText else { return }
    let markup = TextMarkup.markup(lines: text.lines)
    if appliedMarkup != markup {
      gtk_label_set_markup(gtkOpaque(widget), markup)
      appliedMarkup = markup
    }
    let justification: GtkJustification
    switch text.alignment {
    case .leading: justification = GTK_JUSTIFY_LEFT
    case .center: justification = GTK_JUSTIFY_CENTER
    case .trailing: justification = GTK_JUSTIFY_RIGHT
    }
    if gtk_label_get_justify(gtkOpaque(widget)) != justification {
      gtk_label_set_justify(gtkOpaque(widget), justification)
    }
  }
}
