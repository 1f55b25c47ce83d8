import Foundation

/// Views made from a collection, one per element (a `ForEach`): what `onDelete`, `onMove`
/// and `onInsert` edit, by offsets into ``data``.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
  /// The collection the views are made from.
  associatedtype Data: Collection
  /// The collection.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
  /// Lets the person delete rows: `action` is given the offsets (in ``data``) of the rows to
  /// delete, and removes them from the data.
  ///
  /// In the terminal, Delete or Backspace with focus in a row deletes it; while editing
  /// (``EditButton``), each row shows a delete button too. `nil` turns deleting off.
  ///
  /// ```swift
  /// List {
  ///   ForEach(names, id: \.self) { Text($0) }
  ///     .onDelete { names.remove(atOffsets: $0) }
  /// }
  /// ```
  ///
  /// - Parameter action: Removes the elements at the offsets it is given.
  /// - Returns: The content, deletable.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    _EditableContent(base: self, actions: _EditActions(delete: .some(action)))
  }

  /// Lets the person move rows: `action` is given the offsets of the rows to move and the
  /// offset they go before (both in ``data`` as it was), and reorders the data.
  ///
  /// In the terminal, Alt-Up and Alt-Down with focus in a row move it one place up or down;
  /// while editing, each row shows a handle that takes focus. `nil` turns moving off.
  ///
  /// ```swift
  /// ForEach(names, id: \.self) { Text($0) }
  ///   .onMove { names.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  ///
  /// - Parameter action: Moves the elements, as `move(fromOffsets:toOffset:)` does.
  /// - Returns: The content, movable.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    _EditableContent(base: self, actions: _EditActions(move: .some(action)))
  }
}

/// What may be done to a dynamic view's rows. An outer `nil` means not set here (an inner
/// modifier's choice stands); an inner `nil` means turned off.
struct _EditActions {
  var delete: ((IndexSet) -> Void)??
  var move: ((IndexSet, Int) -> Void)??

  /// These actions, with those `outer` sets where these set none.
  func filled(from outer: _EditActions) -> _EditActions {
    var merged = self
    if merged.delete == nil { merged.delete = outer.delete }
    if merged.move == nil { merged.move = outer.move }
    return merged
  }

  var canDelete: Bool { (delete ?? nil) != nil }
  var canMove: Bool { (move ?? nil) != nil }
}

/// A dynamic view with edit actions: each of its rows is wrapped in an `_EditRow` that knows
/// them.
struct _EditableContent<Base: DynamicViewContent>: DynamicViewContent {
  typealias Body = Never
  let base: Base
  let actions: _EditActions

  var data: Base.Data { base.data }
}

/// Content whose rows can carry edit actions: a `ForEach`, or another editable content.
@MainActor
protocol _EditableRowSource {
  /// The rows, each wrapped with `actions` (this source's own filled in).
  func _editableRows(with actions: _EditActions) -> any _LazyChildren
}

extension _EditableContent: _EditableRowSource {
  func _editableRows(with outer: _EditActions) -> any _LazyChildren {
    guard let source = base as? any _EditableRowSource else {
      fatalError("\(Base.self) cannot carry edit actions: only a ForEach can")
    }
    return source._editableRows(with: actions.filled(from: outer))
  }
}

extension ForEach: _EditableRowSource {
  func _editableRows(with actions: _EditActions) -> any _LazyChildren {
    let data = self.data
    let idOf = self.idOf
    let row = _RowEditing(actions: actions, count: data.count) { id in
      var offset = 0
      for element in data {
        if AnyHashable(idOf(element)) == id { return offset }
        offset += 1
      }
      return nil
    }
    return _EditRows(base: _ForEachRows(self), editing: row)
  }
}

extension _EditableContent: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let rows = _editableRows(with: _EditActions())
    return .list((0..<rows.count).map { rows.child(at: $0) })
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension _EditableContent: _LazyRowProvider {
  var _lazyRows: any _LazyChildren { _editableRows(with: _EditActions()) }
}

/// The rows of a `ForEach`, each wrapped in an `_EditRow`.
struct _EditRows<Base: _LazyChildren>: _LazyChildren {
  let base: Base
  let editing: _RowEditing

  var count: Int { base.count }
  func id(at index: Int) -> _ChildID { base.id(at: index) }
  func child(at index: Int) -> _Child {
    var child = base.child(at: index)
    child.view = _EditRow(content: child.view, editing: editing)
    return child
  }
}

/// The edit actions of a row's `ForEach`, and how to find a row's offset from its id.
struct _RowEditing {
  let actions: _EditActions
  /// How many rows there were.
  let count: Int
  /// The offset in the data of the element with this id, as the rows were last built.
  let offsetOfID: (AnyHashable) -> Int?
}
