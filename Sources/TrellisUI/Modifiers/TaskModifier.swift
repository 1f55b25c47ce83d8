extension View {
  /// Starts `action` as a task when this view appears, and cancels it when the view
  /// disappears.
  ///
  /// The task inherits the isolation of the closure: written inside a view's `body`, it runs
  /// on the main actor. Long-running work should check for cancellation (or use cancellable
  /// awaits such as `Task.sleep`), since the view going away only cancels the task.
  ///
  /// ```swift
  /// List(model.items) { item in Text(item.name) }
  ///   .task { await model.refresh() }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - action: The work to do while the view is shown.
  /// - Returns: A view that runs `action` while it is shown.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: _NoTaskID(), priority: priority, action: action))
  }

  /// Starts `action` as a task when this view appears, and again each time `value` changes
  /// (cancelling the previous task first); cancels it when the view disappears.
  ///
  /// ```swift
  /// Text(results.summary)
  ///   .task(id: query) { await results.search(for: query) }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value whose changes restart the task.
  ///   - priority: The task's priority.
  ///   - action: The work to do for the current `value`.
  /// - Returns: A view that runs `action` for each `value` while it is shown.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: value, priority: priority, action: action))
  }
}

/// The id of a `task` without one: never changes.
struct _NoTaskID: Equatable {}

/// Starts a task after the update that inserted the view, restarts it after an update that
/// changed `id`, and cancels it when the node is torn down.
struct _TaskModifier<ID: Equatable>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let id: ID
  let priority: TaskPriority
  let action: @isolated(any) @Sendable () async -> Void

  @MainActor final class State {
    var id: ID
    var priority: TaskPriority
    var action: @isolated(any) @Sendable () async -> Void
    var task: Task<Void, Never>?
    var isGone = false

    init(
      id: ID, priority: TaskPriority, action: @escaping @isolated(any) @Sendable () async -> Void
    ) {
      self.id = id
      self.priority = priority
      self.action = action
    }

    /// Cancels the running task, if any, and starts a new one with the latest action.
    func restart() {
      task?.cancel()
      guard !isGone else { return }
      task = Task(priority: priority, operation: action)
    }

    func stop() {
      isGone = true
      pause()
    }

    /// Cancels the running task, the view staying in the graph out of view.
    func pause() {
      task?.cancel()
      task = nil
    }
  }

  func _attach(to node: _ViewNode) {
    let (state, isNew) = node.modifierState {
      State(id: id, priority: priority, action: action)
    }
    state.action = action
    state.priority = priority
    if isNew {
      node.teardownActions.append { state.stop() }
      node.graph.enqueue(.task, depth: node.depth) { [weak node] in
        // A view out of view by then (a lazy row built off screen) starts when it appears.
        guard node?.isHidden == false else { return }
        state.restart()
      }
      // A lazy row scrolled out of view, its state kept, stops its task; back, starts it.
      node.visibilityHandlers.append { [unowned node] shown in
        if shown {
          node.graph.enqueue(.task, depth: node.depth) { [weak node] in
            // A view out of view by then (a lazy row built off screen) starts when it appears.
            guard node?.isHidden == false else { return }
            state.restart()
          }
        } else {
          state.pause()
        }
      }
    } else if state.id != id {
      state.id = id
      node.graph.enqueue(.task, depth: node.depth) { [weak node] in
        // A view out of view by then (a lazy row built off screen) starts when it appears.
        guard node?.isHidden == false else { return }
        state.restart()
      }
    }
  }
}
