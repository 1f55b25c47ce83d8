/// What hosts and tests read from disclosure groups and collapsible sections, and how they
/// expand and collapse them: through the header's control, or (for a group a style of the
/// app's own draws, which has no header of Trellis's) through the group itself.
extension HostElement {
  /// The binding this view expands and collapses: a header's, or a custom-styled group's.
  private var disclosureBinding: Binding<Bool>? {
    if case .disclosure(let isExpanded) = node.control { return isExpanded }
    return customStyledGroup?._expansion(in: node)
  }

  /// The disclosure group this node shows, if a style of the app's own draws it.
  private var customStyledGroup: (any _DisclosureGroupDescribing)? {
    guard let group = node.view as? any _DisclosureGroupDescribing,
      group._isCustomStyled(in: node.environment)
    else { return nil }
    return group
  }

  /// Whether a disclosure group (its header, or a group a style of the app's own draws) or a
  /// collapsible section's header is expanded; `nil` for any other view.
  @_spi(TrellisHost) public var isExpanded: Bool? { disclosureBinding?.wrappedValue }

  /// The text of a disclosure header's label, or of the label of a group a style of the
  /// app's own draws; `nil` for any other view.
  @_spi(TrellisHost) public var disclosureTitle: String? {
    if case .disclosure = node.control { return node.textContent }
    guard customStyledGroup != nil else { return nil }
    return Self.styledLabel(under: node)?.textContent
  }

  /// The runs of a disclosure header's label (its first text), each in its style: a
  /// collapsible section's header is bold, as other section headers are; `nil` for any other
  /// view, or a label without a text.
  @_spi(TrellisHost) public var disclosureLabelRuns: [HostTextRun]? {
    guard case .disclosure = node.control,
      let text = node.firstDescendant(where: { $0.view is Text })
    else { return nil }
    return HostElement(node: text, frame: .zero, core: core).textRuns
  }

  /// Expands or collapses a disclosure group or collapsible section, as its header's
  /// control does: the group's binding (or its own state) is written, when it differs.
  @_spi(TrellisHost) public func setExpanded(_ expanded: Bool) throws {
    guard let binding = disclosureBinding else {
      throw ActionError.notApplicable(
        "\(typeName) \"\(text)\" is not a disclosure group or a collapsible section")
    }
    try checkUsable("\(typeName) \"\(disclosureTitle ?? text)\"")
    if binding.wrappedValue != expanded { binding.wrappedValue = expanded }
  }

  /// The label a style's body shows for its group (not one of a group nested in it).
  private static func styledLabel(under node: _ViewNode) -> _ViewNode? {
    node.firstDescendant(
      where: { $0.viewType == DisclosureGroupStyleConfiguration.Label.self },
      skipsInside: { $0.view is any _DisclosureGroupDescribing })
  }
}
