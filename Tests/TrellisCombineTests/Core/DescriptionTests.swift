import Testing
import TrellisCombine

/// The descriptions, mirrors and playground descriptions that Apple's type erasers, subscribers
/// and built-in subscriptions show, matched so that logs and debugger output read the same.
@Suite struct DescriptionTests {
  private func children(_ subject: Any) -> [String] {
    Mirror(reflecting: subject).children.map { "\($0.label ?? "-")" }
  }

  @Test func anyPublisherHidesWhatItWraps() {
    let erased = Just(1).eraseToAnyPublisher()
    #expect(erased.description == "AnyPublisher")
    #expect(erased.playgroundDescription as? String == "AnyPublisher")
  }

  @Test func anySubscriberShowsWhatItWraps() {
    let anonymous = AnySubscriber<Int, Never>()
    #expect(anonymous.description == "Anonymous AnySubscriber")
    #expect(anonymous.playgroundDescription as? String == "Anonymous AnySubscriber")
    #expect("\(Mirror(reflecting: anonymous).subjectType)" == "String")

    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    let erasedSink = AnySubscriber(sink)
    #expect(erasedSink.description == "Sink")
    #expect("\(Mirror(reflecting: erasedSink).subjectType)" == "Sink<Int, Never>")

    let erasedSubject = AnySubscriber(PassthroughSubject<Int, Never>())
    #expect(erasedSubject.description == "Subject")
    #expect(erasedSubject.playgroundDescription as? String == "Subject")
  }

  @Test func sinkAndAssign() {
    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    #expect(sink.description == "Sink")
    #expect(sink.playgroundDescription as? String == "Sink")
    #expect(sink.customMirror.children.isEmpty)

    final class Thermometer {
      var celsius = 0
    }
    let thermometer = Thermometer()
    let assign = Subscribers.Assign(object: thermometer, keyPath: \Thermometer.celsius)
    #expect(assign.description == "Assign Thermometer.")
    #expect(assign.playgroundDescription as? String == "Assign Thermometer.")
    #expect(children(assign) == ["object", "keyPath", "status"])
    #expect(assign.customMirror.children.first?.value as? Thermometer === thermometer)
  }

  @Test func subjectSubscriptionsNameTheirSubjectWithoutItsTypes() throws {
    let passthrough = TestSubscriber<Int, Never>(demand: .max(3))
    PassthroughSubject<Int, Never>().subscribe(passthrough)
    let subscription = try #require(passthrough.subscription)
    #expect(String(describing: subscription) == "PassthroughSubject")
    #expect(children(subscription) == ["parent", "downstream", "demand", "subject"])
    let demand = Mirror(reflecting: subscription).children.first { $0.label == "demand" }
    #expect(demand.map { "\($0.value)" } == "max(3)")

    let current = TestSubscriber<Int, Never>()
    CurrentValueSubject<Int, Never>(0).subscribe(current)
    #expect(current.subscription.map(String.init(describing:)) == "CurrentValueSubject")

    let objectWillChange = TestSubscriber<Void, Never>()
    ObservableObjectPublisher().subscribe(objectWillChange)
    let signal = try #require(objectWillChange.subscription)
    #expect(String(describing: signal) == "ObservableObjectPublisher")
    #expect(children(signal) == ["downstream"])
  }

  @Test func aFinishedSubjectSubscriptionLetsGoButKeepsItsDemand() throws {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(5), keepsSubscription: true)
    subject.subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .finished)
    let subscription = try #require(subscriber.subscription)
    let values = Mirror(reflecting: subscription).children.map { "\($0.value)" }
    #expect(values == ["nil", "nil", "max(4)", "nil"])
  }

  @Test func singleValueSubscriptionsAreNamedAfterTheirPublisher() throws {
    func subscription<P: Publisher>(of publisher: P) throws -> Subscription {
      let subscriber = TestSubscriber<P.Output, P.Failure>(
        demand: .none, keepsSubscription: true)
      publisher.subscribe(subscriber)
      return try #require(subscriber.subscription)
    }
    let just = try subscription(of: Just(42))
    #expect(String(describing: just) == "Just")
    #expect(Mirror(reflecting: just).children.map { "\($0.value)" } == ["42"])
    #expect(String(describing: try subscription(of: Optional.Publisher(42))) == "Optional")
    #expect(
      String(describing: try subscription(of: Result<Int, TestError>.Publisher(42))) == "Once")
    #expect(String(describing: try subscription(of: Optional<Int>.Publisher(nil))) == "Empty")
    #expect(String(describing: try subscription(of: Empty<Int, Never>())) == "Empty")
    #expect(
      String(describing: try subscription(of: Fail<Int, TestError>(error: TestError())))
        == "Empty")
  }

  @Test func theEmptySubscription() {
    let empty = Subscriptions.empty
    #expect((empty as? CustomStringConvertible)?.description == "Empty")
    #expect(
      (empty as? CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String == "Empty")
    #expect((empty as? CustomReflectable)?.customMirror.children.isEmpty == true)
  }

  @Test func sequenceSubscriptionsShowTheirSequenceUntilTheyFinish() throws {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    (1...3).publisher.subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    #expect(String(describing: subscription) == "1...3")
    #expect(Mirror(reflecting: subscription).children.map { "\($0.value)" } == ["1...3"])
    subscriber.request(.unlimited)
    #expect(String(describing: subscription) == "Sequence")
    #expect(Mirror(reflecting: subscription).children.map { "\($0.value)" } == ["[]"])
  }

  @Test func anObjectIdentifierIsItsAddress() {
    final class Thing {}
    let thing = Thing()
    let address = UInt(bitPattern: ObjectIdentifier(thing))
    #expect(CombineIdentifier(thing).description == "0x" + String(address, radix: 16))
    #expect(CombineIdentifier(thing) == CombineIdentifier(thing))
    #expect(CombineIdentifier(thing) != CombineIdentifier(Thing()))
  }
}
