/// A replacement that morphs the parts two symbols share, with `fallback` where they share
/// none (iOS 18's magic replace). The new symbol shows at once here.
public struct MagicReplaceSymbolEffect: ContentTransitionSymbolEffect, Hashable {
  /// The replacement used when the symbols share no part.
  public let fallback: ReplaceSymbolEffect
}

extension ReplaceSymbolEffect {
  /// A replacement that morphs the parts the symbols share, else plays `fallback`.
  public func magic(fallback: ReplaceSymbolEffect) -> MagicReplaceSymbolEffect {
    MagicReplaceSymbolEffect(fallback: fallback)
  }
}

extension WiggleSymbolEffect {
  /// A wiggle along `angle`, in degrees from the right.
  public static func custom(angle: Double) -> WiggleSymbolEffect {
    WiggleSymbolEffect(variants: ["angle \(angle)"])
  }
  /// A wiggle along `angle`.
  public static func custom(angle: Angle) -> WiggleSymbolEffect {
    custom(angle: angle.degrees)
  }
}

extension SymbolEffectOptions {
  /// How an effect repeats: on and on, or in bursts with pauses between.
  public struct RepeatBehavior: Hashable, Sendable {
    /// The bursts' count (`nil`: without end) and the pause between them, in seconds.
    let count: Int?
    let delay: Double?
    let isContinuous: Bool

    /// Plays without pause, over and over.
    public static var continuous: RepeatBehavior {
      RepeatBehavior(count: nil, delay: nil, isContinuous: true)
    }
    /// Plays `count` times (without end when `nil`), pausing `delay` seconds between.
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(count: count, delay: delay, isContinuous: false)
    }
  }

  /// Options that repeat as `behavior` says.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(behavior)
  }

  /// These options, repeating as `behavior` says.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    var copy = self
    copy.repeats = true
    copy.repeatCount = behavior.count
    return copy
  }
}
