import Dispatch

/// Counts the clicks of a run for tap gestures: a press on the cell of the last one, within
/// half a second of it, is one more in the run (the second of a double click); any other
/// starts a run again. A tap is a press and a release on the same cell, as a click is.
@MainActor
final class _ClickCounter {
  /// How long after a click the next one on its cell still counts with it, in nanoseconds.
  static let interval: UInt64 = 500_000_000

  private var last: (column: Int, row: Int, time: UInt64, count: Int)?
  /// The press waiting for its release: where, and its number in its run.
  private var pending: (column: Int, row: Int, count: Int)?

  /// Notes a press that no control took. - Returns: Its number in its run.
  @discardableResult
  func press(atColumn column: Int, row: Int, now: UInt64 = DispatchTime.now().uptimeNanoseconds)
    -> Int
  {
    var count = 1
    if let last, last.column == column, last.row == row, now &- last.time <= Self.interval {
      count = last.count + 1
    }
    last = (column, row, now, count)
    pending = (column, row, count)
    return count
  }

  /// The number of the click a release ends, when it ends the noted press on its cell.
  func release(atColumn column: Int, row: Int) -> Int? {
    defer { pending = nil }
    guard let pending, pending.column == column, pending.row == row else { return nil }
    return pending.count
  }
}
