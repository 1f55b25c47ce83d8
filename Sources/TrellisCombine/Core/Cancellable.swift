/// Something whose work or resources can be stopped and released early.
public protocol Cancellable {
  /// Stops the work and releases what it holds. Calling it again does nothing.
  func cancel()
}

extension Cancellable {
  /// Keeps this cancellable alive in `collection` by wrapping it in an ``AnyCancellable``.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Keeps this cancellable alive in `set` by wrapping it in an ``AnyCancellable``.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
