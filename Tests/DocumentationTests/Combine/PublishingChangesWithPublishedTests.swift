import Dispatch
import Foundation
import Testing
import TrellisCombine

/// Each claim of the article "Publishing changes with @Published", checked.
@Suite struct PublishingChangesWithPublishedTests {
  typealias Settings = PublishedArticle.Settings

  @Test func subscribersOfASetSeeTheOldValueInTheProperty() {
    let settings = Settings()
    var seen: [String] = []
    let willChange = settings.objectWillChange.sink { _ in
      seen.append("objectWillChange: property is \(settings.username)")
    }
    let values = settings.$username.dropFirst().sink { newValue in
      seen.append("$username: received \(newValue), property is \(settings.username)")
    }

    settings.username = "Ada"
    // seen == ["objectWillChange: property is Guest",
    //          "$username: received Ada, property is Guest"]
    // settings.username == "Ada"

    #expect(
      seen == [
        "objectWillChange: property is Guest",
        "$username: received Ada, property is Guest",
      ])
    #expect(settings.username == "Ada")
    withExtendedLifetime((willChange, values)) {}
  }

  @Test func aSubscriberOfTheProjectionGetsTheCurrentValueFirst() {
    let settings = Settings()
    settings.username = "Ada"
    var usernames: [String] = []
    let cancellable = settings.$username.sink { usernames.append($0) }
    // usernames == ["Ada"]: the current value, at once
    #expect(usernames == ["Ada"])
    settings.username = "Grace"
    // usernames == ["Ada", "Grace"]
    #expect(usernames == ["Ada", "Grace"])
    cancellable.cancel()
  }

  @Test func assigningAnEqualValuePublishesToo() {
    let settings = Settings()
    var notifications = 0
    let cancellable = settings.objectWillChange.sink { notifications += 1 }
    settings.isDarkMode = false
    #expect(notifications == 1)
    cancellable.cancel()
  }

  @Test func everyPublishedPropertySharesOneObjectWillChange() {
    let settings = Settings()
    var notifications = 0
    let cancellable = settings.objectWillChange.sink { notifications += 1 }
    settings.username = "Ada"
    settings.isDarkMode = true
    settings.lastLogin = Date(timeIntervalSince1970: 0)
    #expect(notifications == 2)
    #expect(settings.objectWillChange === settings.objectWillChange)
    cancellable.cancel()
  }

  @Test func theTwoPublishersHaveTheirOwnTypes() {
    let settings = Settings()
    let values: Published<String>.Publisher = settings.$username
    let willChange: ObservableObjectPublisher = settings.objectWillChange
    var output: [String] = []
    let cancellable = values.sink { output.append($0) }
    #expect(output == ["Guest"])
    withExtendedLifetime((cancellable, willChange)) {}
  }

  @Test func aSuperclassPropertySendsTheSubclassObjectWillChange() {
    class Base: ObservableObject {
      @Published var name = "base"
    }
    final class Derived: Base {
      @Published var count = 0
    }
    let object = Derived()
    var notifications = 0
    let cancellable = object.objectWillChange.sink { notifications += 1 }
    object.name = "changed"
    object.count = 1
    #expect(notifications == 2)
    cancellable.cancel()
  }

  @Test func theManualSendComesAfterTheItemChanged() {
    let model = PublishedArticle.TodoListViewModel()
    let item = PublishedArticle.TodoItem(title: "Buy milk")
    model.items = [item]
    var seenDone: [Bool] = []
    let cancellable = model.objectWillChange.sink { seenDone.append(item.isDone) }
    model.toggle(item: item)
    #expect(seenDone == [true])
    cancellable.cancel()
  }

  @Test func aWillSetObserverPublishesAPlainProperty() {
    let settings = PublishedArticle.SessionSettings()
    var notifications = 0
    let cancellable = settings.objectWillChange.sink { notifications += 1 }
    settings.lastLogin = Date(timeIntervalSince1970: 0)
    #expect(notifications == 1)
    cancellable.cancel()
  }

  @Test func changingAClassElementDoesNotPublishButTheManualSendDoes() {
    let model = PublishedArticle.TodoListViewModel()
    let item = PublishedArticle.TodoItem(title: "Buy milk")
    model.items = [item]
    var notifications = 0
    let cancellable = model.objectWillChange.sink { notifications += 1 }
    item.isDone = true
    #expect(notifications == 0)
    model.toggle(item: item)
    #expect(notifications == 1)
    #expect(item.isDone == false)
    cancellable.cancel()
  }

  @Test func searchRunsOnceAfterThreeHundredQuietMilliseconds() {
    let scheduler = DispatchQueue.test
    let model = PublishedArticle.SearchViewModel(scheduler: scheduler)
    scheduler.advance(by: .milliseconds(300))  // the initial "" goes through the pipeline too
    #expect(model.searchCount == 1)
    #expect(model.results.count == 4)

    model.searchText = "s"
    scheduler.advance(by: .milliseconds(100))
    model.searchText = "sw"
    scheduler.advance(by: .milliseconds(100))
    model.searchText = "swi"
    scheduler.advance(by: .milliseconds(299))
    // Nothing yet: the last keystroke was 299 ms ago.
    #expect(model.searchCount == 1)
    scheduler.advance(by: .milliseconds(1))
    // One search, for "swi".
    #expect(model.searchCount == 2)
    #expect(model.results == ["Swift", "SwiftUI"])
  }

  @Test func removeDuplicatesSkipsASearchForUnchangedText() {
    let scheduler = DispatchQueue.test
    let model = PublishedArticle.SearchViewModel(scheduler: scheduler)
    model.searchText = "comb"
    scheduler.advance(by: .milliseconds(300))
    #expect(model.searchCount == 1)
    model.searchText = "combi"
    model.searchText = "comb"
    scheduler.advance(by: .milliseconds(300))
    #expect(model.searchCount == 1)
    #expect(model.results == ["Combine"])
  }

  @Test func theSearchModelIsReleasedDespiteItsStoredSubscription() {
    weak var released: PublishedArticle.SearchViewModel<TestSchedulerOf<DispatchQueue>>?
    do {
      let model = PublishedArticle.SearchViewModel(scheduler: DispatchQueue.test)
      released = model
      model.searchText = "swift"
    }
    #expect(released == nil)
  }

  @Test func registrationValidatesFromTheStart() {
    let model = PublishedArticle.RegistrationViewModel()
    // Both projections emit their current values on subscription, so the pipelines have run.
    #expect(model.emailError == "Invalid email")
    #expect(model.isFormValid == false)

    model.email = "ada@example.com"
    #expect(model.emailError == nil)
    #expect(model.isFormValid == false)
    model.password = "analytical"
    #expect(model.isFormValid == true)
    model.email = ""
    #expect(model.isFormValid == false)
  }

  @Test func assignToPublishedPublishesThroughTheTargetProperty() {
    let model = PublishedArticle.RegistrationViewModel()
    var notifications = 0
    var errors: [String?] = []
    let willChange = model.objectWillChange.sink { notifications += 1 }
    let errorValues = model.$emailError.dropFirst().sink { errors.append($0) }
    model.email = "ada@example.com"
    // One for email, one for emailError, one for isFormValid (it is assigned false again).
    #expect(notifications == 3)
    #expect(errors == [nil])
    withExtendedLifetime((willChange, errorValues)) {}
  }

  @Test func assignToPublishedDoesNotKeepTheModelAlive() {
    weak var released: PublishedArticle.RegistrationViewModel?
    do {
      let model = PublishedArticle.RegistrationViewModel()
      released = model
      model.email = "ada@example.com"
    }
    #expect(released == nil)
  }

  @Test func assignToOnSelfKeepsTheModelAliveUntilCancelled() {
    weak var leaked: PublishedArticle.LeakyRegistrationViewModel?
    do {
      let model = PublishedArticle.LeakyRegistrationViewModel()
      leaked = model
      model.email = "ada@example.com"
      #expect(model.emailError == nil)
    }
    #expect(leaked != nil)
    // Cancelling the subscription breaks the cycle.
    leaked?.cancellables.removeAll()
    #expect(leaked == nil)
  }

  @Test func aSinkWithWeakSelfDoesNotKeepTheModelAlive() {
    weak var released: PublishedArticle.WeakSinkRegistrationViewModel?
    do {
      let model = PublishedArticle.WeakSinkRegistrationViewModel()
      released = model
      model.email = "ada"
      #expect(model.emailError == "Invalid email")
    }
    #expect(released == nil)
  }

  @Test func appendingToAPublishedArrayPublishes() {
    let store = PublishedArticle.LabelStore()
    var notifications = 0
    var counts: [Int] = []
    let willChange = store.objectWillChange.sink { notifications += 1 }
    let labels = store.$labels.dropFirst().sink { counts.append($0.count) }

    store.labels.append(PublishedArticle.Label(title: "Work"))
    // notifications == 1, counts == [2]
    #expect(notifications == 1)
    #expect(counts == [2])

    store.labels[0].isPinned = true
    // notifications == 2: changing an element of a value type is a set of the array too
    #expect(notifications == 2)
    #expect(counts == [2, 2])
    withExtendedLifetime((willChange, labels)) {}
  }

  @Test func appendSeesTheOldArrayInWillChange() {
    let store = PublishedArticle.LabelStore()
    var countsSeen: [Int] = []
    let cancellable = store.objectWillChange.sink { countsSeen.append(store.labels.count) }
    store.labels.append(PublishedArticle.Label(title: "Work"))
    #expect(countsSeen == [1])
    #expect(store.labels.count == 2)
    cancellable.cancel()
  }

  @Test func publishedWorksInAClassThatIsNotObservable() {
    let thermometer = PublishedArticle.Thermometer()
    var readings: [Double] = []
    let cancellable = thermometer.$celsius.sink { readings.append($0) }
    thermometer.celsius = 21.5
    #expect(readings == [20.0, 21.5])
    cancellable.cancel()
  }

  /// Marks the main queue. (Under `swift test` on Linux the main queue may be served by a
  /// thread other than the process's first one, so `Thread.isMainThread` cannot tell.)
  static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

  @MainActor @Test func withoutReceiveOnTheSinkRunsOnTheSettingQueue() async {
    #expect(Self.isOnMainQueue)
    nonisolated(unsafe) let model = PublishedArticle.DownloadViewModel()
    var cancellable: AnyCancellable?
    let ranOnMainQueue = await withCheckedContinuation { continuation in
      cancellable = model.$progress.dropFirst().sink { _ in
        continuation.resume(returning: Self.isOnMainQueue)
      }
      DispatchQueue.global().async { model.progress = 0.5 }
    }
    #expect(ranOnMainQueue == false)
    cancellable?.cancel()
  }

  @MainActor @Test func receiveOnMainDeliversOnTheMainQueue() async {
    #expect(Self.isOnMainQueue)
    nonisolated(unsafe) let model = PublishedArticle.DownloadViewModel()
    let status = PublishedArticle.DownloadStatus(model: model)
    var cancellable: AnyCancellable?
    let ranOnMainQueue = await withCheckedContinuation { continuation in
      // Subscribed after `status`, so it runs after the status's sink on the main queue.
      cancellable = model.$progress.dropFirst().receive(on: DispatchQueue.main).sink { _ in
        continuation.resume(returning: Self.isOnMainQueue)
      }
      // receive(on:) hands the subscriptions over on the main queue; set the value after.
      DispatchQueue.main.async {
        DispatchQueue.global().async { model.progress = 0.5 }
      }
    }
    #expect(ranOnMainQueue)
    #expect(status.text == "50%")
    cancellable?.cancel()
  }
}
