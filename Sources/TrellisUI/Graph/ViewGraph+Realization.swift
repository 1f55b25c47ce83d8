/// Realising the rows of lazy containers, which their layouts ask for (``_LazyRowSource``).
extension _ViewGraph {
  /// Runs `body`, which realises lazy rows, as a step of its own: rows are evaluated as in
  /// an update pass (tracked, their lifecycle actions held until the step ends), then an
  /// update pass is scheduled for what they queued.
  func realizing<T>(_ body: () -> T) -> T {
    guard !isUpdating else { return body() }
    isUpdating = true
    let result = body()
    isUpdating = false
    if hasQueuedActions || hasStalePreferenceReaders { schedulePass() }
    return result
  }

  func lazyContainerAppeared(_ rows: _LazyRows) {
    lazyContainers[ObjectIdentifier(rows)] = rows
  }

  func lazyContainerWent(_ rows: _LazyRows) {
    lazyContainers.removeValue(forKey: ObjectIdentifier(rows))
  }

  /// Whether a layout corrected a lazy container's estimate that its size depended on (and
  /// so must run again); clears the marks.
  func takeEstimateCorrections() -> Bool {
    var corrected = false
    for rows in lazyContainers.values where rows.viewport.estimateWasCorrected {
      rows.viewport.estimateWasCorrected = false
      corrected = true
    }
    return corrected
  }

  /// A layout of the whole graph has placed everything: each lazy container releases the
  /// rows that layout did not ask for (all of them, for a container it did not lay out).
  func layoutDidEnd() {
    for (key, rows) in Array(lazyContainers) where lazyContainers[key] != nil {
      rows.endLayout()
    }
  }
}
