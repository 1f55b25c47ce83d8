import Dispatch
import Testing
import TrellisTesting
import TrellisUI

/// The code of the article "Testing views headlessly": a small errand list, in the shape of
/// the seeds' label editor, and the tests that drive it.
enum HeadlessArticle {
  final class Errand: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    @Published var isDone = false

    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }

  final class ErrandStore: ObservableObject {
    @Published var errands = [
      Errand(id: 1, title: "Buy bread"),
      Errand(id: 2, title: "Post the letter"),
    ]
    @Published var hoursFree = 2.0

    func add(_ title: String) {
      errands.append(Errand(id: (errands.map(\.id).max() ?? 0) + 1, title: title))
    }
  }

  struct ErrandRow: View {
    @ObservedObject var errand: Errand

    var body: some View {
      Toggle(errand.title, isOn: $errand.isDone)
    }
  }

  struct ErrandList: View {
    @ObservedObject var store: ErrandStore
    @State private var draft = ""
    @State private var isConfirmingClear = false

    var body: some View {
      VStack(alignment: .leading) {
        ForEach(store.errands) { errand in
          ErrandRow(errand: errand)
        }
        TextField("New errand", text: $draft)
          .onSubmit(add)
        Button("Add", action: add)
          .disabled(draft.isEmpty)
        Button("Clear all") { isConfirmingClear = true }
        Slider(value: $store.hoursFree, in: 0...8, step: 1)
        Text("Errands: \(store.errands.count), hours free: \(Int(store.hoursFree))")
      }
      .sheet(isPresented: $isConfirmingClear) {
        VStack {
          Text("Remove every errand?")
          Button("Remove all") {
            store.errands.removeAll()
            isConfirmingClear = false
          }
        }
      }
    }

    private func add() {
      store.add(draft)
      draft = ""
    }
  }

  /// A search whose results arrive on the main queue, after the keystroke that asked for them.
  final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var matches: [String] = []
    private let words = ["apple", "apricot", "banana", "blueberry"]

    init() {
      $query
        .receive(on: DispatchQueue.main)
        .map { [words] query in words.filter { !query.isEmpty && $0.hasPrefix(query) } }
        .assign(to: &$matches)
    }
  }

  struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
      VStack(alignment: .leading) {
        TextField("Search", text: $model.query)
        Text("Matches: \(model.matches.joined(separator: ", "))")
      }
    }
  }
}

@MainActor
@Suite struct TestingViewsHeadlesslyTests {
  typealias Article = HeadlessArticle

  @Test func addingAnErrand() throws {
    let store = Article.ErrandStore()
    let host = ViewHost(Article.ErrandList(store: store), width: 60, height: 20)
    #expect(host.contains(text: "Errands: 2, hours free: 2"))

    try host.textField("New errand").type("Water the plants")
    try host.button("Add").tap()
    host.update()

    #expect(host.contains(text: "Errands: 3, hours free: 2"))
    #expect(try host.toggle("Water the plants").isOn == false)
    #expect(try host.textField("New errand").value == "")
    #expect(store.errands.last?.title == "Water the plants")
  }

  @Test func submittingTheField() throws {
    let host = ViewHost(Article.ErrandList(store: Article.ErrandStore()), width: 60, height: 20)
    try host.textField("New errand").type("Call the plumber")
    try host.textField("New errand").submit()
    host.update()
    #expect(try host.toggle("Call the plumber").isOn == false)
  }

  @Test func movingTheSlider() throws {
    let host = ViewHost(Article.ErrandList(store: Article.ErrandStore()), width: 60, height: 20)
    try host.slider().setValue(5.4)
    host.update()
    #expect(host.contains(text: "Errands: 2, hours free: 5"))
    #expect(try host.slider().sliderValue == 5)
  }

  @Test func checkingOneErrandUpdatesOneRow() throws {
    let host = ViewHost(Article.ErrandList(store: Article.ErrandStore()), width: 60, height: 20)
    let rowsBefore = host.bodyEvaluations(of: Article.ErrandRow.self)
    let listBefore = host.bodyEvaluations(of: Article.ErrandList.self)

    try host.toggle("Buy bread").toggle()
    host.update()

    #expect(try host.toggle("Buy bread").isOn == true)
    #expect(host.bodyEvaluations(of: Article.ErrandRow.self) == rowsBefore + 1)
    #expect(host.bodyEvaluations(of: Article.ErrandList.self) == listBefore)
  }

  @Test func resultsThatArriveLater() async throws {
    let host = ViewHost(Article.SearchView(), width: 60, height: 5)
    try host.textField("Search").type("ap")
    host.update()
    #expect(host.contains(text: "Matches: "))

    await host.nextUpdate()
    #expect(host.contains(text: "Matches: apple, apricot"))
  }

  @Test func closingReleasesEverything() throws {
    var store: Article.ErrandStore? = Article.ErrandStore()
    weak let weakStore = store
    var host: ViewHost? = ViewHost(Article.ErrandList(store: store!), width: 60, height: 20)
    store = nil
    #expect(host?.liveNodeCount ?? 0 > 0)

    host?.close()
    #expect(host?.liveNodeCount == 0)
    host = nil
    #expect(weakStore == nil)
  }

  @Test func errorsSayWhatWentWrong() throws {
    let host = ViewHost(Article.ErrandList(store: Article.ErrandStore()), width: 60, height: 20)

    #expect(throws: ViewHostError.disabled("Button \"Add\"")) {
      try host.button("Add").tap()
    }
    #expect(throws: ViewHostError.notFound("a button titled \"Save\"")) {
      try host.button("Save").tap()
    }
    #expect(
      throws: ViewHostError.notApplicable("Text \"Errands: 2, hours free: 2\" is not a toggle")
    ) {
      try host.text("Errands: 2, hours free: 2").toggle()
    }

    let clear = try host.button("Clear all")
    try clear.tap()
    host.update()
    #expect(host.contains(text: "Remove every errand?"))
    #expect(
      throws: ViewHostError.notApplicable(
        "Button \"Clear all\" is behind a presented sheet or alert; dismiss it first")
    ) {
      try clear.tap()
    }
    #expect(throws: ViewHostError.notFound("a button titled \"Clear all\"")) {
      try host.button("Clear all")
    }

    try host.button("Remove all").tap()
    host.update()
    #expect(host.contains(text: "Errands: 0, hours free: 2"))
  }

  @Test func anAmbiguousQueryThrows() throws {
    let store = Article.ErrandStore()
    store.add("Buy bread")
    let host = ViewHost(Article.ErrandList(store: store), width: 60, height: 20)
    #expect(throws: ViewHostError.ambiguous("a toggle labelled \"Buy bread\"", count: 2)) {
      try host.toggle("Buy bread")
    }
    #expect(host.toggles("Buy bread").count == 2)
    try host.element(id: 3).tap()
    host.update()
    #expect(host.toggles("Buy bread").map(\.isOn) == [false, true])
  }

  @Test func errorMessagesReadAsSentences() {
    #expect(
      ViewHostError.ambiguous("a toggle labelled \"Buy bread\"", count: 2).description
        == "2 views match a toggle labelled \"Buy bread\"; be more specific")
    #expect(ViewHostError.disabled("Button \"Add\"").description == "Button \"Add\" is disabled")
  }
}
