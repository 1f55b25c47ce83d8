extension View {
  /// Plays `effect` on the symbol images in this view while `isActive` is `true`.
  ///
  /// Symbols are drawn still here, so a bounce, pulse, scale or variable colour leaves them
  /// as they are. An appear or disappear effect shows its end: a symbol under an active
  /// `.disappear` is hidden, one under an inactive `.appear` too (each keeps its space).
  ///
  /// ```swift
  /// Image(systemName: "wifi")
  ///   .symbolEffect(.variableColor.iterative, isActive: isSearching)
  /// Image(systemName: "bell")
  ///   .symbolEffect(.disappear, isActive: isMuted)
  /// ```
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it plays.
  ///   - isActive: Whether it plays.
  /// - Returns: A view whose symbols play the effect.
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    modifier(_SymbolVisibilityModifier(isHidden: Self.hides(effect, isActive: isActive)))
  }

  /// Plays `effect` once on the symbol images in this view each time `value` changes. The
  /// symbols are drawn still here, so the change shows nothing.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it plays.
  ///   - value: The value whose changes play it.
  /// - Returns: A view whose symbols play the effect.
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Turns off the symbol effects in this view (`true`), or lets them play. Effects play
  /// nothing here; hiding by appear and disappear effects is turned off too.
  /// - Parameter isEnabled: Whether the effects are removed.
  /// - Returns: A view without symbol effects.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    environment(\._symbolEffectsRemoved, isEnabled)
  }

  /// Whether an indefinite effect, active or not, leaves its symbols hidden.
  private static func hides(_ effect: some SymbolEffect, isActive: Bool) -> Bool {
    switch effect {
    case is DisappearSymbolEffect: return isActive
    case is AppearSymbolEffect: return !isActive
    default: return false
    }
  }
}

extension ContentTransition {
  /// A change of symbol played with `effect`; the new symbol shows at once here.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    .identity
  }

  /// A change of symbol played with the context's effect; the new symbol shows at once here.
  public static var symbolEffect: ContentTransition { .identity }
}

/// Hides its content (keeping its space) for an appear or disappear effect, unless effects
/// are removed.
struct _SymbolVisibilityModifier: ViewModifier {
  let isHidden: Bool
  @Environment(\._symbolEffectsRemoved) private var isRemoved

  func body(content: Content) -> some View {
    content.opacity(isHidden && !isRemoved ? 0 : 1)
  }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether `symbolEffectsRemoved()` turned symbol effects off here.
  var _symbolEffectsRemoved: Bool {
    get { self[SymbolEffectsRemovedKey.self] }
    set { self[SymbolEffectsRemovedKey.self] = newValue }
  }
}
