/// Rows computed on demand from tree-shaped data: each element with children is a
/// disclosure group whose content is its children's rows; each element without (its
/// children key path gives `nil`) is a leaf, shown as it is.
///
/// ```swift
/// struct FileItem: Identifiable {
///   let id = UUID()
///   var name: String
///   var children: [FileItem]?
/// }
///
/// List {
///   OutlineGroup(files, children: \.children) { item in
///     Text(item.name)
///   }
/// }
/// ```
///
/// An element whose children are an empty collection can have children but has none now
/// (an empty folder): it shows an indicator, and expanding it shows nothing. Each group
/// keeps whether it is expanded by its element's identity, starting collapsed, for as long
/// as the element is in the data and its parent is expanded; in a ``List`` that is kept
/// while the row is scrolled out of view, and the rows are realised lazily like any others.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  /// One root element, or a collection of them.
  enum Roots {
    case one(Data.Element)
    case many(Data)
  }

  var roots: Roots
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf
  /// How many groups this one is nested in (its roots' depth in the outline).
  var depth = 0

  /// Calls `body` with each root element, in order.
  func forEachRoot(_ body: (Data.Element) -> Void) {
    switch roots {
    case .one(let element): body(element)
    case .many(let data): for element in data { body(element) }
    }
  }

  /// The group of `element`'s children, one level deeper.
  func subgroup(_ children: Data) -> Self {
    var nested = self
    nested.roots = .many(children)
    nested.depth = depth + 1
    return nested
  }
}

extension OutlineGroup
where Parent: View, Leaf == Parent, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// An outline of the tree under `root`, whose element's children `children` gives.
  ///
  /// - Parameters:
  ///   - root: The root of the tree; it is shown, as the outline's first row.
  ///   - children: A key path to an element's children: `nil` for a leaf, an empty
  ///     collection for an element that can have children but has none now.
  ///   - content: The view of one element.
  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(roots: .one(root), id: \.id, children: children, content: content)
  }

  /// An outline of the trees under each element of `data`.
  ///
  /// - Parameters:
  ///   - data: The roots of the trees, each shown as a row.
  ///   - children: A key path to an element's children: `nil` for a leaf, an empty
  ///     collection for an element that can have children but has none now.
  ///   - content: The view of one element.
  public init<DataElement: Identifiable>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(roots: .many(data), id: \.id, children: children, content: content)
  }

  /// An outline of the tree under `root`, whose elements `id` identifies.
  ///
  /// - Parameters:
  ///   - root: The root of the tree.
  ///   - id: A key path to an element's identity.
  ///   - children: A key path to an element's children (`nil` for a leaf).
  ///   - content: The view of one element.
  public init(
    _ root: Data.Element, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(roots: .one(root), id: id, children: children, content: content)
  }

  /// An outline of the trees under each element of `data`, whose elements `id` identifies.
  ///
  /// - Parameters:
  ///   - data: The roots of the trees.
  ///   - id: A key path to an element's identity.
  ///   - children: A key path to an element's children (`nil` for a leaf).
  ///   - content: The view of one element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(roots: .many(data), id: id, children: children, content: content)
  }
}

extension OutlineGroup {
  init(
    roots: Roots, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    content: @escaping (Data.Element) -> Leaf
  ) {
    self.roots = roots
    self.id = id
    self.children = children
    self.content = content
  }
}

/// The children of an element of an outline group, as the content of the disclosure group
/// that shows the element: the rows of the next level down.
public struct OutlineSubgroupChildren {
  let rows: any View
}

extension OutlineSubgroupChildren: View {
  /// Drawn by Trellis: the outline's next level.
  public typealias Body = Never
}

extension OutlineSubgroupChildren: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: rows)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension OutlineSubgroupChildren: _RowFlattening {
  func _appendRows(to list: inout _RowList, context: _RowContext) {
    list.append(rows, context: context)
  }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
  /// Drawn by Trellis: a disclosure group for each element with children, the element's
  /// view for each leaf.
  public typealias Body = Never
}
