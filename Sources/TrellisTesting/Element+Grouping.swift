@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// Whether a disclosure group or a collapsible section is expanded: read on its header
  /// (``ViewHost/disclosureGroup(_:)``), or on a group a style of your own draws; `nil` for
  /// any other view.
  public var isExpanded: Bool? { base.isExpanded }

  /// Expands a disclosure group or collapsible section, as a click on its header does when
  /// collapsed: its `isExpanded` binding (or its own state) becomes `true`. The content is
  /// built in the next update.
  public func expand() throws { try run { try base.setExpanded(true) } }

  /// Collapses a disclosure group or collapsible section: its content leaves the hierarchy
  /// in the next update, with the state its views held.
  public func collapse() throws { try run { try base.setExpanded(false) } }

  /// The text of a `LabeledContent`'s label; `nil` for any other view.
  public var labeledContentLabel: String? { base.labeledContentLabel }

  /// The text of a `LabeledContent`'s value, as shown (a formatted value in the view's
  /// locale); `nil` for any other view.
  public var labeledContentValue: String? { base.labeledContentValue }

  /// The text of a `GroupBox`'s title (empty without one); `nil` for any other view.
  public var groupBoxTitle: String? { base.groupBoxTitle }
}

extension ViewHost {
  /// The disclosure group or collapsible section whose label shows `title`: its header, or
  /// (for a group a style of your own draws) the group itself.
  public func disclosureGroup(_ title: String) throws -> Element {
    try only(disclosureGroups(title), "a disclosure group titled \"\(title)\"")
  }

  /// All disclosure groups and collapsible sections titled `title`, in reading order.
  public func disclosureGroups(_ title: String) -> [Element] {
    elements.filter { $0.base.disclosureTitle == title }
  }

  /// The `LabeledContent` whose label shows `label`.
  public func labeledContent(_ label: String) throws -> Element {
    try only(
      elements.filter { $0.labeledContentLabel == label },
      "a LabeledContent labelled \"\(label)\"")
  }

  /// The `GroupBox` titled `title` (`""` for one without a title).
  public func groupBox(_ title: String) throws -> Element {
    try only(elements.filter { $0.groupBoxTitle == title }, "a GroupBox titled \"\(title)\"")
  }
}
