import Foundation
import Testing

@testable import TrellisMacros

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct MessageStreamTests {
  /// A pipe holding `bytes`, its writing end closed: what the compiler would have sent.
  private func stream(of bytes: [UInt8]) -> MessageStream {
    var ends: [Int32] = [0, 0]
    pipe(&ends)
    _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    return MessageStream(descriptor: ends[0])
  }

  private func framed(_ text: String) -> [UInt8] {
    let body = Array(text.utf8)
    return (0..<8).map { UInt8((body.count >> ($0 * 8)) & 0xFF) } + body
  }

  @Test func messagesAreReadOneByOneUntilAZeroLength() {
    var input = stream(
      of: framed("{\"a\":1}") + framed("{}") + [UInt8](repeating: 0, count: 8)
        + framed("{\"late\":1}"))
    #expect(input.nextMessage().map { String(decoding: $0, as: UTF8.self) } == "{\"a\":1}")
    #expect(input.nextMessage().map { String(decoding: $0, as: UTF8.self) } == "{}")
    #expect(input.nextMessage() == nil)
    #expect(input.problem == nil)
    close(input.descriptor)
  }

  @Test func theEndOfInputEndsTheSessionQuietly() {
    var input = stream(of: [])
    #expect(input.nextMessage() == nil)
    #expect(input.problem == nil)
    close(input.descriptor)
  }

  @Test func aMessageCutShortIsAProblem() {
    var input = stream(of: Array(framed("{\"a\":12345}").dropLast(3)))
    #expect(input.nextMessage() == nil)
    #expect(input.problem == "a message from the compiler ends early (11 bytes announced)")
    close(input.descriptor)
  }

  @Test func writtenMessagesHaveTheLengthFirst() {
    var ends: [Int32] = [0, 0]
    pipe(&ends)
    writeMessage(Array("{\"b\":2}".utf8), to: ends[1])
    close(ends[1])
    var input = MessageStream(descriptor: ends[0])
    #expect(input.nextMessage().map { String(decoding: $0, as: UTF8.self) } == "{\"b\":2}")
    close(ends[0])
  }
}
