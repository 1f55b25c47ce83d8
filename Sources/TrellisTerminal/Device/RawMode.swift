#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Switches a terminal's line discipline between raw and its saved settings.
public enum RawMode {
  /// An error from the terminal driver.
  public struct Failure: Error, Hashable, Sendable {
    /// The call that failed.
    public var operation: String
    /// The `errno` it set.
    public var code: Int32
  }

  /// Reads a terminal's current settings.
  /// - Parameter fileDescriptor: A descriptor open on a terminal.
  /// - Returns: The settings, to hand back to ``restore(_:on:)``.
  public static func currentSettings(of fileDescriptor: Int32) throws -> termios {
    var settings = termios()
    guard tcgetattr(fileDescriptor, &settings) == 0 else {
      throw Failure(operation: "tcgetattr", code: errno)
    }
    return settings
  }

  /// The raw variant of some settings: no echo, no line editing, no signal keys, no flow
  /// control, no output processing, 8-bit characters, and reads that return as soon as one
  /// byte is there.
  ///
  /// With signal keys off, Ctrl-C arrives as byte 0x03 for the program to handle.
  /// - Parameter settings: The settings to start from.
  /// - Returns: The raw settings.
  public static func raw(from settings: termios) -> termios {
    var raw = settings
    cfmakeraw(&raw)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }

  /// Puts a terminal in raw mode.
  /// - Parameter fileDescriptor: A descriptor open on a terminal.
  /// - Returns: The settings before, to hand back to ``restore(_:on:)``.
  @discardableResult
  public static func enter(on fileDescriptor: Int32) throws -> termios {
    let saved = try currentSettings(of: fileDescriptor)
    var raw = raw(from: saved)
    guard tcsetattr(fileDescriptor, TCSAFLUSH, &raw) == 0 else {
      throw Failure(operation: "tcsetattr", code: errno)
    }
    return saved
  }

  /// Puts back saved settings.
  /// - Parameters:
  ///   - settings: Settings from ``enter(on:)`` or ``currentSettings(of:)``.
  ///   - fileDescriptor: The terminal they belong to.
  public static func restore(_ settings: termios, on fileDescriptor: Int32) {
    var settings = settings
    _ = tcsetattr(fileDescriptor, TCSANOW, &settings)
  }
}
