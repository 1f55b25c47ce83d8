import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A label shows its text's item as layout set it: the lines where the measurer broke them
/// for the frame (a line limit's cut and its "…" included), each run in its style. GTK
/// neither wraps nor cuts it again, so what a person sees is what layout measured.
extension HostedWidget {
  /// The lines the label's item sets, how they line up and the points between them.
  var shownText: (lines: [[_StyledRun]], alignment: TextAlignment, lineSpacing: CGFloat)? {
    guard case .text(let lines, let alignment, let lineSpacing)? = items.first?.content else {
      return nil
    }
    return (lines, alignment, lineSpacing)
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
    applyLineSpacing(text.lineSpacing)
  }

  /// Puts `points` between the label's lines (`lineSpacing(_:)`), as the measurer measured
  /// them. A label has no setting of its own for it: the spacing goes on its Pango layout,
  /// which the label makes again when its text, justification or font changes, so it is
  /// applied after those, on every update.
  private func applyLineSpacing(_ points: CGFloat) {
    let spacing = pangoUnits(points)
    // A label that never had spacing keeps the layout it has.
    guard spacing != 0 || appliedLineSpacing != 0 else { return }
    guard let layout = gtk_label_get_layout(gtkOpaque(widget)) else { return }
    appliedLineSpacing = spacing
    if pango_layout_get_spacing(layout) != spacing {
      pango_layout_set_spacing(layout, spacing)
      gtk_widget_queue_draw(widget)
    }
  }
}
