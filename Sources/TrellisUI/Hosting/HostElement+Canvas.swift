import Foundation

extension HostElement {
  /// What a `Canvas` drew in its last frame, in drawing order: each item's frame (in points)
  /// and content; `nil` for any other view.
  @_spi(TrellisHost) public var canvasDrawing: [(frame: CGRect, content: _DisplayContent)]? {
    guard node.existingModifierState(_CanvasState.self) != nil else { return nil }
    return (node.displayMemo?.pieces ?? []).map { ($0.frame, $0.content) }
  }
}
