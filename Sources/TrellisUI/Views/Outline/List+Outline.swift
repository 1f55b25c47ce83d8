/// Hierarchical lists: a row per element of tree-shaped data, each element with children a
/// disclosure group whose rows are its children (see ``OutlineGroup``).
extension List where SelectionValue == Never {
  /// A hierarchical list of `Identifiable` data, whose element's children `children` gives.
  ///
  /// - Parameters:
  ///   - data: The roots, each a row.
  ///   - children: A key path to an element's children: `nil` for a leaf, an empty
  ///     collection for an element that can have children but has none now.
  ///   - rowContent: The view of one element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A hierarchical list whose elements `id` identifies.
  ///
  /// - Parameters:
  ///   - data: The roots, each a row.
  ///   - id: A key path to an element's identity.
  ///   - children: A key path to an element's children (`nil` for a leaf).
  ///   - rowContent: The view of one element.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension List {
  /// A hierarchical list of `Identifiable` data where one row or none can be selected, at
  /// any depth; a row's tag is its element's `id`.
  ///
  /// - Parameters:
  ///   - data: The roots, each a row.
  ///   - children: A key path to an element's children (`nil` for a leaf).
  ///   - selection: The selected row's element's id; `nil` when none is selected.
  ///   - rowContent: The view of one element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  /// A hierarchical list of `Identifiable` data where any number of rows can be selected.
  ///
  /// - Parameters:
  ///   - data: The roots, each a row.
  ///   - children: A key path to an element's children (`nil` for a leaf).
  ///   - selection: The selected rows' elements' ids.
  ///   - rowContent: The view of one element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  /// A hierarchical list whose elements `id` identifies, where one row or none can be
  /// selected; a row's tag is its element's identity.
  ///
  /// - Parameters:
  ///   - data: The roots, each a row.
  ///   - id: A key path to an element's identity.
  ///   - children: A key path to an element's children (`nil` for a leaf).
  ///   - selection: The selected row's element's identity; `nil` when none is selected.
  ///   - rowContent: The view of one element.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }

  /// A hierarchical list whose elements `id` identifies, where any number of rows can be
  /// selected.
  ///
  /// - Parameters:
  ///   - data: The roots, each a row.
  ///   - id: A key path to an element's identity.
  ///   - children: A key path to an element's children (`nil` for a leaf).
  ///   - selection: The selected rows' elements' identities.
  ///   - rowContent: The view of one element.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }
}
