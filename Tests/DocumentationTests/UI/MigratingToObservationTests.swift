import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Migrating from ObservableObject to Observation", one test each.
/// Serialized: two tests count the instances of one model type.
@MainActor
@Suite(.serialized) struct MigratingToObservationTests {
  typealias Before = ObservationMigration.Before
  typealias After = ObservationMigration.After

  static func steppers(_ host: ViewHost) -> [ViewHost.Element] {
    host.elements.filter { $0.kind == .stepper }
  }

  // MARK: The steps

  @Test func theAppWorksTheSameBeforeAndAfter() throws {
    for host in [
      ViewHost(Before.ReadingListRoot()), ViewHost(After.ReadingListRoot()),
    ] {
      #expect(host.contains(text: "Middlemarch"))
      #expect(host.contains(text: "Kokoro"))
      #expect(host.all(text: "0 pages").count == 2)

      try Self.steppers(host)[1].increment()
      host.update()

      #expect(host.all(text: "0 pages").count == 1)
      #expect(host.contains(text: "10 pages"))
    }
  }

  // MARK: What changes in updates

  @Test func beforeAChangeUpdatesEveryViewHoldingTheObject() {
    let list = Before.ReadingList()
    let host = ViewHost(Before.ReadingListView().environmentObject(list))
    let rows = host.bodyEvaluations(of: Before.BookRow.self)
    let progress = host.bodyEvaluations(of: Before.BookProgress.self)

    list.books[0].pagesRead = 30
    host.update()

    #expect(host.contains(text: "30 pages"))
    // The row never reads `pagesRead`, yet it runs: it holds the book with @ObservedObject.
    #expect(host.bodyEvaluations(of: Before.BookRow.self) == rows + 1)
    #expect(host.bodyEvaluations(of: Before.BookProgress.self) == progress + 1)
  }

  @Test func afterAChangeUpdatesOnlyTheViewsThatReadTheProperty() {
    let list = After.ReadingList()
    let host = ViewHost(After.ReadingListView().environment(list))
    let rows = host.bodyEvaluations(of: After.BookRow.self)
    let progress = host.bodyEvaluations(of: After.BookProgress.self)
    let listView = host.bodyEvaluations(of: After.ReadingListView.self)

    list.books[0].pagesRead = 30
    host.update()

    #expect(host.contains(text: "30 pages"))
    #expect(host.bodyEvaluations(of: After.BookRow.self) == rows)
    #expect(host.bodyEvaluations(of: After.BookProgress.self) == progress + 1)
    #expect(host.bodyEvaluations(of: After.ReadingListView.self) == listView)

    // The title is read by the row only.
    list.books[1].title = "Kokoro (Natsume)"
    host.update()
    #expect(host.contains(text: "Kokoro (Natsume)"))
    #expect(host.bodyEvaluations(of: After.BookRow.self) == rows + 1)
    #expect(host.bodyEvaluations(of: After.BookProgress.self) == progress + 1)
    #expect(host.bodyEvaluations(of: After.ReadingListView.self) == listView)
  }

  @Test func anIgnoredPropertyUpdatesNoView() {
    let book = After.Book(title: "Emma")
    let host = ViewHost(After.OpenCount(book: book))
    let evaluations = host.bodyEvaluations(of: After.OpenCount.self)

    book.timesOpened = 3
    host.update()

    #expect(host.contains(text: "Opened 0 times"))
    #expect(host.bodyEvaluations(of: After.OpenCount.self) == evaluations)
  }

  // MARK: Bindings

  @Test func aBindableLocalGivesBindingsToAnEnvironmentObject() throws {
    let list = After.ReadingList()
    let host = ViewHost(After.ReadingListView().environment(list))

    try host.textField("New title").type("Emma")
    host.update()
    #expect(list.newTitle == "Emma")
    try host.button("Add").tap()
    host.update()

    #expect(list.books.map(\.title) == ["Middlemarch", "Kokoro", "Emma"])
    #expect(host.contains(text: "Emma"))
    #expect(try host.textField("New title").value == "")
  }

  @Test func aBindablePropertyGivesBindingsToAnObjectPassedIn() throws {
    let book = After.Book(title: "Emma")
    let host = ViewHost(After.BookProgress(book: book))

    try Self.steppers(host)[0].increment()
    host.update()

    #expect(book.pagesRead == 10)
    #expect(host.contains(text: "10 pages"))
  }

  // MARK: A gradual step

  @Test func aStateObjectCanHoldAModelThatIsBothDuringTheMove() throws {
    let host = ViewHost(ObservationMigration.Midway.ReadingListRoot())
    #expect(host.contains(text: "Middlemarch"))

    // The list's `books` is tracked by Observation, not announced by objectWillChange.
    try host.button("Add").tap()
    host.update()
    #expect(host.contains(text: "Emma"))

    try Self.steppers(host)[0].increment()
    host.update()
    #expect(host.contains(text: "10 pages"))
  }

  // MARK: Pitfall: @State's initial value

  @Test func stateMakesItsInitialObjectOnEveryInitButKeepsTheFirst() throws {
    let made = ObservationMigration.ReaderSession.instancesMade
    let host = ViewHost(ObservationMigration.ReaderScreen())
    #expect(ObservationMigration.ReaderSession.instancesMade == made + 1)
    try host.button("Next page").tap()
    host.update()
    #expect(host.contains(text: "Page 2 at 12 pt"))

    try host.button("Larger").tap()
    host.update()

    // The parent's body made a new pane value, and with it a new session, which was dropped.
    #expect(ObservationMigration.ReaderSession.instancesMade == made + 2)
    #expect(host.contains(text: "Page 2 at 13 pt"))
  }

  @Test func makingTheObjectInATaskMakesItOnce() async throws {
    let made = ObservationMigration.ReaderSession.instancesMade
    let host = ViewHost(ObservationMigration.DeferredReaderScreen())
    await host.nextUpdate()
    #expect(ObservationMigration.ReaderSession.instancesMade == made + 1)
    #expect(host.contains(text: "Page 1 at 12 pt"))
    try host.button("Next page").tap()
    await host.nextUpdate()

    try host.button("Larger").tap()
    await host.nextUpdate()

    #expect(ObservationMigration.ReaderSession.instancesMade == made + 1)
    #expect(host.contains(text: "Page 2 at 13 pt"))
  }
}
