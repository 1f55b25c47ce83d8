/// What hosts read from toolbar items: which elements are items, and where each goes.
extension HostElement {
  /// Whether the element is a toolbar item (its view, or a group's views, inside).
  @_spi(TrellisHost) public var isToolbarItem: Bool { node.view is _ToolbarItemView }

  /// The placement of the toolbar item this element is (or is inside); `nil` outside any
  /// toolbar.
  @_spi(TrellisHost) public var toolbarPlacement: ToolbarItemPlacement? {
    var current: _ViewNode? = node
    while let node = current {
      if let item = node.view as? _ToolbarItemView { return item.placement }
      if node.view is _ToolbarScope { return nil }
      current = node.parent
    }
    return nil
  }

  /// The part of the toolbar the element's item is in; `nil` outside any toolbar.
  @_spi(TrellisHost) public var toolbarRegion: _ToolbarRegion? { toolbarPlacement?.region }
}

extension ToolbarItemPlacement {
  /// Whether the item confirms (a sheet's default action, GTK's suggested action).
  @_spi(TrellisHost) public var isConfirmation: Bool { kind == .confirmationAction }
  /// Whether the item cancels.
  @_spi(TrellisHost) public var isCancellation: Bool { kind == .cancellationAction }
  /// Whether the item destroys data (GTK's destructive action).
  @_spi(TrellisHost) public var isDestructive: Bool { kind == .destructiveAction }
  /// Whether the item is a title widget (principal).
  @_spi(TrellisHost) public var isPrincipal: Bool { kind == .principal }
}
