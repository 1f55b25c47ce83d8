import Foundation

/// A type that provides the columns of a ``Table``: a ``TableColumn``, or the columns a
/// ``TableColumnBuilder`` gathers from a closure.
///
/// Trellis's own column types conform; its requirement is how a table reads them.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of value each row of the table holds.
  associatedtype TableRowValue: Identifiable
  /// The comparator the columns sort with (`Never` for columns that do not sort).
  associatedtype TableColumnSortComparator: SortComparator
  /// The columns, in order, as the table lays them out.
  var _tableColumns: [_TableColumnSpec<TableRowValue>] { get }
}

/// One column as a table uses it, its types erased: its header, how it draws a row's
/// cell, the comparator its header click puts first in the sort order, and its width.
public struct _TableColumnSpec<RowValue> {
  /// Draws the header's label and the cells.
  let views: any _TableColumnViews<RowValue>
  /// The comparator a click on the header sorts by; `nil` for a column that does not sort.
  let comparator: (any SortComparator)?
  /// The width the column asks for.
  var width = _TableColumnWidth()
}

/// What draws a column: its header's label and a row's cell (called on the main actor, as
/// bodies are).
public protocol _TableColumnViews<RowValue> {
  /// The type of value each row holds.
  associatedtype RowValue
  /// The header's label.
  @MainActor func _label() -> AnyView
  /// The cell of the row holding `value`.
  @MainActor func _cell(_ value: RowValue) -> AnyView
}

/// The width a column asks for: one fixed width, or a range within which it shares the
/// room left by the others.
struct _TableColumnWidth: Equatable {
  var fixed: CGFloat?
  var min: CGFloat?
  var ideal: CGFloat?
  var max: CGFloat?
}

/// The columns a ``TableColumnBuilder`` gathers, in order.
public struct _TableColumnGroup<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
  /// The type of value each row of the table holds.
  public typealias TableRowValue = RowValue
  /// The comparator the columns sort with.
  public typealias TableColumnSortComparator = Sort
  /// The columns, in order.
  public let _tableColumns: [_TableColumnSpec<RowValue>]
}

/// Builds the columns of a ``Table`` from the statements of a closure: ``TableColumn``s,
/// `if`/`else`, `if` without `else`, and `for` loops.
///
/// Columns that sort with another comparator than the table's sort order (or that do not
/// sort) are shown; their headers do not sort.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  /// One column (or group of columns) of the table's row type.
  public static func buildExpression<Column: TableColumnContent>(_ column: Column)
    -> _TableColumnGroup<RowValue, Sort> where Column.TableRowValue == RowValue
  {
    _TableColumnGroup(_tableColumns: column._tableColumns)
  }

  /// Columns built for each element of a collection, their row and comparator types the
  /// table's.
  public static func buildExpression<Data>(
    _ columns: TableColumnForEach<Data, RowValue, Sort>
  ) -> _TableColumnGroup<RowValue, Sort> {
    _TableColumnGroup(_tableColumns: columns._tableColumns)
  }

  /// The columns of a block, in order.
  public static func buildBlock(_ columns: _TableColumnGroup<RowValue, Sort>...)
    -> _TableColumnGroup<RowValue, Sort>
  {
    _TableColumnGroup(_tableColumns: columns.flatMap(\._tableColumns))
  }

  /// Columns shown only when an `if` holds.
  public static func buildOptional(_ columns: _TableColumnGroup<RowValue, Sort>?)
    -> _TableColumnGroup<RowValue, Sort>
  {
    columns ?? _TableColumnGroup(_tableColumns: [])
  }

  /// The columns of an `if`'s first branch.
  public static func buildEither(first columns: _TableColumnGroup<RowValue, Sort>)
    -> _TableColumnGroup<RowValue, Sort>
  { columns }

  /// The columns of an `if`'s second branch.
  public static func buildEither(second columns: _TableColumnGroup<RowValue, Sort>)
    -> _TableColumnGroup<RowValue, Sort>
  { columns }

  /// The columns of each pass of a `for` loop, in order.
  public static func buildArray(_ columns: [_TableColumnGroup<RowValue, Sort>])
    -> _TableColumnGroup<RowValue, Sort>
  {
    _TableColumnGroup(_tableColumns: columns.flatMap(\._tableColumns))
  }

  /// Columns behind an availability check.
  public static func buildLimitedAvailability(_ columns: _TableColumnGroup<RowValue, Sort>)
    -> _TableColumnGroup<RowValue, Sort>
  { columns }
}
