import Foundation

extension Gesture {
  /// This gesture and `other` recognized at once: the combination changes as either does,
  /// and ends when both are over and either ended.
  /// - Parameter other: The other gesture.
  /// - Returns: The combination, whose value holds each one's (`nil` until it has one).
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }

  /// This gesture, then `other` once it has ended: a long press before a drag, for one.
  /// - Parameter other: The gesture that follows.
  /// - Returns: The sequence, whose value says which gesture is under way.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture if it is recognized, else `other`: `other` acts only once this one fails.
  /// - Parameter other: The gesture to fall back to.
  /// - Returns: The combination, whose value says which one was recognized.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// Two gestures recognized at once; made by `simultaneously(with:)`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The values of the two gestures, each `nil` until it has one.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// The two gestures, recognized at once.
  /// - Parameters:
  ///   - first: The first gesture.
  ///   - second: The second gesture.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Makes both recognizers, fed the same events.
  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    _SimultaneousRecognizer(first._makeRecognizer(), second._makeRecognizer())
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One gesture after another; made by `sequenced(before:)`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture is under way.
  public enum Value {
    /// The first, with its value.
    case first(First.Value)
    /// The second, after the first ended with its value; `nil` until the second has one.
    case second(First.Value, Second.Value?)
  }

  /// The gesture that goes first.
  public var first: First
  /// The gesture that follows.
  public var second: Second

  /// `first`, then `second`.
  /// - Parameters:
  ///   - first: The gesture that goes first.
  ///   - second: The gesture that follows.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Makes the first recognizer, and the second once the first ends.
  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    _SequenceRecognizer(first._makeRecognizer(), second._makeRecognizer())
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One gesture, or another if it fails; made by `exclusively(before:)`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture was recognized.
  public enum Value {
    /// The first, with its value.
    case first(First.Value)
    /// The second, with its value.
    case second(Second.Value)
  }

  /// The gesture preferred.
  public var first: First
  /// The gesture that acts only if the first fails.
  public var second: Second

  /// `first`, or `second` if it fails.
  /// - Parameters:
  ///   - first: The gesture preferred.
  ///   - second: The gesture to fall back to.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Makes both recognizers, the second's outcome held until the first fails.
  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    _ExclusiveRecognizer(first._makeRecognizer(), second._makeRecognizer())
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// The state of one part of a combination.
private enum _PartState<Value> {
  case live
  case ended(Value)
  case failed
  var isOver: Bool {
    if case .live = self { return false }
    return true
  }
}

final class _SimultaneousRecognizer<A, B>: _GestureRecognizer<SimultaneousGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  typealias Combined = SimultaneousGesture<A, B>.Value
  let first: _GestureRecognizer<A.Value>
  let second: _GestureRecognizer<B.Value>
  private var firstState = _PartState<A.Value>.live
  private var secondState = _PartState<B.Value>.live
  private var value = Combined(first: nil, second: nil)

  init(_ first: _GestureRecognizer<A.Value>, _ second: _GestureRecognizer<B.Value>) {
    self.first = first
    self.second = second
  }

  override var claimsWhenChanged: Bool { first.claimsWhenChanged || second.claimsWhenChanged }
  override var wakeTime: Date? {
    [firstState.isOver ? nil : first.wakeTime, secondState.isOver ? nil : second.wakeTime]
      .compactMap { $0 }.min()
  }

  override func receive(_ event: _PointerEvent, in context: _GestureContext)
    -> _GestureOutcome<Combined>
  {
    var changed = false
    if !firstState.isOver {
      switch first.receive(event, in: context) {
      case .possible: break
      case .changed(let v):
        value.first = v
        changed = true
      case .ended(let v):
        value.first = v
        firstState = .ended(v)
        changed = true
      case .failed:
        // A part that failed reports no value.
        value.first = nil
        firstState = .failed
      }
    }
    if !secondState.isOver {
      switch second.receive(event, in: context) {
      case .possible: break
      case .changed(let v):
        value.second = v
        changed = true
      case .ended(let v):
        value.second = v
        secondState = .ended(v)
        changed = true
      case .failed:
        value.second = nil
        secondState = .failed
      }
    }
    if firstState.isOver, secondState.isOver {
      if case .failed = firstState, case .failed = secondState { return .failed }
      return .ended(value)
    }
    return changed ? .changed(value) : .possible
  }

  override func cancel(in context: _GestureContext) {
    first.cancel(in: context)
    second.cancel(in: context)
  }
}

final class _SequenceRecognizer<A, B>: _GestureRecognizer<SequenceGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  typealias Combined = SequenceGesture<A, B>.Value
  let first: _GestureRecognizer<A.Value>
  let second: _GestureRecognizer<B.Value>
  private var firstValue: A.Value?
  private var secondValue: B.Value?

  init(_ first: _GestureRecognizer<A.Value>, _ second: _GestureRecognizer<B.Value>) {
    self.first = first
    self.second = second
  }

  override var claimsWhenChanged: Bool {
    firstValue == nil ? first.claimsWhenChanged : true
  }
  override var wakeTime: Date? { firstValue == nil ? first.wakeTime : second.wakeTime }

  override func receive(_ event: _PointerEvent, in context: _GestureContext)
    -> _GestureOutcome<Combined>
  {
    guard let firstValue else {
      switch first.receive(event, in: context) {
      case .possible: return .possible
      case .failed: return .failed
      case .changed(let v): return .changed(.first(v))
      case .ended(let v):
        self.firstValue = v
        // The second gesture starts where the first ended, as if pressed there.
        var start = event
        start.kind = .down(count: 1)
        switch second.receive(start, in: context) {
        case .failed: return .failed
        case .ended(let w): return .ended(.second(v, w))
        case .changed(let w):
          secondValue = w
          return .changed(.second(v, w))
        case .possible: return .changed(.second(v, nil))
        }
      }
    }
    switch second.receive(event, in: context) {
    case .possible: return .possible
    case .failed: return .failed
    case .changed(let w):
      secondValue = w
      return .changed(.second(firstValue, w))
    case .ended(let w): return .ended(.second(firstValue, w))
    }
  }

  override func cancel(in context: _GestureContext) {
    first.cancel(in: context)
    second.cancel(in: context)
  }
}

final class _ExclusiveRecognizer<A, B>: _GestureRecognizer<ExclusiveGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  typealias Combined = ExclusiveGesture<A, B>.Value
  let first: _GestureRecognizer<A.Value>
  let second: _GestureRecognizer<B.Value>
  private var firstFailed = false
  private var firstClaimed = false
  /// The second's latest outcome, held while the first may still be recognized.
  private var held: _GestureOutcome<B.Value> = .possible
  /// The second's effects, held with it.
  private var heldEffects: [() -> Void] = []

  init(_ first: _GestureRecognizer<A.Value>, _ second: _GestureRecognizer<B.Value>) {
    self.first = first
    self.second = second
  }

  override var claimsWhenChanged: Bool {
    firstFailed ? second.claimsWhenChanged : first.claimsWhenChanged
  }
  override var wakeTime: Date? {
    [firstFailed ? nil : first.wakeTime, firstClaimed ? nil : second.wakeTime].compactMap { $0 }
      .min()
  }

  override func receive(_ event: _PointerEvent, in context: _GestureContext)
    -> _GestureOutcome<Combined>
  {
    if !firstFailed {
      switch first.receive(event, in: context) {
      case .possible: break
      case .changed(let v):
        if first.claimsWhenChanged { firstClaimed = true }
        return .changed(.first(v))
      case .ended(let v):
        second.cancel(in: context)
        return .ended(.first(v))
      case .failed:
        firstFailed = true
        context.effects += heldEffects
        heldEffects = []
      }
    }
    if firstClaimed { return .possible }
    let outcome: _GestureOutcome<B.Value>
    if case .possible = held {
      // Feed the second in a context of its own, so that its actions wait with it.
      let own = _GestureContext(convert: context.convert)
      outcome = second.receive(event, in: own)
      if firstFailed { context.effects += own.effects } else { heldEffects += own.effects }
    } else {
      outcome = held
    }
    guard firstFailed else {
      if case .ended = outcome { held = outcome }
      if case .failed = outcome { held = outcome }
      return .possible
    }
    held = .possible
    switch outcome {
    case .possible: return .possible
    case .failed: return .failed
    case .changed(let w): return .changed(.second(w))
    case .ended(let w): return .ended(.second(w))
    }
  }

  override func cancel(in context: _GestureContext) {
    first.cancel(in: context)
    second.cancel(in: context)
  }
}
