#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Publisher {
  /// Stops in the debugger (raises `SIGTRAP`) when one of the closures returns `true` for
  /// the event it is given; every event passes on unchanged.
  ///
  /// Without a debugger attached, `SIGTRAP` ends the process.
  ///
  /// - Parameters:
  ///   - receiveSubscription: Decides whether the subscription's arrival should stop.
  ///   - receiveOutput: Decides whether a value should stop.
  ///   - receiveCompletion: Decides whether the completion should stop.
  /// - Returns: A publisher that republishes upstream.
  public func breakpoint(
    receiveSubscription: ((Subscription) -> Bool)? = nil,
    receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion)
  }

  /// Stops in the debugger (raises `SIGTRAP`) when upstream fails.
  public func breakpointOnError() -> Publishers.Breakpoint<Self> {
    breakpoint(receiveCompletion: { completion in
      if case .failure = completion { return true }
      return false
    })
  }
}

extension Publishers {
  /// A publisher that raises `SIGTRAP` when a closure says that an event should stop in
  /// the debugger, and otherwise republishes its upstream.
  public struct Breakpoint<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are watched.
    public let upstream: Upstream
    /// Returns `true` to stop when the subscription arrives.
    public let receiveSubscription: ((Subscription) -> Bool)?
    /// Returns `true` to stop on a value.
    public let receiveOutput: ((Upstream.Output) -> Bool)?
    /// Returns `true` to stop on the completion.
    public let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)?

    /// Creates a publisher that watches the events of `upstream` with the given closures.
    public init(
      upstream: Upstream,
      receiveSubscription: ((Subscription) -> Bool)? = nil,
      receiveOutput: ((Upstream.Output) -> Bool)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
    }

    /// Subscribes `subscriber` to the upstream, asking the closures about each event before
    /// passing it on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _BreakpointInner(
          downstream: subscriber, receiveSubscription: receiveSubscription,
          receiveOutput: receiveOutput, receiveCompletion: receiveCompletion))
    }
  }
}

/// Breakpoint's subscriber: forwards everything, after asking the matching closure whether
/// to raise `SIGTRAP` first.
private struct _BreakpointInner<Downstream: Subscriber>: Subscriber, CustomStringConvertible,
  CustomReflectable,
  CustomPlaygroundDisplayConvertible
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let receiveSubscription: ((Subscription) -> Bool)?
  let receiveOutput: ((Input) -> Bool)?
  let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?
  let combineIdentifier = CombineIdentifier()

  var description: String { "Breakpoint" }

  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    if receiveSubscription?(subscription) == true { raise(SIGTRAP) }
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    if receiveOutput?(input) == true { raise(SIGTRAP) }
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    if receiveCompletion?(completion) == true { raise(SIGTRAP) }
    downstream.receive(completion: completion)
  }
}
