import TrellisUI

/// A flag of the `@Observable` model: an object of its own, so that each view depends on
/// exactly the flags it reads.
@Observable final class FuzzObservableFlag {
  var value: Bool
  init(_ value: Bool) { self.value = value }
}

@Observable final class FuzzObservableText {
  var value: String
  init(_ value: String) { self.value = value }
}

/// An item of an `@Observable` list: a row that reads `item.title` depends on this item's
/// title only.
@Observable final class FuzzObservableItem: Identifiable {
  let id: Int
  var title: String
  init(_ item: FuzzItem) {
    id = item.id
    title = item.title
  }
}

@Observable final class FuzzObservableList {
  var items: [FuzzObservableItem]
  init(_ items: [FuzzItem]) { self.items = items.map(FuzzObservableItem.init) }
}

/// The `@Observable` model: its arrays never change, their objects do.
@MainActor final class FuzzObservableModel {
  let flags: [FuzzObservableFlag]
  let lists: [FuzzObservableList]
  let texts: [FuzzObservableText]

  init(_ values: FuzzValues) {
    flags = values.flags.map(FuzzObservableFlag.init)
    lists = values.lists.map(FuzzObservableList.init)
    texts = values.texts.map(FuzzObservableText.init)
  }
}

/// The `ObservableObject` model, a view model as people write them: every view holding it
/// updates on any change.
final class FuzzCombineModel: ObservableObject {
  @Published var flags: [Bool]
  @Published var lists: [[FuzzItem]]
  @Published var texts: [String]

  init(_ values: FuzzValues) {
    flags = values.flags
    lists = values.lists
    texts = values.texts
  }
}

/// What one host's views read: both models, the `@State` values a reference render starts
/// from, and the change the next edit button applies.
@MainActor final class FuzzModels {
  let observable: FuzzObservableModel
  let combine: FuzzCombineModel
  /// `@State` first values by identity path; empty for the live host, whose state starts as
  /// the program says and then lives in its graph. A reference render starts each `@State`
  /// from the value the world expects, so that it shows the same state without any history.
  let seeds: FuzzSeeds
  /// What the next tapped edit button does: set by the test just before the tap.
  var pendingChange: FuzzListChange?

  init(observable: FuzzValues, combine: FuzzValues, seeds: FuzzSeeds = FuzzSeeds()) {
    self.observable = FuzzObservableModel(observable)
    self.combine = FuzzCombineModel(combine)
    self.seeds = seeds
  }

  /// Applies `change` to the list `ref` refers to, when the model holds it.
  func apply(_ change: FuzzListChange, toModelList ref: FuzzRef) {
    switch ref.owner {
    case .observable:
      let items = observable.lists[ref.index].items
      if case .rename(let index, let title) = change {
        // As people write it, `items[i].title = …`: a write to the item's title only, not
        // to the list's `items` (an `inout` of `items` would write it back too).
        if !items.isEmpty { items[index % items.count].title = title }
        return
      }
      change.apply(
        to: &observable.lists[ref.index].items, make: FuzzObservableItem.init, id: \.id,
        rename: { $0.title = $1 })
    case .combine:
      change.apply(to: &combine.lists[ref.index])
    case .state:
      preconditionFailure("a @State list is changed through its view")
    }
  }
}

/// The `@State` values a reference render starts from.
struct FuzzSeeds {
  var scopes: [String: FuzzValues] = [:]
  var rows: [String: Bool] = [:]
}

/// A flag the environment carries: set by `.environment(\.fuzzFlag, …)`, read by
/// `FuzzEnvironmentText`.
private struct FuzzFlagKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var fuzzFlag: Bool {
    get { self[FuzzFlagKey.self] }
    set { self[FuzzFlagKey.self] = newValue }
  }
}
