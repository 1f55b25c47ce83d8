import Foundation

/// Opening, closing and raising an app's windows, as `openWindow`, `dismissWindow`, a
/// window's close button and the hosts' window switchers do.
extension HostApp {
  func open(id: String, value: AnyHashable?) {
    guard let index = scenes.firstIndex(where: { $0.id == id }) else {
      _RuntimeWarnings.warn("open-window-\(id)") {
        "[Trellis] openWindow(id: \"\(id)\"): no scene of the app has that id"
      }
      return
    }
    open(scene: index, value: value)
  }

  func open<D>(id: String?, value: D, of type: D.Type) where D: Hashable {
    let index = scenes.firstIndex { ($0.id == id || id == nil) && $0.presents(type) }
    guard let index else {
      _RuntimeWarnings.warn("open-window-\(type)") {
        "[Trellis] openWindow(value:): no WindowGroup(for: \(type).self)"
          + (id.map { " with id \"\($0)\"" } ?? "")
      }
      return
    }
    open(scene: index, value: AnyHashable(value))
  }

  /// Opens a window of the scene at `index` presenting `value`, or brings forward the one
  /// that a unique scene (or the value) already has.
  func open(scene index: Int, value: AnyHashable?) {
    let scene = scenes[index]
    let existing = windows.first { window in
      window.scene == index && (scene.isUnique || (value != nil && window.value == value))
    }
    if let existing {
      bringToFront(existing)
      return
    }
    let identity = nextIdentity
    nextIdentity += 1
    windows.append(
      HostWindow(
        identity: identity, scene: index, value: value ?? scene.defaultValue?(),
        sceneID: scene.id, isSettings: scene.kind == .settings))
    order.append(identity)
    windowsChanged()
  }

  /// Opens the `Settings` window, or brings it forward.
  @_spi(TrellisHost) public func openSettings() {
    guard let index = scenes.firstIndex(where: { $0.kind == .settings }) else {
      _RuntimeWarnings.warn("open-settings") {
        "[Trellis] openSettings(): the app has no Settings scene"
      }
      return
    }
    open(scene: index, value: nil)
  }

  /// Opens a window of the scene whose identifier is `id`, as `openWindow(id:)` does.
  @_spi(TrellisHost) public func openWindow(id: String) { open(id: id, value: nil) }

  /// Opens a window presenting `value`, as `openWindow(value:)` does.
  @_spi(TrellisHost) public func openWindow<D: Codable & Hashable>(value: D) {
    open(id: nil, value: value, of: D.self)
  }

  /// Makes `window` the front one.
  @_spi(TrellisHost) public func bringToFront(_ window: HostWindow) {
    guard order.last != window.identity, order.contains(window.identity) else { return }
    order.removeAll { $0 == window.identity }
    order.append(window.identity)
    windowsChanged()
  }

  /// Closes `window`, as its close button does; the window before it comes to the front.
  @_spi(TrellisHost) public func close(_ window: HostWindow) { dismiss(identity: window.identity) }

  func dismiss(identity: Int) {
    guard windows.contains(where: { $0.identity == identity }) else { return }
    windows.removeAll { $0.identity == identity }
    order.removeAll { $0 == identity }
    windowsChanged()
  }

  /// Closes the windows of the scene `id` names (or of every scene, when `nil`) presenting
  /// `value` (or any value, when `nil`).
  func dismiss(id: String?, value: AnyHashable?) {
    let closing = windows.filter { window in
      (id == nil || scenes.indices.contains(window.scene) && scenes[window.scene].id == id)
        && (value == nil || window.value == value)
    }
    guard !closing.isEmpty else { return }
    windows.removeAll { window in closing.contains { $0.identity == window.identity } }
    order.removeAll { identity in closing.contains { $0.identity == identity } }
    windowsChanged()
  }

  /// Writes the value `window` presents, as its view's binding does.
  func setValue(_ value: AnyHashable?, of identity: Int) {
    guard let index = windows.firstIndex(where: { $0.identity == identity }),
      windows[index].value != value
    else { return }
    windows[index].value = value
    windowsChanged()
  }

  private func windowsChanged() {
    objectWillChange.send()
    windowsDidChange?()
  }
}
