/// Makes text safe to put on a terminal: no character in it can control the terminal.
///
/// Data shown on screen (a label, a file name, a pasted string) may carry escape sequences
/// that would retitle the window, move the cursor or worse. Before text reaches a cell, each
/// control character is replaced by a visible symbol that does nothing:
///
/// | Input | Drawn as |
/// |---|---|
/// | C0 controls U+0000-U+001F (ESC included) | Control Pictures U+2400-U+241F (`␛` for ESC) |
/// | DEL U+007F | `␡` U+2421 |
/// | C1 controls U+0080-U+009F | `�` U+FFFD |
///
/// Everything else is kept as it is.
public enum InertText {
  /// Replaces every control character of `text` with its inert symbol.
  /// - Parameter text: Any string.
  /// - Returns: `text` unchanged when it has no control character, else the replaced copy.
  public static func sanitize(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(symbol(for: scalar))
    }
    return String(result)
  }

  /// The inert symbol drawn for a scalar, or the scalar itself when it is not a control.
  /// - Parameter scalar: Any scalar.
  /// - Returns: A scalar that is safe to print.
  public static func symbol(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)!
    case 0x7F: return "\u{2421}"
    case 0x80...0x9F: return "\u{FFFD}"
    default: return scalar
    }
  }

  /// Whether a scalar would be sent to the terminal as a control character.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
