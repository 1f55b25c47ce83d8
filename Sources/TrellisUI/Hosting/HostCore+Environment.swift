/// What a host tells the views about their window: its colour scheme, whether it is in
/// front, and the person's text size. Each is an environment value the views read; setting
/// one updates the views that read it in the next update pass.
extension HostCore {
  /// The colour scheme the host found (the terminal's background, GTK's theme).
  @_spi(TrellisHost) public var systemColorScheme: ColorScheme {
    get { window.systemColorScheme }
    set { if newValue != window.systemColorScheme { window.systemColorScheme = newValue } }
  }

  /// The scheme the views asked for with `preferredColorScheme(_:)`, if any; a host that
  /// can draw either (GTK) draws the window in it.
  @_spi(TrellisHost) public var preferredColorScheme: ColorScheme? {
    update()
    return window.preferredColorScheme
  }

  /// The scheme the views read: theirs if they asked for one, else the system's.
  @_spi(TrellisHost) public var colorScheme: ColorScheme {
    update()
    return window.colorScheme
  }

  /// Whether the window is in front and taking input, shown behind others, or not shown.
  @_spi(TrellisHost) public var scenePhase: ScenePhase {
    get { window.scenePhase }
    set { if newValue != window.scenePhase { window.scenePhase = newValue } }
  }

  /// The person's text size (from a host's text scaling).
  @_spi(TrellisHost) public var dynamicTypeSize: DynamicTypeSize {
    get { window.dynamicTypeSize }
    set { if newValue != window.dynamicTypeSize { window.dynamicTypeSize = newValue } }
  }

  /// Sets the text size from a text scaling factor (1 for the default size).
  @_spi(TrellisHost) public func setTextScale(_ scale: Double) {
    dynamicTypeSize = DynamicTypeSize.nearest(toScale: scale)
  }

  /// The window's edit mode, as `EditButton` toggles it.
  @_spi(TrellisHost) public var editMode: EditMode {
    get { window.editMode }
    set { if newValue != window.editMode { window.editMode = newValue } }
  }
}
