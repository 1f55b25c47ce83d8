/// Storage that a row's state lives in (`@State`, `@StateObject`, `@FocusState`): a lazy
/// row holding any is kept while it is out of view, so that the state lasts as long as the
/// row's identity is in the data.
protocol _PersistentState: AnyObject {
  /// Whether it keeps its row while out of view; a box of what only matters on screen (an
  /// open menu) does not.
  var keepsRow: Bool { get }
}

extension _PersistentState {
  var keepsRow: Bool { true }
}

extension _ViewNode {
  /// Whether this subtree holds state that must outlive its being on screen: dynamic
  /// property storage, keyboard focus, or rows of its own kept for their state.
  var holdsState: Bool {
    if graph.focusedNode === self { return true }
    if propertyStorage.values.contains(where: { ($0 as? any _PersistentState)?.keepsRow == true }) {
      return true
    }
    if let lazyRows {
      if lazyRows.keptCount > 0 { return true }
      if lazyRows.realizedInOrder.contains(where: \.holdsState) { return true }
    }
    return children.contains(where: \.holdsState)
  }

  /// Takes this subtree out of view, its state kept (`shown` false: a lazy row scrolled
  /// away), or brings it back: `onDisappear` and `onAppear` run and tasks stop and start
  /// again, as when a view leaves and enters the graph.
  func setShown(_ shown: Bool) {
    guard isHidden == shown else { return }
    isHidden = !shown
    // A view out of view gives no preference value, as one not built gives none.
    if preferenceWriter != nil { preferenceWriterChanged() }
    for handler in visibilityHandlers { handler(shown) }
    for child in children { child.setShown(shown) }
    for row in lazyRows?.realizedInOrder ?? [] { row.setShown(shown) }
  }
}
