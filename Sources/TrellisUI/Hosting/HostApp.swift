import Foundation

/// One window of an app that a `HostApp` has open.
@_spi(TrellisHost) public struct HostWindow: Equatable {
  /// Identifies the window while it is open (a new window gets a new one).
  @_spi(TrellisHost) public let identity: Int
  /// The index of its scene among the app's scenes.
  let scene: Int
  /// The value a data-driven window presents; `nil` for others.
  @_spi(TrellisHost) public internal(set) var value: AnyHashable?
  /// The identifier of its scene (`WindowGroup(id:)`, `Window(_:id:)`), if it has one.
  @_spi(TrellisHost) public let sceneID: String?
  /// Whether it is the `Settings` window.
  @_spi(TrellisHost) public let isSettings: Bool

  /// Whether both are the same window presenting the same value.
  public static func == (lhs: HostWindow, rhs: HostWindow) -> Bool {
    lhs.identity == rhs.identity && lhs.value == rhs.value
  }
}

/// An app as hosts with several windows run it: the app's own graph (its `body` and its
/// dynamic properties, shared by all its windows), its scenes, and the windows open, the
/// front one last. Each window is a `HostCore` of its own (its own graph and state) that the
/// host makes with ``makeCore(for:size:colorScheme:measurer:)``; the host follows
/// ``windowsDidChange`` to show, raise and close them.
///
/// As Apple's: the first `WindowGroup` or `Window` opens at launch; `openWindow(id:)` opens a
/// new window of a group each time and brings a `Window` (or `Settings`) forward;
/// `openWindow(value:)` brings forward the window of its group already presenting the value,
/// else opens one.
@MainActor
@_spi(TrellisHost) public final class HostApp: ObservableObject {
  private var graph: _ViewGraph?
  /// The app's scenes, as its body last listed them.
  private(set) var scenes: [_SceneDescription] = []
  /// The open windows, in the order they opened.
  @_spi(TrellisHost) public internal(set) var windows: [HostWindow] = []
  /// The open windows' identities, the front one last.
  var order: [Int] = []
  var nextIdentity = 1
  /// The app's type, which names its scenes' stored values.
  let appTypeName: String
  /// Told after windows opened, closed or came forward, for the host to follow.
  @_spi(TrellisHost) public var windowsDidChange: (() -> Void)?
  /// Minimizes or zooms a window, as the Window menu's Minimize and Zoom ask: set by a host
  /// whose windows can do that (GTK); without it those items are disabled (the terminal).
  @_spi(TrellisHost) public var resizeWindow: ((HostWindow, HostWindowSizeCommand) -> Void)?
  /// The About or Help alert each window shows, by the window's identity
  /// (HostApp+StandardAlerts.swift).
  var standardAlerts: [Int: _StandardAlert] = [:]
  /// Sent when the app's scenes or windows change: each window's root reads them again.
  @_spi(TrellisHost) public let objectWillChange = ObservableObjectPublisher()

  /// Runs `app`'s body in a graph of its own and opens its first window.
  @_spi(TrellisHost) public init<A: App>(app: A) {
    appTypeName = String(reflecting: A.self)
    graph = _ViewGraph(root: _AppRoot(app: app, session: self))
    // The windows read the scenes the pass gave once it has ended (not while a body runs).
    graph?.didUpdate = { [weak self] in self?.objectWillChange.send() }
    if let first = scenes.firstIndex(where: { $0.kind != .settings }) ?? scenes.indices.first {
      open(scene: first, value: nil)
    }
  }

  /// The front window (the one a person acts on), if any is open.
  @_spi(TrellisHost) public var frontWindow: HostWindow? {
    order.last.flatMap { identity in windows.first { $0.identity == identity } }
  }

  /// Whether the app has a `Settings` scene.
  @_spi(TrellisHost) public var hasSettings: Bool { scenes.contains { $0.kind == .settings } }

  /// Makes the core of `window`: its scene's content, with the window's own state.
  @_spi(TrellisHost) public func makeCore(
    for window: HostWindow, size: CGSize, colorScheme: ColorScheme = .light,
    measurer: any _HostMeasurer
  ) -> HostCore {
    makeCore(for: window, size: size, colorScheme: colorScheme, measurer: measurer, renderer: nil)
  }

  /// Makes the core of `window` as above, with `renderer` drawing each display list.
  package func makeCore(
    for window: HostWindow, size: CGSize, colorScheme: ColorScheme, measurer: any _HostMeasurer,
    renderer: (any _HostRenderer)?
  ) -> HostCore {
    let core = HostCore(
      root: _SceneWindowRoot(session: self, window: window.identity), size: size,
      colorScheme: colorScheme, measurer: measurer, renderer: renderer)
    core.app = self
    // The first window with an `onOpenURL` opens the URLs the program was started with.
    launchURLs = launchURLs.filter { !core.open($0) }
    return core
  }

  /// The clipboard the app's windows share (the Edit menu's Cut, Copy and Paste).
  @_spi(TrellisHost) public let clipboard = _Clipboard()

  /// The URLs the program was started with (`_LaunchURLs`), until a window with an
  /// `onOpenURL` opens them.
  @_spi(TrellisHost) public var launchURLs: [URL] = []

  /// Runs the app graph's pending update (the app's state changed), which hands its
  /// windows their scenes again.
  @_spi(TrellisHost) public func update() {
    guard let graph, graph.hasPendingUpdates else { return }
    graph.runUpdatePass()
  }

  /// Keeps the scenes an evaluation of the app's body listed; the windows read them after
  /// the update pass.
  /// Whether the app's state changed since its body last ran.
  var hasPendingUpdates: Bool { graph?.hasPendingUpdates ?? false }

  func scenesDidChange(_ scenes: [_SceneDescription]) {
    self.scenes = scenes
  }

  func scene(of identity: Int) -> _SceneDescription? {
    guard let window = windows.first(where: { $0.identity == identity }),
      scenes.indices.contains(window.scene)
    else { return nil }
    return scenes[window.scene]
  }

  func window(_ identity: Int) -> HostWindow? { windows.first { $0.identity == identity } }

  /// The title of `window`'s scene, if it has one.
  @_spi(TrellisHost) public func sceneTitle(of window: HostWindow) -> String? {
    scene(of: window.identity)?.title
  }

  /// Ends the app: its graph (and the app's state) goes.
  @_spi(TrellisHost) public func close() {
    graph?.tearDown()
    graph = nil
  }
}
