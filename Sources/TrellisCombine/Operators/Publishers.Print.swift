extension Publisher {
  /// Logs every event of the stream, one line each, to `stream` or to standard output.
  ///
  /// The lines read as Apple's do, each after `prefix` and a colon when a prefix is given:
  ///
  /// ```
  /// numbers: receive subscription: ([1, 2])
  /// numbers: request unlimited
  /// numbers: receive value: (1)
  /// numbers: receive value: (2)
  /// numbers: receive finished
  /// ```
  ///
  /// Also logged: `request max: (n)`, extra demand returned from a value marked
  /// `(synchronous)`, `receive error: (error)` and `receive cancel`.
  ///
  /// - Parameters:
  ///   - prefix: Text put at the start of each line; none by default.
  ///   - stream: Where the lines go; standard output when `nil`. Each subscription writes
  ///     to its own copy, so a value-type stream's contents are not seen by the caller; use
  ///     a class, or a stream that writes somewhere as a side effect.
  /// - Returns: A publisher that republishes upstream.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}

extension Publishers {
  /// A publisher that logs the events of its stream.
  public struct Print<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are logged.
    public let upstream: Upstream
    /// Text put at the start of each line.
    public let prefix: String
    /// Where the lines go; standard output when `nil`.
    public let stream: (any TextOutputStream)?

    /// Creates a publisher that logs the events of `upstream` to `stream`.
    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    /// Subscribes `subscriber` to the upstream, writing a line for each event to ``stream``
    /// (or standard output) before passing it on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _PrintInner(downstream: subscriber, log: _PrintLog(prefix: prefix, stream: stream)))
    }
  }
}

/// One subscription's log: formats a line and writes it to the stream.
///
/// The stream is the user's, so writing it calls out; it gets a lock of its own, held only
/// around `write` and never while calling upstream or downstream, so that two threads'
/// lines don't interleave in a stream that isn't thread-safe. It is recursive so that a
/// stream which itself causes an event on this stream cannot deadlock.
private final class _PrintLog: @unchecked Sendable {
  private let lock = _RecursiveLock()
  private let prefix: String
  // Guarded by `lock`.
  private var stream: (any TextOutputStream)?

  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix.isEmpty ? "" : prefix + ": "
    self.stream = stream
  }

  func write(_ message: String) {
    let line = prefix + message + "\n"
    lock.lock()
    defer { lock.unlock() }
    if stream == nil {
      Swift.print(line, terminator: "")
    } else {
      stream!.write(line)
    }
  }

  static func describe(_ demand: Subscribers.Demand) -> String {
    if let count = demand.max { return "max: (\(count))" }
    return "unlimited"
  }
}

/// Print's subscriber and subscription: it stands between upstream and downstream so that
/// it sees requests and cancellation too.
private final class _PrintInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = _Lock()
  private let log: _PrintLog
  // Guarded by `lock`.
  private var status = _SubscriberStatus.awaitingSubscription
  private var downstream: Downstream?

  init(downstream: Downstream, log: _PrintLog) {
    self.downstream = downstream
    self.log = log
  }

  var description: String { "Print" }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    log.write("receive subscription: (\(subscription))")
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    log.write("receive value: (\(input))")
    let more = downstream.receive(input)
    if more > 0 { log.write("request \(_PrintLog.describe(more)) (synchronous)") }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    status = .terminal
    self.downstream = nil
    lock.unlock()
    switch completion {
    case .finished: log.write("receive finished")
    case .failure(let error): log.write("receive error: (\(error))")
    }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    let upstream = status.subscription
    lock.unlock()
    log.write("request \(_PrintLog.describe(demand))")
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = status.subscription
    status = .terminal
    downstream = nil
    lock.unlock()
    guard let upstream else { return }
    log.write("receive cancel")
    upstream.cancel()
  }
}
