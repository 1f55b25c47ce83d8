#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal in cells.
public struct TerminalSize: Hashable, Sendable {
  /// The number of columns.
  public var columns: Int
  /// The number of rows.
  public var rows: Int

  /// Makes a size.
  /// - Parameters:
  ///   - columns: The number of columns.
  ///   - rows: The number of rows.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// Asks the terminal behind a file descriptor for its size (`TIOCGWINSZ`).
  /// - Parameter fileDescriptor: A descriptor open on a terminal.
  /// - Returns: The size, or nil when the descriptor is not a terminal or reports 0x0.
  public static func of(fileDescriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
