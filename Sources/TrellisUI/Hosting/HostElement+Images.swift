import Foundation

extension HostElement {
  /// The image from resources this element draws (an `Image("logo")`), as its last frame
  /// drew it; `nil` for other views.
  @_spi(TrellisHost) public var bitmap: _BitmapItem? {
    guard let pieces = node.displayMemo?.pieces else { return nil }
    for piece in pieces {
      if case .bitmap(let item) = piece.content { return item }
    }
    return nil
  }

  /// Where the element's image is drawn, in points; `nil` for other views.
  @_spi(TrellisHost) public var bitmapFrame: CGRect? {
    guard let pieces = node.displayMemo?.pieces else { return nil }
    for piece in pieces {
      if case .bitmap = piece.content { return piece.frame }
    }
    return nil
  }
}
