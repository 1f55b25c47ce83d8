import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// A publisher that loads `url` with a data task of this session once it is asked for a
  /// value.
  ///
  /// ```swift
  /// let cancellable = URLSession.shared.dataTaskPublisher(for: url)
  ///   .map(\.data)
  ///   .decode(type: Feed.self, decoder: JSONDecoder())
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { feed in show(feed) })
  /// ```
  ///
  /// - Parameter url: The resource to load.
  /// - Returns: A publisher of the data and response, failing with a `URLError`.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// A publisher that performs `request` with a data task of this session once it is asked
  /// for a value.
  ///
  /// - Parameter request: The request to perform.
  /// - Returns: A publisher of the data and response, failing with a `URLError`.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// A publisher that delivers the result of one data task: the data and the response, then
  /// `.finished`, or a `URLError`.
  ///
  /// Each subscriber gets its own task, made and resumed at its first request; cancelling the
  /// subscription cancels the task. A task that ends with an error that is not a `URLError`,
  /// or with neither a response nor an error, fails with `URLError(.unknown)`, as Apple's
  /// does. Asking for zero values is a programming error and traps, as with Apple's.
  public struct DataTaskPublisher: Publisher, Sendable {
    /// The data received (empty if none) and the response.
    public typealias Output = (data: Data, response: URLResponse)
    /// The error the task ended with.
    public typealias Failure = URLError

    /// The request performed for each subscriber.
    public let request: URLRequest
    /// The session whose data tasks perform it.
    public let session: URLSession

    /// Creates a publisher that performs `request` with `session`.
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    /// Attaches `subscriber`; its first request starts the data task.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subscriber.receive(subscription: _DataTaskSubscription(parent: self, downstream: subscriber))
    }
  }
}

/// What a data task's completion handler calls, seen without the subscriber's type.
protocol _DataTaskOutcomeReceiver: AnyObject, Sendable {
  func finish(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?)
}

/// One subscriber's data task: made at the first request, resumed at each request, and
/// cancelled with the subscription.
final class _DataTaskSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible, _DataTaskOutcomeReceiver,
  @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
  private let lock = _Lock()
  // Guarded by `lock`. `parent` and `downstream` go when the task ends or is cancelled;
  // only one outcome is delivered.
  private var parent: URLSession.DataTaskPublisher?
  private var downstream: Downstream?
  private var task: URLSessionDataTask?
  private var demand = Subscribers.Demand.none

  init(parent: URLSession.DataTaskPublisher, downstream: Downstream) {
    self.parent = parent
    self.downstream = downstream
  }

  var description: String { "DataTaskPublisher" }

  var playgroundDescription: Any { description }

  var customMirror: Mirror {
    lock.lock()
    let children: [Mirror.Child] = [
      ("task", task as Any), ("downstream", downstream as Any), ("parent", parent as Any),
      ("demand", demand),
    ]
    lock.unlock()
    return Mirror(self, children: children)
  }

  func request(_ more: Subscribers.Demand) {
    precondition(
      more > 0, "URLSession.DataTaskPublisher: request(\(more)): demand must be above zero")
    lock.lock()
    guard let parent, downstream != nil else {
      lock.unlock()
      return
    }
    demand += more
    if let task {
      lock.unlock()
      task.resume()
      return
    }
    lock.unlock()
    // Made outside the lock: the session may call back at once.
    weak let receiver: (any _DataTaskOutcomeReceiver)? = self
    let made = parent.session.dataTask(with: parent.request) { data, response, error in
      receiver?.finish(data, response, error)
    }
    lock.lock()
    guard self.parent != nil else {
      // Cancelled while the task was being made.
      lock.unlock()
      made.cancel()
      return
    }
    if task == nil { task = made }
    let running = task
    lock.unlock()
    running?.resume()
  }

  func cancel() {
    lock.lock()
    let task = self.task
    let dropped = (parent, downstream)
    parent = nil
    downstream = nil
    self.task = nil
    lock.unlock()
    withExtendedLifetime(dropped) {}
    task?.cancel()
  }

  func finish(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    let parent = self.parent
    self.downstream = nil
    self.parent = nil
    task = nil
    lock.unlock()
    withExtendedLifetime(parent) {}
    if let error {
      downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
    } else if let response {
      _ = downstream.receive((data ?? Data(), response))
      downstream.receive(completion: .finished)
    } else {
      downstream.receive(completion: .failure(URLError(.unknown)))
    }
  }
}
