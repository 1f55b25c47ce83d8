import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// Presses `key` with `modifiers` held while the focused view has focus, as a keyboard
  /// does: the `onKeyPress` actions of the focused view and the views around it get it, the
  /// innermost first, until one handles it.
  /// - Parameters:
  ///   - key: The key.
  ///   - characters: What it types; the key's character unless given.
  ///   - modifiers: The modifiers held.
  ///   - phase: Down unless given; `.repeat` for a key held, `.up` for its release.
  /// - Returns: Whether an action handled it.
  @discardableResult
  public func pressKey(
    _ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [],
    phase: KeyPress.Phases = .down
  ) -> Bool {
    core.update()
    return core.pressKey(
      KeyPress(
        phase: phase, key: key, characters: characters ?? String(key.character),
        modifiers: modifiers))
  }

  /// Moves a pointer to `point` (window points) without pressing it, or out of the window
  /// (`nil`): the hover actions of the views it leaves and comes over run.
  public func hover(at point: CGPoint?) { core.hover(at: point) }
}

extension ViewHost.Element {
  /// Moves a pointer over the view's centre (or `point`, in the view's own space), without
  /// pressing it: its hover actions, and those of the views around it, run.
  public func hover(at point: CGPoint? = nil) {
    let local = point ?? CGPoint(x: base.frame.width / 2, y: base.frame.height / 2)
    base.core.hover(at: CGPoint(x: base.frame.minX + local.x, y: base.frame.minY + local.y))
  }
}
