import Foundation
@_spi(TrellisHost) import TrellisUI

extension Preview {
  /// The size the preview asks for with `.fixedLayout(width:height:)`, in the terminal's
  /// cells (at least one each way); `nil` for the host's own size.
  @_spi(TrellisHost) public var fixedSize: (width: Int, height: Int)? {
    fixedLayoutSize.map { size in
      let grid = _PixelGrid.terminal
      return (
        max(1, grid.count(size.width, along: .horizontal)),
        max(1, grid.count(size.height, along: .vertical))
      )
    }
  }
}
