import Foundation

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``: how wide (or high) it is, the
/// room after it and how cells line up in it.
///
/// ```swift
/// let columns = [
///   GridItem(.fixed(60)),                      // always 60 points
///   GridItem(.flexible(minimum: 80)),          // a share of what is left, at least 80
///   GridItem(.adaptive(minimum: 40), spacing: 4),  // as many 40-point columns as fit
/// ]
/// ```
public struct GridItem: Sendable {
  /// How a grid item is sized.
  public enum Size: Sendable {
    /// One column (or row) of exactly this many points, whatever the grid's size.
    case fixed(CGFloat)
    /// One column (or row) that takes its share of what the grid has left once the fixed
    /// items and the spacing are set aside, kept within `minimum...maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns (or rows) of at least `minimum` points as fit in the space one
    /// flexible item would get, sharing it out evenly, each at most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How the item is sized.
  public var size: GridItem.Size
  /// The points between this item and the next one (between the columns an adaptive item
  /// makes too); `nil` for the host's default.
  public var spacing: CGFloat?
  /// How cells line up in this item; `nil` to use the grid's alignment.
  public var alignment: Alignment?

  /// An item of `size`, followed by `spacing` points (the default when `nil`), whose cells
  /// line up by `alignment` (the grid's when `nil`).
  public init(
    _ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

extension GridItem {
  /// Whether `other` sizes, spaces and aligns its cells as this item does.
  func _sameLayout(as other: GridItem) -> Bool {
    let sameSize: Bool
    switch (size, other.size) {
    case (.fixed(let a), .fixed(let b)): sameSize = a == b
    case (.flexible(let a, let b), .flexible(let c, let d)): sameSize = a == c && b == d
    case (.adaptive(let a, let b), .adaptive(let c, let d)): sameSize = a == c && b == d
    default: sameSize = false
    }
    return sameSize && spacing == other.spacing && alignment == other.alignment
  }
}
