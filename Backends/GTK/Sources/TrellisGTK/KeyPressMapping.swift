import CGtk
@_spi(TrellisHost) import TrellisUI

/// The `KeyPress` an `onKeyPress` action sees for a GDK key: the named keys as Apple names
/// them, others by the character they type. GTK reports a held key's repeats as presses, so
/// a press is `.down`; a release is `.up`.
enum KeyPressMapping {
  static func keyPress(keyval: guint, state: GdkModifierType, phase: KeyPress.Phases)
    -> KeyPress?
  {
    var modifiers: EventModifiers = []
    let bits = state.rawValue
    if bits & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
    if bits & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
    if bits & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
    if bits & GDK_SUPER_MASK.rawValue != 0 { modifiers.insert(.command) }
    if bits & GDK_LOCK_MASK.rawValue != 0 { modifiers.insert(.capsLock) }
    let named: [Int32: KeyEquivalent] = [
      GDK_KEY_Up: .upArrow, GDK_KEY_Down: .downArrow, GDK_KEY_Left: .leftArrow,
      GDK_KEY_Right: .rightArrow, GDK_KEY_Escape: .escape, GDK_KEY_BackSpace: .delete,
      GDK_KEY_Delete: .deleteForward, GDK_KEY_Home: .home, GDK_KEY_End: .end,
      GDK_KEY_Page_Up: .pageUp, GDK_KEY_Page_Down: .pageDown, GDK_KEY_Clear: .clear,
      GDK_KEY_Tab: .tab, GDK_KEY_ISO_Left_Tab: .tab, GDK_KEY_space: .space,
      GDK_KEY_Return: .return, GDK_KEY_KP_Enter: .return,
    ]
    let code = Int32(bitPattern: keyval)
    if let key = named[code] {
      let characters = key == .delete ? "\u{7F}" : String(key.character)
      return KeyPress(phase: phase, key: key, characters: characters, modifiers: modifiers)
    }
    if code >= GDK_KEY_F1, code <= GDK_KEY_F35,
      let key = KeyEquivalent.function(Int(code - GDK_KEY_F1) + 1)
    {
      return KeyPress(
        phase: phase, key: key, characters: String(key.character), modifiers: modifiers)
    }
    let unicode = gdk_keyval_to_unicode(keyval)
    guard unicode != 0, let scalar = Unicode.Scalar(unicode) else { return nil }
    let character = Character(scalar)
    return KeyPress(
      phase: phase, key: KeyEquivalent(character), characters: String(character),
      modifiers: modifiers)
  }
}
