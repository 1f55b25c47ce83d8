import Dispatch
import Synchronization
import Testing
import TrellisCombine

/// Several threads at once send to the upstream subjects of the combining operators; nothing
/// may be lost, duplicated or reordered per upstream, and no delivery may overlap another.
/// CI runs these under ThreadSanitizer (`--filter Stress`).
@Suite struct MergeStressTests {
  @Test func concurrentSendsToMergedSubjectsAreEachDeliveredOnce() {
    let threads = 4
    let perThread = 5_000
    let subjects = (0..<threads).map { _ in PassthroughSubject<Int, Never>() }
    let received = Mutex<[Int]>([])
    let inside = Atomic<Int>(0)
    let overlapped = Atomic<Bool>(false)
    let cancellable = Publishers.MergeMany(subjects).sink { value in
      if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
        overlapped.store(true, ordering: .relaxed)
      }
      received.withLock { $0.append(value) }
      inside.subtract(1, ordering: .acquiringAndReleasing)
    }
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread { subjects[thread].send(thread * perThread + index) }
    }
    let values = received.withLock { $0 }
    #expect(values.count == threads * perThread)
    #expect(Set(values).count == threads * perThread)
    let didOverlap = overlapped.load(ordering: .relaxed)
    #expect(!didOverlap)
    for thread in 0..<threads {
      let own = values.filter { $0 / perThread == thread }
      #expect(own == own.sorted(), "values of upstream \(thread) were reordered")
    }
    cancellable.cancel()
  }

  @Test func concurrentSendsWithLimitedDemandAreEachDeliveredOnce() {
    let threads = 4
    let perThread = 2_000
    let subjects = (0..<threads).map { _ in PassthroughSubject<Int, Never>() }
    // One value at a time: subjects drop what is sent without demand, so count what arrives
    // and check that nothing arrives twice and never more than was asked for.
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(1))
    Publishers.MergeMany(subjects).subscribe(subscriber)
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread { subjects[thread].send(thread * perThread + index) }
    }
    let values = subscriber.values
    #expect(!values.isEmpty)
    #expect(Set(values).count == values.count)
    subscriber.cancel()
  }

  @Test func concurrentInnerPublishersOfAFlatMapAreEachDeliveredOnce() {
    let threads = 4
    let perThread = 2_000
    let subjects = (0..<threads).map { _ in PassthroughSubject<Int, Never>() }
    let received = Mutex<[Int]>([])
    let cancellable = subjects.publisher.flatMap { $0 }.sink { value in
      received.withLock { $0.append(value) }
    }
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread { subjects[thread].send(thread * perThread + index) }
    }
    let values = received.withLock { $0 }
    #expect(values.count == threads * perThread)
    #expect(Set(values).count == threads * perThread)
    cancellable.cancel()
  }
}

@Suite struct CombineLatestStressTests {
  @Test func concurrentSendsProduceOneCombinationEachInOrderPerUpstream() {
    let perThread = 5_000
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<Int, Never>()
    let received = Mutex<[(Int, Int)]>([])
    let cancellable = left.combineLatest(right).sink { pair in
      received.withLock { $0.append(pair) }
    }
    left.send(0)
    right.send(0)
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for value in 1...perThread { (thread == 0 ? left : right).send(value) }
    }
    let pairs = received.withLock { $0 }
    #expect(pairs.count == 1 + 2 * perThread)
    let lefts = pairs.map(\.0)
    let rights = pairs.map(\.1)
    #expect(lefts == lefts.sorted())
    #expect(rights == rights.sorted())
    #expect(pairs.last.map { $0 == (perThread, perThread) } == true)
    cancellable.cancel()
  }
}

@Suite struct ZipStressTests {
  @Test func concurrentSendsArePairedInOrder() {
    let perThread = 5_000
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<Int, Never>()
    let received = Mutex<[(Int, Int)]>([])
    let cancellable = left.zip(right).sink { pair in received.withLock { $0.append(pair) } }
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for value in 1...perThread { (thread == 0 ? left : right).send(value) }
    }
    let pairs = received.withLock { $0 }
    #expect(pairs.count == perThread)
    #expect(pairs.allSatisfy { $0.0 == $0.1 })
    #expect(pairs.map(\.0) == Array(1...perThread))
    cancellable.cancel()
  }
}

@Suite struct SwitchToLatestStressTests {
  @Test func concurrentSwitchesAndSendsNeverOverlapDeliveries() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let inners = (0..<2).map { _ in PassthroughSubject<Int, Never>() }
    let inside = Atomic<Int>(0)
    let overlapped = Atomic<Bool>(false)
    let count = Atomic<Int>(0)
    let cancellable = outer.switchToLatest().sink { _ in
      if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
        overlapped.store(true, ordering: .relaxed)
      }
      count.add(1, ordering: .relaxed)
      inside.subtract(1, ordering: .acquiringAndReleasing)
    }
    DispatchQueue.concurrentPerform(iterations: 3) { thread in
      for index in 0..<3_000 {
        if thread == 2 {
          outer.send(inners[index % 2])
        } else {
          inners[thread].send(index)
        }
      }
    }
    let didOverlap = overlapped.load(ordering: .relaxed)
    #expect(!didOverlap)
    let delivered = count.load(ordering: .relaxed)
    #expect(delivered <= 6_000)
    cancellable.cancel()
  }
}
