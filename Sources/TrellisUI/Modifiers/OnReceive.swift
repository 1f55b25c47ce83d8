import Dispatch

extension View {
  /// Runs `action` with each value `publisher` sends, for as long as this view is in the
  /// graph.
  ///
  /// The view subscribes when it appears and cancels when it goes. An update that gives it
  /// a different publisher (another object, or a value that is not equal) cancels the old
  /// subscription and subscribes to the new one; the same publisher keeps its subscription.
  /// `action` always runs on the main actor: a value sent from another thread is delivered
  /// there, and one sent while the view graph updates (a `Just`, a `CurrentValueSubject`'s
  /// current value as the view subscribes) right after the update.
  ///
  /// ```swift
  /// Text("\(seconds) s")
  ///   .onReceive(ticks) { _ in seconds += 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - publisher: The publisher to subscribe to.
  ///   - action: Runs with each value.
  /// - Returns: A view that runs `action` with the publisher's values.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(_ReceiveModifier(publisher: publisher, action: action))
  }
}

/// Keeps a subscription to the publisher in the modified view's node.
struct _ReceiveModifier<P: Publisher>: ViewModifier, _PrimitiveModifier where P.Failure == Never {
  typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void

  @MainActor final class State {
    var publisher: P?
    var action: ((P.Output) -> Void)?
    var subscription: AnyCancellable?
    weak var graph: _ViewGraph?
    var depth = 0

    func subscribe(to publisher: P) {
      subscription?.cancel()
      self.publisher = publisher
      subscription = publisher.sink(receiveValue: Self.delivery(to: _ReceiverBox(self)))
    }

    /// What the subscription does with a value, which may arrive on any thread: made outside
    /// the main actor, so that calling it elsewhere is no isolation error.
    nonisolated private static func delivery(to box: _ReceiverBox<State>) -> (P.Output) -> Void {
      { value in
        let delivery = _ReceivedValue(value)
        if _MainQueue.isCurrent {
          MainActor.assumeIsolated { box.state?.receive(delivery.value) }
        } else {
          DispatchQueue.main.async {
            MainActor.assumeIsolated { box.state?.receive(delivery.value) }
          }
        }
      }
    }

    /// Runs the action now, or after the update pass when one is running.
    func receive(_ value: P.Output) {
      guard let graph, publisher != nil else { return }
      if graph.isUpdating {
        graph.enqueue(.afterUpdate, depth: depth) { [weak self] in
          guard let self, self.subscription != nil else { return }
          self.action?(value)
        }
      } else {
        action?(value)
      }
    }

    func cancel() {
      subscription?.cancel()
      subscription = nil
      publisher = nil
      action = nil
    }
  }

  func _attach(to node: _ViewNode) {
    let (state, isNew) = node.modifierState(State.init)
    state.action = action
    state.graph = node.graph
    state.depth = node.depth
    if isNew {
      node.teardownActions.append { state.cancel() }
      state.subscribe(to: publisher)
    } else if let current = state.publisher, !_SamePublisher.check(current, publisher) {
      state.subscribe(to: publisher)
    }
  }
}

/// A weak handle on a receiver, for the subscription's closure (which may run on any thread).
final class _ReceiverBox<State: AnyObject>: @unchecked Sendable {
  // Read on the main actor only.
  weak var state: State?
  init(_ state: State) { self.state = state }
}

/// A value carried to the main queue; only read there.
struct _ReceivedValue<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Whether an update gave `onReceive` the same publisher: equal by `==`, the same object,
/// or a struct whose stored values are all the same (closures never are).
enum _SamePublisher {
  static func check<T>(_ lhs: T, _ rhs: T) -> Bool { same(lhs, rhs) }

  private static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    if type(of: lhs) != type(of: rhs) { return false }
    if let left = lhs as? any Equatable { return left.isEqual(to: rhs) }
    if type(of: lhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    // Functions, metatypes and other values without fields cannot be compared.
    guard
      left.displayStyle == .struct || left.displayStyle == .tuple
        || left.displayStyle == .enum || left.displayStyle == .optional
    else { return false }
    let leftChildren = Array(left.children)
    let rightChildren = Array(right.children)
    guard leftChildren.count == rightChildren.count else { return false }
    if leftChildren.isEmpty { return left.displayStyle != .enum || "\(lhs)" == "\(rhs)" }
    return zip(leftChildren, rightChildren).allSatisfy { same($0.value, $1.value) }
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
