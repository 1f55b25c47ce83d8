extension HostCore {
  /// Whether a navigation stack on screen shows a pushed view that ``navigateBack()`` pops.
  /// For hosts that offer a Back action of their own (a window's back button or shortcut):
  /// they enable it while this is `true`.
  /// A pushed view that hides its back button (`navigationBarBackButtonHidden`) cannot be
  /// left this way.
  @_spi(TrellisHost) public var canNavigateBack: Bool { stackToNavigateBack?.canGoBack == true }

  /// Pops the view on top of the navigation stack that the person is working in, as its
  /// back button does (Escape in the terminal): the innermost stack with a pushed view that
  /// holds the focused control, else the innermost one on screen. Returns whether it popped.
  @_spi(TrellisHost) @discardableResult public func navigateBack() -> Bool {
    guard let state = stackToNavigateBack, state.canGoBack else { return false }
    state.popTop()
    return true
  }

  /// The stack that ``navigateBack()`` pops, in the frontmost presentation if there is one.
  private var stackToNavigateBack: _NavigationStackState? {
    update()
    guard let engine else { return nil }
    let front = engine.overlays.last
    let focused = graph.focusedNode.flatMap { $0.isAlive ? $0 : nil }
    var innermost: _NavigationStackState?
    // Parents are placed before their children: a stack placed later is nested in, or
    // beside, those placed before it. Without focus to tell, the last placed one is taken.
    for node in engine.placed.reversed() where node.view is _NavigationStackMarker {
      if let front, !node.isInSubtree(of: front) { continue }
      let state = node.modifierState(_NavigationStackState.init).state
      guard state.canPop else { continue }
      if let focused, focused.isInSubtree(of: node) { return state }
      if innermost == nil { innermost = state }
    }
    return innermost
  }
}
