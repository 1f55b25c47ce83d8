import Foundation

extension HostElement {
  /// The render effects its drawing is under, its own modifiers' and its ancestors'
  /// composed (`opacity`, `scaleEffect`, `rotationEffect`, `shadow`, colour filters); `nil`
  /// when there are none.
  @_spi(TrellisHost) public var effects: HostEffects? { node.placedEffects }

  /// Where it is drawn, in the window's points: its frame moved by its effects' transform
  /// (the smallest rectangle around the frame's corners), its shadows and blur around it.
  @_spi(TrellisHost) public var drawnFrame: CGRect {
    effects?.drawnArea(of: frame) ?? frame
  }
}

extension HostElement {
  /// Why its environment redacts it (``View/redacted(reason:)``); empty when nothing does.
  @_spi(TrellisHost) public var redactionReasons: RedactionReasons {
    node.environment.redactionReasons
  }
}
