import Foundation

/// A view that builds its content again at the dates of a schedule.
///
/// The timeline view has no look of its own: it shows its content, built with a
/// ``TimelineView/Context`` whose ``TimelineView/Context/date`` is the schedule's latest date
/// not after now. When the schedule's next date comes, the content is built again with it;
/// between two dates nothing is. State inside the content is kept from one date to the next,
/// and once the view leaves the screen nothing of it runs.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///   Text("\(Int(context.date.timeIntervalSince(start))) s")
/// }
/// ```
///
/// The dates come on the host's clock, the one that `Text(date, style: .timer)` reads: the
/// system's in a window or a terminal, and the one a test sets with `ViewHost.currentDate`.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// Drawn by Trellis: the content stands in its place.
  public typealias Body = Never

  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
}

extension TimelineView where Content: View {
  /// A timeline view that builds `content` at each date of `schedule`.
  ///
  /// - Parameters:
  ///   - schedule: When the content changes: `.periodic(from:by:)`, `.everyMinute`,
  ///     `.animation`, `.explicit(_:)` or a schedule of your own.
  ///   - content: Builds the content for a date, given in the context.
  public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }
}

extension TimelineView: _PrimitiveView where Content: View {
  func _children(in context: _ChildContext) -> _Children {
    let node = context.node
    let graph = node.graph
    let state = node.modifierState { _TimelineState() }.state
    let shown = state.follow(schedule, at: graph.textClock.now)
    graph.timelines.watch(node, state: state)
    return .list([_Child(id: .index(0), view: content(shown))])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension TimelineView: View where Content: View {}
