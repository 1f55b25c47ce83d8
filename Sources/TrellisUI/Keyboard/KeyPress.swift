import Foundation

/// A key pressed (or released) while a view in the window has focus, as `onKeyPress` sees
/// it.
public struct KeyPress: Sendable {
  /// Whether a key went down, repeated while held, or came up.
  public struct Phases: OptionSet, Sendable, Hashable {
    /// The phases' bits.
    public let rawValue: Int

    /// The phases whose bits are `rawValue`.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The key went down.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key, held, repeated.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key came up.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// What an action did with a key press.
  public enum Result: Sendable, Hashable {
    /// The action took the key: it goes no further.
    case handled
    /// The action left the key: it goes on to the actions of the views around, then to the
    /// host (Tab moves focus, Return presses).
    case ignored
  }

  /// The phase of this press.
  public var phase: Phases
  /// The key.
  public var key: KeyEquivalent
  /// The characters the key types, with its modifiers applied.
  public var characters: String
  /// The modifier keys held.
  public var modifiers: EventModifiers

  /// A key press of `key` typing `characters` with `modifiers` held, in `phase`.
  /// - Parameters:
  ///   - phase: Down, repeat or up.
  ///   - key: The key.
  ///   - characters: The characters it types.
  ///   - modifiers: The modifiers held.
  public init(
    phase: Phases = .down, key: KeyEquivalent, characters: String, modifiers: EventModifiers = []
  ) {
    self.phase = phase
    self.key = key
    self.characters = characters
    self.modifiers = modifiers
  }
}

extension KeyEquivalent {
  /// The key of a function key, F1 to F35, at the characters Apple gives them; `nil` past
  /// them.
  @_spi(TrellisHost) public static func function(_ number: Int) -> KeyEquivalent? {
    guard (1...35).contains(number), let scalar = Unicode.Scalar(0xF703 + number) else {
      return nil
    }
    return KeyEquivalent(Character(scalar))
  }
}
