/// What a navigation stack keeps between evaluations: its own path (when none is bound),
/// the views pushed by view-destination links and `navigationDestination(isPresented:)`,
/// the destinations declared inside it, and the entries it showed last.
@MainActor
final class _NavigationStackState {
  weak var node: _ViewNode?
  /// The bound path, or `nil` for the stack's own.
  var boundPath: _NavigationPathAccess?
  private var ownPath: [AnyHashable] = []
  /// Views pushed without a value, each above the entry it was pushed over (the root or a
  /// path value).
  private var extras: [Extra] = []
  private var serial = 0
  /// The `navigationDestination(for:destination:)` modifiers inside the stack, by type.
  private var destinations: [ObjectIdentifier: [_NavigationDestinationRegistration]] = [:]
  /// The entries shown at the last evaluation, the root first.
  private(set) var entries: [Entry] = []
  private var levels: [_NavigationEntryKey: _NavigationLevel] = [:]

  /// One view on the stack.
  struct Entry {
    enum Kind {
      case root
      case value(AnyHashable)
      case view(any View)
    }
    let key: _NavigationEntryKey
    let kind: Kind
    /// How many path values are at or below this entry.
    let pathCount: Int
  }

  /// A view pushed by a view-destination link, or presented by a binding.
  private struct Extra {
    let serial: Int
    /// The path values below it.
    let base: Int
    /// The entry it was pushed over: the root, or the path value at `base - 1`.
    let over: _NavigationEntryKey
    var view: any View
    /// For a view-destination link: the link, whose later evaluations update `view`.
    weak var link: _NavigationLinkRegistration?
    /// For `navigationDestination(isPresented:)`: the registration, and how to end it.
    weak var presenter: _NavigationPresentedRegistration?
    var dismiss: (@MainActor () -> Void)?
    /// Set for a presented view whose entry below left the path: no longer shown, and
    /// dismissed (its binding set to `false`) after the update.
    var isOrphaned = false
  }

  private var path: [AnyHashable] { boundPath?.read() ?? ownPath }

  /// The key of the entry with `count` path values at or below it: the root for 0.
  private static func key(over count: Int, in path: [AnyHashable]) -> _NavigationEntryKey? {
    guard count > 0 else { return .root }
    guard count <= path.count else { return nil }
    return .value(index: count - 1, value: path[count - 1])
  }

  /// The entries to show now: the root, then each path value with the views pushed over
  /// it. Views pushed over a value no longer on the path (popped, or replaced by another
  /// value at its position) go: those of links are dropped, presented ones dismissed.
  func describeEntries() -> [Entry] {
    let path = self.path
    var dismissals: [@MainActor () -> Void] = []
    extras = extras.compactMap { extra in
      guard !extra.isOrphaned, Self.key(over: extra.base, in: path) != extra.over else {
        return extra
      }
      guard let dismiss = extra.dismiss else { return nil }
      var orphan = extra
      orphan.isOrphaned = true
      dismissals.append(dismiss)
      return orphan
    }
    if let node, !dismissals.isEmpty {
      node.graph.enqueue(.afterUpdate, depth: Int.min) {
        for dismiss in dismissals { dismiss() }
      }
    }
    var result = [Entry(key: .root, kind: .root, pathCount: 0)]
    for count in 0...path.count {
      if count > 0 {
        let value = path[count - 1]
        result.append(
          Entry(key: .value(index: count - 1, value: value), kind: .value(value), pathCount: count))
      }
      for extra in extras where extra.base == count && !extra.isOrphaned {
        result.append(
          Entry(key: .extra(extra.serial), kind: .view(extra.view), pathCount: count))
      }
    }
    let previousTop = entries.last?.key
    entries = result
    let keys = Set(result.map(\.key))
    levels = levels.filter { keys.contains($0.key) }
    if let previousTop, previousTop != result.last?.key, let node { dropFocusBehindTop(of: node) }
    return result
  }

  /// Keyboard focus left behind in an entry that is no longer on top goes.
  private func dropFocusBehindTop(of node: _ViewNode) {
    let graph = node.graph
    graph.enqueue(.afterUpdate, depth: Int.min) { [weak graph, weak node] in
      guard let graph, let node, let focused = graph.focusedNode else { return }
      if let top = node.children.last, focused.isInSubtree(of: top) { return }
      if focused.isInSubtree(of: node) { graph.focusedNode = nil }
    }
  }

  /// The level of the entry with `key`, if it is on the stack.
  func existingLevel(for key: _NavigationEntryKey) -> _NavigationLevel? { levels[key] }

  func level(for entry: Entry) -> _NavigationLevel {
    if let level = levels[entry.key] { return level }
    let level = _NavigationLevel(state: self, key: entry.key, pathCount: entry.pathCount)
    levels[entry.key] = level
    return level
  }

  /// The position of the entry with `key` on the stack (the root is 0).
  func index(of key: _NavigationEntryKey) -> Int? {
    entries.firstIndex { $0.key == key }
  }

  // MARK: Pushing and popping

  /// Pushes `value` (a value link) onto the path, when a destination for its type is
  /// declared in the stack and the path can hold it; otherwise prints a runtime warning.
  func push(_ value: AnyHashable) {
    let type = Swift.type(of: value.base)
    guard destination(forType: ObjectIdentifier(type), below: entries.count) != nil else {
      _RuntimeWarnings.warn("navigation-link-\(type)") {
        "[Trellis] A NavigationLink is presenting a value of type “\(type)” but there is no "
          + "matching navigationDestination declaration visible from the location of the "
          + "link. The link cannot be activated."
      }
      return
    }
    if let boundPath {
      guard boundPath.append(value) else {
        _RuntimeWarnings.warn("navigation-path-type-\(type)") {
          "[Trellis] A NavigationLink is presenting a value of type “\(type)”, which the "
            + "NavigationStack's path cannot hold. The link cannot be activated."
        }
        return
      }
    } else {
      ownPath.append(value)
      node?.invalidate(because: "path")
    }
  }

  /// For a column of a `NavigationView` shown as a split view: the column, whose links'
  /// views go to the next column's stack instead, replacing what it shows, as on a Mac.
  weak var linkColumn: _NavigationSplitColumn?

  /// Pushes `view` (a view-destination link's) on top of the stack.
  func push(view: any View, link: _NavigationLinkRegistration? = nil) {
    if let column = linkColumn, let next = column.nextColumnStack, next !== self {
      next.pop(to: 0)
      next.push(view: view, link: link)
      column.didChoose()
      return
    }
    let path = self.path
    serial += 1
    extras.append(
      Extra(
        serial: serial, base: path.count, over: Self.key(over: path.count, in: path) ?? .root,
        view: view, link: link))
    node?.invalidate(because: "path")
  }

  /// A view-destination link was evaluated again: the views it pushed show `destination`
  /// now, as it is built from the link's current inputs.
  func linkEvaluated(_ link: _NavigationLinkRegistration, destination: any View) {
    if let next = linkColumn?.nextColumnStack, next !== self {
      next.linkEvaluated(link, destination: destination)
    }
    for index in extras.indices where extras[index].link === link {
      extras[index].view = destination
      invalidateEntry(.extra(extras[index].serial))
    }
  }

  /// The entry with `key` shows a new view.
  private func invalidateEntry(_ key: _NavigationEntryKey) {
    if let at = index(of: key), let child = node?.children[safe: at] {
      child.invalidate(because: "navigationDestination")
    }
  }

  /// An action that pops the entry with `key` and everything above it.
  func popAction(above key: _NavigationEntryKey) -> @MainActor () -> Void {
    { [weak self] in
      guard let self, let index = self.index(of: key), index > 0 else { return }
      self.pop(to: index - 1)
    }
  }

  /// Whether anything is pushed over the root.
  var canPop: Bool { entries.count > 1 }

  /// Whether a person can go back: something is pushed and the view on top does not hide
  /// its back button.
  var canGoBack: Bool {
    guard canPop, let top = entries.last else { return false }
    return levels[top.key]?.hidesBackButton != true
  }

  /// Pops the top entry.
  func popTop() {
    guard entries.count > 1 else { return }
    pop(to: entries.count - 2)
  }

  /// Pops every entry above the one at `index`.
  func pop(to index: Int) {
    guard index >= 0, index < entries.count - 1 else { return }
    let above = entries[(index + 1)...]
    let removedExtras = Set(
      above.compactMap { entry -> Int? in
        if case .extra(let serial) = entry.key { return serial }
        return nil
      })
    var dismissals: [@MainActor () -> Void] = []
    extras.removeAll { extra in
      guard removedExtras.contains(extra.serial) else { return false }
      if let dismiss = extra.dismiss { dismissals.append(dismiss) }
      return true
    }
    let keep = entries[index].pathCount
    if let boundPath {
      boundPath.truncate(keep)
    } else if keep < ownPath.count {
      ownPath.removeLast(ownPath.count - keep)
    }
    node?.invalidate(because: "path")
    for dismiss in dismissals { dismiss() }
  }

  // MARK: Destinations

  /// The view for `value` in the entry at `index`: built by the destination declared
  /// closest to the root, among those in the entries below it.
  func destinationView(for value: AnyHashable, at index: Int) -> (any View)? {
    destination(forType: ObjectIdentifier(type(of: value.base)), below: index)?.make(value)
  }

  private func destination(forType type: ObjectIdentifier, below index: Int)
    -> _NavigationDestinationRegistration?
  {
    var best: (index: Int, registration: _NavigationDestinationRegistration)?
    for registration in destinations[type] ?? [] {
      guard let level = registration.level, let at = self.index(of: level.key), at < index
      else { continue }
      if best.map({ at < $0.index }) ?? true { best = (at, registration) }
    }
    return best?.registration
  }

  func register(_ registration: _NavigationDestinationRegistration) {
    var list = destinations[registration.type] ?? []
    if !list.contains(where: { $0 === registration }) {
      if !list.isEmpty {
        _RuntimeWarnings.warn("navigation-destination-duplicate-\(registration.typeName)") {
          "[Trellis] A navigationDestination for “\(registration.typeName)” was declared "
            + "earlier on the stack. Only the destination declared closest to the root view "
            + "of the stack will be used."
        }
      }
      list.append(registration)
      destinations[registration.type] = list
    }
    valueEntriesChanged(above: registration.level)
  }

  func unregister(_ registration: _NavigationDestinationRegistration) {
    destinations[registration.type]?.removeAll { $0 === registration }
    valueEntriesChanged(above: registration.level)
  }

  /// The views of the path values above `level` may be built by another destination now.
  private func valueEntriesChanged(above level: _NavigationLevel?) {
    guard let node, let level, let start = index(of: level.key) else { return }
    for child in node.children.dropFirst(start + 1) {
      if let entry = child.view as? _NavigationEntry, case .value = entry.content {
        child.invalidate(because: "navigationDestination")
      }
    }
  }

  // MARK: Presented destinations

  /// Shows `view` on top of the stack while it is not `nil` (pushed when it becomes
  /// non-`nil`, even when the modifier is in an entry below the top); removes it when it is.
  func setPresented(
    _ registration: _NavigationPresentedRegistration, view: (any View)?,
    dismiss: @escaping @MainActor () -> Void
  ) {
    let existing = extras.firstIndex { $0.presenter === registration }
    switch (existing, view) {
    case (nil, let view?):
      // Pushed on top of the stack, wherever in it the modifier is declared.
      guard registration.level != nil else { return }
      let path = self.path
      serial += 1
      extras.append(
        Extra(
          serial: serial, base: path.count, over: Self.key(over: path.count, in: path) ?? .root,
          view: view, presenter: registration, dismiss: dismiss))
      node?.invalidate(because: "navigationDestination")
    case (let index?, let view?):
      extras[index].view = view
      extras[index].dismiss = dismiss
      invalidateEntry(.extra(extras[index].serial))
    case (let index?, nil):
      extras.remove(at: index)
      node?.invalidate(because: "navigationDestination")
    case (nil, nil):
      break
    }
  }

  /// The view an extra entry shows now.
  func extraView(_ key: _NavigationEntryKey) -> (any View)? {
    guard case .extra(let serial) = key else { return nil }
    return extras.first { $0.serial == serial }?.view
  }
}

/// The identity of an entry among a stack's children.
enum _NavigationEntryKey: Hashable {
  case root
  /// A path value, by position and value: a different value there is a different view.
  case value(index: Int, value: AnyHashable)
  /// A view pushed without a value.
  case extra(Int)
}

/// Where a view is in a navigation stack: which entry it belongs to. Found in the
/// environment by links and destination modifiers.
@MainActor
final class _NavigationLevel {
  weak var state: _NavigationStackState?
  let key: _NavigationEntryKey
  /// How many path values are at or below the entry.
  let pathCount: Int
  /// The `navigationTitle` modifiers in the entry (not in stacks nested in it).
  var titles: [ObjectIdentifier: _NavigationTitleRegistration] = [:]
  /// The `navigationSubtitle` modifiers in the entry.
  var subtitles: [ObjectIdentifier: _NavigationTitleRegistration] = [:]
  /// The entry's node, and its rename field while the title is renamable
  /// (NavigationTitle+Rename.swift).
  weak var entryNode: _ViewNode?
  weak var renameField: _ViewNode?
  /// Whether the entry's children were made with a rename field.
  var hasRenameField = false
  /// The `navigationBarBackButtonHidden` modifiers in the entry.
  var backButtonHiders: [ObjectIdentifier: _BackButtonHiddenRegistration] = [:]

  init(state: _NavigationStackState, key: _NavigationEntryKey, pathCount: Int) {
    self.state = state
    self.key = key
    self.pathCount = pathCount
  }
}

private struct NavigationLevelKey: EnvironmentKey {
  static var defaultValue: _NavigationLevel? { nil }
}

extension EnvironmentValues {
  /// The navigation stack entry that views here belong to; `nil` outside any stack.
  var _navigationLevel: _NavigationLevel? {
    get { self[NavigationLevelKey.self] }
    set { self[NavigationLevelKey.self] = newValue }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
