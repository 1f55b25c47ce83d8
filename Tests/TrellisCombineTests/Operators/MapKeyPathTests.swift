import Testing
import TrellisCombine

@Suite struct MapKeyPathTests {
  struct Point {
    var x: Int
    var y: Int
    var label: String
  }

  private let points = [Point(x: 1, y: 2, label: "a"), Point(x: 3, y: 4, label: "b")]

  @Test func readsOneKeyPath() {
    let publisher: Publishers.MapKeyPath<Publishers.Sequence<[Point], Never>, Int> =
      points.publisher.map(\.x)
    let subscriber = TestSubscriber<Int, Never>()
    publisher.subscribe(subscriber)
    #expect(subscriber.values == [1, 3])
    #expect(subscriber.isFinished)
  }

  @Test func readsTwoKeyPaths() {
    let publisher: Publishers.MapKeyPath2<Publishers.Sequence<[Point], Never>, Int, String> =
      points.publisher.map(\.y, \.label)
    let subscriber = TestSubscriber<(Int, String), Never>()
    publisher.subscribe(subscriber)
    #expect(subscriber.values.map { "\($0.0)\($0.1)" } == ["2a", "4b"])
    #expect(subscriber.isFinished)
  }

  @Test func readsThreeKeyPaths() {
    let publisher: Publishers.MapKeyPath3<Publishers.Sequence<[Point], Never>, Int, Int, String> =
      points.publisher.map(\.x, \.y, \.label)
    let subscriber = TestSubscriber<(Int, Int, String), Never>()
    publisher.subscribe(subscriber)
    #expect(subscriber.values.map { "\($0.0)\($0.1)\($0.2)" } == ["12a", "34b"])
    #expect(subscriber.isFinished)
  }

  @Test func forwardsFailure() {
    let subject = PassthroughSubject<Point, TestError>()
    let one = TestSubscriber<Int, TestError>()
    let two = TestSubscriber<(Int, Int), TestError>()
    let three = TestSubscriber<(Int, Int, String), TestError>()
    subject.map(\.x).subscribe(one)
    subject.map(\.x, \.y).subscribe(two)
    subject.map(\.x, \.y, \.label).subscribe(three)
    subject.send(Point(x: 5, y: 6, label: "c"))
    subject.send(completion: .failure(TestError(code: 2)))
    #expect(one.values == [5])
    #expect(two.values.count == 1)
    #expect(three.values.count == 1)
    #expect(one.failure == TestError(code: 2))
    #expect(two.failure == TestError(code: 2))
    #expect(three.failure == TestError(code: 2))
  }

  @Test func honoursDemand() {
    let many = (0..<5).map { Point(x: $0, y: 0, label: "") }
    let one = TestSubscriber<Int, Never>(demand: .max(2))
    let two = TestSubscriber<(Int, Int), Never>(demand: .max(2))
    let three = TestSubscriber<(Int, Int, String), Never>(demand: .max(2))
    many.publisher.map(\.x).subscribe(one)
    many.publisher.map(\.x, \.y).subscribe(two)
    many.publisher.map(\.x, \.y, \.label).subscribe(three)
    #expect(one.values == [0, 1])
    #expect(two.values.count == 2)
    #expect(three.values.count == 2)
    #expect(!one.isFinished && !two.isFinished && !three.isFinished)
    one.request(.max(1))
    #expect(one.values == [0, 1, 2])
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Point, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    subject.map(\.x, \.y).subscribe(subscriber)
    subject.send(Point(x: 1, y: 1, label: ""))
    subscriber.cancel()
    subject.send(Point(x: 2, y: 2, label: ""))
    #expect(subscriber.values.count == 1)

    let upstream = ManualPublisher<Point, Never>()
    let other = TestSubscriber<(Int, Int, String), Never>()
    upstream.map(\.x, \.y, \.label).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesTheSubscriberWhenTheStreamEnds(_ ending: LeakEnding) {
    // Key paths capture nothing; the leak check instead watches the whole chain through a
    // closure further down.
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.map(\.self).map(\.description, \.self).handleEvents(receiveOutput: { _ in
          _ = token
        })
      })
  }
}
