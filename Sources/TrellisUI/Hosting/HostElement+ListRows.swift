import Foundation

/// A list row's own background or a tinted line between rows, as the last frame drew it:
/// for a host that draws it in a widget of its own (GTK) and for tests.
@_spi(TrellisHost) public struct HostRowBackground: Equatable {
  /// Where it is in its window, in points: the row's cell, or a line one point high.
  @_spi(TrellisHost) public var frame: CGRect
  /// The colour it is drawn in.
  @_spi(TrellisHost) public var color: Color

  /// What a `rowBackground` item shows; `nil` for any other item.
  @_spi(TrellisHost) public init?(_ item: _DisplayItem) {
    guard case .rowBackground(let color) = item.content else { return nil }
    frame = item.frame
    self.color = color
  }
}

/// What the list row modifiers set on one row (`listRowBackground`, `listRowInsets`,
/// `listRowSeparator`, `listSectionSeparator` and their tints), as the list reads them.
@_spi(TrellisHost) public struct HostListRowSettings: Equatable {
  /// The colour behind the row; `nil` for the default.
  @_spi(TrellisHost) public var background: Color?
  /// The row's insets; `nil` for the default.
  @_spi(TrellisHost) public var insets: EdgeInsets?
  /// The row's line at its top.
  @_spi(TrellisHost) public var separatorTop: Visibility
  /// The row's line at its bottom.
  @_spi(TrellisHost) public var separatorBottom: Visibility
  /// The colour of the row's line at its top; `nil` for the default.
  @_spi(TrellisHost) public var separatorTintTop: Color?
  /// The colour of the row's line at its bottom; `nil` for the default.
  @_spi(TrellisHost) public var separatorTintBottom: Color?
  /// Its section's line at the top.
  @_spi(TrellisHost) public var sectionSeparatorTop: Visibility
  /// Its section's line at the bottom.
  @_spi(TrellisHost) public var sectionSeparatorBottom: Visibility
  /// The colour of its section's line at the top; `nil` for the default.
  @_spi(TrellisHost) public var sectionSeparatorTintTop: Color?
  /// The colour of its section's line at the bottom; `nil` for the default.
  @_spi(TrellisHost) public var sectionSeparatorTintBottom: Color?

  init(_ traits: _ListRowTraits) {
    background = traits.background
    insets = traits.insets
    (separatorTop, separatorBottom) = traits.separator
    (separatorTintTop, separatorTintBottom) = traits.separatorTint
    (sectionSeparatorTop, sectionSeparatorBottom) = traits.sectionSeparator
    (sectionSeparatorTintTop, sectionSeparatorTintBottom) = traits.sectionSeparatorTint
  }
}

extension HostElement {
  /// For a list or form, or a view in one: the row backgrounds and tinted lines the last
  /// frame drew in that list, in order.
  @_spi(TrellisHost) public var rowBackgrounds: [HostRowBackground] {
    var container: _ViewNode? = node
    while let current = container, current.lazyRows == nil { container = current.parent }
    guard let container else { return [] }
    let id = ObjectIdentifier(container)
    return core.displayList.items.compactMap { item in
      item.id.node == id ? HostRowBackground(item) : nil
    }
  }

  /// For a row of a list or form, or a view in one: what the list row modifiers set on the
  /// row; `nil` outside a list's rows, and for a row with none.
  @_spi(TrellisHost) public var listRowSettings: HostListRowSettings? {
    var candidate = node
    while let parent = candidate.parent {
      if let rows = parent.lazyRows, rows.index(of: candidate) != nil {
        return candidate.listRowTraits.map(HostListRowSettings.init)
      }
      candidate = parent
    }
    return nil
  }
}
