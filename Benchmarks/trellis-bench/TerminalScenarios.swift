@_spi(TrellisHost) import TrellisTerminalHost
@_spi(TrellisHost) import TrellisUI

/// The terminal host's measured changes, each set up once and then repeated: a screen drawn
/// through `TerminalFrames` and the change to make before each of its frames. The timed rows
/// and `--profile` (one change under callgrind) run the same code.
@MainActor
struct TerminalScenario {
  let frames: TerminalFrames
  /// Makes the `index`th change; the frame that shows it is drawn after it.
  let change: (Int) -> Void

  /// Makes the `index`th change and returns the bytes of its frame.
  func step(_ index: Int) -> [UInt8] {
    change(index)
    return frames.nextFrame()
  }

  /// The changes `--profile` and the tables know, by name.
  static let names = [
    "toggle", "typing", "edit", "list-edit", "sectioned-toggle", "sectioned-scroll",
  ]

  /// The scenario called `name` (one of ``names``); `rows` sizes the sectioned list.
  static func named(_ name: String, rows: Int) -> TerminalScenario? {
    switch name {
    case "toggle": return toggle(width: 200, height: 60)
    case "typing": return typing(width: 200, height: 60)
    case "edit": return rowEdit(width: 80, height: 24)
    case "list-edit": return listEdit(count: rows, width: 80, height: 24)
    case "sectioned-toggle": return sectionedToggle(count: rows, width: 80, height: 24)
    case "sectioned-scroll": return sectionedScroll(count: rows, width: 80, height: 24)
    default: return nil
    }
  }

  private static func opened(_ root: some View, width: Int, height: Int) -> TerminalFrames {
    let frames = TerminalFrames(
      core: HostCore(root: root, width: width, height: height),
      environment: TerminalBenchmarks.environment)
    _ = frames.nextFrame()
    return frames
  }

  /// Flipping the third row's toggle: a write to its item.
  static func toggle(width: Int, height: Int) -> TerminalScenario {
    let store = TerminalBenchmarks.Store(count: 200)
    let frames = opened(TerminalBenchmarks.Screen(store: store), width: width, height: height)
    return TerminalScenario(frames: frames) { _ in store.items[2].enabled.toggle() }
  }

  /// Typing a character in the second row's focused field (and, every sixteenth change,
  /// deleting what was typed, so that the text stays about as long as it was).
  static func typing(width: Int, height: Int) -> TerminalScenario {
    let store = TerminalBenchmarks.Store(count: 200)
    let frames = opened(TerminalBenchmarks.Screen(store: store), width: width, height: height)
    let field = frames.core.elements.filter { $0.kind == .textField }[1]
    try! field.focus()
    _ = frames.nextFrame()
    return TerminalScenario(frames: frames) { index in
      if (index + 1) % 16 == 0 { try! field.deleteBackward(15) } else { try! field.type("a") }
    }
  }

  /// Renaming the third row's item: its label changes width, its toggle and field move.
  static func rowEdit(width: Int, height: Int) -> TerminalScenario {
    let store = TerminalBenchmarks.Store(count: 200)
    let frames = opened(TerminalBenchmarks.Screen(store: store), width: width, height: height)
    return TerminalScenario(frames: frames) { index in
      store.items[2].title = index % 2 == 0 ? "Renamed \(index)" : "Label 2"
    }
  }

  /// Editing the first row's item in the README's list of text rows (`ListBenchmarks`, each row
  /// a view of its own observing an `@Observable` item): the one-row edit of issue #12's target.
  static func listEdit(count: Int, width: Int, height: Int) -> TerminalScenario {
    let store = ListBenchmarks.ObservationStore(count: count)
    let frames = opened(ListBenchmarks.ObservationList(store: store), width: width, height: height)
    return TerminalScenario(frames: frames) { index in store.items[0].title = "Edit \(index)" }
  }

  /// Flipping the toggle of the third visible row of a sectioned list of inline rows.
  static func sectionedToggle(count: Int, width: Int, height: Int) -> TerminalScenario {
    let catalogue = SectionedList.Catalogue(count: count)
    let frames = opened(SectionedList(catalogue: catalogue), width: width, height: height)
    return TerminalScenario(frames: frames) { _ in catalogue.first[2].done.toggle() }
  }

  /// Scrolling the sectioned list a page down and back up, in turn, from its middle.
  static func sectionedScroll(count: Int, width: Int, height: Int) -> TerminalScenario {
    let catalogue = SectionedList.Catalogue(count: count)
    let frames = opened(SectionedList(catalogue: catalogue), width: width, height: height)
    let list = frames.core.scrollContainers[0]
    let page = list.cellFrame.height
    try! list.scroll(by: count / 2)
    _ = frames.nextFrame()
    return TerminalScenario(frames: frames) { index in
      try! list.scroll(by: index % 2 == 0 ? page : -page)
    }
  }
}

/// A list as people write one: two sections of rows written inline in their `ForEach`es, over
/// `@Observable` items, each a title and a toggle, text in several scripts.
struct SectionedList: View {
  @Observable final class Entry: Identifiable {
    let id: Int
    var title: String
    var done: Bool
    init(id: Int) {
      self.id = id
      title = ["Shelf \(id) क्षि", "Shelf \(id) 漢字", "Shelf \(id) 👩🏽‍💻", "Shelf \(id)"][id % 4]
      done = id % 2 == 0
    }
  }

  @Observable final class Catalogue {
    var first: [Entry]
    var second: [Entry]
    init(count: Int) {
      first = (0..<count / 2).map(Entry.init)
      second = (count / 2..<count).map(Entry.init)
    }
  }

  var catalogue: Catalogue
  var body: some View {
    List {
      Section("First half") {
        ForEach(catalogue.first) { entry in
          HStack {
            Text(entry.title)
            Toggle("Done", isOn: Bindable(entry).done)
          }
        }
      }
      Section {
        ForEach(catalogue.second) { entry in
          HStack {
            Text(entry.title)
            Toggle("Done", isOn: Bindable(entry).done)
          }
        }
      } header: {
        Text("Second half")
      } footer: {
        Text("The end")
      }
    }
  }
}
