import Testing
import TrellisTesting
import TrellisUI

private final class Counter: ObservableObject {
  @Published var value = 0
}

private struct Probe: View {
  @ObservedObject var counter: Counter
  var body: some View {
    let _ = Self._printChanges()
    Text("value \(counter.value)")
  }
}

@MainActor
@Suite(.serialized) struct PrintChangesTests {
  // `_printChanges()` names what caused the update: the property and the object it holds.
  @Test func namesTheObservedObjectThatChanged() throws {
    let counter = Counter()
    let host = ViewHost(Probe(counter: counter))
    let output = try captureStandardOutput {
      counter.value = 1
      host.update()
    }
    #expect(output.contains("Probe: _counter (Counter) changed."))
    #expect(host.contains(text: "value 1"))
  }
}

@Observable private final class Item: Identifiable {
  let id: Int
  var title: String
  var count = 0
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

private struct ItemRow: View {
  let item: Item
  var body: some View {
    let _ = Self._printChanges()
    Text(item.title)
  }
}

private struct Catalogue: View {
  let items: [Item]
  var body: some View {
    List(items) { ItemRow(item: $0) }
  }
}

private struct ToneKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var tone: String {
    get { self[ToneKey.self] }
    set { self[ToneKey.self] = newValue }
  }
}

private struct Toned: View {
  @Environment(\.tone) var tone
  var body: some View {
    let _ = Self._printChanges()
    Text(tone)
  }
}

private struct ToneSetter: View {
  @State var tone = "plain"
  var body: some View {
    VStack {
      Button("Louder") { tone = "loud" }
      Toned().environment(\.tone, tone)
    }
  }
}

private struct Shown: View {
  @Binding var count: Int
  let label: String
  var body: some View {
    let _ = Self._printChanges()
    Text("\(label) \(count)")
  }
}

private struct Owner: View {
  @State var count = 0
  @State var label = "Count"
  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Button("Rename") { label = "Total" }
      Shown(count: $count, label: label)
    }
  }
}

@MainActor
@Suite(.serialized) struct PrintChangesDetailTests {
  // An @Observable property is named, with the row's place in the graph.
  @Test func namesTheObservablePropertyAndTheViewsIdentity() throws {
    let items = (0..<20).map { Item(id: $0, title: "Item \($0)") }
    let host = ViewHost(Catalogue(items: items), width: 30, height: 6)
    let output = try captureStandardOutput {
      items[2].title = "Renamed"
      host.update()
    }
    #expect(
      output.contains("ItemRow: @dependencies (Item.title) changed. (Catalogue/List/[2]/ItemRow)"),
      "\(output)")
  }

  // The environment key that changed is named.
  @Test func namesTheEnvironmentKey() throws {
    let host = ViewHost(ToneSetter(), width: 30, height: 4)
    let output = try captureStandardOutput {
      try host.button("Louder").tap()
      host.update()
    }
    #expect(output.contains("Toned: @dependencies (ToneKey) changed."), "\(output)")
  }

  // A view reading a binding is told where the binding points; a changed plain property is
  // @self.
  @Test func namesTheBindingsSourceAndPlainPropertiesAsSelf() throws {
    let host = ViewHost(Owner(), width: 30, height: 4)
    let added = try captureStandardOutput {
      try host.button("Add").tap()
      host.update()
    }
    #expect(added.contains("Shown: @dependencies (Owner._count) changed."), "\(added)")
    let renamed = try captureStandardOutput {
      try host.button("Rename").tap()
      host.update()
    }
    #expect(renamed.contains("Shown: @self changed."), "\(renamed)")
  }
}
