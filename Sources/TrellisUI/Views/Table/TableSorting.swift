import Foundation

/// A table's sort order without its comparator type: which way the first comparator goes
/// for a column, and what a click on a column's header writes.
///
/// As on Apple's platforms, the table does not sort its rows: a click writes the app's
/// `sortOrder` binding, and the app sorts its data (in `onChange(of: sortOrder)`, or as it
/// computes the rows).
struct _TableSorting {
  /// The direction the table is sorted in by the column whose comparator this is, when its
  /// comparator is the first of the sort order; `nil` otherwise, and for a comparator of
  /// another type than the sort order's.
  let direction: (any SortComparator) -> SortOrder?
  /// Whether a click on a header with this comparator sorts (its type is the sort order's).
  let accepts: (any SortComparator) -> Bool
  /// Writes what a click on the header of the column with this comparator means: that
  /// column first, or, when it is first already, its direction reversed.
  let sort: (any SortComparator) -> Void

  init<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) {
    direction = { comparator in
      guard let comparator = comparator as? Sort, let first = sortOrder.wrappedValue.first,
        Self.sameColumn(first, comparator)
      else { return nil }
      return first.order
    }
    accepts = { $0 is Sort }
    sort = { comparator in
      guard let comparator = comparator as? Sort else { return }
      sortOrder.wrappedValue = Self.order(sortOrder.wrappedValue, afterClickOn: comparator)
    }
  }

  /// The sort order after a click on the header of the column sorting with `comparator`:
  /// when it is first, its direction reversed; otherwise that column first (its earlier
  /// place removed), the others after it.
  static func order<Sort: SortComparator>(_ order: [Sort], afterClickOn comparator: Sort)
    -> [Sort]
  {
    var order = order
    if let first = order.first, sameColumn(first, comparator) {
      order[0].order = first.order == .forward ? .reverse : .forward
      return order
    }
    order.removeAll { sameColumn($0, comparator) }
    order.insert(comparator, at: 0)
    return order
  }

  /// Whether two comparators sort by the same column: the same key path for key-path
  /// comparators (whatever their direction or string comparison), otherwise equal once
  /// their directions are set alike.
  static func sameColumn<Sort: SortComparator>(_ lhs: Sort, _ rhs: Sort) -> Bool {
    if let lhs = lhs as? KeyPathComparator<Sort.Compared>,
      let rhs = rhs as? KeyPathComparator<Sort.Compared>
    {
      return lhs.keyPath == rhs.keyPath
    }
    var lhs = lhs
    var rhs = rhs
    lhs.order = .forward
    rhs.order = .forward
    return lhs == rhs
  }
}
