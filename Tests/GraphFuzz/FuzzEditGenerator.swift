@_spi(TrellisHost) import TrellisTerminalHost
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// Makes random steps: changes to the models from outside, or one action on what the live
/// host shows (a tap, typing, focus, a scroll).
struct FuzzEditGenerator {
  var random: FuzzRandom
  private var nextItemID = FuzzProgramGenerator.firstEditItemID
  /// The last scroll not yet scrolled back: scrolling back brings rows that left the screen
  /// (and the state they must have kept) into view again.
  private var lastScroll: (container: Int, amount: Int)?
  /// Items removed so far, which an insert may bring back.
  private var removed: [FuzzItem] = []

  init(random: FuzzRandom) { self.random = random }

  @MainActor
  mutating func step(
    program: FuzzProgram, world: FuzzWorld, controls: [String: FuzzControl], host: ViewHost
  ) -> FuzzStep {
    if random.chance(45) {
      return (0..<random.int(in: 1...3)).map { _ in modelEdit(program, world) }
    }
    let shown = host.elements.compactMap { element -> (ViewHost.Element, String, FuzzControl)? in
      guard let label = element.fuzzLabel, let control = controls[label] else { return nil }
      return (element, label, control)
    }
    let containers = host.core.scrollContainers.count
    if let last = lastScroll, last.container < containers, random.chance(35) {
      lastScroll = nil
      return [.scroll(container: last.container, amount: -last.amount)]
    }
    if containers > 0, shown.isEmpty || random.chance(30) {
      let amount = random.pick([-7, -3, -2, -1, 1, 1, 2, 3, 5, 9, 12])
      let container = random.below(containers)
      lastScroll = (container, amount)
      return [.scroll(container: container, amount: amount)]
    }
    if !controls.isEmpty, random.chance(12) { return [.tab(backward: random.chance(30))] }
    guard !shown.isEmpty else { return [modelEdit(program, world)] }
    let (element, label, control) = random.pick(shown)
    if random.chance(15) { return [.focus(label)] }
    switch control.target {
    case .flag, .toggleButton:
      return [.tap(label, change: nil)]
    case .editButton(let list):
      return [.tap(label, change: change(world.list(list)))]
    case .text, .title:
      let text = element.value ?? ""
      if !text.isEmpty, random.chance(30) {
        return [.deleteBackward(label, count: random.int(in: 1...min(2, text.count)))]
      }
      // Short texts: a field wider than its text never scrolls it, so its look does not
      // depend on the edits that came before.
      guard text.count < 6 else { return [.tap(label, change: nil)] }
      return [.type(label, text: random.pick(["x", "é", "字", "ab", "ट"]))]
    }
  }

  private mutating func modelEdit(_ program: FuzzProgram, _ world: FuzzWorld) -> FuzzEdit {
    var choices: [(Int, Int)] = [(6, 0), (3, 1)]
    let texts = program.observable.texts.count + program.combine.texts.count
    if texts > 0 { choices.append((2, 2)) }
    switch random.weighted(choices) {
    case 0:
      let ref = modelRef(
        .list, program, observable: program.observable.lists.count,
        combine: program.combine.lists.count)
      return .changeList(ref, change(world.list(FuzzEdit.modelLocation(ref))))
    case 1:
      return .toggleFlag(
        modelRef(
          .flag, program, observable: program.observable.flags.count,
          combine: program.combine.flags.count))
    default:
      let ref = modelRef(
        .text, program, observable: program.observable.texts.count,
        combine: program.combine.texts.count)
      return .setText(ref, random.pick(["", "q", "Ω", "日本", "ok"]))
    }
  }

  /// A value of `kind` of the models: mostly one the program reads, else any (`observable`
  /// of the `@Observable` model's, `combine` of the `ObservableObject`'s; one is positive).
  private mutating func modelRef(
    _ kind: FuzzValueKind, _ program: FuzzProgram, observable: Int, combine: Int
  ) -> FuzzRef {
    let read = program.root.allReads.filter { $0.1 == kind && $0.0.owner.isModel }
      .map(\.0)
    if !read.isEmpty, random.chance(80) { return random.pick(read) }
    return modelRef(observable, combine)
  }

  /// A value of the `@Observable` model (`observable` of them) or of the `ObservableObject`
  /// one (`combine`); one of the two counts is positive.
  private mutating func modelRef(_ observable: Int, _ combine: Int) -> FuzzRef {
    let index = random.below(observable + combine)
    return index < observable
      ? FuzzRef(owner: .observable, index: index)
      : FuzzRef(owner: .combine, index: index - observable)
  }

  private mutating func change(_ items: [FuzzItem]) -> FuzzListChange {
    let count = items.count
    let roll = count == 0 ? 0 : random.below(10)
    switch roll {
    case 0..<4:
      // Sometimes an item removed earlier comes back (an undo): same id, so the same
      // identity, which must come back with fresh state.
      let absent = removed.filter { item in !items.contains { $0.id == item.id } }
      if !absent.isEmpty, random.chance(40) {
        return .insert(at: random.below(count + 1), random.pick(absent))
      }
      defer { nextItemID += 1 }
      return .insert(
        at: random.below(count + 1),
        FuzzItem(id: nextItemID, title: random.pick(FuzzProgramGenerator.titles)))
    case 4..<6:
      let index = random.below(count)
      removed.append(items[index])
      return .remove(at: index)
    case 6..<8: return .move(from: random.below(count), to: random.below(count))
    default: return .rename(at: random.below(count), random.pick(FuzzProgramGenerator.titles))
    }
  }
}
