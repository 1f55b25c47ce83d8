import Foundation

extension Timer {
  /// A connectable publisher that, once connected, publishes the current date every
  /// `interval` seconds on `runLoop`.
  ///
  /// ```swift
  /// let cancellable = Timer.publish(every: 1, on: .main, in: .common)
  ///   .autoconnect()
  ///   .sink { date in print(date) }
  /// ```
  ///
  /// Nothing is scheduled until ``TimerPublisher/connect()`` is called (or `autoconnect()`
  /// does it). The ticks arrive on the run loop's thread, and only while that run loop runs
  /// in `mode`.
  ///
  /// - Parameters:
  ///   - interval: The seconds between ticks; the first tick comes one interval after
  ///     connecting.
  ///   - tolerance: Ignored, as by Apple's method (see below).
  ///   - runLoop: The run loop that runs the timer.
  ///   - mode: The run-loop mode the timer runs in, such as `.default` or `.common`.
  ///   - options: Scheduler options; a run loop takes none.
  /// - Returns: A connectable publisher of `Date`s.
  ///
  /// The publisher it returns reports a ``TimerPublisher/tolerance`` of `nil`: Apple's method
  /// drops the argument, which looks like a bug, and it is matched here because code may
  /// read it. Create a ``TimerPublisher`` directly to set a tolerance.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: nil, runLoop: runLoop, mode: mode, options: options)
  }

  /// A connectable publisher of the dates at which a repeating Foundation timer fires.
  ///
  /// ``connect()`` schedules the timer; cancelling the returned connection invalidates it.
  /// Every subscriber attached at the time of a tick receives it, provided it has demand
  /// left; a subscriber without demand misses that tick. The publisher never completes.
  ///
  /// Its subscriptions describe and reflect nothing of themselves, as Apple's do not.
  public final class TimerPublisher: ConnectablePublisher, _ConduitParent, @unchecked Sendable {
    /// The date of each tick, read when the timer fires.
    public typealias Output = Date
    /// This publisher never fails.
    public typealias Failure = Never

    /// The seconds between ticks.
    public let interval: TimeInterval
    /// How late a tick may come; `nil` for the timer's default.
    public let tolerance: TimeInterval?
    /// The run loop that runs the timer.
    public let runLoop: RunLoop
    /// The run-loop mode the timer runs in.
    public let mode: RunLoop.Mode
    /// Scheduler options; a run loop takes none.
    public let options: RunLoop.SchedulerOptions?

    // Hands each tick to the subscribers, honouring each one's demand.
    private let ticks = _SubjectCore<Date, Never>()
    private let lock = _Lock()
    // Guarded by `lock`: the live connection, if any.
    private var connection: _TimerConnection?

    /// Creates a timer publisher; nothing is scheduled until ``connect()``.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    /// Attaches `subscriber`; it receives the ticks that come while it has demand, from the
    /// next one on, once the publisher is connected.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      ticks.attach(subscriber, parent: self, replaysCurrentValue: false)
    }

    @usableFromInline func detach(_ conduit: AnyObject) { ticks.detach(conduit) }
    @usableFromInline func currentValue() -> Date? { nil }
    @usableFromInline func acknowledgeDownstreamDemand() {}

    /// Schedules the timer on ``runLoop`` in ``mode``.
    ///
    /// While connected, calling this again returns the same connection.
    ///
    /// - Returns: The connection; cancel it to invalidate the timer.
    public func connect() -> Cancellable {
      lock.lock()
      if let connection {
        lock.unlock()
        return connection
      }
      let ticks = self.ticks
      let timer = Timer(timeInterval: interval, repeats: true) { _ in
        ticks.send(Date(), storing: false)
      }
      if let tolerance { timer.tolerance = tolerance }
      let connection = _TimerConnection(timer: timer, publisher: self)
      self.connection = connection
      lock.unlock()
      runLoop.add(timer, forMode: mode)
      return connection
    }

    fileprivate func disconnect(_ ended: _TimerConnection) {
      lock.withLock {
        if connection === ended { connection = nil }
      }
    }
  }
}

/// A live timer connection: cancelling it invalidates the timer.
private final class _TimerConnection: Cancellable, @unchecked Sendable {
  private let lock = _Lock()
  // Guarded by `lock`; cleared by the first cancel.
  private var timer: Timer?
  private weak var publisher: Timer.TimerPublisher?

  init(timer: Timer, publisher: Timer.TimerPublisher) {
    self.timer = timer
    self.publisher = publisher
  }

  func cancel() {
    lock.lock()
    let timer = self.timer
    let publisher = self.publisher
    self.timer = nil
    self.publisher = nil
    lock.unlock()
    timer?.invalidate()
    publisher?.disconnect(self)
  }
}
