extension HostCore {
  /// Takes focus from the focused control, as when a person focuses something the app does
  /// not know of (a host's own widget): the `@FocusState` bound to it becomes `nil`.
  @_spi(TrellisHost) public func clearFocus() {
    focus(nil)
  }
}
