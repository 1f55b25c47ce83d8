import Foundation

/// Rows of data in columns, with a header row: the columns are ``TableColumn``s, the rows
/// come from a collection (or from ``TableRow``s), and the table can select rows, as
/// `List(selection:)` does, and be sorted by a click on a column's header.
///
/// ```swift
/// struct People: View {
///   @State private var people = Person.samples
///   @State private var selection = Set<Person.ID>()
///   @State private var sortOrder = [KeyPathComparator(\Person.name)]
///
///   var body: some View {
///     Table(people, selection: $selection, sortOrder: $sortOrder) {
///       TableColumn("Name", value: \.name)
///       TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
///     }
///     .onChange(of: sortOrder) { _, order in people.sort(using: order) }
///   }
/// }
/// ```
///
/// As on Apple's platforms, a click on a sortable column's header writes `sortOrder` (that
/// column's comparator first; a click on the column already first reverses it) and the
/// table does not reorder the rows itself: the app sorts its data. Rows are built lazily,
/// as a `List`'s are, and keep their state while scrolled away or moved.
///
/// What differs here: a terminal or a desktop window is a regular-width place, so every
/// column is shown (an iPhone shows only the first one in a compact width). Columns cannot
/// be resized or reordered by dragging.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>
where Value == Rows.TableRowValue, Value == Columns.TableRowValue {
  let columns: Columns
  let rows: Rows
  let selection: _ListSelection?
  let sorting: _TableSorting?

  init(
    columns: Columns, rows: Rows, selection: _ListSelection? = nil,
    sorting: _TableSorting? = nil
  ) {
    self.columns = columns
    self.rows = rows
    self.selection = selection
    self.sorting = sorting
  }
}

extension Table: View {
  /// A lazy, selecting list with the column headers above the rows.
  public var body: some View {
    _TableList(
      columns: columns._tableColumns, rows: rows._tableRowValues, selection: selection,
      sorting: sorting)
  }
}

// MARK: Rows from a collection

extension Table {
  /// A table with a row per element of `data`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(columns: columns(), rows: TableForEachContent(data: data))
  }

  /// A table with a row per element of `data`, where one row or none can be selected:
  /// `selection` holds the selected row's `id`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(
      columns: columns(), rows: TableForEachContent(data: data),
      selection: _ListSelection(optional: selection))
  }

  /// A table with a row per element of `data`, where any number of rows can be selected:
  /// a click selects one, Ctrl-click adds or removes one, Shift-click selects a range.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(
      columns: columns(), rows: TableForEachContent(data: data),
      selection: _ListSelection(multiple: selection))
  }

  /// A table with a row per element of `data`, sorted by a click on a column's header:
  /// the click writes `sortOrder`, and the app sorts `data`.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(
      columns: columns(), rows: TableForEachContent(data: data),
      sorting: _TableSorting(sortOrder))
  }

  /// A sortable table with a row per element of `data`, where one row or none can be
  /// selected.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(
      columns: columns(), rows: TableForEachContent(data: data),
      selection: _ListSelection(optional: selection), sorting: _TableSorting(sortOrder))
  }

  /// A sortable table with a row per element of `data`, where any number of rows can be
  /// selected.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(
      columns: columns(), rows: TableForEachContent(data: data),
      selection: _ListSelection(multiple: selection), sorting: _TableSorting(sortOrder))
  }
}

// MARK: Rows from a builder

extension Table {
  /// A table whose rows are ``TableRow``s and `ForEach`es of them, built by `rows`.
  public init(
    of valueType: Value.Type = Value.self,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(columns: columns(), rows: rows())
  }

  /// A table of built rows where one row or none can be selected.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(columns: columns(), rows: rows(), selection: _ListSelection(optional: selection))
  }

  /// A table of built rows where any number of rows can be selected.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(columns: columns(), rows: rows(), selection: _ListSelection(multiple: selection))
  }

  /// A table of built rows sorted by a click on a column's header.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(columns: columns(), rows: rows(), sorting: _TableSorting(sortOrder))
  }

  /// A sortable table of built rows where one row or none can be selected.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(
      columns: columns(), rows: rows(), selection: _ListSelection(optional: selection),
      sorting: _TableSorting(sortOrder))
  }

  /// A sortable table of built rows where any number of rows can be selected.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(
      columns: columns(), rows: rows(), selection: _ListSelection(multiple: selection),
      sorting: _TableSorting(sortOrder))
  }
}
