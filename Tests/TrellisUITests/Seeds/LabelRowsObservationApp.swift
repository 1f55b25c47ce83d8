import Foundation
import Observation
import TrellisUI

// Seed 000's label editor after its migration to Observation
// (`../shared/conformance/LabelRowsObservationApp.swift`), verbatim but for the `@main`
// attribute and a namespace, so that the tests can host it.
enum LabelRowsObservationSeed {
  @MainActor
  @Observable
  final class LabelItem: Identifiable {
    let id = UUID()
    var title: String
    var isEnabled: Bool

    init(title: String, isEnabled: Bool = true) {
      self.title = title
      self.isEnabled = isEnabled
    }
  }

  @MainActor
  @Observable
  final class LabelStore {
    var items: [LabelItem] = [
      LabelItem(title: "Amber"),
      LabelItem(title: "Cobalt", isEnabled: false),
    ]

    var enabledCount: Int { items.filter(\.isEnabled).count }

    func reviseFirstItem() {
      guard let first = items.first else { return }
      first.title = first.title == "Amber" ? "Copper" : "Amber"
      first.isEnabled.toggle()
    }

    func addItem() {
      items.append(LabelItem(title: "New label"))
    }

    func removeLastItem() {
      guard !items.isEmpty else { return }
      items.removeLast()
    }
  }

  @MainActor
  struct LabelRow: View {
    @Bindable var item: LabelItem

    var body: some View {
      HStack {
        TextField("Label", text: $item.title)
          .textFieldStyle(.roundedBorder)
          .frame(minWidth: 120)

        Text(item.title)
          .frame(minWidth: 100, alignment: .leading)

        Toggle("Enabled", isOn: $item.isEnabled)
      }
      .padding(.vertical, 4)
    }
  }

  @MainActor
  struct LabelListView: View {
    @State private var store = LabelStore()

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        HStack {
          Button("Change first label") {
            store.reviseFirstItem()
          }
          .disabled(store.items.isEmpty)

          Button("Add label") {
            store.addItem()
          }

          Button("Remove last") {
            store.removeLastItem()
          }
          .disabled(store.items.isEmpty)
        }

        Text("Rows: \(store.items.count)")
        Text("Enabled: \(store.enabledCount)")

        List(store.items) { item in
          LabelRow(item: item)
        }
      }
      .padding()
      .frame(minWidth: 540, minHeight: 300)
    }
  }

  @MainActor
  struct LabelRowsObservationApp: App {
    var body: some Scene {
      WindowGroup {
        LabelListView()
      }
    }
  }
}
