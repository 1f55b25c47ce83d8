import Foundation
import TrellisUI

// Seed 000's label editor (`../shared/conformance/LabelRowsApp.swift`), verbatim but for the
// `@main` attribute and a namespace, so that the tests can host it.
enum LabelRowsSeed {
  @MainActor
  final class LabelItem: ObservableObject, Identifiable {
    let id = UUID()
    @Published var title: String
    @Published var isEnabled: Bool

    init(title: String, isEnabled: Bool = true) {
      self.title = title
      self.isEnabled = isEnabled
    }
  }

  @MainActor
  final class LabelStore: ObservableObject {
    @Published var items: [LabelItem] = [
      LabelItem(title: "Amber"),
      LabelItem(title: "Cobalt", isEnabled: false),
    ]

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
    @ObservedObject var item: LabelItem

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
    @StateObject private var store = LabelStore()

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

        List(store.items) { item in
          LabelRow(item: item)
        }
      }
      .padding()
      .frame(minWidth: 540, minHeight: 300)
    }
  }

  @MainActor
  struct LabelRowsApp: App {
    var body: some Scene {
      WindowGroup {
        LabelListView()
      }
    }
  }
}
