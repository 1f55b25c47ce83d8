import Foundation
import Testing
import TrellisTerminal
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

@MainActor
@Suite struct ListEditingTests {
  struct Fruit: Identifiable, Hashable {
    let id: Int
    var name: String
  }

  static let fruits = [
    Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "バナナ"), Fruit(id: 3, name: "चेरी"),
    Fruit(id: 4, name: "Date"),
  ]

  /// A row with state of its own, to tell whether rows keep their identity.
  struct FruitRow: View {
    let fruit: Fruit
    @State private var isStarred = false
    var body: some View {
      HStack {
        Text(fruit.name)
        Toggle("Star \(fruit.name)", isOn: $isStarred)
      }
    }
  }

  struct Basket: View {
    let log: EventLog
    @State var fruits = ListEditingTests.fruits
    var lazy = false

    var body: some View {
      VStack {
        EditButton()
        Text("Order: \(fruits.map(\.name).joined(separator: ","))")
        if lazy {
          List {
            ForEach(fruits) { fruit in FruitRow(fruit: fruit) }
              .onDelete(perform: delete)
              .onMove(perform: move)
          }
        } else {
          List {
            Section("Fruit") {
              ForEach(fruits) { FruitRow(fruit: $0) }
                .onDelete(perform: delete)
                .onMove(perform: move)
            }
          }
        }
      }
    }

    func delete(_ offsets: IndexSet) {
      log.add("delete \(Array(offsets))")
      fruits.remove(atOffsets: offsets)
    }

    func move(_ offsets: IndexSet, _ destination: Int) {
      log.add("move \(Array(offsets)) to \(destination)")
      fruits.move(fromOffsets: offsets, toOffset: destination)
    }
  }

  @Test(arguments: [false, true])
  func deletingARowRemovesItsElementAndTheOthersKeepTheirState(lazy: Bool) async throws {
    let log = EventLog()
    let host = ViewHost(Basket(log: log, lazy: lazy), width: 50, height: 16)
    try host.toggle("Star Date").tap()
    await host.nextUpdate()
    try host.text("バナナ").deleteRow()
    await host.nextUpdate()
    #expect(log.events == ["delete [1]"])
    #expect(host.contains(text: "Order: Apple,चेरी,Date"))
    #expect(try host.toggle("Star Date").isOn == true)
    #expect(try host.toggle("Star Apple").isOn == false)
  }

  @Test(arguments: [false, true])
  func movingARowUpOrDownGivesApplesOffsets(lazy: Bool) async throws {
    let log = EventLog()
    let host = ViewHost(Basket(log: log, lazy: lazy), width: 50, height: 16)
    try host.toggle("Star Apple").tap()
    try host.text("Apple").moveRow(by: 1)
    await host.nextUpdate()
    #expect(host.contains(text: "Order: バナナ,Apple,चेरी,Date"))
    try host.text("Date").moveRow(by: -1)
    await host.nextUpdate()
    #expect(host.contains(text: "Order: バナナ,Apple,Date,चेरी"))
    // At the ends nothing moves and the action does not run.
    try host.text("バナナ").moveRow(by: -1)
    try host.text("चेरी").moveRow(by: 1)
    await host.nextUpdate()
    #expect(log.events == ["move [0] to 2", "move [3] to 2"])
    // The moved row kept its state.
    #expect(try host.toggle("Star Apple").isOn == true)
  }

  @Test func editingShowsDeleteButtonsAndHandlesThatWorkAndKeepRowState() async throws {
    let log = EventLog()
    let host = ViewHost(Basket(log: log), width: 50, height: 16)
    #expect(!host.text.contains("−"))
    try host.toggle("Star चेरी").tap()
    try host.button("Edit").tap()
    await host.nextUpdate()
    let deletes = host.elements.filter { $0.kind == .button && $0.text == "−" }
    #expect(deletes.count == 4)
    #expect(deletes.allSatisfy { $0.accessibilityLabel == "Delete" })
    #expect(host.elements.filter { $0.kind == .button && $0.text == "≡" }.count == 4)
    // The row's own state survived turning editing on.
    #expect(try host.toggle("Star चेरी").isOn == true)
    try deletes[0].tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Order: バナナ,चेरी,Date"))
    try host.button("Done").tap()
    await host.nextUpdate()
    #expect(!host.text.contains("−"))
    #expect(try host.toggle("Star चेरी").isOn == true)
  }

  @Test func deleteAndAltArrowsInTheTerminalEditTheFocusedRow() async throws {
    let log = EventLog()
    let core = HostCore(root: Basket(log: log), width: 50, height: 16)
    let input = _TerminalInput(core: core)
    func press(_ key: Key, _ modifiers: KeyModifiers = []) {
      _ = input.handle(.key(KeyEvent(key, modifiers: modifiers)))
      core.update()
    }
    let star = try #require(core.elements.first { $0.text == "Star Apple" })
    try star.focus()
    press(.down, .alt)
    #expect(log.events == ["move [0] to 2"])
    // Focus stays on the moved row's control.
    #expect(core.focused?.text == "Star Apple")
    press(.up, .alt)
    #expect(log.events.last == "move [1] to 0")
    press(.delete)
    #expect(log.events.last == "delete [0]")
    #expect(core.elements.contains { $0.text == "Order: バナナ,चेरी,Date" })
    // With focus on the edit button (not in a row), Delete does nothing.
    try #require(core.elements.first { $0.text == "Edit" }).focus()
    press(.backspace)
    #expect(log.events.count == 3)
  }

  @Test func onlyTheActionsGivenAreOfferedAndNilTurnsOneOff() async throws {
    struct Partial: View {
      let log: EventLog
      @State var names = ["α", "β", "γ"]
      var body: some View {
        VStack {
          EditButton()
          List {
            ForEach(names, id: \.self) { Text($0) }
              .onDelete(perform: nil)
              .onMove { names.move(fromOffsets: $0, toOffset: $1) }
              .onDelete { log.add("outer delete \(Array($0))") }
          }
        }
      }
    }
    let log = EventLog()
    let host = ViewHost(Partial(log: log), width: 30, height: 10)
    // The innermost onDelete(nil) stands: the row cannot be deleted.
    #expect(try !host.text("β").canDeleteRow)
    #expect(try host.text("β").canMoveRow)
    #expect(throws: ViewHostError.self) { try host.text("β").deleteRow() }
    try host.button("Edit").tap()
    await host.nextUpdate()
    #expect(!host.elements.contains { $0.text == "−" })
    #expect(host.elements.filter { $0.kind == .button && $0.text == "≡" }.count == 3)
    #expect(log.events.isEmpty)
  }

  @Test func aRowOutsideAnEditableForEachCannotBeEdited() throws {
    let host = ViewHost(List { Text("plain") }, width: 30, height: 5)
    let row = try host.text("plain")
    #expect(!row.canDeleteRow)
    #expect(throws: ViewHostError.self) { try row.moveRow(by: 1) }
  }

  // Rows written as an inline closure, in a plain stack (every row built) and in a list of
  // 10,000 (only the rows on screen built): the offsets are the element's, wherever it is.
  @Test(arguments: [false, true])
  func inlineRowsAreEditableInAStackAndInALongList(inList: Bool) async throws {
    struct Names: View {
      let log: EventLog
      let inList: Bool
      @State var names = (0..<10_000).map { "n\($0)" }
      var body: some View {
        VStack {
          Text("First: \(names[0]) count \(names.count)")
          if inList {
            List {
              ForEach(names, id: \.self) { Text($0) }
                .onDelete {
                  log.add("delete \(Array($0))")
                  names.remove(atOffsets: $0)
                }
                .onMove {
                  log.add("move \(Array($0)) to \($1)")
                  names.move(fromOffsets: $0, toOffset: $1)
                }
            }
          } else {
            ForEach(names.prefix(5), id: \.self) { Text($0) }
              .onDelete {
                log.add("delete \(Array($0))")
                names.remove(atOffsets: $0)
              }
          }
        }
      }
    }
    let log = EventLog()
    let host = ViewHost(Names(log: log, inList: inList), width: 30, height: 8)
    if inList {
      // Laziness holds with edit actions: a few rows are built, not 10,000.
      #expect(host.liveNodeCount < 200)
      try host.text("n0").scroll(by: 5_000)
      try host.text("n5000").moveRow(by: -1)
      await host.nextUpdate()
      #expect(log.events == ["move [5000] to 4999"])
      // The moved row went up, out of the viewport, and its neighbour is now first.
      func rows() -> [String] {
        host.text.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[0]) }
      }
      #expect(rows().prefix(2) == ["n4999", "n5001"])
      try host.text("n4999").scroll(by: -1)
      #expect(rows().prefix(3) == ["n5000", "n4999", "n5001"])
      try host.text("n4999").scroll(by: -5_000)
    }
    try host.text("n1").deleteRow()
    await host.nextUpdate()
    #expect(log.events.last == "delete [1]")
    #expect(host.contains(text: "First: n0 count 9999"))
    #expect(!host.contains(text: "n1\n") && (try? host.text("n1")) == nil)
  }

  // A row's state survives deleting another row while it is off screen, and moving it.
  @Test func aRowsStateOffScreenSurvivesEditsOfOtherRows() async throws {
    struct Many: View {
      @State var fruits = (1...500).map { Fruit(id: $0, name: "F\($0)") }
      var body: some View {
        List {
          ForEach(fruits) { FruitRow(fruit: $0) }
            .onDelete { fruits.remove(atOffsets: $0) }
            .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
        }
      }
    }
    let host = ViewHost(Many(), width: 30, height: 6)
    try host.toggle("Star F2").tap()
    await host.nextUpdate()
    try host.toggle("Star F1").scroll(by: 300)
    #expect((try? host.toggle("Star F2")) == nil)
    try host.text("F301").deleteRow()
    await host.nextUpdate()
    try host.text("F302").scroll(by: -300)
    #expect(try host.toggle("Star F2").isOn == true)
    try host.text("F2").moveRow(by: 1)
    await host.nextUpdate()
    #expect(try host.toggle("Star F2").isOn == true)
    #expect(try host.toggle("Star F3").isOn == false)
  }

  @Test func aDynamicViewShowsItsData() {
    let content = ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { _ in }
    #expect(content.data.count == 2)
  }
}
