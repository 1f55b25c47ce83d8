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

/// Registers the title with the navigation stack entry it is in, which shows the innermost
/// title registered with it.
struct _NavigationTitleModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let title: Text

  func _attach(to node: _ViewNode) {
    let level = node.environment._navigationLevel
    let (registration, isNew) = node.modifierState(_NavigationTitleRegistration.init)
    if isNew {
      registration.node = node
      node.teardownActions.append { [weak registration] in registration?.move(to: nil) }
    }
    registration.move(to: level)
  }
}

/// A `navigationTitle` modifier's node, registered with the entry of the stack it is in.
@MainActor
final class _NavigationTitleRegistration {
  weak var node: _ViewNode?
  private(set) weak var level: _NavigationLevel?

  /// Registers with `level` (the entry the modifier is in now; `nil` outside any stack, or
  /// when the modifier leaves the graph).
  func move(to level: _NavigationLevel?) {
    guard level !== self.level else { return }
    self.level?.titles[ObjectIdentifier(self)] = nil
    self.level = level
    level?.titles[ObjectIdentifier(self)] = self
  }
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

extension _NavigationLevel {
  /// The title the entry shows: that of the deepest `navigationTitle` modifier in it (the
  /// first in reading order among equally deep ones). Titles inside a nested stack belong
  /// to that stack's entries. O(titles in the entry), not O(views).
  var title: Text? {
    var best: _ViewNode?
    for registration in titles.values {
      guard let node = registration.node, node.isAlive, node.view is _NavigationTitleProviding
      else { continue }
      if let current = best {
        if node.depth > current.depth || (node.depth == current.depth && node.precedes(current)) {
          best = node
        }
      } else {
        best = node
      }
    }
    return (best?.view as? _NavigationTitleProviding)?._navigationTitle
  }
}

extension _ViewNode {
  /// The title a navigation stack shows (that of the entry on top), or that a stack's
  /// entry shows; `nil` for other views.
  var navigationTitle: Text? {
    if view is _NavigationStackMarker { return children.last?.navigationTitle }
    guard let entry = view as? _NavigationEntry else { return nil }
    return entry.state.existingLevel(for: entry.key)?.title
  }

  /// Whether this node comes before `other` in reading order; `false` when one contains
  /// the other.
  fileprivate func precedes(_ other: _ViewNode) -> Bool {
    guard let parting = divergence(from: other) else { return false }
    let parent = parting.parent
    let order = parent.children + (parent.lazyRows?.realizedInOrder ?? [])
    guard let a = order.firstIndex(where: { $0 === parting.mine }),
      let b = order.firstIndex(where: { $0 === parting.theirs })
    else { return false }
    return a < b
  }

}
