import TrellisUI

// Views for the identity tests: rows with state of their own, in a ForEach that loses,
// moves and renames rows; branches; an owned object under a parent that keeps updating.
enum IdentityFixtures {
  /// A row with two pieces of state: a counter and a note field.
  @MainActor
  struct CounterRow: View {
    let name: String
    @State private var count = 0
    @State private var note = ""

    var body: some View {
      HStack {
        Text("\(name): \(count)")
        Button("+ \(name)") { count += 1 }
        TextField("Note \(name)", text: $note)
      }
    }
  }

  /// The rows' names, changed by the tests directly (a button would take the focus).
  @MainActor
  final class NameList: ObservableObject {
    @Published var names = ["a", "b", "c"]
  }

  /// A `ForEach` of counter rows identified by name, in a stack or in a (lazy) list.
  @MainActor
  struct CounterRows: View {
    let lazy: Bool
    @ObservedObject var list: NameList

    var body: some View {
      if lazy {
        List {
          ForEach(list.names, id: \.self) { name in
            CounterRow(name: name)
          }
        }
      } else {
        VStack {
          ForEach(list.names, id: \.self) { name in
            CounterRow(name: name)
          }
        }
      }
    }
  }

  @MainActor
  final class BranchFlags: ObservableObject {
    @Published var first = true
    @Published var unrelated = 0
  }

  /// The same row type in both branches of an `if`.
  @MainActor
  struct BranchRows: View {
    @ObservedObject var flags: BranchFlags

    var body: some View {
      VStack {
        if flags.first {
          CounterRow(name: "x")
        } else {
          CounterRow(name: "x")
        }
        Text("Unrelated \(flags.unrelated)")
      }
    }
  }

  /// Counts how many times `Owned`'s initialiser ran.
  @MainActor
  final class InitCounter {
    var count = 0
  }

  @MainActor
  final class Owned: ObservableObject {
    @Published var value = 0
    init(counter: InitCounter) { counter.count += 1 }
  }

  /// Owns an `Owned` made by `@StateObject`'s autoclosure; shows the parent's tick.
  @MainActor
  struct OwnerChild: View {
    @StateObject private var owned: Owned
    let tick: Int

    init(counter: InitCounter, tick: Int) {
      _owned = StateObject(wrappedValue: Owned(counter: counter))
      self.tick = tick
    }

    var body: some View {
      HStack {
        Text("Tick \(tick), value \(owned.value)")
        Button("Bump") { owned.value += 1 }
      }
    }
  }

  /// Re-creates `OwnerChild` on every tick; "New identity" gives the child a new `ForEach` id.
  @MainActor
  struct StateObjectParent: View {
    let counter: InitCounter
    @State private var tick = 0
    @State private var generation = 0

    var body: some View {
      VStack {
        Button("Tick") { tick += 1 }
        Button("New identity") { generation += 1 }
        ForEach([generation], id: \.self) { _ in
          OwnerChild(counter: counter, tick: tick)
        }
      }
    }
  }
}
