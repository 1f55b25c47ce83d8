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

  /// Sets a title that a person can rename: the bar shows it as a field, and what they type
  /// is written to `title`.
  ///
  /// ```swift
  /// DocumentView(document: document)
  ///   .navigationTitle($document.name)
  /// ```
  ///
  /// As on a Mac, the title is edited where it stands: in the terminal the bar's title is a
  /// field (Tab reaches it); in GTK the header bar's title is an editable label (click it,
  /// Enter keeps the name, Escape restores it). An empty name is written as typed; the app
  /// decides what an empty title means.
  ///
  /// - Parameter title: The title, read and written.
  /// - Returns: The view.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(_NavigationTitleModifier(title: Text(verbatim: title.wrappedValue), rename: title))
  }
}

/// Registers the title with the navigation stack entry it is in, which shows the innermost
/// title registered with it.
struct _NavigationTitleModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let title: Text
  /// For `navigationTitle(_: Binding<String>)`: where a rename is written.
  var rename: Binding<String>? = nil

  func _attach(to node: _ViewNode) {
    let level = node.environment._navigationLevel
    let (registration, isNew) = node.modifierState { _NavigationTitleRegistration(kind: .title) }
    if isNew {
      registration.node = node
      node.teardownActions.append { [weak registration] in registration?.move(to: nil) }
    }
    registration.move(to: level)
    level?.titleDidChange()
  }
}

/// A `navigationTitle` or `navigationSubtitle` modifier's node, registered with the entry of
/// the stack it is in.
@MainActor
final class _NavigationTitleRegistration {
  enum Kind { case title, subtitle }
  let kind: Kind
  weak var node: _ViewNode?
  private(set) weak var level: _NavigationLevel?

  init(kind: Kind) { self.kind = kind }

  /// Registers with `level` (the entry the modifier is in now; `nil` outside any stack, or
  /// when the modifier leaves the graph).
  func move(to level: _NavigationLevel?) {
    guard level !== self.level else { return }
    let old = self.level
    switch kind {
    case .title: old?.titles[ObjectIdentifier(self)] = nil
    case .subtitle: old?.subtitles[ObjectIdentifier(self)] = nil
    }
    self.level = level
    switch kind {
    case .title: level?.titles[ObjectIdentifier(self)] = self
    case .subtitle: level?.subtitles[ObjectIdentifier(self)] = self
    }
    old?.titleDidChange()
  }
}

/// A view that sets a navigation title.
@MainActor
protocol _NavigationTitleProviding {
  var _navigationTitle: Text { get }
  var _navigationTitleRename: Binding<String>? { get }
}

extension ModifiedContent: _NavigationTitleProviding
where Content: View, Modifier == _NavigationTitleModifier {
  var _navigationTitle: Text { modifier.title }
  var _navigationTitleRename: Binding<String>? { modifier.rename }
}

extension _NavigationLevel {
  /// The title the entry shows: that of the deepest `navigationTitle` modifier in it (the
  /// first in reading order among equally deep ones). Titles inside a nested stack belong
  /// to that stack's entries. O(titles in the entry), not O(views).
  var title: Text? { titleProvider?._navigationTitle }

  /// Where a rename of the shown title is written, when it was set with a binding.
  var renamableTitle: Binding<String>? { titleProvider?._navigationTitleRename }

  private var titleProvider: _NavigationTitleProviding? {
    Self.deepest(titles.values, as: _NavigationTitleProviding.self)
  }

  /// The view of the deepest live registration whose view is a `Provider` (the first in
  /// reading order among equally deep ones).
  static func deepest<Provider>(
    _ registrations: Dictionary<ObjectIdentifier, _NavigationTitleRegistration>.Values,
    as provider: Provider.Type
  ) -> Provider? {
    var best: _ViewNode?
    for registration in registrations {
      guard let node = registration.node, node.isAlive, node.view is Provider else { continue }
      if let current = best {
        if node.depth > current.depth || (node.depth == current.depth && node.precedes(current)) {
          best = node
        }
      } else {
        best = node
      }
    }
    return best?.view as? Provider
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
