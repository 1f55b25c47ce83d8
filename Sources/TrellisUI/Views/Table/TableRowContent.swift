import Foundation

/// A type that provides the rows of a ``Table``: a ``TableRow``, a `ForEach` of rows, or
/// the rows a ``TableRowBuilder`` gathers from a closure.
///
/// Trellis's own row types conform; its requirement is how a table reads them.
public protocol TableRowContent<TableRowValue> {
  /// The type of value each row holds.
  associatedtype TableRowValue: Identifiable
  /// The values of the rows, in order.
  var _tableRowValues: [TableRowValue] { get }
}

/// One row of a ``Table``, showing `value` in each column.
///
/// ```swift
/// Table(of: Person.self) {
///   TableColumn("Name", value: \.name)
/// } rows: {
///   TableRow(Person(name: "Ada"))
///   ForEach(others) { person in TableRow(person) }
/// }
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent {
  /// The type of value the row holds.
  public typealias TableRowValue = Value
  let value: Value

  /// A row for `value`.
  public init(_ value: Value) { self.value = value }

  /// The row's value.
  public var _tableRowValues: [Value] { [value] }
}

/// The rows of a table made from a collection: one per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  /// The type of value each row holds.
  public typealias TableRowValue = Data.Element
  let data: Data

  /// The elements, in order.
  public var _tableRowValues: [Data.Element] { Array(data) }
}

/// The rows a ``TableRowBuilder`` gathers, in order.
public struct _TableRowGroup<Value: Identifiable>: TableRowContent {
  /// The type of value each row holds.
  public typealias TableRowValue = Value
  /// The rows' values, in order.
  public let _tableRowValues: [Value]
}

extension ForEach: TableRowContent where Content: TableRowContent {
  /// The type of value each row holds.
  public typealias TableRowValue = Content.TableRowValue

  /// The rows `content` builds for each element, in order.
  public var _tableRowValues: [Content.TableRowValue] {
    data.flatMap { content($0)._tableRowValues }
  }
}

extension ForEach
where Content: TableRowContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// The rows `content` builds for each `Identifiable` element of `data`, in a table's
  /// `rows:`.
  public init<V>(
    _ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TableRowValue {
    self.init(data: data, idOf: \.id, content: content)
  }
}

/// Builds the rows of a ``Table`` from the statements of a closure: ``TableRow``s,
/// `ForEach`es of rows, `if`/`else`, `if` without `else` and `for` loops.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
  /// One row (or group of rows) holding the table's value type.
  public static func buildExpression<Row: TableRowContent>(_ row: Row) -> _TableRowGroup<Value>
  where Row.TableRowValue == Value {
    _TableRowGroup(_tableRowValues: row._tableRowValues)
  }

  /// The rows of a block, in order.
  public static func buildBlock(_ rows: _TableRowGroup<Value>...) -> _TableRowGroup<Value> {
    _TableRowGroup(_tableRowValues: rows.flatMap(\._tableRowValues))
  }

  /// Rows shown only when an `if` holds.
  public static func buildOptional(_ rows: _TableRowGroup<Value>?) -> _TableRowGroup<Value> {
    rows ?? _TableRowGroup(_tableRowValues: [])
  }

  /// The rows of an `if`'s first branch.
  public static func buildEither(first rows: _TableRowGroup<Value>) -> _TableRowGroup<Value> {
    rows
  }

  /// The rows of an `if`'s second branch.
  public static func buildEither(second rows: _TableRowGroup<Value>) -> _TableRowGroup<Value> {
    rows
  }

  /// The rows of each pass of a `for` loop, in order.
  public static func buildArray(_ rows: [_TableRowGroup<Value>]) -> _TableRowGroup<Value> {
    _TableRowGroup(_tableRowValues: rows.flatMap(\._tableRowValues))
  }
}
