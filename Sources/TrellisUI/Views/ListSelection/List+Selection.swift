import Foundation

extension List {
  /// A list of the views `content` builds, where one row or none can be selected: a click
  /// or the arrow keys select a row, and `selection` holds its tag (`tag(_:)`, or the id of
  /// the `ForEach` element it was built for).
  ///
  /// - Parameters:
  ///   - selection: The selected row's tag; `nil` when none is selected.
  ///   - content: The list's rows.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { _ListSelection(optional: $0) }
  }

  /// A list of the views `content` builds, where any number of rows can be selected: a
  /// click selects one, Ctrl-click (Command on a Mac) adds or removes one, Shift-click
  /// selects a range, and Space toggles the row the keyboard is on.
  ///
  /// - Parameters:
  ///   - selection: The selected rows' tags.
  ///   - content: The list's rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { _ListSelection(multiple: $0) }
  }

  /// A list of the views `content` builds with one row always selected: a click or the
  /// arrow keys select another, and nothing clears it. A binding to a `Set` or to an
  /// optional value takes the forms above (this one is chosen only when neither fits).
  ///
  /// - Parameters:
  ///   - selection: The selected row's tag.
  ///   - content: The list's rows.
  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = _ListSelection(required: selection)
  }

  /// A list with one row per `Identifiable` element of `data`, where any number of rows can
  /// be selected; a row's tag is its element's `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list with one row per `Identifiable` element of `data`, where one row or none can
  /// be selected; a row's tag is its element's `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list with one row per `Identifiable` element of `data` and one row always selected.
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list with one row per element of `data`, identified by `id`, where any number of
  /// rows can be selected; a row's tag is its element's `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list with one row per element of `data`, identified by `id`, where one row or none
  /// can be selected.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list with one row per element of `data`, identified by `id`, and one row always
  /// selected.
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list with one row per number in a constant range, where any number of rows can be
  /// selected; a row's tag is its number.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init(selection: selection) {
      ForEach(data) { number in HStack { rowContent(number) } }
    }
  }

  /// A list with one row per number in a constant range, where one row or none can be
  /// selected; a row's tag is its number.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init(selection: selection) {
      ForEach(data) { number in HStack { rowContent(number) } }
    }
  }
}
