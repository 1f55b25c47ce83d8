import Foundation

/// A column of a ``Table``: a header, and a cell for each row built from the row's value.
///
/// A column made with a key path (`value:`) sorts: a click on its header puts its
/// `KeyPathComparator` first in the table's `sortOrder`. For a `String` property the cell
/// may be left out: it shows the string.
///
/// ```swift
/// TableColumn("Name", value: \.name)
/// TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
///   .width(60)
/// TableColumn("Notes") { person in NotesCell(person: person) }
/// ```
///
/// What differs here: Foundation on Linux has no `String.StandardComparator
/// .localizedStandard`, so a `String` column sorts with `String`'s own `<` unless given a
/// comparator (`value:comparator:content:`).
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
  TableColumnContent
{
  /// The type of value each row of the table holds.
  public typealias TableRowValue = RowValue
  /// The comparator this column sorts with.
  public typealias TableColumnSortComparator = Sort

  let label: Label
  let content: (RowValue) -> Content
  let comparator: Sort?
  var columnWidth = _TableColumnWidth()

  /// This column, as a table reads it.
  public var _tableColumns: [_TableColumnSpec<RowValue>] {
    [_TableColumnSpec(views: self, comparator: comparator, width: columnWidth)]
  }

  /// The column with a fixed width, or (with `nil`) the width it would have anyway.
  public func width(_ width: CGFloat? = nil) -> TableColumn {
    var column = self
    column.columnWidth.fixed = width
    return column
  }

  /// The column with a width from `min` to `max`: it takes `ideal` when there is room, and
  /// columns without a fixed width share what is left of the table's width.
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
    -> TableColumn
  {
    var column = self
    column.columnWidth = _TableColumnWidth(fixed: nil, min: min, ideal: ideal, max: max)
    return column
  }
}

extension TableColumn: _TableColumnViews {
  /// The header's label.
  public func _label() -> AnyView { AnyView(label) }
  /// The cell of the row holding `value`.
  public func _cell(_ value: RowValue) -> AnyView { AnyView(content(value)) }
}

// MARK: Columns that show a String property

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
  /// A column that shows and sorts by a `String` property of each row.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
    self.init(Text(titleKey), value: value)
  }

  /// A column titled with a string (shown as written) that shows and sorts by a `String`
  /// property of each row.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
    self.init(Text(title), value: value)
  }

  /// A column titled with a text that shows and sorts by a `String` property of each row.
  public init(_ text: Text, value: KeyPath<RowValue, String> & Sendable) {
    self.label = text
    self.content = { Text($0[keyPath: value]) }
    self.comparator = KeyPathComparator(value)
  }
}

// MARK: Columns that sort by a key path

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column that sorts by a `Comparable` property of each row, its cells built by
  /// `content`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
  }

  /// A column titled with a string that sorts by a `Comparable` property of each row.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
  }

  /// A column that sorts by a property of each row with `comparator`, its cells built by
  /// `content`.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator),
      content: content)
  }

  /// A column titled with a string that sorts by a property of each row with `comparator`.
  @_disfavoredOverload
  public init<S: StringProtocol, V, C: SortComparator>(
    _ title: S, value: KeyPath<RowValue, V> & Sendable, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(
      label: Text(title), comparator: KeyPathComparator(value, comparator: comparator),
      content: content)
  }
}

// MARK: Columns that do not sort, or sort with a comparator

extension TableColumn where Sort == Never, Label == Text {
  /// A column that does not sort, its cells built by `content`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
  {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// A column titled with a string that does not sort.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: nil, content: content)
  }
}

extension TableColumn where Label == Text {
  /// A column whose header click sorts the table with `comparator`.
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: comparator, content: content)
  }

  /// A column titled with a string whose header click sorts the table with `comparator`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: comparator, content: content)
  }

  init(label: Text, comparator: Sort?, content: @escaping (RowValue) -> Content) {
    self.label = label
    self.content = content
    self.comparator = comparator
  }
}

/// Columns built for each element of a collection, as `ForEach` builds rows: one set of
/// columns per element (a column per day, per measure).
public struct TableColumnForEach<
  Data: RandomAccessCollection, RowValue: Identifiable, Sort: SortComparator
>:
  TableColumnContent
{
  /// The type of value each row of the table holds.
  public typealias TableRowValue = RowValue
  /// The comparator the columns sort with.
  public typealias TableColumnSortComparator = Sort

  let columns: [_TableColumnSpec<RowValue>]

  /// The columns `content` builds for each `Identifiable` element of `data`, in order.
  public init(
    _ data: Data,
    @TableColumnBuilder<RowValue, Sort> content:
      @escaping (Data.Element) -> _TableColumnGroup<RowValue, Sort>
  ) where Data.Element: Identifiable {
    columns = data.flatMap { content($0)._tableColumns }
  }

  /// The columns `content` builds for each element of `data`, the elements told apart by
  /// `id` (a column keeps its place by its position among the table's columns).
  public init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableColumnBuilder<RowValue, Sort> content:
      @escaping (Data.Element) -> _TableColumnGroup<RowValue, Sort>
  ) {
    columns = data.flatMap { content($0)._tableColumns }
  }

  /// The columns, in order.
  public var _tableColumns: [_TableColumnSpec<RowValue>] { columns }
}
