import Foundation

/// The root view of one window of an app: its scene's content as the app's body last built
/// it, with the window's actions (`openWindow`, `dismissWindow`, `openSettings`) in the
/// environment. It observes the app's session, so a change of the app's state (which builds
/// the scenes again) or of the window's presented value reaches the window.
struct _SceneWindowRoot: View, _SceneTitleProviding {
  @ObservedObject var session: HostApp
  /// The window's identity in the session.
  let window: Int

  var body: some View {
    let session = self.session
    let window = self.window
    let presented = Binding<AnyHashable?>(
      get: { session.window(window)?.value },
      set: { session.setValue($0, of: window) })
    let scene = session.scene(of: window)
    var content: any View = scene?.makeContent(presented) ?? EmptyView()
    if let commands = scene?.commands {
      content = _CommandsHost(
        content: content,
        commands: commands + [_StandardCommands(session: session, window: window)])
      content = Self.standardAlert(on: content, session: session, window: window)
    }
    return AnyView(content)
      .environment(\.openWindow, OpenWindowAction(session: session))
      .environment(\.dismissWindow, DismissWindowAction(session: session, window: window))
      .environment(\.openSettings, OpenSettingsAction(session: session))
  }

  /// `content` presenting the alert of the standard menus' About or Help item.
  private static func standardAlert(on content: any View, session: HostApp, window: Int)
    -> any View
  {
    let alert = session.standardAlert(in: window)
    return AnyView(content).alert(
      alert?.title ?? "",
      isPresented: Binding(
        get: { session.standardAlert(in: window) != nil },
        set: { if !$0 { session.dismissStandardAlert(in: window) } })
    ) {
      Button("OK") { session.dismissStandardAlert(in: window) }
    } message: {
      if let message = alert?.message { Text(message) }
    }
  }

  /// The scene the window's `@SceneStorage` values belong to: a closed window's values go
  /// to the next window of the same scene.
  var sceneStorageKey: String {
    let scene = session.window(window).map { "\($0.sceneID ?? "#\($0.scene)")" } ?? ""
    return "\(session.appTypeName)/\(scene)"
  }

  var _sceneTitle: String? { session.scene(of: window)?.title }
  var _sceneDefaultSize: CGSize? { session.scene(of: window)?.defaultSize }
}
