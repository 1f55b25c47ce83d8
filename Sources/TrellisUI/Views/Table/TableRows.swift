import Foundation

/// What a table shows: a list (lazy, selecting as `List(selection:)` does) with one
/// section, the column headers as its header (it stays in view while the rows scroll) and
/// a row of cells per value.
struct _TableList<Value: Identifiable>: View, _TableListView {
  let columns: [_TableColumnSpec<Value>]
  let rows: [Value]
  let selection: _ListSelection?
  let sorting: _TableSorting?
  @Environment(\.tableStyle) private var style

  var body: some View {
    let columns = self.columns
    var list = List(selection: Binding<Set<Value.ID>>?.none) {
      Section {
        ForEach(rows) { value in _TableRowCells(columns: columns, value: value) }
      } header: {
        _TableHeader(columns: columns, sorting: sorting)
      }
    }
    list.selection = selection
    let listStyle = style.listStyle
    return list.modifier(_EnvironmentModifier { $0.listStyle = listStyle })
  }
}

/// One row of a table: the cells of `value`, one per column, each on one line (a text too
/// long for its column ends in "…").
struct _TableRowCells<Value: Identifiable>: View {
  let columns: [_TableColumnSpec<Value>]
  let value: Value

  var body: some View {
    _TableColumnsLayout(widths: columns.map(\.width)) {
      ForEach(columns.indices, id: \.self) { index in
        _TableCell(content: columns[index].views._cell(value))
      }
    }
  }
}

/// A cell of a table's row; hosts and tests find a row's cells by this type.
struct _TableCell: View {
  let content: AnyView
  var body: some View { content.lineLimit(1) }
}

/// The header row of a table: each column's title, bold. A column that sorts is a button:
/// a click (or Enter on it) writes the table's sort order, and the column the rows are
/// sorted by shows the direction, ▲ ascending or ▼ descending.
struct _TableHeader<Value: Identifiable>: View {
  let columns: [_TableColumnSpec<Value>]
  let sorting: _TableSorting?

  var body: some View {
    _TableColumnsLayout(widths: columns.map(\.width)) {
      ForEach(columns.indices, id: \.self) { index in
        _TableHeaderCell(
          label: columns[index].views._label(), comparator: columns[index].comparator,
          sorting: sorting)
      }
    }
  }
}

/// One column's header: its title, and for a sorting column a button that sorts by it.
struct _TableHeaderCell: View {
  let label: AnyView
  let comparator: (any SortComparator)?
  let sorting: _TableSorting?

  var body: some View {
    if let comparator, let sorting, sorting.accepts(comparator) {
      Button {
        sorting.sort(comparator)
      } label: {
        HStack(spacing: 4) {
          title
          if let direction = sorting.direction(comparator) {
            Text(direction == .forward ? "▲" : "▼")
          }
        }
      }
      .buttonStyle(_TableHeaderButtonStyle())
    } else {
      title
    }
  }

  private var title: some View { label.font(Font.body.bold()).lineLimit(1) }
}

/// A header button drawn as its label alone (no brackets in the terminal; a button in
/// GTK), dimmed while pressed.
struct _TableHeaderButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isPressed ? 0.6 : 1)
  }
}

/// The view a `Table` is drawn as, whatever its value type: hosts and tests find tables by it.
protocol _TableListView {}
