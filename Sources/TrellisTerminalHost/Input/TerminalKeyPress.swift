internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// The `KeyPress` an `onKeyPress` action sees for a terminal's key: terminals report only
/// presses (a held key's repeats arrive as presses too), so the phase is always `.down`.
enum _TerminalKeyPress {
  static func keyPress(for event: KeyEvent) -> KeyPress? {
    var modifiers: EventModifiers = []
    if event.modifiers.contains(.shift) { modifiers.insert(.shift) }
    if event.modifiers.contains(.alt) { modifiers.insert(.option) }
    if event.modifiers.contains(.control) { modifiers.insert(.control) }
    if event.modifiers.contains(.meta) { modifiers.insert(.command) }
    let key: KeyEquivalent
    var characters: String?
    switch event.key {
    case .character(let character):
      key = KeyEquivalent(character)
      characters = String(character)
    case .enter: key = .return
    case .tab: key = .tab
    case .backspace:
      key = .delete
      characters = "\u{7F}"
    case .escape: key = .escape
    case .up: key = .upArrow
    case .down: key = .downArrow
    case .left: key = .leftArrow
    case .right: key = .rightArrow
    case .home: key = .home
    case .end: key = .end
    case .pageUp: key = .pageUp
    case .pageDown: key = .pageDown
    case .delete: key = .deleteForward
    case .insert: return nil
    case .function(let number):
      guard let function = KeyEquivalent.function(number) else { return nil }
      key = function
    }
    return KeyPress(
      phase: .down, key: key, characters: characters ?? String(key.character),
      modifiers: modifiers)
  }
}
