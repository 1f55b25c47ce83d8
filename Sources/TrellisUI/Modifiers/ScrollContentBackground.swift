extension View {
  /// Shows or hides the background the system draws behind the content of the lists, forms
  /// and text editors in this view, so that a background of the view's own shows through.
  ///
  /// ```swift
  /// List(notes) { note in Text(note.title) }
  ///   .scrollContentBackground(.hidden)
  ///   .background(Color.yellow)
  /// ```
  ///
  /// `.hidden` makes GTK's boxed-list rows and a text editor's text area transparent (their
  /// borders and lines stay); the terminal draws no background behind these views either
  /// way. `.automatic` and `.visible` leave the system's background as it is.
  /// - Parameter visibility: Whether the system's background is drawn.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    modifier(_EnvironmentModifier { $0.scrollContentBackground = visibility })
  }
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
  /// Whether lists, forms and text editors here draw their system background
  /// (``View/scrollContentBackground(_:)``). Apple keeps it out of its public environment.
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
}

extension HostElement {
  /// Whether this view's system background is hidden or shown by
  /// ``View/scrollContentBackground(_:)``: what a list, form or text editor does with it.
  @_spi(TrellisHost) public var scrollContentBackground: Visibility {
    node.environment.scrollContentBackground
  }
}
