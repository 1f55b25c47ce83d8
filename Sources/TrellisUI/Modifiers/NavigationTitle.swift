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

extension _ViewNode {
  /// The title a navigation stack shows: that of the deepest `navigationTitle` modifier
  /// in this node's subtree (the first in reading order among equally deep ones), not
  /// looking inside nested navigation stacks. For a stack, that of the view on top.
  var navigationTitle: Text? {
    if view is _NavigationStackMarker, let top = children.last { return top.navigationTitle }
    var best: (depth: Int, title: Text)?
    var pending: [_ViewNode] = Array((children + (lazyRows?.realizedInOrder ?? [])).reversed())
    while let node = pending.popLast() {
      if node.view is _NavigationStackMarker { continue }
      if let provider = node.view as? _NavigationTitleProviding,
        best.map({ node.depth > $0.depth }) ?? true
      {
        best = (node.depth, provider._navigationTitle)
      }
      pending.append(
        contentsOf: (node.children + (node.lazyRows?.realizedInOrder ?? [])).reversed())
    }
    return best?.title
  }
}
