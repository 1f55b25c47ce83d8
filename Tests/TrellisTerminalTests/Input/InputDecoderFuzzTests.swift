import Testing
import TrellisTerminal

/// A million random bytes: the decoder must not crash or hang, must never report a control
/// character as text, and must read well-formed input correctly afterwards.
@Suite struct InputDecoderFuzzTests {
  @Test func millionRandomBytes() {
    var generator = SeededGenerator(seed: 0x5EED)
    var decoder = InputDecoder()
    var remaining = 1_000_000
    var eventCount = 0
    var chunk: [UInt8] = []
    // Bias the bytes toward ESC, '[', digits and ';' so that sequences are actually formed.
    let interesting: [UInt8] = Array("\u{1B}[O<;0123456789~MmAZu".utf8) + [0xC3, 0xE4, 0xF0, 0x80]
    while remaining > 0 {
      let size = min(Int.random(in: 1...64, using: &generator), remaining)
      chunk.removeAll(keepingCapacity: true)
      for _ in 0..<size {
        if Bool.random(using: &generator) {
          chunk.append(interesting.randomElement(using: &generator)!)
        } else {
          chunk.append(UInt8.random(in: 0...255, using: &generator))
        }
      }
      remaining -= size
      var events = decoder.feed(chunk)
      if Int.random(in: 0..<16, using: &generator) == 0 { events += decoder.flush() }
      eventCount += events.count
      for event in events {
        guard case .key(let key) = event, case .character(let character) = key.key,
          key.modifiers.isEmpty
        else { continue }
        let isControl = character.unicodeScalars.contains {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        }
        #expect(!isControl, "control character reported as text: \(character.debugDescription)")
      }
    }
    #expect(eventCount > 0)
    // End any paste the noise started, then check that ordinary input still decodes.
    _ = decoder.feed([0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E])
    _ = decoder.flush()
    #expect(decoder.feed(Array("\u{1B}[A".utf8)) + decoder.flush() == [.key(KeyEvent(.up))])
  }
}
