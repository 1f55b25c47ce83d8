import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// For a row of a list or form (or a view in one): the colour `listRowBackground(_:)`
  /// set on the row; `nil` for the default.
  public var listRowBackground: Color? { base.listRowSettings?.background }

  /// For a row of a list or form (or a view in one): the insets `listRowInsets(_:)` set on
  /// the row; `nil` for the default.
  public var listRowInsets: EdgeInsets? { base.listRowSettings?.insets }

  /// For a row of a list (or a view in one): whether `listRowSeparator(_:edges:)` shows or
  /// hides the row's line at `edge`.
  public func listRowSeparator(_ edge: VerticalEdge) -> Visibility {
    guard let settings = base.listRowSettings else { return .automatic }
    return edge == .top ? settings.separatorTop : settings.separatorBottom
  }

  /// For a row of a list (or a view in one): the colour `listRowSeparatorTint(_:edges:)`
  /// set on the row's line at `edge`.
  public func listRowSeparatorTint(_ edge: VerticalEdge) -> Color? {
    guard let settings = base.listRowSettings else { return nil }
    return edge == .top ? settings.separatorTintTop : settings.separatorTintBottom
  }

  /// For a row of a list (or a view in one): whether `listSectionSeparator(_:edges:)` shows
  /// or hides its section's line at `edge`.
  public func listSectionSeparator(_ edge: VerticalEdge) -> Visibility {
    guard let settings = base.listRowSettings else { return .automatic }
    return edge == .top ? settings.sectionSeparatorTop : settings.sectionSeparatorBottom
  }

  /// For a row of a list (or a view in one): the colour `listSectionSeparatorTint(_:edges:)`
  /// set on its section's line at `edge`.
  public func listSectionSeparatorTint(_ edge: VerticalEdge) -> Color? {
    guard let settings = base.listRowSettings else { return nil }
    return edge == .top ? settings.sectionSeparatorTintTop : settings.sectionSeparatorTintBottom
  }

  /// For a list or form, or a view in one: the row backgrounds drawn now in that list
  /// (`listRowBackground(_:)`), each row's cell in the terminal's cells and its colour, top
  /// to bottom.
  public var rowBackgrounds: [(frame: (x: Int, y: Int, width: Int, height: Int), color: Color)] {
    // A cell is 8 points across and 16 down.
    base.rowBackgrounds.map { background in
      let frame = background.frame
      func cells(_ points: CGFloat, _ size: CGFloat) -> Int { Int((points / size).rounded()) }
      return (
        (
          cells(frame.minX, 8), cells(frame.minY, 16), cells(frame.width, 8),
          cells(frame.height, 16)
        ),
        background.color
      )
    }
  }
}
