import TrellisUI

/// Takes the `ForEach` a node builds, whatever its type, and puts it where the node wants it
/// (alone, in a `List`, in sections), so that the container holds the `ForEach` itself, as
/// code written by hand does.
@MainActor
protocol FuzzRowsConsumer {
  func callAsFunction<Rows: View>(_ rows: Rows) -> AnyView
}

/// A `ForEach` on its own, in a stack or a row.
struct FuzzBareRows: FuzzRowsConsumer {
  func callAsFunction<Rows: View>(_ rows: Rows) -> AnyView { AnyView(rows) }
}

@MainActor
extension FuzzContext {
  /// Builds `ForEach(items) { row }` over the list `ref` for the node `number`, and hands it
  /// to `consumer`.
  func forEach<Consumer: FuzzRowsConsumer>(
    number: Int, _ ref: FuzzRef, _ row: FuzzRow, _ consumer: Consumer
  ) -> AnyView {
    switch row {
    case .title:
      // Inline closures over the model's own elements, as people write them.
      if case .observable = ref.owner {
        return consumer(
          ForEach(models.observable.lists[ref.index].items) { item in Text(item.title) })
      }
      return consumer(ForEach(itemsBinding(ref).wrappedValue) { item in Text(item.title) })
    case .titleWith(let flag):
      return consumer(
        ForEach(rowItems(ref)) { item in Text("\(item.title) \(self.flag(flag) ? "+" : "-")") })
    case .rowView:
      return consumer(ForEach(rowItems(ref)) { item in FuzzItemRow(item: item) })
    case .checkRow:
      return consumer(
        ForEach(rowItems(ref)) { item in
          FuzzCheckRow(item: item, place: place.inRow(item.id), number: number, models: models)
        })
    case .fieldRow:
      if case .observable = ref.owner {
        return consumer(
          ForEach(models.observable.lists[ref.index].items) { item in
            FuzzObservableFieldRow(label: place.inRow(item.id).label("e", number), item: item)
          })
      }
      return consumer(
        ForEach(itemsBinding(ref)) { $item in
          FuzzFieldRow(label: place.inRow(item.id).label("e", number), title: $item.title)
        })
    case .subtree(let node):
      return consumer(
        ForEach(rowItems(ref)) { item in FuzzView(node: node, context: self.inRow(item)) })
    }
  }
}

/// A row view type: its own body reads the title.
struct FuzzItemRow: View {
  let item: FuzzRowItem
  var body: some View { Text("· \(item.title)") }
}

/// A row with `@State` of its own: a toggle that must keep its value while its item is in
/// the list, on screen or not.
struct FuzzCheckRow: View {
  let item: FuzzRowItem
  let label: String
  @State private var isOn: Bool

  init(item: FuzzRowItem, place: FuzzPlace, number: Int, models: FuzzModels) {
    self.item = item
    label = place.label("c", number)
    _isOn = State(initialValue: models.seeds.rows[place.path(number)] ?? false)
  }

  var body: some View { Toggle("\(label) \(item.title)", isOn: $isOn) }
}

/// A field editing a title through `@Binding`.
struct FuzzFieldRow: View {
  let label: String
  @Binding var title: String
  var body: some View { TextField(label, text: $title) }
}

/// A field editing an `@Observable` item's title through `@Bindable`.
struct FuzzObservableFieldRow: View {
  let label: String
  @Bindable var item: FuzzObservableItem
  var body: some View { TextField(label, text: $item.title) }
}

/// A toggle given its flag as `@Binding`.
struct FuzzBoundToggle: View {
  let label: String
  @Binding var isOn: Bool
  var body: some View { Toggle(label, isOn: $isOn) }
}

/// A text given its flag as `@Binding`: it depends on the flag through the binding alone.
struct FuzzBoundFlagText: View {
  let label: String
  @Binding var isOn: Bool
  var body: some View { Text("\(label) \(isOn ? "on" : "off")") }
}

/// A text reading the environment.
struct FuzzEnvironmentText: View {
  let label: String
  @Environment(\.fuzzFlag) private var flag
  var body: some View { Text("\(label) \(flag ? "on" : "off")") }
}
