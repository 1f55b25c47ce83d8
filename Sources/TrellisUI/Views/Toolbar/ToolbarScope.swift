import Foundation

/// Where a toolbar is shown: a navigation stack's entry, a sheet or the window. The
/// `toolbar` modifiers inside it (and not inside a scope nested in it) register their items
/// with it; it shows them in a row above its content and a row below it.
///
/// The rows are children of the scope, so the items' views live in the graph like any
/// other (focusable, pressable, with state), and a change to a toolbar re-evaluates only
/// the rows, never the content that declared it.
struct _ToolbarScope: View {
  typealias Body = Never
  let content: any View
}

extension _ToolbarScope: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let (state, _) = context.node.modifierState(_ToolbarScopeState.init)
    state.scope = context.node
    let content = _Child(id: .index(1), view: content, environment: { $0._toolbarScope = state })
    // The rows exist only while a toolbar is declared in the scope: a window, sheet or
    // pushed view without one costs a single node.
    guard state.hasToolbars else { return .list([content]) }
    return .list([
      _Child(id: .index(0), view: _ToolbarRow(state: state, isBottom: false)),
      content,
      _Child(id: .index(2), view: _ToolbarRow(state: state, isBottom: true)),
    ])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_ToolbarScopeLayout()) }
}

/// The toolbars registered with a scope, and its rows to tell when they change.
@MainActor
final class _ToolbarScopeState {
  private var registrations: [_ToolbarRegistration] = [] {
    didSet {
      // The scope gains its rows with its first toolbar and loses them with its last.
      if registrations.isEmpty != oldValue.isEmpty { scope?.invalidate(because: "toolbar") }
    }
  }
  weak var scope: _ViewNode?
  weak var topRow: _ViewNode?
  weak var bottomRow: _ViewNode?

  /// Whether a toolbar is declared in the scope.
  var hasToolbars: Bool { !registrations.isEmpty }

  func register(_ registration: _ToolbarRegistration) {
    if !registrations.contains(where: { $0 === registration }) {
      registrations.append(registration)
    }
    changed()
  }

  func unregister(_ registration: _ToolbarRegistration) {
    registrations.removeAll { $0 === registration }
    changed()
  }

  /// The rows show the registrations as they are now.
  func changed() {
    topRow?.invalidate(because: "toolbar")
    bottomRow?.invalidate(because: "toolbar")
  }

  /// The items of the registered toolbars, in the order they were declared, each with an
  /// identity that includes its toolbar's.
  var items: [_ToolbarEntry] {
    let alive = registrations.filter { $0.node?.isAlive == true }
    return alive.sorted { a, b in
      guard let first = a.node, let second = b.node else { return false }
      return first.isDeclared(before: second)
    }.flatMap { registration in
      registration.items.map { entry in
        var entry = entry
        entry.id.insert(ObjectIdentifier(registration), at: 0)
        return entry
      }
    }
  }

  /// Whether a `toolbar(_:for:)` of the scope hides the bar (the top row for the navigation
  /// bar, the bottom one for the bottom bar).
  func isHidden(bottom: Bool) -> Bool {
    registrations.contains { registration in
      guard registration.node?.isAlive == true else { return false }
      return registration.hiddenBars.contains { bar in
        switch bar.kind {
        case .automatic, .windowToolbar: return true
        case .navigationBar: return !bottom
        case .bottomBar: return bottom
        case .tabBar: return false
        }
      }
    }
  }
}

private struct ToolbarScopeKey: EnvironmentKey {
  static var defaultValue: _ToolbarScopeState? { nil }
}

extension EnvironmentValues {
  /// The toolbar scope the views here register their toolbars with.
  var _toolbarScope: _ToolbarScopeState? {
    get { self[ToolbarScopeKey.self] }
    set { self[ToolbarScopeKey.self] = newValue }
  }
}

/// One of a scope's rows: the items whose placement puts them there.
struct _ToolbarRow: View {
  typealias Body = Never
  let state: _ToolbarScopeState
  let isBottom: Bool
}

extension _ToolbarRow: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    if isBottom { state.bottomRow = context.node } else { state.topRow = context.node }
    guard !state.isHidden(bottom: isBottom) else { return .list([]) }
    let items = state.items.enumerated()
      .filter { ($0.element.placement.region == .bottom) == isBottom }
      .sorted {
        ($0.element.placement.region, $0.offset) < ($1.element.placement.region, $1.offset)
      }
      .map(\.element)
    var seen = Set<[AnyHashable]>()
    return .list(
      items.compactMap { item in
        // Two items with one identity would share a node; the first one is shown.
        guard seen.insert(item.id).inserted else { return nil }
        return _Child(
          id: .explicit(item.id),
          view: _ToolbarItemView(placement: item.placement, content: item.view))
      })
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_ToolbarRowLayout(isBottom: isBottom))
  }
}

/// One toolbar item: its view, laid out in a row (a group's views side by side), and its
/// placement for hosts that show toolbars in their own chrome.
struct _ToolbarItemView: View {
  typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: any View
}

extension _ToolbarItemView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    func marked<V: View>(_ view: V) -> any View {
      switch placement.kind {
      // In a sheet, Return runs the confirmation and Escape the cancellation, as the
      // default and cancel shortcuts make them.
      case .confirmationAction: return view.keyboardShortcut(.defaultAction)
      case .cancellationAction: return view.keyboardShortcut(.cancelAction)
      default: return view
      }
    }
    return .list([
      _Child(id: .index(0), view: marked(content), environment: _toggleButtonsInToolbars)
    ])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_StackLayout.row) }
}

/// A toggle in the automatic style is a button that stays in while on inside a toolbar item,
/// as Apple's toolbars show toggles; a style set on the toggle or around the toolbar stays.
private func _toggleButtonsInToolbars(_ environment: inout EnvironmentValues) {
  if case .builtIn(.automatic) = environment.toggleStyle {
    environment.toggleStyle = .builtIn(.button)
  }
}

extension _ViewNode {
  /// The first child, or a toolbar scope's content (its rows are not the content): for
  /// walks down to the root view's content.
  var firstContentChild: _ViewNode? {
    if view is _ToolbarScope { return children.first { $0.id == .index(1) } }
    return children.first
  }
}

extension _ViewNode {
  /// Whether the node only arranges a toolbar (a scope or one of its rows): hosts see the
  /// content and the items, not these.
  var isToolbarStructure: Bool { view is _ToolbarScope || view is _ToolbarRow }
}

extension _ViewNode {
  /// Whether this modifier's toolbar reads before `other`'s in the source: a view's
  /// `toolbar` modifiers in the order they are written (the innermost, written first, is the
  /// deepest node), and toolbars of different views in the order of the views.
  fileprivate func isDeclared(before other: _ViewNode) -> Bool {
    // One contains the other: the inner modifier was written first.
    guard let parting = divergence(from: other) else {
      return self !== other && isInSubtree(of: other)
    }
    let siblings = parting.parent.children
    guard let a = siblings.firstIndex(where: { $0 === parting.mine }),
      let b = siblings.firstIndex(where: { $0 === parting.theirs })
    else { return false }
    return a < b
  }

}
