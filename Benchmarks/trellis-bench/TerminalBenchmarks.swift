import Dispatch
@_spi(TrellisHost) import TrellisTerminalHost
@_spi(TrellisHost) import TrellisUI

/// What the terminal host writes and how long its frames take, measured on `TerminalFrames`
/// (the host's drawing, without a real terminal): bytes for small edits and a full redraw of a
/// 200 x 60 screen, time per frame, and opening and scrolling a huge list beside a small one.
@MainActor
enum TerminalBenchmarks {
  @Observable final class Item: Identifiable {
    let id: Int
    var title: String
    var enabled: Bool
    var note: String
    let colour: String
    init(id: Int) {
      self.id = id
      title = "Label \(id)"
      enabled = id % 3 == 0
      colour = ["amber", "cobalt", "copper", "slate"][id % 4]
      note =
        "Row \(id) of the catalogue: amber, cobalt, copper and slate labels, "
        + "filed by colour, then by size, then by the date they were printed"
    }
  }

  @Observable final class Store {
    var items: [Item]
    init(count: Int) { items = (0..<count).map(Item.init) }
  }

  /// A row as an app would draw it: a label, a toggle and a field.
  struct ItemRow: View {
    @Bindable var item: Item
    var body: some View {
      HStack {
        Text(item.title).bold()
        Text(item.colour).foregroundColor(.secondary)
        Toggle("Enabled", isOn: $item.enabled)
        TextField("Note", text: $item.note)
      }
    }
  }

  struct Screen: View {
    var store: Store
    var body: some View {
      VStack(alignment: .leading) {
        Text("Labels: \(store.items.count)").bold()
        List(store.items) { item in ItemRow(item: item) }
      }
    }
  }

  static let environment = ["TERM": "xterm-256color"]

  struct Bytes {
    var typing: Int
    var toggling: Int
    var redraw: Int
  }

  /// Bytes written for one typed character, one toggled row and a full redraw.
  static func bytes(width: Int, height: Int) -> Bytes {
    let frames = TerminalFrames(
      core: HostCore(root: Screen(store: Store(count: 200)), width: width, height: height),
      environment: environment)
    _ = frames.nextFrame()
    let field = element(.textField, index: 1, in: frames.core)
    try! field.focus()
    try! field.type("a")
    _ = frames.nextFrame()
    try! element(.textField, index: 1, in: frames.core).type("b")
    let typing = frames.nextFrame().count

    try! element(.toggle, index: 2, in: frames.core).tap()
    let toggling = frames.nextFrame().count
    return Bytes(typing: typing, toggling: toggling, redraw: frames.redrawAll().count)
  }

  /// Nanoseconds per full redraw and per frame after one toggle, layout left out: only the
  /// canvas -> terminal screen -> writer bytes work is timed. Best of seven rounds.
  static func frameTimes(width: Int, height: Int, frames count: Int) -> (
    redraw: Double, smallChange: Double
  ) {
    let frames = TerminalFrames(
      core: HostCore(root: Screen(store: Store(count: 200)), width: width, height: height),
      environment: environment)
    _ = frames.nextFrame()
    let redraw = measure("redraw", operations: count) {
      for _ in 0..<count { blackHole(frames.redrawAll()) }
    }
    var best = Double.infinity
    for _ in 0..<7 {
      var elapsed: UInt64 = 0
      for _ in 0..<count {
        try! element(.toggle, index: 2, in: frames.core).tap()
        frames.core.update()  // the layout, untimed
        let start = DispatchTime.now().uptimeNanoseconds
        blackHole(frames.nextFrame())
        elapsed += DispatchTime.now().uptimeNanoseconds - start
      }
      best = min(best, Double(elapsed) / Double(count))
    }
    return (redraw.nanosecondsPerOperation, best)
  }

  /// Nanoseconds from a state write to the bytes of its frame, layout included: flipping a
  /// row's toggle (a write to its item) and typing one character in a focused field. Best of
  /// seven rounds of `count` changes.
  static func changeTimes(width: Int, height: Int, changes count: Int) -> (
    toggle: Double, typing: Double
  ) {
    (
      time(.toggle(width: width, height: height), changes: count),
      time(.typing(width: width, height: height), changes: count)
    )
  }

  /// Nanoseconds per change of `scenario`, from the state write to the bytes of its frame:
  /// best of seven rounds of `count` changes.
  static func time(_ scenario: TerminalScenario, changes count: Int) -> Double {
    var index = 0
    return measure("change", operations: count) {
      for _ in 0..<count {
        blackHole(scenario.step(index))
        index += 1
      }
    }.nanosecondsPerOperation
  }

  struct ListTimes {
    var count: Int
    var open: Double
    var scroll: Double
  }

  /// Opening (graph, layout and first frame's bytes) and scrolling one page (layout and the
  /// frame's bytes) of a list of `count` rows, in nanoseconds: best of five openings, and
  /// of five rounds of `pages` page moves.
  static func list(count: Int, width: Int, height: Int, pages: Int) -> ListTimes {
    let store = Store(count: count)
    return list(Screen(store: store), count: count, width: width, height: height, pages: pages)
  }

  /// Opening and scrolling `root`, a screen whose one list has `count` rows (as above),
  /// from `startingAt` steps into its content (the middle of a list by default).
  static func list(
    _ root: some View, count: Int, width: Int, height: Int, pages: Int, startingAt: Int? = nil
  ) -> ListTimes {
    var open = Double.infinity
    var frames: TerminalFrames?
    for _ in 0..<5 {
      frames?.core.close()
      let start = DispatchTime.now().uptimeNanoseconds
      let opened = TerminalFrames(
        core: HostCore(root: root, width: width, height: height), environment: environment)
      blackHole(opened.nextFrame())
      open = min(open, Double(DispatchTime.now().uptimeNanoseconds - start))
      frames = opened
    }
    let core = frames!.core
    let list = core.scrollContainers[0]
    let page = list.cellFrame.height
    // From the middle of the list, so that a long one is measured far from its start: a
    // page down and a page up, in turn; the best of five rounds.
    try! list.scroll(by: startingAt ?? count / 2)
    blackHole(frames!.nextFrame())
    let scroll = measure("scroll", operations: pages, rounds: 5) {
      for index in 0..<pages {
        try! list.scroll(by: index % 2 == 0 ? page : -page)
        blackHole(frames!.nextFrame())
      }
    }.nanosecondsPerOperation
    core.close()
    return ListTimes(count: count, open: open, scroll: scroll)
  }

  /// The `index`th control of a kind on screen.
  private static func element(_ kind: HostElement.Kind, index: Int, in core: HostCore)
    -> HostElement
  {
    core.elements.filter { $0.kind == kind }[index]
  }
}
