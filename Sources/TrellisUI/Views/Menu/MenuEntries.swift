import Foundation

/// One item of a menu as a host shows it: what it says, what kind of item it is, whether
/// it can be chosen.
@_spi(TrellisHost) public struct _MenuEntry: Equatable, Sendable {
  @_spi(TrellisHost) public enum Kind: Equatable, Sendable {
    /// A button: choosing it runs its action.
    case action
    /// A toggle, or an option of a picker: shown ticked while on.
    case toggle(isOn: Bool)
    /// A menu inside the menu: choosing it opens its items.
    case submenu([_MenuEntry])
    /// A line between groups of items (a `Divider`, the edge of a `Section`).
    case separator
    /// A section's header, or a picker's title: shown, never chosen.
    case header
  }

  /// The text of its label.
  @_spi(TrellisHost) public var title: String
  @_spi(TrellisHost) public var kind: Kind
  /// Whether it can be chosen (no `.disabled(true)` on it; separators and headers never).
  @_spi(TrellisHost) public var isEnabled: Bool
  /// A button with `role: .destructive`, drawn in red.
  @_spi(TrellisHost) public var isDestructive: Bool
  /// The button's or toggle's `keyboardShortcut`, shown beside its title.
  @_spi(TrellisHost) public var shortcut: KeyboardShortcut? = nil

  /// Whether it is a submenu, an action or a toggle: something a person can choose.
  @_spi(TrellisHost) public var isChoosable: Bool {
    switch kind {
    case .separator, .header: return false
    case .action, .toggle, .submenu: return true
    }
  }

  /// The submenu's items; empty for any other item.
  @_spi(TrellisHost) public var children: [_MenuEntry] {
    if case .submenu(let children) = kind { return children }
    return []
  }
}

/// A menu's item with what choosing it does, read from the views of its content.
@MainActor
struct _MenuNodeEntry {
  var shown: _MenuEntry
  /// What choosing it does; `nil` for a submenu, a separator or a header.
  var perform: (@MainActor () -> Void)?
  var children: [_MenuNodeEntry] = []

  /// The item at `path` (indices into each level), if there is one.
  static func at(_ path: [Int], in entries: [_MenuNodeEntry]) -> _MenuNodeEntry? {
    guard let first = path.first, entries.indices.contains(first) else { return nil }
    let entry = entries[first]
    return path.count == 1 ? entry : at(Array(path.dropFirst()), in: entry.children)
  }
}

/// Marks a `Menu`, so that a menu inside another is read as a submenu.
@MainActor
protocol _MenuMarker {}

/// Marks a `Section`, so that a menu sets its items apart.
@MainActor
protocol _MenuSectionMarker {}

extension Section: _MenuSectionMarker {}

extension _ViewNode {
  /// The items of the menu whose content is this node's second child (a `Menu`'s, a
  /// `contextMenu`'s), looking through `ForEach`, `Group` and views of the app's own down to
  /// each item's own view.
  var menuEntries: [_MenuNodeEntry] {
    if view is any _CommandsHostMarker { return commandBarEntries }
    guard children.count > 1 else { return [] }
    var entries: [_MenuNodeEntry] = []
    Self.collectMenuEntries(children[1], into: &entries)
    return Self.tidySeparators(entries)
  }

  private static func collectMenuEntries(_ node: _ViewNode, into entries: inout [_MenuNodeEntry]) {
    let isEnabled = node.isEnabled
    switch node.control {
    case .button(let action):
      let isDestructive = (node.view as? any _RoleProviding)?._role == .destructive
      entries.append(
        _MenuNodeEntry(
          shown: _MenuEntry(
            title: node.textContent, kind: .action, isEnabled: isEnabled,
            isDestructive: isDestructive, shortcut: node.keyboardShortcut),
          perform: action))
      return
    case .toggle(let isOn):
      entries.append(
        _MenuNodeEntry(
          shown: _MenuEntry(
            title: node.textContent, kind: .toggle(isOn: isOn.wrappedValue),
            isEnabled: isEnabled, isDestructive: false, shortcut: node.keyboardShortcut),
          perform: { isOn.wrappedValue.toggle() }))
      return
    case .picker(let selection, _):
      collectPickerEntries(node, selection: selection, isEnabled: isEnabled, into: &entries)
      return
    case .menu:
      let submenu = node.menuEntries
      entries.append(
        _MenuNodeEntry(
          shown: _MenuEntry(
            title: node.children.first?.textContent ?? "",
            kind: .submenu(submenu.map(\.shown)), isEnabled: isEnabled, isDestructive: false),
          perform: nil, children: submenu))
      return
    default:
      break
    }
    if node.view is Divider {
      entries.append(separator)
    } else if node.view is any _SectionHeaderMarker {
      entries.append(separator)
      entries.append(
        _MenuNodeEntry(
          shown: _MenuEntry(
            title: node.textContent, kind: .header, isEnabled: false, isDestructive: false)))
    } else if node.view is any _MenuSectionMarker {
      entries.append(separator)
      for child in node.children { collectMenuEntries(child, into: &entries) }
      entries.append(separator)
    } else if node.view is Text {
      // A text on its own is shown as an item that does nothing, as Apple's menus show it.
      entries.append(
        _MenuNodeEntry(
          shown: _MenuEntry(
            title: node.textContent, kind: .action, isEnabled: false, isDestructive: false)))
    } else {
      for child in node.children { collectMenuEntries(child, into: &entries) }
    }
  }

  /// A picker in a menu: its title as a header, then its options, the selected one ticked;
  /// choosing one sets the selection.
  private static func collectPickerEntries(
    _ node: _ViewNode, selection: _PickerSelection, isEnabled: Bool,
    into entries: inout [_MenuNodeEntry]
  ) {
    let resolution = node.resolvePicker(selection)
    entries.append(separator)
    let title = node.textContent
    if !title.isEmpty {
      entries.append(
        _MenuNodeEntry(
          shown: _MenuEntry(title: title, kind: .header, isEnabled: false, isDestructive: false)))
    }
    for (index, option) in resolution.options.enumerated() {
      let tag = option.tag
      let accepted = tag.map { selection.accepts($0) } ?? false
      entries.append(
        _MenuNodeEntry(
          shown: _MenuEntry(
            title: option.text, kind: .toggle(isOn: resolution.selected.contains(index)),
            isEnabled: isEnabled && accepted, isDestructive: false),
          perform: {
            if let tag { _ = selection.write(tag.value) }
          }))
    }
    entries.append(separator)
  }

  private static var separator: _MenuNodeEntry {
    _MenuNodeEntry(
      shown: _MenuEntry(title: "", kind: .separator, isEnabled: false, isDestructive: false))
  }

  /// No separator at either end, nor two in a row.
  private static func tidySeparators(_ entries: [_MenuNodeEntry]) -> [_MenuNodeEntry] {
    var tidied: [_MenuNodeEntry] = []
    for entry in entries {
      if entry.shown.kind == .separator,
        tidied.isEmpty || tidied.last?.shown.kind == .separator
      {
        continue
      }
      tidied.append(entry)
    }
    if tidied.last?.shown.kind == .separator { tidied.removeLast() }
    return tidied
  }
}
