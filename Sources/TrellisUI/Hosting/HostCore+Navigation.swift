extension HostCore {
  /// Whether a navigation stack on screen shows a pushed view that ``navigateBack()`` pops.
  @_spi(TrellisHost) public var canNavigateBack: Bool { innermostStackWithPushedViews != nil }

  /// Pops the view on top of the innermost navigation stack on screen that has one pushed,
  /// as its back button does (Escape in the terminal). Returns whether it popped.
  @_spi(TrellisHost) @discardableResult public func navigateBack() -> Bool {
    guard let state = innermostStackWithPushedViews else { return false }
    state.popTop()
    return true
  }

  private var innermostStackWithPushedViews: _NavigationStackState? {
    update()
    guard let engine else { return nil }
    let front = engine.overlays.last
    // Parents are placed before their children: the last stack placed is the innermost.
    for node in engine.placed.reversed() where node.view is _NavigationStackMarker {
      if let front, !node.isInSubtree(of: front) { continue }
      let state = node.modifierState(_NavigationStackState.init).state
      if state.canPop { return state }
    }
    return nil
  }
}
