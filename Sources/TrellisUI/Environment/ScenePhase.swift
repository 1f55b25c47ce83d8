/// Whether a scene is in front and taking input, shown but not in front, or not shown, as
/// `@Environment(\.scenePhase)`.
///
/// In the terminal, the window is active while the terminal has focus, inactive when focus
/// leaves it (terminals that report focus), and in the background while the program is
/// stopped with Ctrl-Z. In GTK it follows the window's state: active when it is the active
/// window, inactive behind others, in the background while minimised or hidden.
public enum ScenePhase: Comparable, Hashable, CaseIterable, Sendable {
  /// Not shown.
  case background
  /// Shown, but not taking input.
  case inactive
  /// In front, taking input.
  case active
}

private struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
  /// The phase of the scene this view is in.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
