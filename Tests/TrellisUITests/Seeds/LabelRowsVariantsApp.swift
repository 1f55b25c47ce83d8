import Foundation
import TrellisUI

@testable import label_editor
@testable import label_editor_observation

// Variants of seed 000's label editor: the bug the seed explains (a row that takes its item
// as a plain `let`), the "Enabled: N" summary that the seed says a parent cannot keep current
// under `ObservableObject` alone, and two of the seed's three fixes for it (the third,
// Observation, is `LabelRowsObservationSeed`). The stores are passed in, so that tests can
// compare the screen with the model.
enum LabelRowsVariants {
  typealias LabelItem = LabelRowsSeed.LabelItem
  typealias LabelStore = LabelRowsSeed.LabelStore

  // MARK: The bug: a row without @ObservedObject

  /// The seed's row with `let item` in place of `@ObservedObject var item`.
  @MainActor
  struct PlainLabelRow: View {
    let item: LabelItem

    var body: some View {
      HStack {
        Text(item.title)
          .frame(minWidth: 100, alignment: .leading)
      }
      .padding(.vertical, 4)
    }
  }

  @MainActor
  struct PlainLabelListView: View {
    @ObservedObject var store: LabelStore

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Button("Change first label") {
          store.reviseFirstItem()
        }
        Text("Rows: \(store.items.count)")
        List(store.items) { item in
          PlainLabelRow(item: item)
        }
      }
    }
  }

  // MARK: The parent's summary under ObservableObject alone

  /// The seed's editor with an "Enabled: N" summary above the rows; the rows observe their
  /// items, the parent observes only the store.
  @MainActor
  struct SummaryListView: View {
    @ObservedObject var store: LabelStore

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Enabled: \(store.items.filter(\.isEnabled).count)")
        List(store.items) { item in
          LabelRowsSeed.LabelRow(item: item)
        }
      }
    }
  }

  // MARK: Fix 1: the store aggregates its items' notifications

  /// A store that re-announces every item's `objectWillChange` as its own.
  @MainActor
  final class AggregatingStore: ObservableObject {
    @Published var items: [LabelItem] {
      didSet { forwardItemChanges() }
    }
    private var itemChanges: [AnyCancellable] = []

    init() {
      items = [LabelItem(title: "Amber"), LabelItem(title: "Cobalt", isEnabled: false)]
      forwardItemChanges()
    }

    var enabledCount: Int { items.filter(\.isEnabled).count }

    private func forwardItemChanges() {
      itemChanges = items.map { item in
        item.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
      }
    }
  }

  @MainActor
  struct AggregatingListView: View {
    @ObservedObject var store: AggregatingStore

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Enabled: \(store.enabledCount)")
        List(store.items) { item in
          LabelRowsSeed.LabelRow(item: item)
        }
      }
    }
  }

  // MARK: Fix 2: value-type items, edited through the published collection

  struct LabelValue: Identifiable {
    let id = UUID()
    var title: String
    var isEnabled: Bool = true
  }

  @MainActor
  final class ValueStore: ObservableObject {
    @Published var items: [LabelValue] = [
      LabelValue(title: "Amber"),
      LabelValue(title: "Cobalt", isEnabled: false),
    ]

    var enabledCount: Int { items.filter(\.isEnabled).count }
  }

  @MainActor
  struct ValueLabelRow: View {
    @Binding var item: LabelValue

    var body: some View {
      HStack {
        TextField("Label", text: $item.title)
          .frame(minWidth: 120)
        Text(item.title)
          .frame(minWidth: 100, alignment: .leading)
        Toggle("Enabled", isOn: $item.isEnabled)
      }
      .padding(.vertical, 4)
    }
  }

  @MainActor
  struct ValueListView: View {
    @ObservedObject var store: ValueStore

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Enabled: \(store.enabledCount)")
        List {
          ForEach($store.items) { $item in
            ValueLabelRow(item: $item)
          }
        }
      }
    }
  }
}
