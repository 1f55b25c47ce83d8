/// A program made of scenes. Mark the type `@main`; its `main()` runs the app in the
/// current host (the terminal by default).
@MainActor @preconcurrency
public protocol App {
  /// The type of scene the app's body produces.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates the app; `main()` calls it.
  @MainActor @preconcurrency init()
}

/// A part of an app's interface, such as a window.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene's body produces; `Never` for scenes Trellis hosts itself.
  associatedtype Body: Scene
  /// The scenes this scene is made of.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene whose root view is the body of an `App`, so that the app's own dynamic
/// properties (`@StateObject`, `@State`) live in a graph like a view's: the app's graph (see
/// `HostApp`), shared by every window. Each evaluation hands the app's scenes to the session,
/// whose windows then show them.
struct _AppRoot<A: App>: View {
  let app: A
  weak var session: HostApp?

  var body: EmptyView {
    session?.scenesDidChange(_SceneTree.descriptions(of: app.body))
    return EmptyView()
  }
}

/// The view that shows a scene, which knows its window's title.
@MainActor
protocol _SceneTitleProviding {
  var _sceneTitle: String? { get }
  var _sceneDefaultSize: CGSize? { get }
}
