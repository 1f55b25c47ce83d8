@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// The colour scheme the host reports, as a terminal's background or GTK's theme would;
  /// views read it as `\.colorScheme` unless one asks for another (`preferredColorScheme`).
  public var systemColorScheme: ColorScheme {
    get { core.systemColorScheme }
    set { core.systemColorScheme = newValue }
  }

  /// The scheme the views read: the one a view asked for, else the system's.
  public var colorScheme: ColorScheme { core.colorScheme }

  /// The scheme a view asked for with `preferredColorScheme(_:)`, if any.
  public var preferredColorScheme: ColorScheme? { core.preferredColorScheme }

  /// The window's scene phase, as focus moving in and out of a terminal, or a GTK window
  /// being minimised, would change it.
  public var scenePhase: ScenePhase {
    get { core.scenePhase }
    set { core.scenePhase = newValue }
  }

  /// The person's text size, as a host's text scaling would set it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { core.dynamicTypeSize }
    set { core.dynamicTypeSize = newValue }
  }

  /// The window's edit mode, as an `EditButton` toggles it.
  public var editMode: EditMode {
    get { core.editMode }
    set { core.editMode = newValue }
  }
}

extension ViewHost {
  /// Asks the frontmost sheet or alert to go as a person would (Escape in the terminal,
  /// Escape or the window's close button in GTK): its cancel button runs if it has one, else
  /// it is dismissed, unless a view in it has `interactiveDismissDisabled()`. Throws when
  /// nothing is presented.
  public func dismissPresentation() throws {
    guard let front = core.presentations.last else {
      throw ViewHostError.notFound("a presented sheet or alert")
    }
    front.cancel()
    core.update()
  }
}

extension ViewHost {
  /// The window's title, as a host with windows shows it: the `navigationTitle` of the view
  /// on top of the outermost navigation stack, else the `WindowGroup`'s title.
  public var windowTitle: String? { core.windowTitle }

  /// The `navigationSubtitle` shown with the window's title, if any.
  public var windowSubtitle: String? { core.windowSubtitle }

  /// Whether a person can rename the window's title (it was set with
  /// `navigationTitle(_: Binding<String>)`).
  public var isWindowTitleRenamable: Bool { core.windowTitleRename != nil }

  /// Renames the window's title as a person does in GTK's header bar (in the terminal, the
  /// bar's title field is a text field like any other: see ``textField(_:)`` with `"Title"`).
  /// Throws when the title was not set with a binding.
  public func renameWindowTitle(to name: String) throws {
    guard let rename = core.windowTitleRename else {
      throw ViewHostError.notFound("a renamable navigation title")
    }
    rename.rename(to: name)
    core.update()
  }
}
