import Dispatch
import TrellisTesting
import TrellisUI

/// The view graph under everyday use: opening lists of every shape, writes after many
/// re-evaluations, and edits of inline rows, hosted headlessly at 80 x 24.
@MainActor
enum GraphBenchmarks {
  struct Row {
    var name: String
    var baseline: (label: String, nanoseconds: Double)
    var measured: (label: String, nanoseconds: Double)
    var target: Double
    var note = ""
    var ratio: Double { measured.nanoseconds / baseline.nanoseconds }
  }

  static func run(quick: Bool) -> [Row] {
    [
      openingASectionedList(count: 100_000), writeAfterReEvaluations(quick: quick),
      inlineRowEdit(large: quick ? 10_000 : 1_000_000, edits: quick ? 20 : 200),
    ]
  }

  // MARK: Opening

  struct Bare: View {
    let count: Int
    var body: some View { List(0..<count, id: \.self) { Text("Row \($0)") } }
  }

  struct Sectioned: View {
    let count: Int
    var body: some View {
      List {
        Text("Numbers, in halves")
        Section("First half") {
          ForEach(0..<count / 2, id: \.self) { Text("Row \($0)") }
        }
        Section {
          ForEach(count / 2..<count, id: \.self) { Text("Row \($0)") }
        } header: {
          Text("Second half")
        } footer: {
          Text("The end")
        }
      }
    }
  }

  static func openingASectionedList(count: Int) -> Row {
    let bare = bestOpening { ViewHost(Bare(count: count), width: 80, height: 24) }
    let sectioned = bestOpening { ViewHost(Sectioned(count: count), width: 80, height: 24) }
    return Row(
      name: "open a \(count)-row list of two sections with headers and a footer",
      baseline: ("bare List(0..<\(count))", bare), measured: ("sectioned", sectioned),
      target: 20)
  }

  /// The fastest of five openings, in nanoseconds.
  private static func bestOpening(_ open: () -> ViewHost) -> Double {
    var best = Double.infinity
    for _ in 0..<5 {
      let start = DispatchTime.now().uptimeNanoseconds
      let host = open()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
      host.close()
    }
    return best
  }

  // MARK: Writes after re-evaluations

  @Observable final class Meter {
    var label = "meter"
  }

  /// Reads `meter.label` all along; re-evaluated by its button.
  struct Gauge: View {
    let meter: Meter
    @State var ticks = 0
    var body: some View {
      VStack {
        Text("\(meter.label) \(ticks)")
        Button("Tick") { ticks += 1 }
      }
    }
  }

  static func writeAfterReEvaluations(quick: Bool) -> Row {
    let many = quick ? 2_000 : 20_000
    let few = firstWrite(afterReEvaluations: 10)
    let after = firstWrite(afterReEvaluations: many)
    return Row(
      name: "one write to an @Observable property a view read, and its update",
      baseline: ("after 10 re-evaluations", few),
      measured: ("after \(many)", after), target: 2)
  }

  /// The time of the first write (and its update pass) after `count` re-evaluations of a
  /// view that read the property written; the fastest of five hosts.
  private static func firstWrite(afterReEvaluations count: Int) -> Double {
    var best = Double.infinity
    for round in 0..<5 {
      let meter = Meter()
      let host = ViewHost(Gauge(meter: meter), width: 80, height: 24)
      let button = try! host.button("Tick")
      for _ in 0..<count {
        try! button.tap()
        host.update()
      }
      let start = DispatchTime.now().uptimeNanoseconds
      meter.label = "written \(round)"
      host.update()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
      host.close()
    }
    return best
  }

  // MARK: Inline rows

  @Observable final class Entry: Identifiable {
    let id: Int
    var title: String
    init(id: Int) {
      self.id = id
      title = "Entry \(id)"
    }
  }

  @MainActor final class Counter {
    var rows = 0
    func count() { rows += 1 }
  }

  struct Entries: View {
    let entries: [Entry]
    let counter: Counter
    var body: some View {
      List(entries) { entry in
        let _ = counter.count()
        Text(entry.title)
      }
    }
  }

  static func inlineRowEdit(large: Int, edits: Int) -> Row {
    let small = editTime(count: 100, edits: edits)
    let big = editTime(count: large, edits: edits)
    return Row(
      name: "edit an inline row's @Observable item (List(items) { Text($0.title) })",
      baseline: ("100 rows", small.time), measured: ("\(large) rows", big.time), target: 3,
      note: "rows evaluated per edit: \(format1(small.rows)) / \(format1(big.rows))")
  }

  private static func editTime(count: Int, edits: Int) -> (time: Double, rows: Double) {
    let entries = (0..<count).map(Entry.init)
    let counter = Counter()
    let host = ViewHost(Entries(entries: entries, counter: counter), width: 80, height: 24)
    defer { host.close() }
    let before = counter.rows
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<edits {
      entries[0].title = "Edited \(index)"
      host.update()
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    return (elapsed / Double(edits), Double(counter.rows - before) / Double(edits))
  }
}
