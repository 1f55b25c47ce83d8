import Foundation

/// A container that steps its content through a list of phases.
///
/// Apple's animates from phase to phase. Trellis shows every change at once (see
/// <doc:TimelinesAndAnimators>), so a phase animator here shows each phase as soon as it
/// begins and holds it for the duration of the animation `animation` returns for it
/// (0.35 seconds for `.default`; a frame, a thirtieth of a second, for `nil`). Without a
/// trigger it starts on the first phase and cycles for as long as it is on screen; with
/// one, it rests on the first phase, and each change of the trigger steps through the
/// others and back to the first. The phases come on the host's clock, as a
/// ``TimelineView``'s dates do.
///
/// ```swift
/// PhaseAnimator([false, true]) { isLit in
///   Text(isLit ? "● Recording" : "○ Recording")
/// } animation: { _ in
///   .easeInOut(duration: 0.5)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View> {
  /// Drawn by Trellis: the content stands in its place.
  public typealias Body = Never

  let phases: [Phase]
  let trigger: _PhaseTrigger?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?

  /// An animator that steps through `phases` once each time `trigger` changes, then rests on
  /// the first phase.
  ///
  /// - Parameters:
  ///   - phases: The phases, at least one; the first is the one at rest.
  ///   - trigger: A value whose every change starts a run through the phases.
  ///   - content: Builds the content for a phase.
  ///   - animation: The animation of each phase, whose duration is how long it is shown.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = _PhaseTrigger(trigger)
    self.content = content
    self.animation = animation
  }

  /// An animator that cycles through `phases` for as long as it is shown.
  ///
  /// - Parameters:
  ///   - phases: The phases, at least one.
  ///   - content: Builds the content for a phase.
  ///   - animation: The animation of each phase, whose duration is how long it is shown.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = nil
    self.content = content
    self.animation = animation
  }

  /// How long phase `index` is shown: its animation's duration, at least a frame, so that
  /// phases without animation still take turns rather than spin.
  func hold(_ index: Int) -> TimeInterval {
    max(animation(phases[index])?.duration ?? 0, AnimationTimelineSchedule.defaultInterval)
  }
}

extension PhaseAnimator: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    guard !phases.isEmpty else {
      _RuntimeWarnings.warn("PhaseAnimator.empty") {
        "A PhaseAnimator was given no phases: it shows nothing."
      }
      return .list([])
    }
    let node = context.node
    let graph = node.graph
    let state = node.modifierState { _PhaseAnimatorState() }.state
    let index = state.phase(
      count: phases.count, trigger: trigger, at: graph.textClock.now, hold: hold)
    graph.timelines.watch(node, state: state)
    return .list([_Child(id: .index(0), view: content(phases[index]))])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension PhaseAnimator: View {}

/// A phase animator's trigger, kept to compare with the next one.
struct _PhaseTrigger {
  private let value: Any
  private let isEqual: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    isEqual = { ($0 as? T) == value }
  }

  func isSame(as other: _PhaseTrigger) -> Bool { isEqual(other.value) }
}
