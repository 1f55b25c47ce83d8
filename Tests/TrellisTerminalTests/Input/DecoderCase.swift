import Testing
import TrellisTerminal

/// Bytes and the events they must decode to.
struct DecoderCase: Sendable, CustomTestStringConvertible {
  let input: String
  let bytes: [UInt8]
  let expected: [InputEvent]

  init(_ input: String, _ expected: [InputEvent]) {
    self.input = input
    self.bytes = Array(input.utf8)
    self.expected = expected
  }

  /// A case whose bytes are not valid UTF-8: `before`, the raw bytes, then `after`.
  init(_ before: String, raw: [UInt8], _ after: String, _ expected: [InputEvent]) {
    self.input = "\(before.debugDescription) \(raw) \(after.debugDescription)"
    self.bytes = Array(before.utf8) + raw + Array(after.utf8)
    self.expected = expected
  }

  init(_ input: String, _ key: Key, _ modifiers: KeyModifiers = []) {
    self.init(input, [.key(KeyEvent(key, modifiers: modifiers))])
  }

  init(
    _ input: String, mouse kind: MouseEvent.Kind, _ column: Int, _ row: Int,
    _ modifiers: KeyModifiers = []
  ) {
    self.init(input, [.mouse(MouseEvent(kind, column: column, row: row, modifiers: modifiers))])
  }

  var testDescription: String { input.debugDescription }
}

/// Decodes all of `bytes` at once, then flushes.
func decodeAll(_ bytes: [UInt8]) -> [InputEvent] {
  var decoder = InputDecoder()
  return decoder.feed(bytes) + decoder.flush()
}

/// The events for typed text, one per grapheme.
func typed(_ text: String) -> [InputEvent] {
  text.map { .key(KeyEvent(.character($0))) }
}
