/// A mouse action reported by the terminal in xterm's SGR encoding.
public struct MouseEvent: Hashable, Sendable {
  /// A mouse button.
  public enum Button: Hashable, Sendable {
    /// The primary button.
    case left
    /// The middle button or wheel click.
    case middle
    /// The secondary button.
    case right
    /// An extra button, numbered as xterm numbers them (8 and up).
    case other(Int)
  }

  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press(Button)
    /// A button came up.
    case release(Button)
    /// The mouse moved with a button held.
    case drag(Button)
    /// The mouse moved with no button held (only when all-motion tracking is on).
    case move
    /// The wheel turned away from the user.
    case scrollUp
    /// The wheel turned toward the user.
    case scrollDown
    /// The wheel tilted left.
    case scrollLeft
    /// The wheel tilted right.
    case scrollRight
  }

  /// What the mouse did.
  public var kind: Kind
  /// The zero-based column of the cell under the pointer.
  public var column: Int
  /// The zero-based row of the cell under the pointer.
  public var row: Int
  /// The modifiers held (Shift, Alt, Control).
  public var modifiers: KeyModifiers

  /// Makes a mouse event.
  /// - Parameters:
  ///   - kind: What the mouse did.
  ///   - column: The zero-based column.
  ///   - row: The zero-based row.
  ///   - modifiers: The modifiers held; none by default.
  public init(_ kind: Kind, column: Int, row: Int, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}
