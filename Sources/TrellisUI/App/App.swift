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

/// Builds scenes from a closure's statements.
@resultBuilder
public enum SceneBuilder {
  /// One scene is passed through unchanged; a scene body holds exactly one scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// Passes each scene statement through unchanged.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// A window whose content is a view.
public struct WindowGroup<Content: View> {
  let content: Content
  /// The window's title; hosts with title bars show it.
  let title: String?

  /// A window showing the view that `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    title = nil
  }

  /// A titled window.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.title = title
  }
}

/// Scenes that Trellis hosts itself.
@MainActor
protocol _PrimitiveScene {
  /// The root view of the scene's window.
  var _rootView: any View { get }
  /// The title of the scene's window, if it has one.
  var _title: String? { get }
  /// The size in points the scene's window opens at (`defaultSize`), if one was set.
  var _defaultSize: CGSize? { get }
}

extension _PrimitiveScene {
  var _defaultSize: CGSize? { nil }
}

extension WindowGroup: Scene {
  /// `WindowGroup` is hosted by Trellis itself and has no body of its own.
  public typealias Body = Never
  /// Never called: the host shows the window's content directly, and calling it traps.
  public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

extension WindowGroup: _PrimitiveScene {
  var _rootView: any View { content }
  var _title: String? { title }
}

/// A scene whose root view is the body of an `App`, so that the app's own dynamic
/// properties (`@StateObject`, `@State`) live in the graph like a view's.
struct _AppRoot<A: App>: View {
  let app: A
  var body: some View { _SceneContent(scene: app.body) }
}

struct _SceneContent<S: Scene>: View, _SceneTitleProviding {
  let scene: S
  var body: AnyView {
    // A scene with commands shows its content inside their host (Commands/CommandsHost.swift).
    guard let commands = _sceneCommands(of: scene) else { return AnyView(primitive._rootView) }
    return AnyView(_CommandsHost(content: primitive._rootView, commands: commands))
  }

  /// The title of the window the scene shows.
  var _sceneTitle: String? { primitive._title }
  /// The size the window opens at, if the scene sets one.
  var _sceneDefaultSize: CGSize? { primitive._defaultSize }

  private var primitive: any _PrimitiveScene {
    var current: any Scene = scene
    while !(current is _PrimitiveScene) { current = Self.body(of: current) }
    return current as! _PrimitiveScene
  }

  private static func body(of scene: any Scene) -> any Scene { scene.body }
}

/// The view that shows a scene, which knows its window's title.
@MainActor
protocol _SceneTitleProviding {
  var _sceneTitle: String? { get }
  var _sceneDefaultSize: CGSize? { get }
}
