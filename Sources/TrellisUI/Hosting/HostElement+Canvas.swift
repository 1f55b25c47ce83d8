import Foundation

extension HostElement {
  /// What a `Canvas` drew in its last frame, in drawing order: each item's frame (in points),
  /// content and the render effects it is drawn under (the canvas's own, and the blur and
  /// shadow filters its context had for that drawing); `nil` for any other view.
  @_spi(TrellisHost) public var canvasDrawing:
    [(frame: CGRect, content: _DisplayContent, effects: HostEffects?)]?
  {
    guard node.existingModifierState(_CanvasState.self) != nil else { return nil }
    guard let memo = node.displayMemo else { return [] }
    let shown = _FilteredDisplay(pieces: memo.pieces, effects: memo.pieceEffects)
    return memo.pieces.enumerated().map { index, piece in
      (
        piece.frame, piece.content,
        shown.effects(ofPieceAt: index, under: node.placedEffects, in: piece.frame)
      )
    }
  }
}
