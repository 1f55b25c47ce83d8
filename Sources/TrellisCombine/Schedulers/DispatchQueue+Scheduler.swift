import Dispatch

extension DispatchQueue: Scheduler {
  /// How a dispatch queue runs one scheduled action.
  public struct SchedulerOptions {
    /// The quality of service the action runs at.
    public var qos: DispatchQoS
    /// Flags for the work item that wraps the action.
    public var flags: DispatchWorkItemFlags
    /// A group the action belongs to while it is pending and running.
    public var group: DispatchGroup?

    /// Creates options; the defaults leave every choice to the queue.
    public init(
      qos: DispatchQoS = .unspecified,
      flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The current time on the uptime clock.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  /// Zero: a dispatch queue accepts any tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  /// Submits `action` to run asynchronously on this queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    // The queue owns the action from here on and runs it exactly once.
    let work = _UncheckedSendable(action)
    async(
      group: options?.group,
      qos: options?.qos ?? .unspecified,
      flags: options?.flags ?? [],
      execute: { work.value() }
    )
  }

  /// Submits `action` to run on this queue once `date` has passed.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let work = _UncheckedSendable(action)
    let group = options?.group
    group?.enter()
    asyncAfter(
      deadline: date.dispatchTime,
      qos: options?.qos ?? .unspecified,
      flags: options?.flags ?? [],
      execute: {
        work.value()
        group?.leave()
      }
    )
  }

  /// Runs `action` on this queue at `date` and then every `interval`, with a timer source.
  ///
  /// - Returns: An ``AnyCancellable`` that cancels the timer, also when it is deinitialised.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    let timer = DispatchSource.makeTimerSource(flags: [], queue: self)
    let work = _UncheckedSendable(action)
    timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
      work.value()
    }
    timer.schedule(
      deadline: date.dispatchTime,
      repeating: interval.timeInterval,
      leeway: max(tolerance, minimumTolerance).timeInterval
    )
    timer.activate()
    return AnyCancellable { timer.cancel() }
  }
}
