@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// One item of a menu, as a person sees it in the open list.
  public struct MenuItem: Equatable, Sendable, CustomStringConvertible {
    /// What kind of item it is.
    public enum Kind: Equatable, Sendable {
      /// A button: choosing it runs its action.
      case action
      /// A toggle, or an option of a picker: ticked while on.
      case toggle(isOn: Bool)
      /// A menu inside the menu; its items are ``items``.
      case submenu
      /// A line between groups of items.
      case separator
      /// A section's header or a picker's title, which cannot be chosen.
      case header
    }

    /// The text of its label.
    public var title: String
    /// What kind of item it is: an action, a toggle, a submenu, a separator or a header.
    public var kind: Kind
    /// Whether it can be chosen.
    public var isEnabled: Bool
    /// Its button's role (`.destructive` items are drawn in red).
    public var role: ButtonRole?
    /// A submenu's items.
    public var items: [MenuItem]

    init(_ entry: _MenuEntry) {
      title = entry.title
      isEnabled = entry.isEnabled
      role = entry.isDestructive ? .destructive : nil
      items = entry.children.map(MenuItem.init)
      switch entry.kind {
      case .action: kind = .action
      case .toggle(let isOn): kind = .toggle(isOn: isOn)
      case .submenu: kind = .submenu
      case .separator: kind = .separator
      case .header: kind = .header
      }
    }

    /// The item's title, or `—` for a separator.
    public var description: String { kind == .separator ? "—" : title }
  }

  /// The items of a `Menu`, in order (separators and headers included); `nil` for any other
  /// view.
  public var menuItems: [MenuItem]? { base.menuEntries?.map(MenuItem.init) }

  /// The items of the context menu on this view (or the nearest view around it with one);
  /// `nil` when there is none.
  public var contextMenuItems: [MenuItem]? { base.contextMenuEntries?.map(MenuItem.init) }

  /// Where the keyboard is in the open list of this menu (or of the context menu on this
  /// view): the item's index at each open level, `[2, 0]` for the first item of the submenu
  /// that is the third item. `nil` while closed.
  public var menuHighlight: [Int]? { base.menuHolder?.openMenuPath }

  /// Opens a menu's list, as pressing its button does (a menu with a primary action runs
  /// the action when pressed instead; this opens its list as its indicator does).
  public func openMenu() throws { try run { try base.openMenu() } }

  /// Opens the context menu on this view, or on the nearest view around it with one, as a
  /// right click or the Menu key does.
  public func openContextMenu() throws { try run { try base.openContextMenu() } }

  /// Closes the open list of this menu (or of the context menu on this view) without
  /// choosing anything.
  public func closeMenu() { base.menuHolder?.closeMenu() }

  /// Chooses a menu item as a person does in the open list (opened or not): the item titled
  /// with the last of `titles`, inside the submenus titled with the ones before it. Its
  /// action runs and the menu closes. Throws when there is no such item, or it is disabled.
  ///
  /// ```swift
  /// try host.menu("Export").chooseMenuItem("Image", "PNG")
  /// ```
  public func chooseMenuItem(_ titles: String...) throws {
    try run {
      guard let holder = base.menuHolder else {
        throw HostElement.ActionError.notApplicable("\(description) has no menu")
      }
      try holder.chooseMenuItem(titled: titles)
    }
  }

  /// Chooses the menu item at `path`: its index in the menu, then in each submenu.
  public func chooseMenuItem(at path: [Int]) throws {
    try run {
      guard let holder = base.menuHolder else {
        throw HostElement.ActionError.notApplicable("\(description) has no menu")
      }
      try holder.chooseMenuItem(at: path)
    }
  }
}

extension ViewHost {
  /// The menu whose button shows `title`.
  public func menu(_ title: String) throws -> Element {
    try only(
      elements.filter { $0.kind == .menu && $0.text == title }, "a menu titled \"\(title)\"")
  }

  /// The menu or context menu whose list is open in front of everything, if one is.
  public var openMenu: Element? { core.openMenu.map(Element.init) }
}
