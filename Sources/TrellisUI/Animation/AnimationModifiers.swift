extension View {
  /// Would animate the changes in this view with `animation` whenever `value` changes.
  ///
  /// Trellis applies the changes at once (see <doc:PlatformOnlyAndAnimationAPI>): the view
  /// updates in the same pass as without the modifier.
  ///
  /// - Parameters:
  ///   - animation: The animation; `nil` for none.
  ///   - value: The value whose changes are animated.
  /// - Returns: The view.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would animate every change in this view with `animation`.
  /// - Parameter animation: The animation; `nil` for none.
  /// - Returns: The view.
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would animate this view's insertion and removal with `transition`; Trellis inserts and
  /// removes it at once.
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would animate changes of this view's content in place with `transition`; Trellis
  /// shows the new content at once.
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would change the transaction of the updates of this view; Trellis animates nothing, so
  /// the changes apply at once whatever `transform` does.
  /// - Parameter transform: Changes the transaction.
  /// - Returns: The view.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(_AcceptedModifier())
  }
}

/// A modifier accepted for source compatibility whose effect Trellis's hosts do not show:
/// the view is laid out and behaves as without it. See <doc:PlatformOnlyAndAnimationAPI>.
struct _AcceptedModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
}
