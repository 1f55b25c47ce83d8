import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A `UserDefaults` as `@AppStorage` keeps values in it, made durable on Linux.
///
/// Foundation on Linux keeps user defaults in memory and writes them to their file
/// (`$XDG_CONFIG_HOME/<name>.plist`, else `~/.config/<name>.plist`) only when
/// `synchronize()` is called: a value set and then the app quit is lost. Every write through
/// a stored property therefore schedules a `synchronize()` of its store on a queue of its
/// own, coalescing bursts of writes, and the stores written are synchronized again as the
/// process exits. A defaults file that is not a property list would be read as empty and
/// silently overwritten: it is reported once and moved aside instead (see `checkFile`).
///
/// A view also updates when its key is set on the `UserDefaults` directly, as Apple's
/// `@AppStorage` does: the store watches the defaults' change notification and compares each
/// key a view shows with the value the views last saw.
final class _DefaultsStore: _KeyedStore, @unchecked Sendable {
  let defaults: UserDefaults
  /// The value of each key a view shows, as the views last saw it.
  private let seen = Mutex(_SeenValues())

  private init(defaults: UserDefaults) {
    self.defaults = defaults
    super.init()
    // Stores live as long as the process (`of(_:)` keeps each), so the observer is never removed.
    _ = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: defaults, queue: nil
    ) { [weak self] _ in
      guard let self else { return }
      if _MainQueue.isCurrent {
        MainActor.assumeIsolated { self.defaultsDidChange() }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.defaultsDidChange() } }
      }
    }
  }

  @MainActor override func didObserve(_ key: String) {
    let value = defaults.object(forKey: key) ?? _Absent()
    seen.withLock { seen in
      if seen.values[key] == nil { seen.values[key] = value }
    }
  }

  /// Updates the views of each key whose value is not the one they last saw.
  @MainActor private func defaultsDidChange() {
    for key in observers.keys {
      let value = defaults.object(forKey: key) ?? _Absent()
      let changed = seen.withLock { seen in
        if let old = seen.values[key], _PropertyList.isEqual(old, value) { return false }
        seen.values[key] = value
        return true
      }
      if changed { observers.keyDidChange(key) }
    }
  }

  private static let stores = Mutex<[ObjectIdentifier: _DefaultsStore]>([:])

  /// The one store of `defaults`, so that every view showing a key of it observes the same.
  static func of(_ defaults: UserDefaults) -> _DefaultsStore {
    stores.withLock { stores in
      if let store = stores[ObjectIdentifier(defaults)] { return store }
      let store = _DefaultsStore(defaults: defaults)
      stores[ObjectIdentifier(defaults)] = store
      _DefaultsFile.check(defaults)
      return store
    }
  }

  override func object(forKey key: String) -> Any? { defaults.object(forKey: key) }

  override func storeObject(_ object: Any?, forKey key: String) {
    // The views are told of this write by `set`; what they will see is recorded first, so
    // that a change notification it causes does not tell them again.
    seen.withLock { $0.values[key] = object ?? _Absent() }
    if let object {
      defaults.set(object, forKey: key)
    } else {
      defaults.removeObject(forKey: key)
    }
    _DefaultsPersistence.didWrite(defaults)
  }
}

/// Values as a store's views last saw them. `Any` is not `Sendable`; they are property-list
/// values, read and replaced under the store's lock only.
struct _SeenValues: @unchecked Sendable {
  var values: [String: Any] = [:]
}

/// Writes the stores that were changed to disk soon after, and once more at exit.
enum _DefaultsPersistence {
  private struct State: @unchecked Sendable {
    // Guarded by the mutex: `UserDefaults` is thread-safe, but not `Sendable`.
    var pending: [ObjectIdentifier: UserDefaults] = [:]
    var written: [ObjectIdentifier: UserDefaults] = [:]
    var flushScheduled = false
    var exitHookInstalled = false
  }

  private static let state = Mutex(State())
  private static let queue = DispatchQueue(label: "TrellisUI.AppStorage")

  static func didWrite(_ defaults: UserDefaults) {
    let (schedule, installHook) = state.withLock { state in
      state.pending[ObjectIdentifier(defaults)] = defaults
      state.written[ObjectIdentifier(defaults)] = defaults
      let schedule = !state.flushScheduled
      state.flushScheduled = true
      let installHook = !state.exitHookInstalled
      state.exitHookInstalled = true
      return (schedule, installHook)
    }
    if installHook { atexit { _DefaultsPersistence.flushAtExit() } }
    if schedule { queue.async { flushPending() } }
  }

  /// Writes the stores changed since the last flush.
  static func flushPending() {
    let pending = state.withLock { state in
      let pending = state.pending
      state.pending = [:]
      state.flushScheduled = false
      return Array(pending.values)
    }
    for defaults in pending { defaults.synchronize() }
  }

  /// Waits for a flush in progress, then writes every store ever changed.
  static func flushAtExit() {
    queue.sync {}
    let written = state.withLock { Array($0.written.values) }
    for defaults in written { defaults.synchronize() }
  }
}

/// The file a `UserDefaults` is kept in, checked once before it is first read.
enum _DefaultsFile {
  /// The path of the file Foundation keeps `defaults` in, when it can be told: its suite's
  /// name, or for `.standard` the bundle identifier or else the program's name, in the
  /// XDG configuration directory.
  static func path(of defaults: UserDefaults) -> String? {
    let name: String?
    if defaults === UserDefaults.standard {
      name = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    } else {
      // Foundation keeps the suite's name privately; read it where it is.
      name =
        Mirror(reflecting: defaults).children.first { $0.label == "suite" }?.value as? String
    }
    guard let name, !name.isEmpty, !name.contains("/") else { return nil }
    let environment = ProcessInfo.processInfo.environment
    let directory: String
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      directory = config
    } else if let home = environment["HOME"], !home.isEmpty {
      directory = home + "/.config"
    } else {
      return nil
    }
    return directory + "/" + name + ".plist"
  }

  /// Reports a file that is not a property-list dictionary, once, and moves it aside (to
  /// `<path>.corrupt`) so that what was in it is not lost; the store starts empty and its
  /// next write makes a new file. Foundation reads such a file as empty and would overwrite it
  /// without a word.
  static func check(_ defaults: UserDefaults) {
    #if os(Linux)
      guard let path = path(of: defaults), let contents = FileManager.default.contents(atPath: path)
      else { return }
      let parsed = try? PropertyListSerialization.propertyList(from: contents, format: nil)
      guard !(parsed is [String: Any]) else { return }
      let backup = path + ".corrupt"
      try? FileManager.default.removeItem(atPath: backup)
      let moved = (try? FileManager.default.moveItem(atPath: path, toPath: backup)) != nil
      _RuntimeWarnings.warn("corrupt-defaults-\(path)") {
        "[Trellis] The stored settings in \(path) could not be read (it is not a property list); "
          + (moved
            ? "it was moved to \(backup), and the settings start empty."
            : "the settings start empty, and the file is replaced at the next write.")
      }
    #endif
  }
}
