import Foundation

/// What kind of window a scene opens.
enum _SceneKind: Equatable {
  /// A `WindowGroup`: a new window each time it is opened.
  case windowGroup
  /// A `Window`: one window, brought forward when opened again.
  case window
  /// The `Settings` scene: one window, opened by the app's settings command.
  case settings
}

/// One scene of an app as its hosts open it: the kind, identifier and title, what its
/// windows show, and what the scene modifiers around it set.
struct _SceneDescription {
  var kind: _SceneKind
  /// The identifier `openWindow(id:)` names it by, if it has one.
  var id: String?
  var title: String?
  /// The type of value a data-driven `WindowGroup(for:)` presents.
  var presentedType: Any.Type?
  /// A window's root view, given the value it presents (`nil` when it presents none).
  var makeContent: @MainActor (_ presented: Binding<AnyHashable?>) -> any View
  /// The value a data-driven group's window opened without one starts with.
  var defaultValue: (@MainActor () -> AnyHashable)?
  var defaultSize: CGSize?
  /// The commands its windows offer (`commands`), innermost first; `nil` when it has none
  /// (its windows are then shown without the commands' host).
  var commands: [any Commands]?
  /// Whether the scene's own standard commands show (File's New Window for a group, the
  /// Window menu's item of a `Window`, Settings…): `commandsRemoved` and `commandsReplaced`
  /// take them away.
  var definesCommands = true
  var resizability: WindowResizability = .automatic
  var defaultPosition: UnitPoint?

  /// Whether opening the scene again brings its one window forward.
  var isUnique: Bool { kind != .windowGroup }

  /// Whether the scene presents values of `type`.
  func presents(_ type: Any.Type) -> Bool {
    presentedType.map { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? false
  }
}

/// Scenes that Trellis reads itself rather than through their `body`: they add their
/// windows' descriptions to the app's list.
@MainActor
protocol _PrimitiveScene {
  func _collect(into scenes: inout [_SceneDescription])
}

/// The walk from an app's body to its scenes. A scene Trellis does not know (an app's own
/// scene type, or a modifier's scene that wraps another, such as `commands`) is read
/// through its `body`.
@MainActor
enum _SceneTree {
  /// The scenes of `scene`, in the order they are written.
  static func descriptions(of scene: any Scene) -> [_SceneDescription] {
    var scenes: [_SceneDescription] = []
    collect(scene, into: &scenes)
    return scenes
  }

  static func collect(_ scene: any Scene, into scenes: inout [_SceneDescription]) {
    if let primitive = scene as? _PrimitiveScene {
      primitive._collect(into: &scenes)
    } else {
      collect(body(of: scene), into: &scenes)
    }
  }

  /// The scenes of `scene`, each changed by `modify` (a scene modifier's settings).
  static func collect(
    _ scene: any Scene, into scenes: inout [_SceneDescription],
    modifying modify: (inout _SceneDescription) -> Void
  ) {
    let start = scenes.count
    collect(scene, into: &scenes)
    for index in start..<scenes.count { modify(&scenes[index]) }
  }

  private static func body(of scene: some Scene) -> any Scene { scene.body }
}

extension _TupleScene: _PrimitiveScene {
  func _collect(into scenes: inout [_SceneDescription]) {
    for scene in repeat each content { _SceneTree.collect(scene, into: &scenes) }
  }
}

extension _ConditionalScene: _PrimitiveScene {
  func _collect(into scenes: inout [_SceneDescription]) {
    switch storage {
    case .first(let scene): _SceneTree.collect(scene, into: &scenes)
    case .second(let scene): _SceneTree.collect(scene, into: &scenes)
    }
  }
}

extension _OptionalScene: _PrimitiveScene {
  func _collect(into scenes: inout [_SceneDescription]) {
    if let content { _SceneTree.collect(content, into: &scenes) }
  }
}

extension _AnyScene: _PrimitiveScene {
  func _collect(into scenes: inout [_SceneDescription]) {
    _SceneTree.collect(content, into: &scenes)
  }
}
