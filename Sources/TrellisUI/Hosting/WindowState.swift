import Foundation
import Observation

/// What a window tells the views in it through the environment: the colour scheme, the
/// scene phase, the size classes, the text size and the edit mode. The host sets what it
/// finds (a terminal's background, a window's focus and size); the views read it as
/// `@Environment` values, and a change updates exactly the views that read it.
@MainActor @Observable
final class _WindowState {
  /// The scheme the host found: the terminal's background, GTK's theme.
  var systemColorScheme: ColorScheme = .light
  var scenePhase: ScenePhase = .active
  private(set) var horizontalSizeClass: UserInterfaceSizeClass = .regular
  private(set) var verticalSizeClass: UserInterfaceSizeClass = .regular
  var dynamicTypeSize: DynamicTypeSize = .large
  var editMode: EditMode = .inactive
  /// The scheme the views asked for with `preferredColorScheme(_:)`, if any.
  private(set) var preferredColorScheme: ColorScheme?

  /// The sensory feedback the window's views asked for, in order (`sensoryFeedback`), the
  /// latest ``keptFeedback``: no Linux host plays any, and tests read it.
  @ObservationIgnored var playedFeedback: [SensoryFeedback] = []
  static let keptFeedback = 64
  /// The file panels the window's views present, in the order they opened (`fileImporter`,
  /// `fileExporter`, `fileMover`).
  @ObservationIgnored var filePanels: [HostFilePanel] = []
  /// Whether file panels show as the file browser sheet (the terminal's way).
  var presentsFileBrowser = false
  /// The window's undo manager, which its views read as `\.undoManager` and its Edit menu
  /// runs; see Editing/Undo.
  @ObservationIgnored let undoManager = UndoManager()
  /// The clipboard of a window that is not an app's (an app's windows share the app's).
  @ObservationIgnored let clipboard = _Clipboard()
  /// The core of the window, which runs the Edit menu's commands.
  @ObservationIgnored weak var core: HostCore?
  /// Runs an Edit menu command on the focused text field's own widget, for a host whose
  /// fields are the platform's (GTK's entry cuts, copies and pastes with the desktop's
  /// clipboard); `false` leaves the command to the core.
  @ObservationIgnored var nativeFieldEditing: ((_EditCommand) -> Bool)?
  @ObservationIgnored private var colorSchemeRequests:
    [(registration: ObjectIdentifier, scheme: ColorScheme?, depth: Int)] = []
  /// The window's `@SceneStorage` values.
  @ObservationIgnored let sceneStorage: _SceneStorageValues

  init(sceneStorage: _SceneStorageValues) { self.sceneStorage = sceneStorage }

  /// The scheme the views read: theirs if they asked for one, else the system's.
  var colorScheme: ColorScheme { preferredColorScheme ?? systemColorScheme }

  /// Follows the window's size in points: its size classes.
  func sizeDidChange(to size: CGSize) {
    let horizontal = _SizeClasses.horizontal(width: Double(size.width))
    let vertical = _SizeClasses.vertical(height: Double(size.height))
    if horizontal != horizontalSizeClass { horizontalSizeClass = horizontal }
    if vertical != verticalSizeClass { verticalSizeClass = vertical }
  }

  // MARK: Colour scheme requests

  func requestColorScheme(
    _ scheme: ColorScheme?, from registration: _PreferenceRegistration, depth: Int
  ) {
    let id = ObjectIdentifier(registration)
    if let index = colorSchemeRequests.firstIndex(where: { $0.registration == id }) {
      colorSchemeRequests[index] = (id, scheme, depth)
    } else {
      colorSchemeRequests.append((id, scheme, depth))
    }
    settlePreferredColorScheme()
  }

  func withdrawColorScheme(from registration: _PreferenceRegistration) {
    colorSchemeRequests.removeAll { $0.registration == ObjectIdentifier(registration) }
    settlePreferredColorScheme()
  }

  /// The outermost request wins; among requests as deep, the first made.
  private func settlePreferredColorScheme() {
    var winner: (scheme: ColorScheme?, depth: Int)?
    for request in colorSchemeRequests where request.scheme != nil {
      if winner == nil || request.depth < winner!.depth {
        winner = (request.scheme, request.depth)
      }
    }
    let scheme = winner?.scheme
    if scheme != preferredColorScheme { preferredColorScheme = scheme }
  }

  /// The values the views read, read now (so that a body reading them is tracked).
  var values: _WindowValues {
    _WindowValues(
      window: self, colorScheme: colorScheme, scenePhase: scenePhase,
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      dynamicTypeSize: dynamicTypeSize, editMode: editModeBinding)
  }

  /// The edit mode as the views get it: reading it in a body is tracked.
  @ObservationIgnored private(set) lazy var editModeBinding = Binding<EditMode>(
    get: { [weak self] in self?.editMode ?? .inactive },
    set: { [weak self] in self?.editMode = $0 })
}

/// A window's values at one moment, as its root writes them into the environment.
struct _WindowValues {
  let window: _WindowState
  let colorScheme: ColorScheme
  let scenePhase: ScenePhase
  let horizontalSizeClass: UserInterfaceSizeClass
  let verticalSizeClass: UserInterfaceSizeClass
  let dynamicTypeSize: DynamicTypeSize
  let editMode: Binding<EditMode>

  func write(to environment: inout EnvironmentValues) {
    environment._window = window
    environment.colorScheme = colorScheme
    environment.scenePhase = scenePhase
    environment.horizontalSizeClass = horizontalSizeClass
    environment.verticalSizeClass = verticalSizeClass
    environment.dynamicTypeSize = dynamicTypeSize
    environment.editMode = editMode
  }
}

/// The root of every window's graph: puts the window's values in the environment of the
/// hosted view. Reading them here (tracked, like any body) re-evaluates this view when the
/// host changes one; the hosted view itself is skipped, and only the views that read the
/// changed value update.
struct _WindowRoot<Content: View>: View {
  let content: Content
  let window: _WindowState

  var body: some View {
    let values = window.values
    // The window is a toolbar scope: toolbars declared outside any navigation stack or
    // sheet show in the window.
    return _ToolbarScope(content: content).modifier(
      _EnvironmentModifier { values.write(to: &$0) })
  }
}

private struct WindowKey: EnvironmentKey {
  static var defaultValue: _WindowState? { nil }
}

extension EnvironmentValues {
  /// The window this view is in.
  var _window: _WindowState? {
    get { self[WindowKey.self] }
    set { self[WindowKey.self] = newValue }
  }
}
