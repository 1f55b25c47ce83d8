import Foundation

/// A value that a gesture sets while it is under way, which goes back to its initial value
/// when the gesture ends or is cancelled.
///
/// Declare it in a view, hand `$state` to `updating(_:body:)`, and read it in `body`:
///
/// ```swift
/// @GestureState private var isPressing = false
///
/// Circle()
///   .fill(isPressing ? .red : .blue)
///   .gesture(LongPressGesture().updating($isPressing) { pressing, state, _ in state = pressing })
/// ```
///
/// Only a gesture sets it: it has no setter of its own. Like `@State`, it lives as long as
/// the view's identity.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  var state: State<Value>
  let initialValue: Value
  let reset: (Value, inout Transaction) -> Void

  /// A gesture state starting at `wrappedValue`, reset to it without a transaction.
  /// - Parameter wrappedValue: The value while no gesture sets it.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, reset: { _, _ in })
  }

  /// A gesture state starting at `initialValue`.
  /// - Parameter initialValue: The value while no gesture sets it.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// A gesture state starting at `wrappedValue`, reset in `resetTransaction` (with its
  /// animation, for a host that animates).
  /// - Parameters:
  ///   - wrappedValue: The value while no gesture sets it.
  ///   - resetTransaction: The transaction of the reset.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(
      wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
  }

  /// A gesture state starting at `initialValue`, reset in `resetTransaction`.
  /// - Parameters:
  ///   - initialValue: The value while no gesture sets it.
  ///   - resetTransaction: The transaction of the reset.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// A gesture state starting at `wrappedValue`; `reset` is called with the value being
  /// reset and may set the reset's transaction.
  /// - Parameters:
  ///   - wrappedValue: The value while no gesture sets it.
  ///   - reset: Called as the value goes back.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    state = State(wrappedValue: wrappedValue)
    initialValue = wrappedValue
    self.reset = reset
  }

  /// A gesture state starting at `initialValue`, with `reset` called as it goes back.
  /// - Parameters:
  ///   - initialValue: The value while no gesture sets it.
  ///   - reset: Called as the value goes back.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The value the gesture set, or the initial value while none is under way.
  public var wrappedValue: Value { state.wrappedValue }

  /// The state itself, to hand to `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  /// Sets the value as a gesture changes.
  @MainActor func set(_ value: Value, in transaction: Transaction) {
    withTransaction(transaction) { state.box.set(value) }
  }

  /// Puts the initial value back.
  @MainActor func resetToInitial() {
    var transaction = Transaction()
    reset(state.box.get(), &transaction)
    withTransaction(transaction) { state.box.set(initialValue) }
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at `nil`, reset in `resetTransaction`.
  /// - Parameter resetTransaction: The transaction of the reset; none unless given.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// A gesture state starting at `nil`, with `reset` called as it goes back.
  /// - Parameter reset: Called as the value goes back.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}

extension Gesture {
  /// Sets `state` from the gesture's value as it changes: `body` gets the value, the state's
  /// current value to change, and the change's transaction. When the gesture ends, fails
  /// after changing, or is cancelled, the state goes back to its initial value.
  /// - Parameters:
  ///   - state: A `@GestureState`'s projected value (`$state`).
  ///   - body: Sets the state from the value.
  /// - Returns: The gesture, setting the state.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

/// A gesture that sets a `@GestureState` as it changes; made by `updating(_:body:)`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// The gesture's own value.
  public typealias Value = Base.Value

  /// The gesture that sets the state.
  public var base: Base
  /// The state it sets.
  public var state: GestureState<State>
  /// Sets the state from each value.
  public var body: (Base.Value, inout State, inout Transaction) -> Void

  /// A gesture that sets `state` with `body` as `base` changes.
  /// - Parameters:
  ///   - base: The gesture.
  ///   - state: The state to set.
  ///   - body: Sets the state from each value.
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (Base.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  /// Makes the base's recognizer, setting the state as it changes.
  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    _UpdatingRecognizer(base._makeRecognizer(), state: state, body: body)
  }
}

/// Queues the state's update on each change and its reset when the run is over; a reset is
/// queued only once an update ran, so a gesture that never acted leaves the state alone.
final class _UpdatingRecognizer<Value, State>: _GestureRecognizer<Value> {
  let base: _GestureRecognizer<Value>
  let state: GestureState<State>
  let body: (Value, inout State, inout Transaction) -> Void
  private var updated = false

  init(
    _ base: _GestureRecognizer<Value>, state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  override var claimsWhenChanged: Bool { base.claimsWhenChanged }
  override var wakeTime: Date? { base.wakeTime }

  override func receive(_ event: _PointerEvent, in context: _GestureContext)
    -> _GestureOutcome<Value>
  {
    let outcome = base.receive(event, in: context)
    switch outcome {
    case .changed(let value):
      context.effects.append { [self] in
        var current = state.wrappedValue
        var transaction = Transaction()
        body(value, &current, &transaction)
        state.set(current, in: transaction)
        updated = true
      }
    case .ended, .failed:
      context.effects.append { [self] in resetIfUpdated() }
    case .possible:
      break
    }
    return outcome
  }

  override func cancel(in context: _GestureContext) {
    base.cancel(in: context)
    resetIfUpdated()
  }

  private func resetIfUpdated() {
    guard updated else { return }
    updated = false
    state.resetToInitial()
  }
}
