/// The name a control without a visible title is read by: an icon-only button
/// (`Button { Image(systemName: "trash") }`, or a `Label` in `.labelStyle(.iconOnly)`)
/// shows no text, but a screen reader still names it, as VoiceOver does.
extension _ViewNode {
  /// The control's title as spoken: the text it shows; else the title of a label whose
  /// style did not draw it (`.iconOnly`); else the words of its first symbol's name.
  var spokenTitle: String {
    let shown = textContent
    if !shown.isEmpty { return shown }
    if let title = firstDescendant(where: { $0.undrawnLabelTitle != nil })?.undrawnLabelTitle {
      return title
    }
    return firstDescendant(where: { $0.view is Image }).flatMap { ($0.view as? Image)?.spokenName }
      ?? ""
  }

  /// The title of a `Label` made with a text title (`Label("Delete", systemImage:)`), read
  /// from the label itself: its style may leave the title unbuilt.
  private var undrawnLabelTitle: String? {
    guard let label = view as? _StyledLabel,
      let title = label.configuration.title.content.wrapped as? Text
    else { return nil }
    let string = title.shownString(in: environment, at: graph.textClock.now)
    return string.isEmpty ? nil : string
  }
}

extension HostElement {
  /// What a control is called aloud when no `accessibilityLabel` names it: its title, or
  /// for an icon-only control its label's title or its symbol's words (`trash`). Empty for a
  /// view that is not a control.
  @_spi(TrellisHost) public var spokenTitle: String {
    node.control != nil ? node.spokenTitle : ""
  }
}
