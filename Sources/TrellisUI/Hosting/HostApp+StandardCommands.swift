import Foundation

/// What the standard menus' items read of the app and do to it: the scenes that define an
/// item of their own, the windows the Window menu lists, and quitting.
extension HostApp {
  /// One scene that defines a standard item: its index among the app's scenes and the
  /// item's title.
  struct SceneItem: Hashable {
    let scene: Int
    let title: String
  }

  /// The File menu's New Window items, one per `WindowGroup` that keeps its commands: the
  /// first group's "New Window", another's "New <title> Window".
  var newWindowItems: [SceneItem] {
    var items: [SceneItem] = []
    for (index, scene) in scenes.enumerated()
    where scene.kind == .windowGroup && scene.definesCommands {
      let named = items.isEmpty ? nil : scene.title
      items.append(SceneItem(scene: index, title: named.map { "New \($0) Window" } ?? "New Window"))
    }
    return items
  }

  /// The Window menu's items of the `Window` scenes that keep their commands, each titled
  /// with its scene's title.
  var singleWindowItems: [SceneItem] {
    scenes.enumerated().compactMap { index, scene in
      guard scene.kind == .window, scene.definesCommands else { return nil }
      return SceneItem(scene: index, title: scene.title ?? scene.id ?? _StandardMenu.appName)
    }
  }

  /// Whether the app menu shows Settings…: the app has a `Settings` scene that keeps its
  /// commands.
  var showsSettingsItem: Bool {
    scenes.contains { $0.kind == .settings && $0.definesCommands }
  }

  /// The title the Window menu gives `window`: its scene's, "Settings" for the settings
  /// window, else the app's name.
  func menuTitle(of window: HostWindow) -> String {
    sceneTitle(of: window) ?? (window.isSettings ? "Settings" : _StandardMenu.appName)
  }

  /// Opens a window of the scene at `index`, or brings its one window forward.
  func openScene(at index: Int) {
    guard scenes.indices.contains(index) else { return }
    open(scene: index, value: nil)
  }

  /// Ends the app, as its Quit item does: every window closes, and the hosts end the app
  /// when the last one has.
  @_spi(TrellisHost) public func quit() {
    dismiss(id: nil, value: nil)
  }
}
