import TrellisCombine
import TrellisUI

/// One row's model: a title and a flag, each row observed on its own as in the label editor.
@MainActor
final class BenchItem: ObservableObject, Identifiable {
  let id: Int
  @Published var title: String
  @Published var isOn: Bool

  init(id: Int) {
    self.id = id
    title = "Row \(id)"
    isOn = id.isMultiple(of: 2)
  }
}

@MainActor
final class BenchStore: ObservableObject {
  @Published var items: [BenchItem]
  init(count: Int) { items = (0..<count).map(BenchItem.init) }
}

struct BenchRow: View {
  @ObservedObject var item: BenchItem

  var body: some View {
    HStack {
      Text(item.title)
      Toggle("On", isOn: $item.isOn)
    }
  }
}

/// The measured window's content: a `List` of N rows, each a Text and a Toggle.
struct BenchList: View {
  @ObservedObject var store: BenchStore

  var body: some View {
    List(store.items) { item in BenchRow(item: item) }
  }
}
