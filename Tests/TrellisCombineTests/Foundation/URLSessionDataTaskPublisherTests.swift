import Foundation
import Synchronization
import Testing
import TrellisCombine

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers requests to `stub.test` from a table, so that a real session loads them without a
/// network: the path picks the answer.
private final class StubProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "stub.test" }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let url = request.url!
    switch url.path {
    case "/never":
      // Stays loading until cancelled: a cancel that races the task's own end trips a
      // registry check in swift-corelibs-foundation's URLSession.
      break
    case "/fail":
      client?.urlProtocol(self, didFailWithError: URLError(.cannotParseResponse))
    default:
      let response = HTTPURLResponse(
        url: url, statusCode: 200, httpVersion: nil, headerFields: ["Content-Type": "text/plain"])!
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(self, didLoad: Data("héllo \(url.path)".utf8))
      client?.urlProtocolDidFinishLoading(self)
    }
  }

  override func stopLoading() {}
}

/// A session on the stub that counts the data tasks it makes.
private final class CountingSession: URLSession, @unchecked Sendable {
  private let made = Atomic<Int>(0)
  var tasksMade: Int { made.load(ordering: .relaxed) }

  static func make() -> CountingSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubProtocol.self]
    return CountingSession(configuration: configuration)
  }

  override func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    made.add(1, ordering: .relaxed)
    return super.dataTask(with: request, completionHandler: completionHandler)
  }
}

/// Collects one stream's events and lets a test wait for its completion.
private final class Outcome: @unchecked Sendable {
  private let state = Mutex<(values: [String], completion: Subscribers.Completion<URLError>?)>(
    ([], nil))
  var values: [String] { state.withLock { $0.values } }
  var completion: Subscribers.Completion<URLError>? { state.withLock { $0.completion } }
  func add(_ value: String) { state.withLock { $0.values.append(value) } }
  func end(_ completion: Subscribers.Completion<URLError>) {
    state.withLock { $0.completion = completion }
  }
}

@Suite struct URLSessionDataTaskPublisherTests {
  private func load(_ publisher: URLSession.DataTaskPublisher) async -> Outcome {
    let outcome = Outcome()
    let box = SchedulerTestCancellableBox()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      box.cancellable = publisher.sink(
        receiveCompletion: {
          outcome.end($0)
          continuation.resume()
        },
        receiveValue: { data, response in
          outcome.add(
            "\((response as? HTTPURLResponse)?.statusCode ?? 0) "
              + String(decoding: data, as: UTF8.self))
        })
    }
    return outcome
  }

  @Test func bothFormsKeepTheRequest() {
    let session = CountingSession.make()
    let url = URL(string: "https://stub.test/a")!
    #expect(session.dataTaskPublisher(for: url).request == URLRequest(url: url))
    var request = URLRequest(url: url, timeoutInterval: 42)
    request.httpMethod = "POST"
    #expect(session.dataTaskPublisher(for: request).request == request)
    #expect(session.dataTaskPublisher(for: url).session === session)
  }

  @Test func deliversTheDataAndResponseThenFinishes() async {
    let session = CountingSession.make()
    let outcome = await load(session.dataTaskPublisher(for: URL(string: "https://stub.test/ok")!))
    #expect(outcome.values == ["200 héllo /ok"])
    #expect(outcome.completion == .finished)
  }

  @Test func failsWithTheTasksURLError() async {
    let session = CountingSession.make()
    let outcome = await load(session.dataTaskPublisher(for: URL(string: "https://stub.test/fail")!))
    #expect(outcome.values.isEmpty)
    #expect(outcome.completion == .failure(URLError(.cannotParseResponse)))
  }

  @Test func makesNoTaskBeforeTheFirstRequestAndOneForManyRequests() throws {
    let session = CountingSession.make()
    let subscriber = TestSubscriber<(data: Data, response: URLResponse), URLError>(demand: .none)
    session.dataTaskPublisher(for: URL(string: "https://stub.test/never")!).subscribe(subscriber)
    #expect(session.tasksMade == 0)
    let subscription = try #require(subscriber.subscription)
    #expect(String(describing: subscription) == "DataTaskPublisher")
    let labels = Mirror(reflecting: subscription).children.map { $0.label ?? "-" }
    #expect(labels == ["task", "downstream", "parent", "demand"])
    subscription.request(.max(1))
    subscription.request(.max(1))
    #expect(session.tasksMade == 1)
    subscription.cancel()
    subscription.request(.max(1))
    #expect(session.tasksMade == 1)
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let session = URLSession(configuration: .ephemeral)
      let subscriber = TestSubscriber<(data: Data, response: URLResponse), URLError>(demand: .none)
      session.dataTaskPublisher(for: URL(string: "https://stub.test/zero")!).subscribe(subscriber)
      subscriber.request(.none)
    }
  }
}
