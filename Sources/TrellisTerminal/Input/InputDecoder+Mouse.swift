extension InputDecoder {
  /// Reads the parameters of an SGR mouse report, `CSI < button ; column ; row M` (or `m` for
  /// a release), with one-based coordinates.
  ///
  /// The button field packs several things: its low two bits pick the button, 4 is Shift,
  /// 8 Alt, 16 Control, 32 marks motion, 64 the wheel and 128 the extra buttons.
  static func sgrMouse(_ parameters: [Int?], released: Bool) -> MouseEvent? {
    guard parameters.count == 3, let code = parameters[0], let column = parameters[1],
      let row = parameters[2], column >= 1, row >= 1
    else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      if released { return nil }
      kind = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight][low]
    } else {
      let button: MouseEvent.Button?
      if code & 128 != 0 {
        button = .other(8 + low)
      } else {
        button = [MouseEvent.Button.left, .middle, .right, nil][low]
      }
      if code & 32 != 0 {
        kind = button.map { .drag($0) } ?? .move
      } else if let button {
        kind = released ? .release(button) : .press(button)
      } else {
        return nil
      }
    }
    return MouseEvent(kind, column: column - 1, row: row - 1, modifiers: modifiers)
  }
}
