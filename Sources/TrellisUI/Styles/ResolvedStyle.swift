/// A toggle or text field style in effect: a built-in one, which the hosts draw from its
/// kind, or an app's own, whose body the graph builds.
enum _ResolvedStyle<Kind: Equatable, Custom>: Equatable {
  case builtIn(Kind)
  case custom(Custom)

  /// `style` as its built-in kind when it has one, else as the app's style.
  init(_ style: Custom, builtIn kind: Kind?) {
    self = kind.map(Self.builtIn) ?? .custom(style)
  }

  /// Whether two styles draw alike: the same built-in kind, or custom styles of one type
  /// with equal fields (so re-applying a style on each update changes nothing below).
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.builtIn(let left), .builtIn(let right)): return left == right
    case (.custom(let left), .custom(let right)): return _StyleEquality.same(left, right)
    default: return false
    }
  }
}
