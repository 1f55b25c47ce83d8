import Foundation

/// What hosts and tests read from labelled content and group boxes: their labels' and
/// values' texts, and the box the last frame drew.
extension HostElement {
  /// Whether this is a `LabeledContent`, drawn in the built-in look or by a style.
  @_spi(TrellisHost) public var isLabeledContent: Bool {
    node.view is any _LabeledContentDescribing
  }

  /// The text of a `LabeledContent`'s label; `nil` for any other view.
  @_spi(TrellisHost) public var labeledContentLabel: String? {
    guard isLabeledContent else { return nil }
    return partText(index: 0, styledAs: LabeledContentStyleConfiguration.Label.self)
  }

  /// The text of a `LabeledContent`'s value (a formatted value as shown, in the view's
  /// locale); `nil` for any other view.
  @_spi(TrellisHost) public var labeledContentValue: String? {
    guard isLabeledContent else { return nil }
    return partText(index: 1, styledAs: LabeledContentStyleConfiguration.Content.self)
  }

  /// Whether this is a `GroupBox`, drawn in the built-in look or by a style.
  @_spi(TrellisHost) public var isGroupBox: Bool { node.view is any _GroupBoxDescribing }

  /// The text of a `GroupBox`'s title: empty for one without a title; `nil` for any other
  /// view.
  @_spi(TrellisHost) public var groupBoxTitle: String? { node.groupBoxTitle }

  /// A built-in `GroupBox`'s box as the last frame drew it, in points (under its title, or
  /// the whole view when the title is in its edge); `nil` for any other view.
  @_spi(TrellisHost) public var groupBoxFrame: CGRect? {
    guard isGroupBox else { return nil }
    let id = ObjectIdentifier(node)
    return core.displayList.items.first { item in
      guard item.id.node == id, case .groupBox = item.content else { return false }
      return true
    }?.frame
  }

  /// The text of the part `index` of a built-in look, or of the stand-in of type `part` a
  /// style's body shows (not one of a view of the same kind nested in that body).
  private func partText(index: Int, styledAs part: any View.Type) -> String? {
    let isLabeled = isLabeledContent
    return node.partText(index: index, styledAs: part) { nested in
      isLabeled
        ? nested.view is any _LabeledContentDescribing : nested.view is any _GroupBoxDescribing
    }
  }
}

extension _ViewNode {
  /// The text of a `GroupBox`'s title: empty for one without a title; `nil` for any other
  /// view.
  var groupBoxTitle: String? {
    guard view is any _GroupBoxDescribing else { return nil }
    return partText(index: 0, styledAs: GroupBoxStyleConfiguration.Label.self) {
      $0.view is any _GroupBoxDescribing
    } ?? ""
  }
}
