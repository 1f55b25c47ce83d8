/// A program of the graph fuzz test: a view tree described as data, which `FuzzView`
/// interprets with ordinary SwiftUI views (stacks, conditionals, `ForEach`, sections, `List`,
/// `ScrollView { LazyVStack }`, `@State`, `@Binding`, `@Observable` and `ObservableObject`
/// models, modifiers). A program is fixed for a case; the edits change only the models and
/// the state.
struct FuzzProgram: Hashable {
  var root: FuzzNode
  /// The `@Observable` model's first values.
  var observable: FuzzValues
  /// The `ObservableObject` model's first values.
  var combine: FuzzValues
}

/// Values of a model or of a view's `@State`: flags, lists of items, texts.
struct FuzzValues: Hashable {
  var flags: [Bool] = []
  var lists: [[FuzzItem]] = []
  var texts: [String] = []
}

/// One item of a list: its id (unique in the whole case) and title.
struct FuzzItem: Hashable, Identifiable {
  var id: Int
  var title: String
}

/// Who holds a value: the `@Observable` model, the `ObservableObject` model, or the `@State`
/// of the enclosing `stateScope` node with that number (handed down as bindings).
enum FuzzOwner: Hashable {
  case observable
  case combine
  case state(scope: Int)
}

/// A value the program reads: the flag, list or text `index` of `owner` (which of the three
/// follows from where the reference is used).
struct FuzzRef: Hashable {
  var owner: FuzzOwner
  var index: Int
}

/// One node of a program. `number` is unique in the program, so the labels the views show
/// ("t7", "f3.12") name the node and the items of the rows around it.
struct FuzzNode: Hashable {
  var number: Int
  var kind: Kind

  indirect enum Kind: Hashable {
    /// `Text("…")`.
    case text(String)
    /// `Text(flag ? "on" : "off")`, prefixed by the node's label.
    case flagText(FuzzRef)
    /// `Text(text)` of a text value, prefixed by the node's label.
    case valueText(FuzzRef)
    /// `Text("\(items.count) items")`.
    case countText(FuzzRef)
    /// `Text(item.title)` of the row the node is in.
    case itemTitle
    /// A view reading `@Environment(\.fuzzFlag)`.
    case environmentText
    /// `Toggle("t7", isOn: $flag)`.
    case toggle(FuzzRef)
    /// `TextField("f7", text: $text)`.
    case field(FuzzRef)
    /// `Button("b7") { … }`.
    case button(FuzzAction)
    /// `VStack` or `HStack` of the children.
    case stack(FuzzAxis, [FuzzNode])
    /// `Section("Title") { children }`.
    case section(String, [FuzzNode])
    /// `if flag { then } else { otherwise }`.
    case conditional(FuzzRef, FuzzNode, FuzzNode?)
    /// `ForEach(items) { item in row }`.
    case forEach(FuzzRef, FuzzRow)
    /// `List { content }`.
    case list(FuzzLazyContent)
    /// `ScrollView { LazyVStack(alignment: .leading) { content } }`.
    case lazyStack(FuzzLazyContent)
    /// `ScrollView { VStack(alignment: .leading) { children } }`.
    case scrollStack([FuzzNode])
    /// A view owning `@State` with these first values, handing bindings to `child`.
    case stateScope(FuzzValues, FuzzNode)
    /// `child` with a modifier.
    case modified(FuzzModifier, FuzzNode)
  }
}

enum FuzzAxis: Hashable { case vertical, horizontal }

/// What a `ForEach` builds for each item.
indirect enum FuzzRow: Hashable {
  /// An inline closure: `{ item in Text(item.title) }`.
  case title
  /// An inline closure that reads a flag of its owner too:
  /// `{ item in Text("\(item.title) \(flag ? "+" : "-")") }`.
  case titleWith(FuzzRef)
  /// A row view type: `{ item in ItemRow(item: item) }`, whose body shows the title.
  case rowView
  /// A row view with `@State` of its own: `{ item in CheckRow(item: item) }`, a toggle.
  case checkRow
  /// A field editing the title through a binding: `ForEach($items) { $item in
  /// TextField("e7.3", text: $item.title) }` (`@Bindable` for `@Observable` items).
  case fieldRow
  /// An inline closure building a subtree in which `itemTitle` nodes show the item.
  case subtree(FuzzNode)
}

/// What a lazy container (`List`, `LazyVStack`) holds directly: the shapes its laziness must
/// see through.
enum FuzzLazyContent: Hashable {
  /// `ForEach(items) { row }` alone.
  case rows(FuzzRef, FuzzRow)
  /// One to three `Section("Title") { ForEach(items) { row } }`.
  case sections([FuzzLazySection])
  /// A fixed row, `ForEach(items) { row }`, a fixed row.
  case mixed(FuzzNode, FuzzRef, FuzzRow, FuzzNode)
  /// `ForEach` over fixed child views: each is a row.
  case views([FuzzNode])
  /// `Group { ForEach(items) { row } }`.
  case group(FuzzRef, FuzzRow)
  /// `ForEach(items) { row }` under a modifier (`.bold(flag)`, `.environment(…)`), which
  /// applies to each row.
  case modifiedRows(FuzzRef, FuzzRow, FuzzModifier)
  /// `ForEach(outer) { o in ForEach(inner) { i in Text("\(o.title)/\(i.title)") } }`.
  case nested(FuzzRef, FuzzRef)
}

/// A section of a lazy container; `number` labels its rows.
struct FuzzLazySection: Hashable {
  var number: Int
  var title: String
  var list: FuzzRef
  var row: FuzzRow
  /// The footer's text, if the section has one.
  var footer: String? = nil
}

enum FuzzModifier: Hashable {
  /// `.padding()`.
  case padding
  /// `.bold(flag)`.
  case bold(FuzzRef)
  /// `.id(flag)`: a new identity, and fresh state, each time the flag changes.
  case id(FuzzRef)
  /// `.disabled(flag)` (only around views without controls).
  case disabled(FuzzRef)
  /// `.environment(\.fuzzFlag, flag)`.
  case environment(FuzzRef)
}

/// What a button does.
enum FuzzAction: Hashable {
  /// `flag.toggle()`.
  case toggle(FuzzRef)
  /// Applies to a list the change the test chose before tapping (a person choosing).
  case edit(FuzzRef)
}

/// A change to a list, as an edit or a button applies it. Indices wrap or clamp so that a
/// change stays meaningful when shrinking removes the edits before it.
enum FuzzListChange: Hashable {
  case insert(at: Int, FuzzItem)
  case remove(at: Int)
  case move(from: Int, to: Int)
  case rename(at: Int, String)

  /// Applies the change to `items`, making new elements with `make`.
  func apply<Element>(
    to items: inout [Element], make: (FuzzItem) -> Element, id: (Element) -> Int,
    rename: (inout Element, String) -> Void
  ) {
    switch self {
    case .insert(let index, let item):
      // Ids stay unique in a list (a shrunk case may insert an item still there).
      guard !items.contains(where: { id($0) == item.id }) else { return }
      items.insert(make(item), at: min(index, items.count))
    case .remove(let index):
      guard !items.isEmpty else { return }
      items.remove(at: index % items.count)
    case .move(let from, let to):
      guard !items.isEmpty else { return }
      let element = items.remove(at: from % items.count)
      items.insert(element, at: min(to, items.count))
    case .rename(let index, let title):
      guard !items.isEmpty else { return }
      rename(&items[index % items.count], title)
    }
  }

  func apply(to items: inout [FuzzItem]) {
    apply(to: &items, make: { $0 }, id: \.id, rename: { $0.title = $1 })
  }
}
