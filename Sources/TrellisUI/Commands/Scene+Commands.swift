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
    _CommandsScene(content: self, commands: content(), replacesOthers: false)
  }

  /// Removes the standard commands this scene would add. Trellis's scenes add none, so the
  /// scene is shown as it is; commands added with ``commands(content:)`` stay.
  /// - Returns: The scene.
  public func commandsRemoved() -> some Scene {
    _CommandsScene(content: self, commands: EmptyCommands(), replacesOthers: false)
  }

  /// Replaces the commands of the scenes inside this one with `content`.
  /// - Parameter content: The commands shown instead.
  /// - Returns: The scene with only `content`'s commands.
  public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content)
    -> some Scene
  {
    _CommandsScene(content: self, commands: content(), replacesOthers: true)
  }
}

/// A scene with commands: otherwise the scene it wraps, which is its body, so that the walk to
/// the primitive scene goes through it.
struct _CommandsScene<Content: Scene, C: Commands>: Scene {
  let content: Content
  let commands: C
  /// Whether the commands of the scenes inside are dropped (`commandsReplaced`).
  let replacesOthers: Bool

  var body: Content { content }
}

/// A scene that holds commands, read by `_sceneCommands(of:)`.
@MainActor
protocol _CommandsProvidingScene {
  var _commands: any Commands { get }
  var _replacesOthers: Bool { get }
}

extension _CommandsScene: _CommandsProvidingScene {
  var _commands: any Commands { commands }
  var _replacesOthers: Bool { replacesOthers }
}

/// A scene that wraps another as a primitive scene of its own (`defaultSize`), whose commands
/// are those of the scene inside.
@MainActor
protocol _WrappingPrimitiveScene {
  var _wrappedScene: any Scene { get }
}

extension _DefaultSizeScene: _WrappingPrimitiveScene {
  var _wrappedScene: any Scene { content }
}

/// The commands of `scene` and the scenes inside it, outermost first; `nil` when none of them
/// has any (the window is then shown without the commands' host).
@MainActor
func _sceneCommands(of scene: any Scene) -> [any Commands]? {
  var found: [any Commands] = []
  var current: any Scene = scene
  var hasCommands = false
  while true {
    if let provider = current as? any _CommandsProvidingScene {
      hasCommands = true
      found.append(provider._commands)
      if provider._replacesOthers { break }
    }
    if let wrapper = current as? any _WrappingPrimitiveScene {
      current = wrapper._wrappedScene
    } else if current is any _PrimitiveScene {
      break
    } else {
      current = _sceneBody(of: current)
    }
  }
  return hasCommands ? found.reversed() : nil
}

@MainActor private func _sceneBody(of scene: any Scene) -> any Scene { scene.body }
