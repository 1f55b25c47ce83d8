import Testing
import TrellisCombine

@Suite struct CollectByCountTests {
  @Test func publishesFullGroupsAndAPartialLastGroup() {
    let subscriber = TestSubscriber<[Int], Never>()
    (1...7).publisher.collect(3).subscribe(subscriber)
    #expect(subscriber.values == [[1, 2, 3], [4, 5, 6], [7]])
    #expect(subscriber.isFinished)
  }

  @Test func publishesEachGroupAsItFills() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<[Int], Never>()
    subject.collect(2).subscribe(subscriber)
    subject.send(1)
    #expect(subscriber.values.isEmpty)
    subject.send(2)
    #expect(subscriber.values == [[1, 2]])
    subject.send(completion: .finished)
    #expect(subscriber.values == [[1, 2]])
    #expect(subscriber.isFinished)
  }

  @Test func failureDropsThePartialGroup() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<[Int], TestError>()
    subject.collect(2).subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values == [[1, 2]])
    #expect(subscriber.failure == TestError())
  }

  @Test func demandIsMultipliedByTheGroupSize() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<[Int], Never>(demand: .max(2), demandPerValue: .max(1))
    upstream.collect(4).subscribe(subscriber)
    #expect(upstream.requests == [.max(8)])
    for value in 1...3 { #expect(upstream.send(value) == .none) }
    #expect(upstream.send(4) == .max(4))
    subscriber.request(.max(1))
    #expect(upstream.requests == [.max(8), .max(4)])
  }

  @Test func limitedDemandLimitsGroupsFromASequence() {
    let subscriber = TestSubscriber<[Int], Never>(demand: .max(1))
    (1...10).publisher.collect(3).subscribe(subscriber)
    #expect(subscriber.values == [[1, 2, 3]])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(2))
    #expect(subscriber.values == [[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    subscriber.request(.max(1))
    #expect(subscriber.values.last == [10])
    #expect(subscriber.isFinished)
  }

  @Test func cancelCancelsUpstreamAndDropsTheBuffer() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<[Int], Never>()
    upstream.collect(2).subscribe(subscriber)
    upstream.send(1)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
  }

  @Test func reentrantSendFromReceiveKeepsOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<[Int], Never>()
    subscriber.onValue = { group in
      if group == [1, 2] {
        subject.send(3)
        subject.send(4)
      }
    }
    subject.collect(2).subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    #expect(subscriber.values == [[1, 2], [3, 4]])
  }

  @Test func cancelReleasesTheSubscriber() {
    weak var weakSubscriber: TestSubscriber<[Int], Never>?
    let subject = PassthroughSubject<Int, Never>()
    do {
      let subscriber = TestSubscriber<[Int], Never>()
      weakSubscriber = subscriber
      subject.collect(2).subscribe(subscriber)
      subject.send(1)
      subscriber.cancel()
    }
    #expect(weakSubscriber == nil)
  }

  @Test func zeroGroupSizeIsRejected() async {
    await #expect(processExitsWith: .failure) {
      _ = Empty<Int, Never>().collect(0)
    }
  }
}
