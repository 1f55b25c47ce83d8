extension TerminalSession {
  /// Asks the terminal for its background colour (OSC 11) and returns it, or `nil` when the
  /// terminal does not say.
  ///
  /// A cursor position request follows the question, so a terminal that ignores OSC 11 is
  /// not waited for: its answer to the position request ends the wait. Call this before
  /// making a reader; keys typed meanwhile are kept for the first reader ``makeReader()``
  /// makes.
  /// - Parameter timeoutMilliseconds: How long to wait at most.
  /// - Returns: The background colour, or `nil`.
  public func queryBackgroundColor(timeoutMilliseconds: Int32 = 200) -> RGBColor? {
    guard isRunning else { return nil }
    return ask(
      BackgroundProbe.request, BackgroundProbe(), timeoutMilliseconds: timeoutMilliseconds
    ).color
  }
}
