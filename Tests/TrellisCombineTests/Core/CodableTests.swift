import Foundation
import Testing
import TrellisCombine

private struct Reason: Error, Codable, Equatable {
  var text: String
}

/// Completions and demands encode in Apple's layout, so that what one framework saved, the
/// other reads.
@Suite struct CodableTests {
  private func json<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  @Test func completionsEncodeSuccessAndTheError() throws {
    typealias Completion = Subscribers.Completion<Reason>
    #expect(try json(Completion.finished) == #"{"success":true}"#)
    #expect(
      try json(Completion.failure(Reason(text: "нет сети")))
        == #"{"error":{"text":"нет сети"},"success":false}"#)
  }

  @Test func completionsDecode() throws {
    typealias Completion = Subscribers.Completion<Reason>
    #expect(try decode(Completion.self, #"{"success":true}"#) == .finished)
    // A success ignores an error written beside it.
    #expect(try decode(Completion.self, #"{"success":true,"error":{"text":"x"}}"#) == .finished)
    #expect(
      try decode(Completion.self, #"{"success":false,"error":{"text":"x"}}"#)
        == .failure(Reason(text: "x")))
    #expect(throws: DecodingError.self) { try decode(Completion.self, #"{"success":false}"#) }
  }

  @Test func demandsEncodeAsOneNumber() throws {
    #expect(try json(["d": Subscribers.Demand.max(42)]) == #"{"d":42}"#)
    #expect(try json(["d": Subscribers.Demand.unlimited]) == #"{"d":\#(UInt(Int.max) + 1)}"#)
    #expect(try decode([String: Subscribers.Demand].self, #"{"d":42}"#) == ["d": .max(42)])
    #expect(
      try decode([String: Subscribers.Demand].self, #"{"d":\#(UInt(Int.max) + 1)}"#)
        == ["d": .unlimited])
    // Any number past Int.max reads as unlimited; a negative one is an error.
    #expect(
      try decode([String: Subscribers.Demand].self, #"{"d":\#(UInt(Int.max) + 7)}"#)
        == ["d": .unlimited])
    #expect(throws: DecodingError.self) {
      try decode([String: Subscribers.Demand].self, #"{"d":-1}"#)
    }
  }

  @Test func demandsRoundTripThroughPropertyLists() throws {
    let encoder = PropertyListEncoder()
    let data = try encoder.encode(["d": Subscribers.Demand.max(7), "e": .unlimited])
    let decoded = try PropertyListDecoder().decode([String: Subscribers.Demand].self, from: data)
    #expect(decoded == ["d": .max(7), "e": .unlimited])
  }

  @Test func recordsEncodeTheirRecording() throws {
    let record = Record<Int, Reason>(output: [3, 1], completion: .failure(Reason(text: "stop")))
    #expect(
      try json(record)
        == #"{"recording":{"completion":{"error":{"text":"stop"},"success":false},"output":[3,1]}}"#
    )
    let decoded = try decode(
      Record<Int, Reason>.self, #"{"recording":{"completion":{"success":true},"output":[1,2]}}"#)
    #expect(decoded.recording.output == [1, 2])
    #expect(decoded.recording.completion == .finished)
    #expect(throws: DecodingError.self) { try decode(Record<Int, Reason>.self, "{}") }
  }

  @Test func recordingsNeedBothKeys() throws {
    typealias Recording = Record<Int, Reason>.Recording
    let recording = try decode(Recording.self, #"{"completion":{"success":true},"output":[5]}"#)
    #expect(recording.output == [5])
    #expect(throws: DecodingError.self) {
      try decode(Recording.self, #"{"completion":{"success":true}}"#)
    }
    #expect(throws: DecodingError.self) { try decode(Recording.self, #"{"output":[1]}"#) }
  }

  @Test func aDecodedRecordingIsComplete() async {
    await #expect(processExitsWith: .failure) {
      var recording = try JSONDecoder().decode(
        Record<Int, Reason>.Recording.self,
        from: Data(#"{"completion":{"success":true},"output":[]}"#.utf8))
      recording.receive(1)
    }
  }
}
