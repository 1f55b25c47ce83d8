import Foundation

/// Where the layout engine places a presented view over everything else.
enum _OverlayPlacement {
  /// Centred in the screen (a sheet, an alert).
  case centred
  /// With its top leading corner at a point (an open menu's list).
  case at(CGPoint)
  /// Beside a rectangle of the screen, on the side an edge names where it fits (a popover).
  case beside(CGRect, Edge?)

  /// Where a popover of `size` goes beside `anchor`: on the side `edge` names when it fits
  /// there, else below, else above, else wherever it is least cut off; centred along the
  /// anchor and kept on the screen, on whole pixels of `grid`.
  static func origin(
    of size: CGSize, beside anchor: CGRect, edge: Edge?, in screen: CGRect, grid: _PixelGrid
  ) -> CGPoint {
    let sides = (edge.map { [$0] } ?? []) + [.bottom, .top]
    let side =
      sides.first { fits(size, beside: anchor, on: $0, in: screen) }
      ?? (anchor.minY - screen.minY > screen.maxY - anchor.maxY ? .top : .bottom)
    var origin: CGPoint
    switch side {
    case .top, .bottom:
      origin = CGPoint(
        x: grid.floor(anchor.midX - size.width / 2, along: .horizontal),
        y: side == .bottom ? anchor.maxY : anchor.minY - size.height)
    case .leading, .trailing:
      origin = CGPoint(
        x: side == .trailing ? anchor.maxX : anchor.minX - size.width,
        y: grid.floor(anchor.midY - size.height / 2, along: .vertical))
    }
    origin.x = max(screen.minX, min(origin.x, screen.maxX - size.width))
    origin.y = max(screen.minY, min(origin.y, screen.maxY - size.height))
    return origin
  }

  /// Whether `size` fits on the screen on `side` of `anchor`.
  private static func fits(_ size: CGSize, beside anchor: CGRect, on side: Edge, in screen: CGRect)
    -> Bool
  {
    switch side {
    case .bottom: return screen.maxY - anchor.maxY >= size.height
    case .top: return anchor.minY - screen.minY >= size.height
    case .trailing: return screen.maxX - anchor.maxX >= size.width
    case .leading: return anchor.minX - screen.minX >= size.width
    }
  }
}
