/// A symbol bounces up or down, once or while active.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  /// The variants chosen: of those that exclude each other, the last.
  var variants: Set<String> = []

  /// The effect, up.
  public var up: BounceSymbolEffect { with("up") }
  /// The effect, down.
  public var down: BounceSymbolEffect { with("down") }
  /// The effect, byLayer.
  public var byLayer: BounceSymbolEffect { with("byLayer") }
  /// The effect, wholeSymbol.
  public var wholeSymbol: BounceSymbolEffect { with("wholeSymbol") }

  private func with(_ variant: String) -> BounceSymbolEffect {
    var copy = self
    copy.variants = _SymbolVariants.choosing(variant, in: variants)
    return copy
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A symbol bounces up or down, once or while active.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// A symbol's opacity pulses.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  /// The variants chosen: of those that exclude each other, the last.
  var variants: Set<String> = []

  /// The effect, byLayer.
  public var byLayer: PulseSymbolEffect { with("byLayer") }
  /// The effect, wholeSymbol.
  public var wholeSymbol: PulseSymbolEffect { with("wholeSymbol") }

  private func with(_ variant: String) -> PulseSymbolEffect {
    var copy = self
    copy.variants = _SymbolVariants.choosing(variant, in: variants)
    return copy
  }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A symbol's opacity pulses.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// A symbol's layers light up in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  /// The variants chosen: of those that exclude each other, the last.
  var variants: Set<String> = []

  /// The effect, iterative.
  public var iterative: VariableColorSymbolEffect { with("iterative") }
  /// The effect, cumulative.
  public var cumulative: VariableColorSymbolEffect { with("cumulative") }
  /// The effect, reversing.
  public var reversing: VariableColorSymbolEffect { with("reversing") }
  /// The effect, nonReversing.
  public var nonReversing: VariableColorSymbolEffect { with("nonReversing") }
  /// The effect, hideInactiveLayers.
  public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers") }
  /// The effect, dimInactiveLayers.
  public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers") }

  private func with(_ variant: String) -> VariableColorSymbolEffect {
    var copy = self
    copy.variants = _SymbolVariants.choosing(variant, in: variants)
    return copy
  }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// A symbol's layers light up in turn.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// A symbol grows or shrinks while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, Hashable {
  /// The variants chosen: of those that exclude each other, the last.
  var variants: Set<String> = []

  /// The effect, up.
  public var up: ScaleSymbolEffect { with("up") }
  /// The effect, down.
  public var down: ScaleSymbolEffect { with("down") }
  /// The effect, byLayer.
  public var byLayer: ScaleSymbolEffect { with("byLayer") }
  /// The effect, wholeSymbol.
  public var wholeSymbol: ScaleSymbolEffect { with("wholeSymbol") }

  private func with(_ variant: String) -> ScaleSymbolEffect {
    var copy = self
    copy.variants = _SymbolVariants.choosing(variant, in: variants)
    return copy
  }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A symbol grows or shrinks while active.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// A symbol appears: shown while the effect is active, hidden while it is not.
public struct AppearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, Hashable {
  /// The variants chosen: of those that exclude each other, the last.
  var variants: Set<String> = []

  /// The effect, up.
  public var up: AppearSymbolEffect { with("up") }
  /// The effect, down.
  public var down: AppearSymbolEffect { with("down") }
  /// The effect, byLayer.
  public var byLayer: AppearSymbolEffect { with("byLayer") }
  /// The effect, wholeSymbol.
  public var wholeSymbol: AppearSymbolEffect { with("wholeSymbol") }

  private func with(_ variant: String) -> AppearSymbolEffect {
    var copy = self
    copy.variants = _SymbolVariants.choosing(variant, in: variants)
    return copy
  }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// A symbol appears: shown while the effect is active, hidden while it is not.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// A symbol disappears: hidden while the effect is active.
public struct DisappearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, Hashable {
  /// The variants chosen: of those that exclude each other, the last.
  var variants: Set<String> = []

  /// The effect, up.
  public var up: DisappearSymbolEffect { with("up") }
  /// The effect, down.
  public var down: DisappearSymbolEffect { with("down") }
  /// The effect, byLayer.
  public var byLayer: DisappearSymbolEffect { with("byLayer") }
  /// The effect, wholeSymbol.
  public var wholeSymbol: DisappearSymbolEffect { with("wholeSymbol") }

  private func with(_ variant: String) -> DisappearSymbolEffect {
    var copy = self
    copy.variants = _SymbolVariants.choosing(variant, in: variants)
    return copy
  }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// A symbol disappears: hidden while the effect is active.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// One symbol gives way to another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, Hashable {
  /// The variants chosen: of those that exclude each other, the last.
  var variants: Set<String> = []

  /// The effect, downUp.
  public var downUp: ReplaceSymbolEffect { with("downUp") }
  /// The effect, upUp.
  public var upUp: ReplaceSymbolEffect { with("upUp") }
  /// The effect, offUp.
  public var offUp: ReplaceSymbolEffect { with("offUp") }
  /// The effect, byLayer.
  public var byLayer: ReplaceSymbolEffect { with("byLayer") }
  /// The effect, wholeSymbol.
  public var wholeSymbol: ReplaceSymbolEffect { with("wholeSymbol") }

  private func with(_ variant: String) -> ReplaceSymbolEffect {
    var copy = self
    copy.variants = _SymbolVariants.choosing(variant, in: variants)
    return copy
  }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// One symbol gives way to another.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// A symbol wiggles.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  /// The variants chosen: of those that exclude each other, the last.
  var variants: Set<String> = []

  /// The effect, up.
  public var up: WiggleSymbolEffect { with("up") }
  /// The effect, down.
  public var down: WiggleSymbolEffect { with("down") }
  /// The effect, left.
  public var left: WiggleSymbolEffect { with("left") }
  /// The effect, right.
  public var right: WiggleSymbolEffect { with("right") }
  /// The effect, forward.
  public var forward: WiggleSymbolEffect { with("forward") }
  /// The effect, backward.
  public var backward: WiggleSymbolEffect { with("backward") }
  /// The effect, clockwise.
  public var clockwise: WiggleSymbolEffect { with("clockwise") }
  /// The effect, counterClockwise.
  public var counterClockwise: WiggleSymbolEffect { with("counterClockwise") }
  /// The effect, byLayer.
  public var byLayer: WiggleSymbolEffect { with("byLayer") }
  /// The effect, wholeSymbol.
  public var wholeSymbol: WiggleSymbolEffect { with("wholeSymbol") }

  private func with(_ variant: String) -> WiggleSymbolEffect {
    var copy = self
    copy.variants = _SymbolVariants.choosing(variant, in: variants)
    return copy
  }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A symbol wiggles.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// A symbol turns.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  /// The variants chosen: of those that exclude each other, the last.
  var variants: Set<String> = []

  /// The effect, clockwise.
  public var clockwise: RotateSymbolEffect { with("clockwise") }
  /// The effect, counterClockwise.
  public var counterClockwise: RotateSymbolEffect { with("counterClockwise") }
  /// The effect, byLayer.
  public var byLayer: RotateSymbolEffect { with("byLayer") }
  /// The effect, wholeSymbol.
  public var wholeSymbol: RotateSymbolEffect { with("wholeSymbol") }

  private func with(_ variant: String) -> RotateSymbolEffect {
    var copy = self
    copy.variants = _SymbolVariants.choosing(variant, in: variants)
    return copy
  }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// A symbol turns.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// A symbol grows and shrinks gently.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  /// The variants chosen: of those that exclude each other, the last.
  var variants: Set<String> = []

  /// The effect, plain.
  public var plain: BreatheSymbolEffect { with("plain") }
  /// The effect, pulse.
  public var pulse: BreatheSymbolEffect { with("pulse") }
  /// The effect, byLayer.
  public var byLayer: BreatheSymbolEffect { with("byLayer") }
  /// The effect, wholeSymbol.
  public var wholeSymbol: BreatheSymbolEffect { with("wholeSymbol") }

  private func with(_ variant: String) -> BreatheSymbolEffect {
    var copy = self
    copy.variants = _SymbolVariants.choosing(variant, in: variants)
    return copy
  }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// A symbol grows and shrinks gently.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// The effect a symbol's context chooses: a replacement of one symbol by another.
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect, Hashable {}

extension SymbolEffect where Self == AutomaticSymbolEffect {
  /// The effect the context chooses.
  public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

/// Which variants of a symbol effect exclude each other: choosing one drops the others of
/// its group (`.bounce.up.down` is `.bounce.down`).
enum _SymbolVariants {
  static let groups: [Set<String>] = [
    ["up", "down", "left", "right", "forward", "backward", "clockwise", "counterClockwise"],
    ["byLayer", "wholeSymbol"], ["iterative", "cumulative"], ["reversing", "nonReversing"],
    ["hideInactiveLayers", "dimInactiveLayers"], ["downUp", "upUp", "offUp"],
    ["plain", "pulse"],
  ]

  static func choosing(_ variant: String, in variants: Set<String>) -> Set<String> {
    let group = groups.first { $0.contains(variant) } ?? [variant]
    return variants.subtracting(group).union([variant])
  }
}
