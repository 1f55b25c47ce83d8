import Foundation
import Testing
import TrellisCombine

// The view models of seed 002 (`../shared/conformance/PublishedModels.swift`), as tests of the
// behaviour the seed describes. `SearchViewModel` takes its scheduler as a parameter so that
// the debounce runs on virtual time; the seed's own version passes `RunLoop.main`.

private final class Settings: ObservableObject {
  @Published var username: String = "Guest"
  @Published var isDarkMode = false
  var lastLogin: Date = Date()  // without @Published
}

private final class SearchViewModel<S: Scheduler>: ObservableObject {
  @Published var searchText = ""
  @Published var results: [String] = []
  private(set) var searches: [String] = []
  private var cancellables = Set<AnyCancellable>()

  init(scheduler: S) {
    $searchText
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .removeDuplicates()
      .sink { [weak self] text in
        self?.performSearch(text)
      }
      .store(in: &cancellables)
  }

  private func performSearch(_ text: String) { searches.append(text) }
}

private final class RegistrationViewModel: ObservableObject {
  @Published var email = ""
  @Published var password = ""
  @Published var emailError: String?
  @Published var isFormValid = false

  init() {
    $email
      .map { $0.contains("@") ? nil : "Invalid email" }
      .assign(to: &$emailError)

    $email.combineLatest($password)
      .map { !$0.isEmpty && !$1.isEmpty }
      .assign(to: &$isFormValid)
  }
}

private final class TodoItem {
  var title: String
  var isDone = false
  init(title: String) { self.title = title }
}

private final class TodoListViewModel: ObservableObject {
  @Published var items: [TodoItem] = []

  func toggle(item: TodoItem) {
    item.isDone.toggle()
    self.objectWillChange.send()  // manual notification
  }
}

@Suite struct PublishedModelsTests {
  @Test func settingsNotifiesOnceBeforeAUsernameChangeAndNeverForLastLogin() {
    let settings = Settings()
    var seenUsernames: [String] = []
    let token = settings.objectWillChange.sink { seenUsernames.append(settings.username) }
    settings.lastLogin = Date(timeIntervalSince1970: 0)
    #expect(seenUsernames.isEmpty)
    settings.username = "Ada"
    #expect(seenUsernames == ["Guest"])
    #expect(settings.username == "Ada")
    token.cancel()
  }

  @Test func searchRunsOnceForTextTypedWithinTheDebounceInterval() {
    let scheduler = RunLoop.test
    let model = SearchViewModel(scheduler: scheduler)
    // The initial "" settles first.
    scheduler.advance(by: .milliseconds(300))
    #expect(model.searches == [""])
    model.searchText = "s"
    scheduler.advance(by: .milliseconds(100))
    model.searchText = "sw"
    scheduler.advance(by: .milliseconds(100))
    model.searchText = "swi"
    scheduler.advance(by: .milliseconds(299))
    #expect(model.searches == [""])
    scheduler.advance(by: .milliseconds(1))
    #expect(model.searches == ["", "swi"])
  }

  @Test func sameTextTwiceSearchesOnce() {
    let scheduler = DispatchQueue.test
    let model = SearchViewModel(scheduler: scheduler)
    model.searchText = "swift"
    scheduler.advance(by: .milliseconds(300))
    model.searchText = "swif"
    model.searchText = "swift"
    scheduler.advance(by: .milliseconds(300))
    #expect(model.searches == ["swift"])
  }

  @Test func searchModelIsReleasedWithItsSubscription() {
    weak var weakModel: SearchViewModel<TestSchedulerOf<RunLoop>>?
    let scheduler = RunLoop.test
    do {
      let model = SearchViewModel(scheduler: scheduler)
      model.searchText = "pending"
      weakModel = model
    }
    #expect(weakModel == nil)
    scheduler.run()
  }

  @Test func registrationFollowsEveryEdit() {
    let model = RegistrationViewModel()
    #expect(model.emailError == "Invalid email")
    #expect(model.isFormValid == false)
    model.email = "ada@example.org"
    #expect(model.emailError == nil)
    #expect(model.isFormValid == false)
    model.password = "secret"
    #expect(model.isFormValid == true)
    model.email = "ada"
    #expect(model.emailError == "Invalid email")
    #expect(model.isFormValid == true)
    model.password = ""
    #expect(model.isFormValid == false)
  }

  @Test func registrationModelIsReleased() {
    weak var weakModel: RegistrationViewModel?
    do {
      let model = RegistrationViewModel()
      model.email = "a@b"
      weakModel = model
    }
    #expect(weakModel == nil)
  }

  @Test func todoToggleDeliversTheManualNotification() {
    let model = TodoListViewModel()
    let item = TodoItem(title: "Write tests")
    model.items = [item]
    var notifications = 0
    let token = model.objectWillChange.sink { notifications += 1 }
    model.toggle(item: item)
    #expect(notifications == 1)
    #expect(item.isDone)
    // Mutating the item alone, without the manual send, notifies no one.
    item.title = "Renamed"
    #expect(notifications == 1)
    token.cancel()
  }
}
