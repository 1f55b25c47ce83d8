import Dispatch

/// Tells whether code runs on the main queue, which is where the main actor runs.
///
/// `Thread.isMainThread` is not the test: on Linux the main queue may be drained by a thread
/// other than the process's first one (Swift Testing does this), and main-actor code then
/// runs there. A marker set on the main queue itself is found wherever it runs.
enum _MainQueue {
  private static let key = DispatchSpecificKey<UInt8>()
  private static let installed: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return true
  }()

  static var isCurrent: Bool {
    _ = installed
    return DispatchQueue.getSpecific(key: key) != nil
  }
}
