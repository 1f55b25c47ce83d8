import Foundation

extension Gesture where Value: Equatable {
  /// Runs `action` with the gesture's value each time it changes while the gesture is
  /// recognized (a drag's every move, a long press as it begins).
  /// - Parameter action: What to do with the new value.
  /// - Returns: The gesture, with the action.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

extension Gesture {
  /// Runs `action` with the gesture's last value when it ends (a tap's release, a drag's
  /// release, a long press held long enough); not when it fails or another gesture wins.
  /// - Parameter action: What to do with the final value.
  /// - Returns: The gesture, with the action.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// The gesture with its values transformed by `body`.
  /// - Parameter body: Makes the new value from the gesture's.
  /// - Returns: A gesture whose values are `body`'s.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, body: body)
  }
}

/// A gesture that runs an action as its value changes; made by `onChanged(_:)`.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  /// The gesture's own value.
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  /// Makes the content's recognizer, watched for changes.
  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    _ObservingRecognizer(content._makeRecognizer()) { [action] outcome, previous, context in
      if case .changed(let value) = outcome, previous != value {
        context.effects.append { action(value) }
      }
    }
  }
}

/// A gesture that runs an action when it ends; made by `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: Gesture {
  /// The gesture's own value.
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  /// Makes the content's recognizer, watched for its end.
  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    _ObservingRecognizer(content._makeRecognizer()) { [action] outcome, _, context in
      if case .ended(let value) = outcome { context.effects.append { action(value) } }
    }
  }
}

/// A gesture whose values are transformed; made by `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  let content: Content
  let body: (Content.Value) -> Value

  /// Makes the content's recognizer, its values transformed.
  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    content._makeRecognizer().map(body)
  }
}

extension _GestureRecognizer {
  /// This recognizer with its values transformed by `transform`.
  func map<T>(_ transform: @escaping (Value) -> T) -> _GestureRecognizer<T> {
    _MapRecognizer(self, transform)
  }
}

/// Passes another recognizer's outcomes on, their values transformed.
final class _MapRecognizer<Base, Value>: _GestureRecognizer<Value> {
  let base: _GestureRecognizer<Base>
  let transform: (Base) -> Value

  init(_ base: _GestureRecognizer<Base>, _ transform: @escaping (Base) -> Value) {
    self.base = base
    self.transform = transform
  }

  override var claimsWhenChanged: Bool { base.claimsWhenChanged }
  override var wakeTime: Date? { base.wakeTime }

  override func receive(_ event: _PointerEvent, in context: _GestureContext)
    -> _GestureOutcome<Value>
  {
    switch base.receive(event, in: context) {
    case .possible: return .possible
    case .failed: return .failed
    case .changed(let value): return .changed(transform(value))
    case .ended(let value): return .ended(transform(value))
    }
  }

  override func cancel(in context: _GestureContext) { base.cancel(in: context) }
}

/// Passes another recognizer's outcomes on unchanged, telling `observe` of each (with the
/// value of the last change, if any) so that it can queue the callbacks' actions.
final class _ObservingRecognizer<Value>: _GestureRecognizer<Value> {
  typealias Observer = (_GestureOutcome<Value>, Value?, _GestureContext) -> Void
  let base: _GestureRecognizer<Value>
  let observe: Observer
  private var last: Value?

  init(_ base: _GestureRecognizer<Value>, observe: @escaping Observer) {
    self.base = base
    self.observe = observe
  }

  override var claimsWhenChanged: Bool { base.claimsWhenChanged }
  override var wakeTime: Date? { base.wakeTime }

  override func receive(_ event: _PointerEvent, in context: _GestureContext)
    -> _GestureOutcome<Value>
  {
    let outcome = base.receive(event, in: context)
    observe(outcome, last, context)
    if case .changed(let value) = outcome { last = value }
    return outcome
  }

  override func cancel(in context: _GestureContext) { base.cancel(in: context) }
}
