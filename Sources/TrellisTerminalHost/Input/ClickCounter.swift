import Dispatch

/// Counts the clicks of a run: a click on the cell of the last one, within half a second of
/// it, is one more in the run (the second of a double click); any other starts a run again.
@MainActor
final class _ClickCounter {
  /// How long after a click the next one on its cell still counts with it, in nanoseconds.
  static let interval: UInt64 = 500_000_000

  private var last: (column: Int, row: Int, time: UInt64, count: Int)?

  /// The number of this click in its run, counting it.
  func count(atColumn column: Int, row: Int, now: UInt64 = DispatchTime.now().uptimeNanoseconds)
    -> Int
  {
    var count = 1
    if let last, last.column == column, last.row == row, now &- last.time <= Self.interval {
      count = last.count + 1
    }
    last = (column, row, now, count)
    return count
  }
}
