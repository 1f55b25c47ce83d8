/// The modifier keys held during a key press or a mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits of the set.
  public let rawValue: UInt8

  /// Makes a set from its raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The Shift key.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// The Alt (Option) key; terminals also report it as an Escape prefix.
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  /// The Control key.
  public static let control = KeyModifiers(rawValue: 1 << 2)
  /// The Meta (Super) key, reported by few terminals.
  public static let meta = KeyModifiers(rawValue: 1 << 3)

  /// Reads the modifier parameter xterm appends to a key sequence (`CSI 1;5A` is Ctrl-Up).
  ///
  /// The parameter is one more than a bit set: 1 Shift, 2 Alt, 4 Control, 8 Meta.
  init(xtermParameter value: Int) {
    let bits = max(value - 1, 0)
    var result: KeyModifiers = []
    if bits & 1 != 0 { result.insert(.shift) }
    if bits & 2 != 0 { result.insert(.alt) }
    if bits & 4 != 0 { result.insert(.control) }
    if bits & 8 != 0 { result.insert(.meta) }
    self = result
  }
}

/// A key the terminal can report.
public enum Key: Hashable, Sendable {
  /// A printable grapheme, or the letter of a control chord (Ctrl-A is `character("a")` with
  /// `.control`).
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab; Shift-Tab is `tab` with `.shift`.
  case tab
  /// Backspace (DEL or BS from the terminal).
  case backspace
  /// Escape, reported once the caller flushes a lone ESC byte.
  case escape
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Forward delete.
  case delete
  /// A function key, `function(1)` to `function(12)` (higher numbers where terminals send them).
  case function(Int)
}

/// One key press: the key and the modifiers held with it.
public struct KeyEvent: Hashable, Sendable {
  /// The key pressed.
  public var key: Key
  /// The modifiers held.
  public var modifiers: KeyModifiers

  /// Makes a key event.
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - modifiers: The modifiers held; none by default.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}
