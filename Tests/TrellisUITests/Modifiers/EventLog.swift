import TrellisUI

/// Records what lifecycle actions and bodies ran, in order, for the modifier tests.
@MainActor
final class EventLog {
  private(set) var events: [String] = []

  func add(_ event: String) { events.append(event) }
  func clear() { events.removeAll() }
  func count(_ event: String) -> Int { events.filter { $0 == event }.count }
  func contains(_ event: String) -> Bool { events.contains(event) }

  /// Lets other main-actor work (tasks) run, a bounded number of turns, until `done`.
  func waitUntil(_ done: () -> Bool) async {
    for _ in 0..<1000 where !done() { await Task.yield() }
  }
}
