extension Scene {
  /// Adds menus and items to the app's menu bar while this scene is shown.
  ///
  /// ```swift
  /// WindowGroup { NotesView() }
  ///   .commands {
  ///     CommandMenu("Note") {
  ///       Button("Pin") { store.pinSelection() }
  ///         .keyboardShortcut("p")
  ///     }
  ///   }
  /// ```
  ///
  /// GTK shows them in a menu bar at the top of the window, each button an action with its
  /// shortcut as an accelerator; the terminal runs a command's shortcut from anywhere in the
  /// window, opens the menus with F10 and lists them all with F1 (see the article "Menus and
  /// commands").
  ///
  /// - Parameter content: The commands.
  /// - Returns: The scene with the commands.
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    _CommandsScene(content: self, commands: content(), replacesOthers: false, removesOwn: false)
  }

  /// Removes the commands this scene defines: a `WindowGroup`'s New Window item in the File
  /// menu, a `Window`'s item in the Window menu, the `Settings` scene's Settings… item. The
  /// app's other standard items (Quit, Close, the list of windows) and commands added with
  /// ``commands(content:)`` stay; a window opens then only through `openWindow`.
  /// - Returns: The scene without its commands.
  public func commandsRemoved() -> some Scene {
    _CommandsScene(
      content: self, commands: EmptyCommands(), replacesOthers: false, removesOwn: true)
  }

  /// Replaces the commands this scene and the scenes inside it define (as
  /// ``commandsRemoved()`` lists them, and those added with ``commands(content:)``) with
  /// `content`.
  /// - Parameter content: The commands shown instead.
  /// - Returns: The scene with only `content`'s commands.
  public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content)
    -> some Scene
  {
    _CommandsScene(content: self, commands: content(), replacesOthers: true, removesOwn: true)
  }
}

/// A scene with commands: the scenes it wraps, each window of which shows its content inside
/// the commands' host (Commands/CommandsHost.swift).
struct _CommandsScene<Content: Scene, C: Commands>: Scene, _PrimitiveScene {
  typealias Body = Never
  let content: Content
  let commands: C
  /// Whether the commands of the scenes inside are dropped (`commandsReplaced`).
  let replacesOthers: Bool
  /// Whether the scenes inside lose the standard commands they define.
  let removesOwn: Bool

  var body: Never { fatalError("_CommandsScene is a primitive scene") }

  /// The scenes inside, their commands (innermost first) followed by these, or only these
  /// when they replace the others.
  func _collect(into scenes: inout [_SceneDescription]) {
    _SceneTree.collect(content, into: &scenes) { scene in
      scene.commands = replacesOthers ? [commands] : (scene.commands ?? []) + [commands]
      if removesOwn { scene.definesCommands = false }
    }
  }
}
