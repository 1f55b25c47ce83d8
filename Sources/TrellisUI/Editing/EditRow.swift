import Foundation

/// One row of a `ForEach` with edit actions. Its node is the row (its identity is the
/// element's id), so hosts find a row's actions by walking up from a focused control.
///
/// While the window is editing, the row shows a delete button before its content (when it
/// can be deleted) and a move handle after it (when it can be moved).
struct _EditRow: View {
  typealias Body = Never
  let content: any View
  let editing: _RowEditing
  /// The identity of the row's element in its `ForEach`.
  let id: _ChildID
}

extension _EditRow: _PrimitiveView {
  /// Whether the row shows its editing controls now.
  private func isEditing(in environment: EnvironmentValues) -> Bool {
    let actions = editing.actions
    return (actions.canDelete || actions.canMove)
      && environment.editMode?.wrappedValue.isEditing == true
  }

  func _children(in context: _ChildContext) -> _Children {
    // The content keeps its identity whether or not the controls are shown, so its state
    // survives turning editing on and off.
    let content = _Child(id: .index(0), view: content)
    guard isEditing(in: context.environment) else { return .list([content]) }
    let actions = editing.actions
    let node = context.node
    var children: [_Child] = []
    if actions.canDelete {
      let delete = Button("−") { [weak node] in _ = node.flatMap(_RowActions.init)?.delete() }
        .accessibilityLabel("Delete")
      children.append(_Child(id: .explicit("delete"), view: delete))
    }
    children.append(content)
    if actions.canMove {
      children.append(_Child(id: .explicit("spacer"), view: Spacer(minLength: 0)))
      let handle = Button("≡") {}
        .accessibilityLabel("Reorder")
        .accessibilityHint("Alt-Up and Alt-Down move the row")
      children.append(_Child(id: .explicit("move"), view: handle))
    }
    return .list(children)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    guard isEditing(in: node.environment) else { return .transparent }
    // The host's default spacing between the controls and the content (a column in the
    // terminal).
    return .layout(_StackLayout.row)
  }
}

/// What can be done to the row a node is in.
@MainActor
struct _RowActions {
  let row: _ViewNode
  private let editing: _RowEditing
  private let elementID: _ChildID

  /// The actions of the row `node` is in (or is), if it is in an editable one.
  init?(_ node: _ViewNode) {
    var current: _ViewNode? = node
    while let candidate = current {
      if let row = candidate.view as? _EditRow {
        self.row = candidate
        editing = row.editing
        elementID = row.id
        return
      }
      current = candidate.parent
    }
    return nil
  }

  private var offset: Int? {
    guard case .explicit(let id) = elementID else { return nil }
    return editing.offsetOfID(id)
  }

  var canDelete: Bool { editing.actions.canDelete }
  var canMove: Bool { editing.actions.canMove }
  var canInsert: Bool { editing.actions.canInsert }

  /// The types the row's `onInsert` accepts, by identifier.
  var insertableTypeIdentifiers: [String] { editing.actions.insert?.typeIdentifiers ?? [] }

  /// Runs the `onInsert` action with the providers that offer an accepted type, at this
  /// row's offset (before it) or the next (after it); returns whether any was accepted.
  @discardableResult
  func insert(_ providers: [NSItemProvider], after: Bool) -> Bool {
    guard let insert = editing.actions.insert, let offset else { return false }
    let accepted = insert.accepted(providers)
    guard !accepted.isEmpty else { return false }
    insert.perform(after ? offset + 1 : offset, accepted)
    return true
  }

  /// Runs the `onDelete` action for this row; returns whether there was one.
  @discardableResult
  func delete() -> Bool {
    guard let action = editing.actions.delete ?? nil, let offset else { return false }
    action(IndexSet(integer: offset))
    return true
  }

  /// Runs the `onMove` action to move this row `delta` places (up when negative); returns
  /// whether it moved (not past either end).
  @discardableResult
  func move(by delta: Int) -> Bool {
    guard let action = editing.actions.move ?? nil, let offset else { return false }
    let target = offset + delta
    guard delta != 0, target >= 0, target < editing.count else { return false }
    // The destination is an offset in the data before the move: past the row for a move down.
    action(IndexSet(integer: offset), delta > 0 ? target + 1 : target)
    return true
  }
}
