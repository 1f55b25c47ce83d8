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

extension ForEach: DynamicViewContent where Content: View {}

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

  /// Lets the person insert items among the rows: `action` is given the offset in ``data``
  /// to insert at and the items, as providers that each offer one of
  /// `supportedContentTypes` (or a type that conforms to one); it loads them and inserts
  /// the elements.
  ///
  /// In the terminal, a paste with focus in a row (not in a text field) inserts after the
  /// row: the text, or a file URL per pasted path of an existing file. In GTK, text or
  /// files dropped on a row insert before it or after it, by which half they land on.
  ///
  /// ```swift
  /// ForEach(names, id: \.self) { Text($0) }
  ///   .onInsert(of: [.plainText]) { offset, providers in
  ///     for provider in providers {
  ///       _ = provider.loadObject(ofClass: String.self) { name, _ in
  ///         if let name { Task { @MainActor in names.insert(name, at: offset) } }
  ///       }
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types of item the rows accept.
  ///   - action: Inserts the items at the offset it is given.
  /// - Returns: The content, accepting insertions.
  public func onInsert(
    of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> some DynamicViewContent {
    let insert = _InsertAction(
      typeIdentifiers: supportedContentTypes.map(\.identifier), perform: action)
    return _EditableContent(base: self, actions: _EditActions(insert: insert))
  }

  /// Lets the person insert items among the rows, the types named by their identifiers:
  /// as ``onInsert(of:perform:)-([UTType],_)``.
  @available(*, deprecated, message: "Use onInsert(of:perform:) with [UTType]")
  public func onInsert(
    of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> some DynamicViewContent {
    let insert = _InsertAction(typeIdentifiers: acceptedTypeIdentifiers, perform: action)
    return _EditableContent(base: self, actions: _EditActions(insert: insert))
  }
}

/// An `onInsert` action and the types it accepts.
struct _InsertAction {
  let typeIdentifiers: [String]
  let perform: (Int, [NSItemProvider]) -> Void

  /// The providers that offer an accepted type.
  func accepted(_ providers: [NSItemProvider]) -> [NSItemProvider] {
    providers.filter { provider in
      typeIdentifiers.contains { provider.hasItemConformingToTypeIdentifier($0) }
    }
  }
}

/// What may be done to a dynamic view's rows. An outer `nil` means not set here (an inner
/// modifier's choice stands); an inner `nil` means turned off.
struct _EditActions {
  var delete: ((IndexSet) -> Void)??
  var move: ((IndexSet, Int) -> Void)??
  /// `onInsert` takes no `nil`: set or not set.
  var insert: _InsertAction?

  /// These actions, with those `outer` sets where these set none.
  func filled(from outer: _EditActions) -> _EditActions {
    var merged = self
    if merged.delete == nil { merged.delete = outer.delete }
    if merged.move == nil { merged.move = outer.move }
    if merged.insert == nil { merged.insert = outer.insert }
    return merged
  }

  var canDelete: Bool { (delete ?? nil) != nil }
  var canMove: Bool { (move ?? nil) != nil }
  var canInsert: Bool { insert != nil }
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
  /// The rows as a stack's children, each wrapped with `actions` (this source's own filled
  /// in).
  func _editableChildren(with actions: _EditActions) -> [_Child]
  /// Adds the rows to a lazy container's rows, each wrapped with `actions`.
  func _appendEditableRows(
    to list: inout _RowList, context: _RowContext, with actions: _EditActions)
}

extension _EditableContent: _EditableRowSource {
  private var source: any _EditableRowSource {
    guard let source = base as? any _EditableRowSource else {
      fatalError("\(Base.self) cannot carry edit actions: only a ForEach can")
    }
    return source
  }

  func _editableChildren(with outer: _EditActions) -> [_Child] {
    source._editableChildren(with: actions.filled(from: outer))
  }

  func _appendEditableRows(
    to list: inout _RowList, context: _RowContext, with outer: _EditActions
  ) {
    source._appendEditableRows(to: &list, context: context, with: actions.filled(from: outer))
  }
}

extension ForEach: _EditableRowSource where Content: View {
  /// The editing a row of this `ForEach` carries: the actions, and how to find a row's
  /// offset in the data from its element's id.
  @MainActor private func editing(with actions: _EditActions) -> _RowEditing {
    let rows = _ForEachRows(self)
    return _RowEditing(actions: actions, count: rows.count) { rows.offset(ofID: $0) }
  }

  func _editableChildren(with actions: _EditActions) -> [_Child] {
    let rows = _ForEachRows(self)
    let editing = editing(with: actions)
    return (0..<rows.count).map { index in
      let id = rows.id(at: index)
      return _Child(id: id, view: _EditRow(content: rows.view(at: index), editing: editing, id: id))
    }
  }

  func _appendEditableRows(
    to list: inout _RowList, context: _RowContext, with actions: _EditActions
  ) {
    let rows = _ForEachRows(self)
    let editing = editing(with: actions)
    guard (Content.self as? any _RowFlattening.Type)?._flattensInForEach == true else {
      list.appendForEach(_EditableElements(base: rows, editing: editing), context: context)
      return
    }
    // Each element is several rows (a section, a nested `ForEach`): each of them is one of
    // the element's rows for editing.
    for index in 0..<rows.count {
      let id = rows.id(at: index)
      let element = context.child(id).wrapping { _EditRow(content: $0, editing: editing, id: id) }
      list.append(content(rows.element(at: index)), context: element)
    }
  }
}

extension _EditableContent: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list(_editableChildren(with: _EditActions()))
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension _EditableContent: _RowFlattening {
  static var _flattensInForEach: Bool { true }

  func _appendRows(to list: inout _RowList, context: _RowContext) {
    _appendEditableRows(to: &list, context: context, with: _EditActions())
  }
}

/// The elements of a `ForEach` with edit actions, as a lazy container's rows: each row is
/// wrapped in an `_EditRow`, built only when the graph realises it.
struct _EditableElements<Base: _ForEachElements>: _ForEachElements {
  let base: Base
  let editing: _RowEditing

  var count: Int { base.count }
  func id(at index: Int) -> _ChildID { base.id(at: index) }
  func view(at index: Int) -> any View {
    _EditRow(content: base.view(at: index), editing: editing, id: base.id(at: index))
  }
  func offset(ofID id: AnyHashable) -> Int? { base.offset(ofID: id) }
  func offset(ofContentID id: AnyHashable) -> Int? { base.offset(ofContentID: id) }
}

/// The edit actions of a row's `ForEach`, and how to find a row's offset from its id.
struct _RowEditing {
  let actions: _EditActions
  /// How many rows there were.
  let count: Int
  /// The offset in the data of the element with this id, as the rows were last built.
  let offsetOfID: @MainActor (AnyHashable) -> Int?
}
