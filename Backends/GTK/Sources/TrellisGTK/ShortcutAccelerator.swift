import CGtk
@_spi(TrellisHost) import TrellisUI

/// A keyboard shortcut as GTK writes an accelerator: `<Control>s`, `<Shift><Control>n`, `F5`.
/// Command is Control, as GTK's `<Primary>` is on Linux.
enum ShortcutAccelerator {
  static func accelerator(for shortcut: KeyboardShortcut) -> String? {
    guard let key = keyName(shortcut.key) else { return nil }
    let modifiers = _CommandShortcut.normalized(shortcut.modifiers)
    var text = ""
    if modifiers.contains(.shift) { text += "<Shift>" }
    if modifiers.contains(.control) { text += "<Control>" }
    if modifiers.contains(.option) { text += "<Alt>" }
    return text + key
  }

  private static func keyName(_ key: KeyEquivalent) -> String? {
    switch key {
    case .return: return "Return"
    case .escape: return "Escape"
    case .tab: return "Tab"
    case .space: return "space"
    case .delete: return "BackSpace"
    case .deleteForward: return "Delete"
    case .upArrow: return "Up"
    case .downArrow: return "Down"
    case .leftArrow: return "Left"
    case .rightArrow: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "Page_Up"
    case .pageDown: return "Page_Down"
    default: break
    }
    for number in 1...35 where KeyEquivalent.function(number) == key { return "F\(number)" }
    let lowered = String(key.character).lowercased()
    guard lowered.unicodeScalars.count == 1, let scalar = lowered.unicodeScalars.first,
      let name = gdk_keyval_name(gdk_unicode_to_keyval(scalar.value))
    else { return nil }
    return String(cString: name)
  }
}
