import Foundation

@testable import TrellisUI

/// A `UserDefaults` suite of its own for one test, whose file is removed afterwards.
final class DefaultsSuite: @unchecked Sendable {
  let name: String
  let defaults: UserDefaults

  init() {
    name = "org.trellis.tests.\(UUID().uuidString)"
    defaults = UserDefaults(suiteName: name)!
  }

  /// Where Foundation keeps the suite.
  var path: String { _DefaultsFile.path(of: defaults)! }

  /// The suite as written to disk, read back from the file.
  var fileContents: [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
  }

  /// Waits for the writes scheduled so far to reach the file.
  func waitForFlush() {
    _DefaultsPersistence.flushPending()
  }

  func remove() {
    defaults.removePersistentDomain(forName: name)
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.removeItem(atPath: path + ".corrupt")
  }
}
