import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// What incremental layout must keep: a frame shows exactly what laying the whole window out
/// afresh shows.
@MainActor
enum WholeLayoutComparison {
  /// What `core` shows: its display list, and its elements with their frames.
  static func shown(_ core: HostCore) -> (list: _DisplayList, elements: [String]) {
    (core.displayList, core.elements.map { "\($0.kind) \($0.text) \($0.frame)" })
  }

  /// Lays `core` out with nothing kept from earlier frames and expects it to show what it
  /// showed before (`shown`), the same display list and the same elements.
  static func expectSame(
    _ shown: (list: _DisplayList, elements: [String]), asWholeLayoutOf core: HostCore,
    after what: String, sourceLocation: SourceLocation
  ) {
    core.measurementsDidChange()
    let whole = Self.shown(core)
    #expect(
      shown.list == whole.list, "display list after \(what)", sourceLocation: sourceLocation)
    #expect(
      shown.elements == whole.elements, "elements after \(what)", sourceLocation: sourceLocation)
  }
}
