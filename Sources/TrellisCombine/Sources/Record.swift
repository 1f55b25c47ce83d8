/// A publisher that replays a recorded list of values, then a recorded completion, to each
/// subscriber, honouring its demand.
///
/// ```swift
/// let replay = Record<Int, Never> { recording in
///   recording.receive(1)
///   recording.receive(2)
///   recording.receive(completion: .finished)
/// }
/// ```
public struct Record<Output, Failure: Error>: Publisher {
  /// The values and completion this publisher replays.
  public let recording: Recording

  /// Creates a publisher from a recording filled in by `record`.
  ///
  /// - Parameter record: Receives an empty recording to add values and a completion to; a
  ///   recording given no completion ends with `.finished`.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.recording = recording
  }

  /// Creates a publisher that replays `recording`.
  public init(recording: Recording) {
    self.recording = recording
  }

  /// Creates a publisher that replays `output`, then `completion`.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    self.recording = Recording(output: output, completion: completion)
  }

  /// Attaches `subscriber`; called by `subscribe(_:)`.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    guard !recording.output.isEmpty else {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: recording.completion)
      return
    }
    subscriber.receive(
      subscription: _RecordSubscription(recording.output, recording.completion, subscriber))
  }
}

extension Record {
  /// A list of values and the completion that ends them, collected for a ``Record`` to replay.
  ///
  /// Once a completion is recorded the recording is final: recording anything more is a
  /// programming error and traps, as in Apple's Combine.
  public struct Recording {
    /// The kind of values a recording holds.
    public typealias Input = Output

    /// The values recorded so far.
    public private(set) var output: [Output]
    /// How the recording ends; `.finished` until another completion is recorded.
    public private(set) var completion: Subscribers.Completion<Failure>
    // Set by `receive(completion:)`, `init(output:completion:)` and decoding.
    private var isComplete: Bool

    /// Creates an empty recording, ready to record values and a completion.
    public init() {
      output = []
      completion = .finished
      isComplete = false
    }

    /// Creates a complete recording of `output` ending with `completion`.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      isComplete = true
    }

    /// Adds a value to the recording. Recording a value after the completion traps.
    public mutating func receive(_ input: Input) {
      precondition(
        !isComplete, "Record.Recording.receive(_:): the recording has already completed")
      output.append(input)
    }

    /// Ends the recording with `completion`. Recording a second completion traps.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      precondition(
        !isComplete,
        "Record.Recording.receive(completion:): the recording has already completed")
      self.completion = completion
      isComplete = true
    }
  }
}

extension Record.Recording: Sendable where Output: Sendable {}
extension Record: Sendable where Output: Sendable {}

/// Replays an array as demand arrives, then the completion. A request made from inside
/// `receive(_:)` only adds to the demand; the loop already running delivers it.
///
/// Its description is the recorded output while it replays, and `"Cancelled Events"` once it
/// has delivered everything or was cancelled, as Apple's.
final class _RecordSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  private let lock = _Lock()
  // Guarded by `lock`. `output` is emptied once the replay has ended.
  private var downstream: Downstream?
  private var output: [Downstream.Input]
  private var index = 0
  private let completion: Subscribers.Completion<Downstream.Failure>
  private var demand = Subscribers.Demand.none
  private var delivering = false

  init(
    _ output: [Downstream.Input], _ completion: Subscribers.Completion<Downstream.Failure>,
    _ downstream: Downstream
  ) {
    self.output = output
    self.completion = completion
    self.downstream = downstream
  }

  var description: String {
    lock.withLock { downstream == nil ? "Cancelled Events" : String(describing: output) }
  }

  var customMirror: Mirror {
    let remaining = lock.withLock { output }
    let children: [Mirror.Child] = [("sequence", remaining), ("completion", completion)]
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  /// Zero demand is accepted and changes nothing, as in Apple's `Record`.
  func request(_ more: Subscribers.Demand) {
    lock.lock()
    guard downstream != nil, more > 0 else {
      lock.unlock()
      return
    }
    demand += more
    if delivering {
      lock.unlock()
      return
    }
    delivering = true
    while let downstream, demand > 0, index < output.count {
      demand -= 1
      let value = output[index]
      index += 1
      let isLast = index == output.count
      var released: [Downstream.Input] = []
      if isLast {
        self.downstream = nil
        swap(&released, &output)
      }
      lock.unlock()
      withExtendedLifetime(released) {}
      let extra = downstream.receive(value)
      if isLast {
        downstream.receive(completion: completion)
        lock.lock()
        break
      }
      lock.lock()
      demand += extra
    }
    delivering = false
    lock.unlock()
  }

  func cancel() {
    var released: [Downstream.Input] = []
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    swap(&released, &output)
    lock.unlock()
    // Released outside the lock: a deinit run by the release must be free to call back in.
    withExtendedLifetime((downstream, released)) {}
  }
}
