extension Font {
  /// The text styles of Dynamic Type, from the largest title to the smallest caption:
  /// what `@ScaledMetric(relativeTo:)` scales with.
  public enum TextStyle: Hashable, CaseIterable, Sendable {
    /// A page's large title.
    case largeTitle
    /// A first-level title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A heading.
    case headline
    /// A subheading.
    case subheadline
    /// Body text, the default.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A smaller caption.
    case caption2
  }
}
