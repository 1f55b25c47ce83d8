extension TerminalSession {
  /// Asks the terminal how wide it draws the graphemes terminals disagree on, and returns
  /// its profile.
  ///
  /// Each of ``WidthProfile/samples`` is printed at the top left of the screen and followed
  /// by a cursor position request; the columns the terminal reports are its widths. The line
  /// is cleared afterwards, so call this before drawing the first frame, and before making a
  /// reader: keys typed meanwhile are kept for the first reader ``makeReader()`` makes. A
  /// terminal that does not answer within the timeout keeps the table's widths
  /// (``WidthProfile/standard``); if its answers come later, they arrive as F3 key reports
  /// with modifiers, which hosts ignore.
  /// - Parameter timeoutMilliseconds: How long to wait for all the answers.
  /// - Returns: The measured profile; the standard one when the session is not running or
  ///   the terminal gave no answer.
  public func measureWidths(timeoutMilliseconds: Int32 = 200) -> WidthProfile {
    guard isRunning else { return .standard }
    let probe = WidthProbe()
    let measurements = ask(probe.request, probe, timeoutMilliseconds: timeoutMilliseconds)
      .measurements
    return measurements.isEmpty ? .standard : WidthProfile(measurements: measurements)
  }
}
