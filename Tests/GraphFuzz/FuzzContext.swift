import TrellisUI

/// What a `FuzzView` can reach: the host's models, the `@State` bindings of the scopes around
/// it, the item of the row it is in, and where it is. Equal contexts are the same inputs, so
/// the graph may skip a child whose context did not change, as it would skip any view.
struct FuzzContext: Equatable {
  let models: FuzzModels
  var scopes: FuzzScopeChain?
  var item: FuzzRowItem?
  var place = FuzzPlace()

  static func == (lhs: FuzzContext, rhs: FuzzContext) -> Bool {
    lhs.models === rhs.models && lhs.scopes === rhs.scopes && lhs.item == rhs.item
      && lhs.place == rhs.place
  }

  func inRow(_ item: FuzzRowItem) -> FuzzContext {
    var context = self
    context.item = item
    context.place = place.inRow(item.id)
    return context
  }
}

@MainActor
extension FuzzContext {
  // MARK: Reading values

  func flag(_ ref: FuzzRef) -> Bool {
    switch ref.owner {
    case .observable: return models.observable.flags[ref.index].value
    case .combine: return models.combine.flags[ref.index]
    case .state(let number): return chain(number).flags.wrappedValue[ref.index]
    }
  }

  func flagBinding(_ ref: FuzzRef) -> Binding<Bool> {
    switch ref.owner {
    case .observable: return Bindable(models.observable.flags[ref.index]).value
    case .combine:
      return ObservedObject(wrappedValue: models.combine).projectedValue.flags[ref.index]
    case .state(let number): return chain(number).flags[ref.index]
    }
  }

  func text(_ ref: FuzzRef) -> String {
    switch ref.owner {
    case .observable: return models.observable.texts[ref.index].value
    case .combine: return models.combine.texts[ref.index]
    case .state(let number): return chain(number).texts.wrappedValue[ref.index]
    }
  }

  func textBinding(_ ref: FuzzRef) -> Binding<String> {
    switch ref.owner {
    case .observable: return Bindable(models.observable.texts[ref.index]).value
    case .combine:
      return ObservedObject(wrappedValue: models.combine).projectedValue.texts[ref.index]
    case .state(let number): return chain(number).texts[ref.index]
    }
  }

  /// The items of a list held as values (the `ObservableObject` model's or `@State`'s).
  func itemsBinding(_ ref: FuzzRef) -> Binding<[FuzzItem]> {
    switch ref.owner {
    case .observable: preconditionFailure("an @Observable list holds objects")
    case .combine:
      return ObservedObject(wrappedValue: models.combine).projectedValue.lists[ref.index]
    case .state(let number): return chain(number).lists[ref.index]
    }
  }

  func rowItems(_ ref: FuzzRef) -> [FuzzRowItem] {
    switch ref.owner {
    case .observable: return models.observable.lists[ref.index].items.map(FuzzRowItem.observable)
    case .combine: return models.combine.lists[ref.index].map(FuzzRowItem.value)
    case .state(let number):
      return chain(number).lists.wrappedValue[ref.index].map(FuzzRowItem.value)
    }
  }

  func count(_ ref: FuzzRef) -> Int {
    switch ref.owner {
    case .observable: return models.observable.lists[ref.index].items.count
    case .combine: return models.combine.lists[ref.index].count
    case .state(let number): return chain(number).lists.wrappedValue[ref.index].count
    }
  }

  private func chain(_ number: Int) -> FuzzScopeChain {
    var current = scopes
    while let chain = current {
      if chain.number == number { return chain }
      current = chain.parent
    }
    preconditionFailure("no @State scope \(number) around this node")
  }

  // MARK: Acting

  /// What a button of the program does when tapped.
  func perform(_ action: FuzzAction) {
    switch action {
    case .toggle(let ref):
      flagBinding(ref).wrappedValue.toggle()
    case .edit(let ref):
      guard let change = models.pendingChange else { return }
      models.pendingChange = nil
      if case .state(let number) = ref.owner {
        change.apply(to: &chain(number).lists.wrappedValue[ref.index])
      } else {
        models.apply(change, toModelList: ref)
      }
    }
  }
}

/// The item of a row: an `@Observable` object (its title read where the row reads it) or a
/// value.
enum FuzzRowItem: Equatable, Identifiable {
  case observable(FuzzObservableItem)
  case value(FuzzItem)

  var id: Int {
    switch self {
    case .observable(let item): return item.id
    case .value(let item): return item.id
    }
  }

  var title: String {
    switch self {
    case .observable(let item): return item.title
    case .value(let item): return item.title
    }
  }

  static func == (lhs: FuzzRowItem, rhs: FuzzRowItem) -> Bool {
    switch (lhs, rhs) {
    case (.observable(let left), .observable(let right)): return left === right
    case (.value(let left), .value(let right)): return left == right
    default: return false
    }
  }
}

/// The bindings of one `stateScope`'s `@State`, and of the scopes around it. The scope keeps
/// one chain for its lifetime (in `@State`), so its children see the same input until
/// something they read changes.
@MainActor final class FuzzScopeChain {
  var number = 0
  var flags: Binding<[Bool]> = .constant([])
  var lists: Binding<[[FuzzItem]]> = .constant([])
  var texts: Binding<[String]> = .constant([])
  var parent: FuzzScopeChain?

  nonisolated init() {}
}
