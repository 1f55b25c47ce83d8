import Foundation
import TrellisUI

/// The code of the article "Observing the items of a list": seed 000's label editor, cut into
/// the pieces the article discusses.
enum ListItemObservation {
  // MARK: The model

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

    func addItem() {
      items.append(LabelItem(title: "New label"))
    }

    func removeFirstItem() {
      guard !items.isEmpty else { return }
      items.removeFirst()
    }
  }

  // MARK: A row that does not observe its item

  @MainActor
  struct UnobservedRow: View {
    let item: LabelItem

    var body: some View {
      Text(item.title)
    }
  }

  @MainActor
  struct UnobservedList: View {
    @ObservedObject var store: LabelStore

    var body: some View {
      List(store.items) { item in
        UnobservedRow(item: item)
      }
    }
  }

  // MARK: A row that observes its item

  @MainActor
  struct LabelRow: View {
    @ObservedObject var item: LabelItem

    var body: some View {
      HStack {
        TextField("Label", text: $item.title)
          .frame(minWidth: 120)
        Text(item.title)
          .frame(minWidth: 100, alignment: .leading)
        Toggle("Enabled", isOn: $item.isEnabled)
      }
    }
  }

  @MainActor
  struct LabelList: View {
    @ObservedObject var store: LabelStore

    var body: some View {
      VStack(alignment: .leading) {
        Button("Add label") { store.addItem() }
        Text("Rows: \(store.items.count)")
        List(store.items) { item in
          LabelRow(item: item)
        }
      }
    }
  }

  // MARK: Identity

  /// A row with state of its own: whether it shows its details.
  @MainActor
  struct DetailRow: View {
    @ObservedObject var item: LabelItem
    @State private var showsDetails = false

    var body: some View {
      VStack(alignment: .leading) {
        Button(item.title) { showsDetails.toggle() }
        if showsDetails {
          Text("Details of \(item.title)")
        }
      }
    }
  }

  @MainActor
  struct IdentifiedRows: View {
    @ObservedObject var store: LabelStore

    var body: some View {
      List {
        ForEach(store.items) { item in
          DetailRow(item: item)
        }
      }
    }
  }

  @MainActor
  struct IndexedRows: View {
    @ObservedObject var store: LabelStore

    var body: some View {
      List {
        ForEach(store.items.indices, id: \.self) { index in
          DetailRow(item: store.items[index])
        }
      }
    }
  }

  // MARK: The parent's summary

  /// The seed's design: the parent reads every item's flag but observes only the store.
  @MainActor
  struct SummaryList: View {
    @ObservedObject var store: LabelStore

    var body: some View {
      VStack(alignment: .leading) {
        Text("Enabled: \(store.items.filter(\.isEnabled).count)")
        List(store.items) { item in
          LabelRow(item: item)
        }
      }
    }
  }

  /// Fix 1: the store announces each item's change as a change of its own.
  @MainActor
  final class ForwardingStore: ObservableObject {
    @Published var items: [LabelItem] {
      didSet { forwardItemChanges() }
    }
    private var itemChanges: [AnyCancellable] = []

    init(items: [LabelItem]) {
      self.items = items
      forwardItemChanges()
    }

    private func forwardItemChanges() {
      itemChanges = items.map { item in
        item.objectWillChange.sink { [weak self] _ in
          self?.objectWillChange.send()
        }
      }
    }
  }

  @MainActor
  struct ForwardingSummaryList: View {
    @ObservedObject var store: ForwardingStore

    var body: some View {
      VStack(alignment: .leading) {
        Text("Enabled: \(store.items.filter(\.isEnabled).count)")
        List(store.items) { item in
          LabelRow(item: item)
        }
      }
    }
  }

  /// Fix 1, narrower: the store keeps a published count, fed by each item's `$isEnabled`.
  @MainActor
  final class CountingStore: ObservableObject {
    let items: [LabelItem]
    @Published private(set) var enabledCount = 0
    private var flagChanges: [AnyCancellable] = []

    init(items: [LabelItem]) {
      self.items = items
      enabledCount = items.filter(\.isEnabled).count
      flagChanges = items.map { item in
        item.$isEnabled.dropFirst().sink { [weak self] isEnabled in
          self?.flagWillChange(of: item, to: isEnabled)
        }
      }
    }

    private func flagWillChange(of item: LabelItem, to isEnabled: Bool) {
      // `item.isEnabled` still holds the old value: take the new one from the event.
      let count = items.filter { $0 === item ? isEnabled : $0.isEnabled }.count
      if count != enabledCount { enabledCount = count }
    }
  }

  @MainActor
  struct CountingSummaryList: View {
    @ObservedObject var store: CountingStore

    var body: some View {
      VStack(alignment: .leading) {
        Text("Enabled: \(store.enabledCount)")
        List(store.items) { item in
          LabelRow(item: item)
        }
      }
    }
  }

  /// What a subscriber to `$isEnabled` sees: the property still holds the old value.
  @MainActor
  static func logFlagChanges(of item: LabelItem, to log: @escaping (String) -> Void)
    -> AnyCancellable
  {
    item.$isEnabled.dropFirst().sink { newValue in
      log("property: \(item.isEnabled), event: \(newValue)")
    }
  }

  /// Fix 2: items are values, and a row edits its element of the published array.
  struct LabelValue: Identifiable {
    let id = UUID()
    var title: String
    var isEnabled = true
  }

  @MainActor
  final class ValueStore: ObservableObject {
    @Published var items = [LabelValue(title: "Amber"), LabelValue(title: "Cobalt")]
  }

  @MainActor
  struct ValueRow: View {
    @Binding var item: LabelValue

    var body: some View {
      HStack {
        Text(item.title)
        Toggle("Enabled", isOn: $item.isEnabled)
      }
    }
  }

  @MainActor
  struct ValueSummaryList: View {
    @ObservedObject var store: ValueStore

    var body: some View {
      VStack(alignment: .leading) {
        Text("Enabled: \(store.items.filter(\.isEnabled).count)")
        List {
          ForEach($store.items) { $item in
            ValueRow(item: $item)
          }
        }
      }
    }
  }

  // MARK: Fix 3: Observation

  enum WithObservation {
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
      var items = [LabelItem(title: "Amber"), LabelItem(title: "Cobalt", isEnabled: false)]

      var enabledCount: Int { items.filter(\.isEnabled).count }

      func addItem() {
        items.append(LabelItem(title: "New label"))
      }
    }

    @MainActor
    struct LabelRow: View {
      @Bindable var item: LabelItem

      var body: some View {
        HStack {
          TextField("Label", text: $item.title)
            .frame(minWidth: 120)
          Text(item.title)
            .frame(minWidth: 100, alignment: .leading)
          Toggle("Enabled", isOn: $item.isEnabled)
        }
      }
    }

    @MainActor
    struct LabelList: View {
      let store: LabelStore

      var body: some View {
        VStack(alignment: .leading) {
          Button("Add label") { store.addItem() }
          Text("Rows: \(store.items.count)")
          Text("Enabled: \(store.enabledCount)")
          List(store.items) { item in
            LabelRow(item: item)
          }
        }
      }
    }
  }
}
