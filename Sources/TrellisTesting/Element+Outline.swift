@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// How deep in an `OutlineGroup` (or a hierarchical `List`) this view's row is: 0 for a
  /// root, 1 for its children, and so on; `nil` for a view outside an outline. An element
  /// with children is expanded and collapsed through its header (``expand()``,
  /// ``collapse()``, ``isExpanded``).
  public var outlineDepth: Int? { base.outlineDepth }

  /// Presses Right (`forward`) or Left on this selecting list whose rows are an outline, as
  /// the terminal and GTK hosts do: Right expands the row the keyboard is on, or moves into
  /// its first child when it is expanded; Left collapses it, or moves to its parent.
  /// Returns whether the key did something.
  @discardableResult
  public func stepOutline(forward: Bool) throws -> Bool {
    var stepped = false
    try run { stepped = try base.stepListOutline(forward: forward) }
    return stepped
  }
}
