extension HostCore {
  /// Whether a navigation stack on screen shows a pushed view that ``navigateBack()`` pops.
  /// For hosts that offer a Back action of their own (a window's back button or shortcut):
  /// they enable it while this is `true`.
  /// A pushed view that hides its back button (`navigationBarBackButtonHidden`) cannot be
  /// left this way.
  @_spi(TrellisHost) public var canNavigateBack: Bool { placeToNavigateBack?.canGoBack == true }

  /// Pops the view on top of the navigation stack that the person is working in, as its
  /// back button does (Escape in the terminal): the innermost stack with a pushed view that
  /// holds the focused control, else the innermost one on screen. Returns whether it popped.
  @_spi(TrellisHost) @discardableResult public func navigateBack() -> Bool {
    guard let place = placeToNavigateBack, place.canGoBack else { return false }
    place.goBack()
    return true
  }

  /// The stack that ``navigateBack()`` pops, or the collapsed split view whose column it
  /// leaves, in the frontmost presentation if there is one.
  private var placeToNavigateBack: (any _BackNavigable)? {
    update()
    guard let engine else { return nil }
    let front = engine.overlays.last
    let focused = graph.focusedNode.flatMap { $0.isAlive ? $0 : nil }
    var innermost: (any _BackNavigable)?
    // Parents are placed before their children: a stack placed later is nested in, or
    // beside, those placed before it. Without focus to tell, the last placed one is taken.
    for node in engine.placed.reversed() {
      let state: any _BackNavigable
      if node.view is _NavigationStackMarker {
        state = node.modifierState(_NavigationStackState.init).state
      } else if node.view is _NavigationSplitMarker {
        state = node.navigationSplitState
      } else {
        continue
      }
      if let front, !node.isInSubtree(of: front) { continue }
      guard state.canLeave else { continue }
      if let focused, focused.isInSubtree(of: node) { return state }
      if innermost == nil { innermost = state }
    }
    return innermost
  }
}

/// A place a person can go back from: a stack with a pushed view, a collapsed split view
/// showing a column after the first.
@MainActor
protocol _BackNavigable: AnyObject {
  /// Whether something is there to leave (a pushed view, a column after the first).
  var canLeave: Bool { get }
  /// Whether a person may go back now.
  var canGoBack: Bool { get }
  func goBack()
}

extension _NavigationStackState: _BackNavigable {
  var canLeave: Bool { canPop }
  func goBack() { popTop() }
}

extension _NavigationSplitState: _BackNavigable {
  var canLeave: Bool { canGoBack }
}
