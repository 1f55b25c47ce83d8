extension Publisher {
  /// Attaches a subscriber that calls `receiveValue` for each value and `receiveCompletion`
  /// at the end, asking for unlimited values.
  ///
  /// - Returns: A cancellable; the subscription lasts until it is cancelled or deinitialised.
  @inlinable public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber that calls `receiveValue` for each value, asking for unlimited values.
  ///
  /// - Returns: A cancellable; the subscription lasts until it is cancelled or deinitialised.
  @inlinable public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

extension Subscribers {
  /// A subscriber that asks for unlimited values and hands each one to a closure.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
  {
    @usableFromInline struct State {
      @usableFromInline var status = _SubscriberStatus.awaitingSubscription
      // Both closures are dropped on completion or cancel, so that no retain cycle through
      // them outlives the subscription.
      @usableFromInline var receiveValue: ((Input) -> Void)?
      @usableFromInline var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

      @inlinable init(
        receiveValue: @escaping (Input) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
      ) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
      }
    }

    @usableFromInline let guarded: _LockedState<State>

    /// The closure called with each value.
    public var receiveValue: (Input) -> Void {
      guarded.withLock { $0.receiveValue } ?? { _ in }
    }
    /// The closure called with the completion.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
      guarded.withLock { $0.receiveCompletion } ?? { _ in }
    }

    /// Always `"Sink"`.
    public var description: String { "Sink" }

    /// A mirror with no children: the closures are not shown.
    public var customMirror: Mirror { Mirror(self, children: [:]) }

    /// Always `"Sink"`.
    public var playgroundDescription: Any { description }

    /// Creates a sink from its two closures.
    @inlinable public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      guarded = _LockedState(
        State(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
    }

    /// Keeps `subscription` and asks it for unlimited values; a second subscription, or one
    /// that arrives after completion or cancel, is cancelled.
    public func receive(subscription: Subscription) {
      let accepted = guarded.withLock { state -> Bool in
        guard case .awaitingSubscription = state.status else { return false }
        state.status = .subscribed(subscription)
        return true
      }
      if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    /// Calls ``receiveValue`` with `value`, unless the sink has completed or been cancelled.
    ///
    /// - Returns: ``Subscribers/Demand/none``: the sink asked for everything up front.
    @inlinable public func receive(_ value: Input) -> Subscribers.Demand {
      guarded.lock()
      guard let body = guarded.state.pointee.receiveValue else {
        guarded.unlock()
        return .none
      }
      guarded.unlock()
      body(value)
      return .none
    }

    /// Calls ``receiveCompletion`` once, then releases both closures so that nothing they
    /// capture is kept alive by the sink.
    public func receive(completion: Subscribers.Completion<Failure>) {
      // The closures are released after unlocking: what they capture may cancel this sink
      // from its deinit.
      let (body, dropped) = guarded.withLock { state in
        defer {
          state.status = .terminal
          state.receiveValue = nil
          state.receiveCompletion = nil
        }
        return (state.receiveCompletion, (state.status, state.receiveValue))
      }
      body?(completion)
      withExtendedLifetime(dropped) {}
    }

    /// Cancels the subscription and releases both closures; neither is called afterwards.
    ///
    /// Before the sink has a subscription, cancelling does nothing: the closures stay and a
    /// subscription that arrives later is accepted. Apple's sink behaves so; it looks like a
    /// bug, and is matched because code may depend on it.
    public func cancel() {
      let taken = guarded.withLock { state -> (Subscription, Any)? in
        guard let subscription = state.status.subscription else { return nil }
        defer {
          state.status = .terminal
          state.receiveValue = nil
          state.receiveCompletion = nil
        }
        return (subscription, (state.receiveValue, state.receiveCompletion))
      }
      guard let (subscription, dropped) = taken else { return }
      subscription.cancel()
      withExtendedLifetime(dropped) {}
    }
  }
}
