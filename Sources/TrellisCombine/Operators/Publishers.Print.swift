extension Publisher {
  /// Logs every event of the stream, one line each, to `stream` or to standard output.
  ///
  /// The lines read as Apple's do, each after `prefix` and a colon when a prefix is given:
  ///
  /// ```
  /// numbers: receive subscription: ([1, 2])
  /// numbers: request unlimited
  /// numbers: receive value: (1)
  /// numbers: request max: (0) (synchronous)
  /// numbers: receive value: (2)
  /// numbers: request max: (0) (synchronous)
  /// numbers: receive finished
  /// ```
  ///
  /// Also logged: `request max: (n)`, `receive error: (error)` and `receive cancel`. The
  /// `(synchronous)` line after each value is the demand the subscriber returned for it, logged
  /// even when it is zero, as Apple's Combine does.
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

/// One subscription's log: formats a line and prints it to the stream.
///
/// Lines go through `Swift.print(_:to:)`, as Apple's do, so a stream sees the same `write`
/// calls (an empty string, the line, the newline). The stream is the user's, so writing it
/// calls out; it gets a lock of its own, held only around the print and never while calling
/// upstream or downstream, so that two threads' lines don't interleave in a stream that isn't
/// thread-safe. It is recursive so that a stream which itself causes an event on this stream
/// cannot deadlock.
private final class _PrintLog: @unchecked Sendable {
  /// Lets `print(_:to:)` write to an existential stream.
  private struct Target: TextOutputStream {
    var stream: any TextOutputStream
    mutating func write(_ string: String) { stream.write(string) }
  }

  private let lock = _RecursiveLock()
  private let prefix: String
  // Guarded by `lock`.
  private var target: Target?

  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix.isEmpty ? "" : prefix + ": "
    self.target = stream.map(Target.init)
  }

  func write(_ message: String) {
    let line = prefix + message
    lock.lock()
    defer { lock.unlock() }
    if target == nil {
      Swift.print(line)
    } else {
      Swift.print(line, to: &target!)
    }
  }

  static func describe(_ demand: Subscribers.Demand) -> String {
    if let count = demand.max { return "max: (\(count))" }
    return "unlimited"
  }
}

/// Print's subscriber and subscription: it stands between upstream and downstream so that
/// it sees requests and cancellation too.
///
/// Like Apple's, it is a pure pass-through that logs everything: every subscription (a
/// second one is logged, then cancelled), every value and completion (even after a cancel or
/// before the subscription), every request and cancel, and the demand returned for each
/// value. The downstream stays referenced until this object goes away.
private final class _PrintInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let link = _UpstreamLink()
  private let log: _PrintLog
  private let downstream: Downstream

  init(downstream: Downstream, log: _PrintLog) {
    self.downstream = downstream
    self.log = log
  }

  var description: String { "Print" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    log.write("receive subscription: (\(subscription))")
    guard link.accept(subscription) else { return }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    log.write("receive value: (\(input))")
    let more = downstream.receive(input)
    log.write("request \(_PrintLog.describe(more)) (synchronous)")
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: log.write("receive finished")
    case .failure(let error): log.write("receive error: (\(error))")
    }
    _ = link.end()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    log.write("request \(_PrintLog.describe(demand))")
    link.request(demand)
  }

  func cancel() {
    log.write("receive cancel")
    link.cancel()
  }
}
