import Foundation

/// Opens a window of one of the app's scenes, as `@Environment(\.openWindow)`.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// ...
/// Button("Activity") { openWindow(id: "activity") }
/// Button("Open") { openWindow(value: note.id) }
/// ```
///
/// A `WindowGroup` opens a new window each time it is named; a `Window` brings its one
/// window forward when it is already open; a value already presented brings its window
/// forward. Outside an app's windows (a view hosted alone) it does nothing.
public struct OpenWindowAction {
  weak var session: HostApp?

  /// Opens a window of the scene whose identifier is `id`.
  /// - Parameter id: The scene's identifier.
  @MainActor public func callAsFunction(id: String) {
    session?.open(id: id, value: nil)
  }

  /// Opens a window presenting `value`, of the first `WindowGroup(for:)` of its type, or
  /// brings forward the window of that group already presenting it.
  /// - Parameter value: The value to present.
  @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
    session?.open(id: nil, value: value, of: D.self)
  }

  /// Opens a window presenting `value`, of the scene whose identifier is `id`, or brings
  /// forward the one already presenting it.
  /// - Parameters:
  ///   - id: The scene's identifier.
  ///   - value: The value to present.
  @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    session?.open(id: id, value: value, of: D.self)
  }
}

/// Closes windows of the app's scenes, as `@Environment(\.dismissWindow)`.
///
/// ```swift
/// @Environment(\.dismissWindow) private var dismissWindow
/// ...
/// Button("Done") { dismissWindow() }
/// ```
public struct DismissWindowAction {
  weak var session: HostApp?
  /// The window whose environment holds the action (what `dismissWindow()` closes).
  let window: Int?

  /// Closes the window the view is in.
  @MainActor public func callAsFunction() {
    guard let window else { return }
    session?.dismiss(identity: window)
  }

  /// Closes the windows of the scene whose identifier is `id` (every window of a group).
  /// - Parameter id: The scene's identifier.
  @MainActor public func callAsFunction(id: String) {
    session?.dismiss(id: id, value: nil)
  }

  /// Closes the windows presenting `value`.
  /// - Parameter value: The value they present.
  @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
    session?.dismiss(id: nil, value: AnyHashable(value))
  }

  /// Closes the window of the scene whose identifier is `id` presenting `value`.
  /// - Parameters:
  ///   - id: The scene's identifier.
  ///   - value: The value it presents.
  @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    session?.dismiss(id: id, value: AnyHashable(value))
  }
}

/// Opens the app's `Settings` window, or brings it forward, as
/// `@Environment(\.openSettings)`.
public struct OpenSettingsAction {
  weak var session: HostApp?

  /// Opens the settings window.
  @MainActor public func callAsFunction() { session?.openSettings() }
}

private struct OpenWindowKey: EnvironmentKey {
  static var defaultValue: OpenWindowAction { OpenWindowAction(session: nil) }
}

private struct DismissWindowKey: EnvironmentKey {
  static var defaultValue: DismissWindowAction { DismissWindowAction(session: nil, window: nil) }
}

private struct OpenSettingsKey: EnvironmentKey {
  static var defaultValue: OpenSettingsAction { OpenSettingsAction(session: nil) }
}

extension EnvironmentValues {
  /// Opens windows of the app's scenes.
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }

  /// Closes windows of the app's scenes.
  public var dismissWindow: DismissWindowAction {
    get { self[DismissWindowKey.self] }
    set { self[DismissWindowKey.self] = newValue }
  }

  /// Opens the app's settings window.
  public var openSettings: OpenSettingsAction {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}
