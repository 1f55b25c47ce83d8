import Testing
import TrellisCombine

private final class Counter: ObservableObject {
  @Published var count = 0
  @Published var items: [String] = []
  var unpublished = 0
}

private final class Referenced {
  var inner = 0
}

private final class Holder: ObservableObject {
  @Published var reference = Referenced()
}

@Suite struct PublishedTests {
  @Test func objectWillChangeFiresBeforeTheValueIsStored() {
    let counter = Counter()
    var seen: [Int] = []
    let token = counter.objectWillChange.sink { seen.append(counter.count) }
    counter.count = 1
    counter.count = 2
    #expect(seen == [0, 1])
    #expect(counter.count == 2)
    token.cancel()
  }

  @Test func projectedPublisherEmitsCurrentValueThenNewValuesBeforeStoring() {
    let counter = Counter()
    counter.count = 5
    var received: [Int] = []
    var storedWhenReceived: [Int] = []
    let token = counter.$count.sink {
      received.append($0)
      storedWhenReceived.append(counter.count)
    }
    counter.count = 6
    counter.count = 7
    #expect(received == [5, 6, 7])
    #expect(storedWhenReceived == [5, 5, 6])
    token.cancel()
  }

  @Test func mutatingThroughThePropertyPublishes() {
    let counter = Counter()
    var notifications = 0
    let token = counter.objectWillChange.sink { notifications += 1 }
    counter.items.append("a")
    counter.count += 1
    #expect(notifications == 2)
    #expect(counter.items == ["a"])
    token.cancel()
  }

  @Test func innerMutationOfAReferencedObjectDoesNotPublish() {
    let holder = Holder()
    var notifications = 0
    let token = holder.objectWillChange.sink { notifications += 1 }
    holder.reference.inner += 1
    #expect(notifications == 0)
    holder.reference = Referenced()
    #expect(notifications == 1)
    token.cancel()
  }

  @Test func unpublishedPropertyNotifiesNoOne() {
    let counter = Counter()
    var notifications = 0
    let token = counter.objectWillChange.sink { notifications += 1 }
    counter.unpublished = 3
    #expect(notifications == 0)
    token.cancel()
  }

  @Test func objectWillChangeIsTheSameInstanceEveryTime() {
    let counter = Counter()
    #expect(counter.objectWillChange === counter.objectWillChange)
    counter.count = 1
    #expect(counter.objectWillChange === counter.objectWillChange)
  }

  @Test func setsBeforeTheFirstReadStillReachLaterSubscribers() {
    let counter = Counter()
    counter.count = 1
    var notifications = 0
    let token = counter.objectWillChange.sink { notifications += 1 }
    counter.count = 2
    #expect(notifications == 1)
    token.cancel()
  }

  @Test func cancelledSubscriberIsNotNotified() {
    let counter = Counter()
    var notifications = 0
    let token = counter.objectWillChange.sink { notifications += 1 }
    counter.count = 1
    token.cancel()
    counter.count = 2
    #expect(notifications == 1)
  }

  @Test func projectedPublisherHonoursDemand() {
    let counter = Counter()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    counter.$count.subscribe(subscriber)
    counter.count = 1
    counter.count = 2
    #expect(subscriber.values == [0, 1])
    subscriber.request(.max(1))
    #expect(subscriber.values == [0, 1, 2])
    #expect(subscriber.completions.isEmpty)
  }

  @Test func objectAndSubscriptionsAreReleased() {
    weak var weakCounter: Counter?
    var tokens = Set<AnyCancellable>()
    do {
      let counter = Counter()
      weakCounter = counter
      counter.objectWillChange.sink {}.store(in: &tokens)
      counter.$count.sink { _ in }.store(in: &tokens)
    }
    #expect(weakCounter == nil)
    tokens.removeAll()
  }

  @Test func assigningAProjectedPublisherChangesNothing() {
    let first = Counter()
    let second = Counter()
    first.count = 1
    second.count = 2
    var seen: [Int] = []
    let token = first.$count.sink { seen.append($0) }
    first.$count = second.$count
    #expect(first.count == 1)
    #expect(second.count == 2)
    // The property keeps its own storage: its subscribers still see its own changes.
    first.count = 3
    second.count = 4
    #expect(seen == [1, 3])
    token.cancel()
  }
}
