import Testing
import TrellisCombine

@Suite struct AsyncPublisherTests {
  /// Yields until `condition` holds; the tasks under test make progress meanwhile.
  private func waitUntil(_ condition: () -> Bool) async {
    while !condition() { await Task.yield() }
  }

  @Test func iteratesTheValuesThenEnds() async {
    var received: [Int] = []
    for await value in [1, 2, 3].publisher.values { received.append(value) }
    #expect(received == [1, 2, 3])
  }

  @Test func requestsOneValueAtATime() async {
    let probe = SharingProbe([1, 2, 3].publisher)
    var iterator = probe.values.makeAsyncIterator()
    #expect(probe.log.requests.isEmpty)
    #expect(await iterator.next() == 1)
    #expect(probe.log.requests == [.max(1)])
    #expect(await iterator.next() == 2)
    #expect(probe.log.requests == [.max(1), .max(1)])
    #expect(await iterator.next() == 3)
    #expect(await iterator.next() == nil)
    #expect(await iterator.next() == nil)
    #expect(probe.log.requests.allSatisfy { $0 == .max(1) })
  }

  @Test func throwingSequenceYieldsValuesThenThrowsTheFailureOnce() async throws {
    let record = Record<Int, TestError>(output: [1, 2], completion: .failure(TestError(code: 3)))
    var received: [Int] = []
    await #expect(throws: TestError(code: 3)) {
      for try await value in record.values { received.append(value) }
    }
    #expect(received == [1, 2])

    var iterator = record.values.makeAsyncIterator()
    #expect(try await iterator.next() == 1)
    #expect(try await iterator.next() == 2)
    await #expect(throws: TestError(code: 3)) { _ = try await iterator.next() }
    #expect(try await iterator.next() == nil)
  }

  @Test func throwingSequenceEndsWhenThePublisherFinishes() async throws {
    var received: [String] = []
    let publisher = Record<String, TestError>(output: ["a", "b"], completion: .finished)
    for try await value in publisher.values { received.append(value) }
    #expect(received == ["a", "b"])
  }

  @Test func waitsForValuesSentLater() async {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let task = Task {
      var received: [Int] = []
      for await value in probe.values { received.append(value) }
      return received
    }
    for value in 1...3 {
      await waitUntil { probe.log.requests.count == value }
      source.send(value)
    }
    await waitUntil { probe.log.requests.count == 4 }
    source.send(completion: .finished)
    #expect(await task.value == [1, 2, 3])
  }

  @Test func asksForNothingBeforeNextIsCalled() async {
    let source = PassthroughSubject<Int, Never>()
    var iterator = source.values.makeAsyncIterator()
    // No demand yet, so the subject drops this value.
    source.send(1)
    source.send(completion: .finished)
    #expect(await iterator.next() == nil)
  }

  @Test func cancellingTheTaskCancelsTheSubscriptionAndEndsTheLoop() async {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let task = Task {
      var received: [Int] = []
      for await value in probe.values { received.append(value) }
      return received
    }
    await waitUntil { probe.log.requests.count == 1 }
    source.send(1)
    await waitUntil { probe.log.requests.count == 2 }
    task.cancel()
    #expect(await task.value == [1])
    #expect(probe.log.cancels == 1)
    source.send(2)
  }

  @Test func cancellingTheTaskEndsAThrowingLoopWithoutAnError() async throws {
    let source = PassthroughSubject<Int, TestError>()
    let probe = SharingProbe(source)
    let task = Task {
      var received: [Int] = []
      for try await value in probe.values { received.append(value) }
      return received
    }
    await waitUntil { probe.log.requests.count == 1 }
    task.cancel()
    #expect(try await task.value == [])
    #expect(probe.log.cancels == 1)
  }

  @Test func alreadyCancelledTaskGetsNilAtOnce() async {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let task = Task { () -> Int? in
      while !Task.isCancelled { await Task.yield() }
      var iterator = probe.values.makeAsyncIterator()
      return await iterator.next()
    }
    task.cancel()
    #expect(await task.value == nil)
    #expect(probe.log.cancels == 1)
  }

  @Test func droppingTheIteratorCancelsTheSubscription() async {
    let probe = SharingProbe([1, 2, 3].publisher)
    do {
      var iterator = probe.values.makeAsyncIterator()
      #expect(await iterator.next() == 1)
    }
    #expect(probe.log.subscriptions == 1)
    #expect(probe.log.cancels == 1)
  }

  @Test func droppedIteratorReleasesThePublisher() async {
    weak var weakSource: PassthroughSubject<Int, Never>?
    do {
      let source = PassthroughSubject<Int, Never>()
      weakSource = source
      let iterator = source.values.makeAsyncIterator()
      _ = iterator
    }
    #expect(weakSource == nil)
  }

  @Test func finishedLoopReleasesThePublisher() async {
    weak var weakToken: SharingToken?
    do {
      let token = SharingToken()
      weakToken = token
      var count = 0
      for await _ in Just(token).values { count += 1 }
      #expect(count == 1)
    }
    #expect(weakToken == nil)
  }
}
