/// An animation of a symbol image (`Image(systemName:)`): a bounce, a pulse, layers lighting
/// in turn, an appearance or a replacement. Trellis draws symbols still, so the effects that
/// only move a symbol draw it as it is; appear and disappear effects show and hide it (see
/// ``View/symbolEffect(_:options:isActive:)``).
public protocol SymbolEffect: Sendable {}

/// An effect that plays once each time a value changes
/// (``View/symbolEffect(_:options:value:)``).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that lasts while it is active (``View/symbolEffect(_:options:isActive:)``).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol as it is inserted or removed.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that changes one symbol into another (`contentTransition(.symbolEffect(_:))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How a symbol effect plays: how many times and how fast. Kept with the effect; Trellis
/// plays none.
public struct SymbolEffectOptions: Hashable, Sendable {
  /// How many times it plays; `nil` for as often as the effect's default.
  var repeatCount: Int?
  /// Whether it repeats while active.
  var repeats: Bool?
  /// How fast it plays, 1 the usual speed.
  var speedFactor: Double = 1

  /// The effect's own way of playing.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  /// Plays over and over while active.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
  /// Plays once.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
  /// Plays `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }
  /// Plays `speed` times as fast.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions().speed(speed)
  }

  /// These options, repeating.
  public var repeating: SymbolEffectOptions {
    var copy = self
    copy.repeats = true
    copy.repeatCount = nil
    return copy
  }
  /// These options, playing once.
  public var nonRepeating: SymbolEffectOptions {
    var copy = self
    copy.repeats = false
    copy.repeatCount = 1
    return copy
  }
  /// These options, playing `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var copy = self
    copy.repeats = count > 1
    copy.repeatCount = max(0, count)
    return copy
  }
  /// These options, `speed` times as fast.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.speedFactor = speed
    return copy
  }
}
