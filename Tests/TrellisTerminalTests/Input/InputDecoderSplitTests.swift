import Testing
import TrellisTerminal

/// Bytes may arrive split anywhere; the events must not depend on where.
@Suite struct InputDecoderSplitTests {
  @Test(arguments: DecoderCases.all) func everySplitPointGivesTheSameEvents(
    _ testCase: DecoderCase
  ) {
    let bytes = testCase.bytes
    for split in 0...bytes.count {
      var decoder = InputDecoder()
      let events = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...]) + decoder.flush()
      #expect(events == testCase.expected, "split at \(split)")
    }
  }

  @Test(arguments: DecoderCases.all) func byteByByteGivesTheSameEvents(_ testCase: DecoderCase) {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for byte in testCase.bytes { events += decoder.feed([byte]) }
    events += decoder.flush()
    #expect(events == testCase.expected)
  }

  @Test func allCasesConcatenatedAndSplitRandomly() {
    // Cases with an ESC that is not a sequence introducer depend on a flush or on the next
    // byte, so they are left out of the stream.
    let cases = DecoderCases.all.filter { testCase in
      let bytes = testCase.bytes
      return !bytes.indices.contains { index in
        bytes[index] == 0x1B
          && (index + 1 == bytes.count || ![0x5B, 0x4F].contains(bytes[index + 1]))
      }
    }
    let bytes = cases.flatMap(\.bytes)
    var expected: [InputEvent] = []
    for testCase in cases { expected += testCase.expected }
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      var decoder = InputDecoder()
      var events: [InputEvent] = []
      var index = 0
      while index < bytes.count {
        let end = min(index + Int.random(in: 1...9, using: &generator), bytes.count)
        events += decoder.feed(bytes[index..<end])
        index = end
      }
      events += decoder.flush()
      #expect(events == expected)
    }
  }
}
