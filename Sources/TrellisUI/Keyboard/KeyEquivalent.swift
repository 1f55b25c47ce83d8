/// A key that, with modifiers, makes a keyboard shortcut: a character, or one of the named
/// keys below.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key stands for; the named keys use the characters Apple gives them
  /// (Return is `"\r"`, Escape `"\u{1B}"`).
  public var character: Character

  /// The key that types `character`.
  /// - Parameter character: The key's character.
  public init(_ character: Character) { self.character = character }

  /// The key that types `value`.
  /// - Parameter value: The key's character.
  public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }

  /// The Up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The Down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The Left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The Right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (Backspace).
  public static let delete = KeyEquivalent("\u{08}")
  /// Forward Delete.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page Up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page Down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear.
  public static let clear = KeyEquivalent("\u{F739}")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// The space bar.
  public static let space = KeyEquivalent(" ")
  /// Return.
  public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Sendable, Hashable {
  /// The modifiers' bits.
  public let rawValue: Int

  /// The modifiers whose bits are `rawValue`.
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option (Alt).
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command (⌘ on Apple's keyboards).
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key on the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// The Function key.
  public static let function = EventModifiers(rawValue: 1 << 6)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad, .function,
  ]
}

/// A key and modifiers that perform a control's action, such as Return for a dialog's
/// default button.
public struct KeyboardShortcut: Sendable, Hashable {
  /// The key.
  public var key: KeyEquivalent
  /// The modifiers held with it.
  public var modifiers: EventModifiers

  /// The shortcut `modifiers` + `key`.
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers; Command unless given.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return, with no modifiers: the default button of a sheet or alert, which Return
  /// presses.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])

  /// Escape, with no modifiers: the button that cancels a sheet or alert, which Escape
  /// presses.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
