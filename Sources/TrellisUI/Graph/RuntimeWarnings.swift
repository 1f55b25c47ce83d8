import Foundation

/// Messages for misuse that Apple reports at run time without stopping the program. Each
/// kind is printed once per process, to standard error.
enum _RuntimeWarnings {
  private static let printed = _PrintedOnce()

  static func publishedOffMainThread() {
    printed.once("off-main") {
      "[Trellis] Publishing changes from background threads is not allowed; make sure to "
        + "publish values from the main thread (via operators like receive(on:)) on model updates."
    }
  }

  static func duplicateID(_ id: AnyHashable, in container: String) {
    printed.once("duplicate-\(container)") {
      "[Trellis] ForEach<\(container)>: the ID \(id) occurs multiple times within the "
        + "collection, this will give undefined results!"
    }
  }

  /// A `@State` (or a binding to one) written while a `body` runs; `site` names the state.
  static func modifyingStateDuringUpdate(_ site: String) {
    warn("state-during-update-\(site)") {
      "[Trellis] Modifying state during view update, this will cause undefined behavior. "
        + "(\(site))"
    }
  }

  /// An `ObservableObject` that published a change while a `body` runs; `site` names it.
  static func publishingDuringUpdate(_ site: String) {
    warn("publishing-during-update-\(site)") {
      "[Trellis] Publishing changes from within view updates is not allowed, this will cause "
        + "undefined behavior. (\(site))"
    }
  }

  /// A picker whose selection no option's tag matches; the caller warns once per picker.
  static func pickerSelectionWithoutTag(_ value: AnyHashable) {
    let text =
      "[Trellis] Picker: the selection \"\(value.base)\" is invalid and does not have an "
      + "associated tag, this will give undefined results."
    log.record(text)
    FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
  }

  /// A progress view given a value outside `0...total`, which it pins; the caller warns
  /// once per progress view.
  static func progressValueOutOfBounds() {
    let text =
      "[Trellis] ProgressView initialized with an out-of-bounds progress value. The value "
      + "will be clamped to the range of `0...total`."
    log.record(text)
    FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
  }

  /// Whether a `body` (or a primitive view's description) is running on this thread now.
  static var isInViewUpdate: Bool {
    _MainQueue.isCurrent && MainActor.assumeIsolated { _ViewGraph.evaluating != nil }
  }

  static func warn(_ key: String, _ message: () -> String) {
    let text = message()
    log.record(text)
    if printed.once(key, { text }) { log.recordPrinted(text) }
  }

  /// Every message `warn` was given, printed or not (each is printed once), for tests.
  static let log = _WarningLog()
}

final class _PrintedOnce: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var keys: Set<String> = []

  /// Prints `message` unless a message of `key` was printed before; whether it printed.
  @discardableResult
  func once(_ key: String, _ message: () -> String) -> Bool {
    lock.lock()
    let isNew = keys.insert(key).inserted
    lock.unlock()
    if isNew { FileHandle.standardError.write((message() + "\n").data(using: .utf8)!) }
    return isNew
  }
}

/// The latest messages given to `_RuntimeWarnings.warn` (at most `capacity`), in order.
final class _WarningLog: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var messages: [String] = []
  // Guarded by `lock`.
  private var printedMessages: [String] = []
  private let capacity = 256

  func record(_ message: String) {
    lock.lock()
    Self.append(message, to: &messages, capacity: capacity)
    lock.unlock()
  }

  /// Notes that `message` also went to standard error.
  func recordPrinted(_ message: String) {
    lock.lock()
    Self.append(message, to: &printedMessages, capacity: capacity)
    lock.unlock()
  }

  private static func append(_ message: String, to list: inout [String], capacity: Int) {
    list.append(message)
    if list.count > capacity { list.removeFirst(list.count - capacity) }
  }

  /// The messages recorded so far.
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return messages
  }

  /// The messages that were written to standard error (the first of each kind), so far.
  var printed: [String] {
    lock.lock()
    defer { lock.unlock() }
    return printedMessages
  }
}
