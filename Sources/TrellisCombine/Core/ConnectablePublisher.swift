/// A publisher that starts producing only when ``connect()`` is called, so that several
/// subscribers can attach first and all see the same values.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts the upstream; cancel the result to stop it.
  func connect() -> Cancellable
}
