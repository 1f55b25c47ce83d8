/// Makes random programs of the grammar, valid by construction (`FuzzProgram.isValid`).
struct FuzzProgramGenerator {
  var random: FuzzRandom
  private var nextNumber = 1
  private var nextItemID = 1
  /// Nodes still to make; containers stop growing when it runs out.
  private var budget = 0

  /// Titles in several scripts, some two columns wide.
  static let titles = ["Ash", "Birch", "Ébène", "Кедр", "橡树", "सागौन", "Yew", "Fig", "Oak", "ケヤキ"]

  init(random: FuzzRandom) { self.random = random }

  /// The first item id an edit may use: above every id a program starts with.
  static let firstEditItemID = 10_000

  private struct Where {
    var scopes: [Int: FuzzValues] = [:]
    var depth = 0
    var inRow = false
    var inScroll = false
    var oneLine = false
    var inHStack = false
    var inDisabled = false
  }

  mutating func program() -> FuzzProgram {
    budget = random.int(in: 5...18)
    let observable = values(flags: 1...3, lists: 1...2, texts: 0...2)
    let combine = values(flags: 1...3, lists: 1...2, texts: 0...2)
    var program = FuzzProgram(
      root: FuzzNode(number: 0, kind: .text("")), observable: observable, combine: combine)
    models = (observable, combine)
    let count = random.int(in: 1...4)
    let children = (0..<count).map { _ in node(Where()) }
    program.root = FuzzNode(number: number(), kind: .stack(.vertical, children))
    return program
  }

  /// The models' values of the program being made.
  private var models: (observable: FuzzValues, combine: FuzzValues)?

  private mutating func number() -> Int {
    defer { nextNumber += 1 }
    return nextNumber
  }

  private mutating func values(
    flags: ClosedRange<Int>, lists: ClosedRange<Int>, texts: ClosedRange<Int>
  ) -> FuzzValues {
    FuzzValues(
      flags: (0..<random.int(in: flags)).map { _ in random.chance(50) },
      lists: (0..<random.int(in: lists)).map { _ in items(random.int(in: 0...12)) },
      texts: (0..<random.int(in: texts)).map { _ in random.pick(["", "a", "hé", "字"]) })
  }

  private mutating func items(_ count: Int) -> [FuzzItem] {
    (0..<count).map { _ in
      defer { nextItemID += 1 }
      return FuzzItem(id: nextItemID, title: random.pick(Self.titles))
    }
  }

  // MARK: References

  /// A reference to a value of `kind` that exists here, if any.
  private mutating func ref(_ kind: FuzzValueKind, _ place: Where) -> FuzzRef? {
    var choices: [FuzzRef] = []
    func add(_ owner: FuzzOwner, _ values: FuzzValues) {
      let count: Int
      switch kind {
      case .flag: count = values.flags.count
      case .list: count = values.lists.count
      case .text: count = values.texts.count
      }
      choices += (0..<count).map { FuzzRef(owner: owner, index: $0) }
    }
    guard let models else { return nil }
    add(.observable, models.observable)
    add(.combine, models.combine)
    for (number, values) in place.scopes.sorted(by: { $0.key < $1.key }) {
      // Values of the scopes around are more likely: they exercise @State and @Binding.
      add(.state(scope: number), values)
      add(.state(scope: number), values)
    }
    return choices.isEmpty ? nil : random.pick(choices)
  }

  private mutating func flag(_ place: Where) -> FuzzRef { ref(.flag, place)! }

  // MARK: Nodes

  private mutating func node(_ place: Where) -> FuzzNode {
    budget -= 1
    let canNest = budget > 0 && place.depth < 5
    var choices: [(Int, Choice)] = [
      (4, .text), (6, .flagText), (3, .countText), (2, .environmentText),
    ]
    if ref(.text, place) != nil { choices.append((3, .valueText)) }
    if place.inRow { choices.append((7, .itemTitle)) }
    if !place.inDisabled {
      choices.append((6, .toggle))
      choices.append((4, .button))
      if ref(.text, place) != nil { choices.append((3, .field)) }
    }
    if canNest {
      choices += [(5, .conditional), (3, .stateScope), (5, .modifier)]
      if !place.inHStack { choices.append((4, .hstack)) }
      if !place.oneLine {
        choices += [(5, .vstack), (2, .section)]
        // A ForEach inside a row multiplies the rows (and the time a case takes); nested
        // ForEach is the lazy `.nested` shape's, where only the visible rows are built.
        if !place.inRow { choices.append((5, .forEach)) }
        if !place.inScroll && !place.inDisabled {
          // Lazy containers near the root, where they get the screen's height to scroll in.
          let lazy = place.depth <= 1 ? 9 : 3
          choices += [(lazy, .list), (lazy, .lazyStack), (2, .scrollStack)]
        }
      }
    }
    let choice = random.weighted(choices)
    let number = number()
    return FuzzNode(number: number, kind: kind(choice, place, number: number))
  }

  private enum Choice {
    case text, flagText, valueText, countText, itemTitle, environmentText, toggle, field, button
    case vstack, hstack, section, conditional, forEach, list, lazyStack, scrollStack, stateScope
    case modifier
  }

  private mutating func kind(_ choice: Choice, _ place: Where, number: Int) -> FuzzNode.Kind {
    var inner = place
    inner.depth += 1
    switch choice {
    case .text: return .text(random.pick(["Hello", "Привет", "नमस्ते", "你好", "—"]))
    case .flagText: return .flagText(flag(place))
    case .valueText: return .valueText(ref(.text, place)!)
    case .countText: return .countText(ref(.list, place)!)
    case .itemTitle: return .itemTitle
    case .environmentText: return .environmentText
    case .toggle: return .toggle(flag(place))
    case .field: return .field(ref(.text, place)!)
    case .button:
      if random.chance(50) { return .button(.toggle(flag(place))) }
      return .button(.edit(ref(.list, place)!))
    case .vstack: return .stack(.vertical, children(inner, 1...4))
    case .hstack:
      // Short and never nested, so that it fits on one line of the narrowest container.
      var row = inner
      row.oneLine = true
      row.inHStack = true
      return .stack(.horizontal, children(row, 1...2))
    case .section: return .section(random.pick(["Trees", "Árboles", "木"]), children(inner, 1...3))
    case .conditional:
      let condition = flag(place)
      let then = node(inner)
      let otherwise = place.oneLine || random.chance(50) ? node(inner) : nil
      return .conditional(condition, then, otherwise)
    case .forEach: return .forEach(ref(.list, place)!, row(inner))
    case .list: return .list(lazyContent(inner))
    case .lazyStack:
      var rows = inner
      rows.oneLine = true
      return .lazyStack(lazyContent(rows))
    case .scrollStack:
      var scrolled = inner
      scrolled.inScroll = true
      return .scrollStack(children(scrolled, 1...4))
    case .stateScope:
      let values = values(flags: 1...2, lists: 0...1, texts: 0...1)
      var scoped = inner
      scoped.scopes[number] = values
      return .stateScope(values, node(scoped))
    case .modifier:
      return modifier(place, inner)
    }
  }

  private mutating func modifier(_ place: Where, _ inner: Where) -> FuzzNode.Kind {
    var choices: [(Int, Int)] = [(3, 1), (3, 2), (2, 3), (3, 4)]
    if !place.oneLine { choices.append((2, 0)) }
    switch random.weighted(choices) {
    case 0: return .modified(.padding, node(inner))
    case 1: return .modified(.bold(flag(place)), node(inner))
    case 2: return .modified(.id(flag(place)), node(inner))
    case 3:
      var disabled = inner
      disabled.inDisabled = true
      return .modified(.disabled(flag(place)), node(disabled))
    default: return .modified(.environment(flag(place)), node(inner))
    }
  }

  private mutating func children(_ place: Where, _ count: ClosedRange<Int>) -> [FuzzNode] {
    (0..<random.int(in: count)).map { _ in node(place) }
  }

  private mutating func row(_ place: Where) -> FuzzRow {
    var choices: [(Int, Int)] = [(4, 0), (3, 1), (3, 2)]
    if !place.inDisabled { choices += [(3, 3), (2, 4)] }
    if budget > 0 { choices.append((4, 5)) }
    switch random.weighted(choices) {
    case 0: return .title
    case 1: return .titleWith(flag(place))
    case 2: return .rowView
    case 3: return .checkRow
    case 4: return .fieldRow
    default:
      var inRow = place
      inRow.inRow = true
      return .subtree(node(inRow))
    }
  }

  private mutating func lazyContent(_ place: Where) -> FuzzLazyContent {
    var inner = place
    inner.inScroll = true
    switch random.weighted([(5, 0), (3, 1), (2, 2), (2, 3), (1, 4), (1, 5), (1, 6)]) {
    case 0: return .rows(ref(.list, place)!, row(inner))
    case 1:
      let count = random.int(in: 1...3)
      return .sections(
        (0..<count).map { _ in
          FuzzLazySection(
            number: number(), title: random.pick(["Seeds", "Семена", "बीज"]),
            list: ref(.list, place)!, row: row(inner),
            footer: random.chance(40) ? random.pick(["End", "Fin", "終"]) : nil)
        })
    case 2:
      let lead = node(inner)
      let list = ref(.list, place)!
      let row = row(inner)
      return .mixed(lead, list, row, node(inner))
    case 3:
      return .views(children(inner, 1...4))
    case 4:
      return .group(ref(.list, place)!, row(inner))
    case 5:
      let modifier: FuzzModifier =
        random.chance(50) ? .bold(flag(place)) : .environment(flag(place))
      return .modifiedRows(ref(.list, place)!, row(inner), modifier)
    default:
      return .nested(ref(.list, place)!, ref(.list, place)!)
    }
  }
}
