// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Dispatch

  /// Runs the loads of transferable values on Dispatch's threads rather than the
  /// concurrency runtime's pool. A host that must have an item's data at once (GTK asks for
  /// a drag's content on the main thread, as the drag starts) waits for a load; with the
  /// pool's few threads (one a core) busy with blocking work, a load queued there could
  /// wait seconds. Dispatch adds threads when its threads block.
  final class _TransferExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = _TransferExecutor()
    private let queue = DispatchQueue(
      label: "org.trellis.transferable", qos: .userInitiated, attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Runs `operation` as a task on the transfer executor.
    static func run(_ operation: sending @escaping @isolated(any) () async -> Void) {
      Task(executorPreference: shared, operation: operation)
    }
  }
#endif
