import Foundation

extension _LayoutEngine {
  /// Places what `body` places under `effect`, applied to a view laid out in `bounds`, within
  /// the effects already in force: each node placed notes them (`placedEffects`) and its
  /// items carry them. A subtree is kept from an earlier frame only under the same effects,
  /// so changing an effect changes the items under it, and nothing else.
  func applying(_ effect: _RenderEffect, in bounds: CGRect, _ body: () -> Void) {
    effectStack.append(HostEffects.composing(effectStack.last ?? nil, effect, in: bounds))
    defer { effectStack.removeLast() }
    body()
  }
}
