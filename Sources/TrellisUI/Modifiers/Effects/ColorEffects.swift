import Foundation

extension View {
  /// Draws this view and everything in it with `opacity` (0 to 1) times the opacity around
  /// it: `.opacity(0.5)` inside `.opacity(0.5)` is a quarter opaque. The view keeps its
  /// place in layout; at 0 it is not seen and takes no taps.
  public func opacity(_ opacity: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .opacity(opacity)))
  }

  /// Brightens the colours this view draws by adding `amount` to each component: 0 changes
  /// nothing, 1 is white, a negative amount darkens.
  public func brightness(_ amount: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.brightness(amount))))
  }

  /// Changes the contrast of the colours this view draws: 1 changes nothing, 0 is mid-grey,
  /// more than 1 moves colours away from grey, a negative amount also inverts them.
  public func contrast(_ amount: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.contrast(amount))))
  }

  /// Changes how saturated the colours this view draws are: 1 changes nothing, 0 is grey.
  public func saturation(_ amount: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.saturation(amount))))
  }

  /// Takes the colour out of what this view draws by `amount`: 0 changes nothing, 1 is
  /// fully grey.
  public func grayscale(_ amount: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.grayscale(amount))))
  }

  /// Turns the hue of the colours this view draws by `angle` around the colour wheel.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.hueRotation(radians: angle.radians))))
  }

  /// Multiplies the colours this view draws by `color`, component by component (white
  /// changes nothing).
  public func colorMultiply(_ color: Color) -> some View {
    let components = HostColor(color) ?? HostColor(red: 1, green: 1, blue: 1)
    return modifier(_RenderEffectModifier(effect: .colorFilter(.multiply(components))))
  }

  /// Inverts the colours this view draws.
  public func colorInvert() -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.invert)))
  }
}
