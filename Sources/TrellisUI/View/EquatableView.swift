/// A view that is evaluated again only when its content is not equal (by its own `==`) to
/// the content it was last evaluated with: the way to tell SwiftUI which of a view's
/// properties matter, when some change often and do not change what it shows.
///
/// ```swift
/// struct Score: View, Equatable {
///   let points: Int
///   let lastUpdated: Date  // changes every second; not shown
///
///   nonisolated static func == (a: Score, b: Score) -> Bool { a.points == b.points }
///
///   var body: some View { Text("\(points) points") }
/// }
///
/// Score(points: points, lastUpdated: .now).equatable()
/// ```
///
/// What the view reads itself (its state, the environment, observed objects) still updates
/// it whenever it changes.
///
/// (Not isolated to the main actor, as Apple's is not, so that its `==` can read `content`
/// wherever it is compared.)
@frozen nonisolated public struct EquatableView<Content: View & Equatable>: View, Equatable {
  /// The view compared.
  public var content: Content

  /// A view that compares `content` with `==` before evaluating it again.
  /// - Parameter content: The view.
  public init(content: Content) { self.content = content }

  public var body: some View { content }

  public static func == (lhs: EquatableView, rhs: EquatableView) -> Bool {
    lhs.content == rhs.content
  }
}

extension View where Self: Equatable {
  /// Evaluates this view again only when it is not equal, by its own `==`, to the value it
  /// was last evaluated with.
  /// - Returns: The view, compared before it is evaluated.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
