extension View {
  /// Sets the title that the enclosing ``NavigationStack`` shows while this view is in it.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(_NavigationTitleModifier(title: title))
  }

  /// Sets the navigation title from a string literal.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Sets the navigation title from a string.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }
}

/// Carries a navigation title up to the enclosing navigation stack, which looks for it in
/// its subtree when it lays out (a preference, read where it is needed).
struct _NavigationTitleModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let title: Text
}

/// A view that sets a navigation title.
@MainActor
protocol _NavigationTitleProviding {
  var _navigationTitle: Text { get }
}

extension ModifiedContent: _NavigationTitleProviding
where Content: View, Modifier == _NavigationTitleModifier {
  var _navigationTitle: Text { modifier.title }
}
