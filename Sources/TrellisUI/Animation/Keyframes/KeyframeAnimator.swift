import Foundation

/// A container that plays keyframes and builds its content with the value they give.
///
/// Repeating, it plays them from when it appears, again and again, for as long as it is
/// shown; with a trigger, it shows the initial value until the trigger changes, then plays
/// them once and rests on the value they end with. The value is sampled on the host's clock
/// a thirtieth of a second apart (the ticks a ``TimelineView``'s `.animation` schedule
/// has), plus the moment the keyframes end.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///   Text("♥").scaleEffect(scale)
/// } keyframes: { _ in
///   LinearKeyframe(1.4, duration: 0.15)
///   SpringKeyframe(1.0, spring: Spring(duration: 0.3, bounce: 0.4))
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>
where KeyframePath.Value == Value {
  /// Drawn by Trellis: the content stands in its place.
  public typealias Body = Never

  let initialValue: Value
  let trigger: _PhaseTrigger?
  let repeating: Bool
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  /// An animator that plays `keyframes` from when it appears, again and again if
  /// `repeating`, else once.
  /// - Parameters:
  ///   - initialValue: The value the keyframes start from.
  ///   - repeating: Whether the keyframes play again each time they end.
  ///   - content: Builds the content for a value.
  ///   - keyframes: The tracks, given the initial value.
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    trigger = nil
    self.repeating = repeating
    self.content = content
    self.keyframes = keyframes
  }

  /// An animator that plays `keyframes` once each time `trigger` changes.
  /// - Parameters:
  ///   - initialValue: The value shown before the first change, which the keyframes start
  ///     from.
  ///   - trigger: A value whose every change plays the keyframes.
  ///   - content: Builds the content for a value.
  ///   - keyframes: The tracks, given the initial value.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = _PhaseTrigger(trigger)
    repeating = false
    self.content = content
    self.keyframes = keyframes
  }
}

extension KeyframeAnimator: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let node = context.node
    let graph = node.graph
    let timeline = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }
    let state = node.modifierState { _KeyframeAnimatorState() }.state
    let time = state.time(
      duration: timeline.duration, repeating: repeating, trigger: trigger,
      at: graph.textClock.now)
    graph.timelines.watch(node, state: state)
    let value = time.map { timeline.value(time: $0) } ?? initialValue
    return .list([_Child(id: .index(0), view: content(value))])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension KeyframeAnimator: View {}
