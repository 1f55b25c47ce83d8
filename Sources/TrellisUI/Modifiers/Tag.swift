extension View {
  /// Tags this view with `tag`, the value a picker or a tab view selects when this view is
  /// chosen. The tag does not change how the view looks.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TagModifier(tag: AnyHashable(tag)))
  }
}

/// Stores a view's tag in the view graph (on the modified view's node) for containers that
/// select among their children.
struct _TagModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let tag: AnyHashable
}

/// A view that carries a tag.
@MainActor
protocol _TagProviding {
  var _tag: AnyHashable { get }
}

extension ModifiedContent: _TagProviding where Content: View, Modifier == _TagModifier {
  var _tag: AnyHashable { modifier.tag }
}

extension _ViewNode {
  /// The tag of this view: set on this node, or on an enclosing node that adds no layout of
  /// its own (a tag on a composite view or on modifiers around this one). The innermost wins.
  var tagValue: AnyHashable? {
    var current: _ViewNode? = self
    while let node = current {
      if let tagged = node.view as? _TagProviding { return tagged._tag }
      current = node.parent
      guard let parent = current, case .transparent = parent.layout else { return nil }
    }
    return nil
  }

  /// The first tag found in this node or down its chain of only children (a row's tag, as
  /// a picker reads it).
  var firstTag: AnyHashable? {
    var current: _ViewNode? = self
    while let node = current {
      if let tagged = node.view as? _TagProviding { return tagged._tag }
      current = node.children.count == 1 ? node.children[0] : nil
    }
    return nil
  }
}

extension HostElement {
  /// The value given to this view with `tag(_:)`, if any.
  package var tag: AnyHashable? { node.tagValue }
}
