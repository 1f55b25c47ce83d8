/// Where a value lives, resolved for one instance of a view: the models' values by index,
/// a `stateScope`'s `@State` by the scope's identity path, a check row's `@State` by its
/// row's path.
enum FuzzLocation: Hashable {
  case observable(Int)
  case combine(Int)
  case scope(path: String, index: Int)
  case row(path: String)
}

/// A control the program shows now, by the label it shows.
struct FuzzControl {
  enum Target {
    /// A toggle of this flag.
    case flag(FuzzLocation)
    /// A field of this text.
    case text(FuzzLocation)
    /// A field of the title of item `id` in this list.
    case title(list: FuzzLocation, id: Int)
    /// A button toggling this flag.
    case toggleButton(FuzzLocation)
    /// A button applying the chosen change to this list.
    case editButton(FuzzLocation)
  }

  let path: String
  let target: Target
  /// Where it comes in the focus order (Tab): the order of the views in the program.
  let order: Int
}

/// What a person should see, as data: every value of the models and of the views' `@State`,
/// and which control has focus. Edits change it as they change the live host; after each
/// update pass a fresh render of it is what the live host must show.
///
/// `@State` follows identity, as on Apple's platforms: the world keeps the state of each
/// scope and check row while its identity is in the program's output (on screen or not, a
/// lazy row's included) and forgets it when the identity goes, so that it comes back with
/// its first value. Focus goes when the focused control's identity goes.
struct FuzzWorld: Equatable {
  var observable: FuzzValues
  var combine: FuzzValues
  /// The `@State` of each scope present, by path.
  var scopes: [String: FuzzValues] = [:]
  /// The `@State` of each check row that differs from its first value (off), by path.
  var rows: [String: Bool] = [:]
  /// The path of the focused control.
  var focus: String?

  init(_ program: FuzzProgram) {
    observable = program.observable
    combine = program.combine
  }

  var seeds: FuzzSeeds { FuzzSeeds(scopes: scopes, rows: rows) }

  // MARK: Values

  func flag(_ location: FuzzLocation) -> Bool {
    switch location {
    case .observable(let index): return observable.flags[index]
    case .combine(let index): return combine.flags[index]
    case .scope(let path, let index): return scopes[path]!.flags[index]
    case .row(let path): return rows[path] ?? false
    }
  }

  mutating func setFlag(_ location: FuzzLocation, _ value: Bool) {
    switch location {
    case .observable(let index): observable.flags[index] = value
    case .combine(let index): combine.flags[index] = value
    case .scope(let path, let index): scopes[path]!.flags[index] = value
    case .row(let path): rows[path] = value ? true : nil
    }
  }

  func list(_ location: FuzzLocation) -> [FuzzItem] {
    switch location {
    case .observable(let index): return observable.lists[index]
    case .combine(let index): return combine.lists[index]
    case .scope(let path, let index): return scopes[path]!.lists[index]
    case .row: preconditionFailure("a row holds no list")
    }
  }

  mutating func change(_ location: FuzzLocation, _ change: FuzzListChange) {
    switch location {
    case .observable(let index): change.apply(to: &observable.lists[index])
    case .combine(let index): change.apply(to: &combine.lists[index])
    case .scope(let path, let index): change.apply(to: &scopes[path]!.lists[index])
    case .row: preconditionFailure("a row holds no list")
    }
  }

  func text(_ location: FuzzLocation) -> String {
    switch location {
    case .observable(let index): return observable.texts[index]
    case .combine(let index): return combine.texts[index]
    case .scope(let path, let index): return scopes[path]!.texts[index]
    case .row: preconditionFailure("a row holds no text")
    }
  }

  mutating func setText(_ location: FuzzLocation, _ value: String) {
    switch location {
    case .observable(let index): observable.texts[index] = value
    case .combine(let index): combine.texts[index] = value
    case .scope(let path, let index): scopes[path]!.texts[index] = value
    case .row: preconditionFailure("a row holds no text")
    }
  }

  func title(in list: FuzzLocation, id: Int) -> String? {
    self.list(list).first { $0.id == id }?.title
  }

  mutating func setTitle(in list: FuzzLocation, id: Int, _ title: String) {
    guard let index = self.list(list).firstIndex(where: { $0.id == id }) else { return }
    change(list, .rename(at: index, title))
  }
}
