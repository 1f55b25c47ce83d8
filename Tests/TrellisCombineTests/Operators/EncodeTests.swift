import Foundation
import Testing
import TrellisCombine

private struct Bookmark: Codable, Equatable {
  var title: String
  var page: Int
}

/// An encoder that writes each value's description and fails on a marked value, so a test
/// controls the outcome without Foundation's coders.
private struct LabelEncoder: TopLevelEncoder {
  func encode<T: Encodable>(_ value: T) throws -> String {
    if let bookmark = value as? Bookmark, bookmark.page < 0 { throw TestError(code: bookmark.page) }
    return "\(value)"
  }
}

@Suite struct EncodeTests {
  @Test func encodesEachValueWithJSONEncoder() throws {
    let subscriber = TestSubscriber<Data, any Error>()
    [Bookmark(title: "Ωmega", page: 3)].publisher.encode(encoder: JSONEncoder()).subscribe(
      subscriber)
    let data = try #require(subscriber.values.first)
    #expect(
      try JSONDecoder().decode(Bookmark.self, from: data) == Bookmark(title: "Ωmega", page: 3))
    #expect(subscriber.isFinished)
  }

  @Test func anEncodingErrorCancelsUpstreamAndFails() {
    let upstream = DemandRecordingPublisher<Bookmark, Never>()
    let subscriber = TestSubscriber<String, any Error>()
    upstream.encode(encoder: LabelEncoder()).subscribe(subscriber)
    upstream.send(Bookmark(title: "a", page: 1))
    #expect(upstream.send(Bookmark(title: "b", page: -2)) == .none)
    #expect(subscriber.values.count == 1)
    #expect(subscriber.failure as? TestError == TestError(code: -2))
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
    // Nothing follows the failure.
    upstream.send(Bookmark(title: "c", page: 3))
    #expect(subscriber.values.count == 1)
  }

  @Test func passesTheDownstreamDemandThrough() {
    let upstream = DemandRecordingPublisher<Bookmark, Never>()
    let subscriber = TestSubscriber<String, any Error>(demand: .max(2), demandPerValue: .max(1))
    upstream.encode(encoder: LabelEncoder()).subscribe(subscriber)
    #expect(upstream.history == [.requested(.max(2))])
    #expect(upstream.send(Bookmark(title: "a", page: 1)) == .max(1))
    subscriber.cancel()
    #expect(upstream.history == [.requested(.max(2)), .cancelled])
    #expect(upstream.send(Bookmark(title: "b", page: 2)) == .none)
  }

  @Test func describesItselfAsEncode() throws {
    let subscriber = TestSubscriber<String, any Error>(demand: .none)
    Just(Bookmark(title: "x", page: 1)).encode(encoder: LabelEncoder()).subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    #expect(String(describing: subscription) == "Encode")
    let labels = Mirror(reflecting: subscription).children.map { $0.label ?? "-" }
    #expect(labels == ["downstream", "finished", "upstreamSubscription"])
  }

  @Test func aSecondSubscriptionIsCancelled() {
    let upstream = DemandRecordingPublisher<Bookmark, Never>()
    let subscriber = TestSubscriber<String, any Error>(demand: .none)
    let encode = upstream.encode(encoder: LabelEncoder())
    encode.subscribe(subscriber)
    let extra = DemandRecordingPublisher<Bookmark, Never>()
    // Reach the operator's own subscriber through the first upstream, and offer it another.
    extra.subscribe(upstream.subscriber!)
    #expect(extra.history == [.cancelled])
  }

  @Test func jsonAndPropertyListCodersAreTopLevelCoders() throws {
    func roundTrip<E: TopLevelEncoder, D: TopLevelDecoder>(_ encoder: E, _ decoder: D) throws
      -> Bookmark
    where E.Output == D.Input {
      try decoder.decode(Bookmark.self, from: encoder.encode(Bookmark(title: "日本", page: 9)))
    }
    #expect(try roundTrip(JSONEncoder(), JSONDecoder()) == Bookmark(title: "日本", page: 9))
    #expect(
      try roundTrip(PropertyListEncoder(), PropertyListDecoder()) == Bookmark(title: "日本", page: 9))
  }
}

@Suite struct DecodeTests {
  @Test func decodesEachValue() {
    let subscriber = TestSubscriber<Bookmark, any Error>()
    let json = Data(#"{"title":"Ünïcode","page":12}"#.utf8)
    Just(json).decode(type: Bookmark.self, decoder: JSONDecoder()).subscribe(subscriber)
    #expect(subscriber.values == [Bookmark(title: "Ünïcode", page: 12)])
    #expect(subscriber.isFinished)
  }

  @Test func badInputFailsWithTheDecodersErrorAndCancelsUpstream() {
    let upstream = DemandRecordingPublisher<Data, Never>()
    let subscriber = TestSubscriber<Bookmark, any Error>()
    upstream.decode(type: Bookmark.self, decoder: JSONDecoder()).subscribe(subscriber)
    upstream.send(Data(#"{"title":"no page"}"#.utf8))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure is DecodingError)
    #expect(upstream.isCancelled)
  }

  @Test func upstreamFailureIsPassedOn() {
    let subscriber = TestSubscriber<Bookmark, any Error>()
    Fail<Data, TestError>(error: TestError(code: 6))
      .decode(type: Bookmark.self, decoder: JSONDecoder())
      .subscribe(subscriber)
    #expect(subscriber.failure as? TestError == TestError(code: 6))
  }

  @Test func droppingTheCancellableReleasesTheSink() {
    weak var weakToken: LeakToken?
    let subject = PassthroughSubject<Data, Never>()
    var cancellable: AnyCancellable?
    do {
      let token = LeakToken()
      weakToken = token
      cancellable = subject.decode(type: Bookmark.self, decoder: JSONDecoder())
        .sink(receiveCompletion: { _ in _ = token }, receiveValue: { _ in })
    }
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }
}
