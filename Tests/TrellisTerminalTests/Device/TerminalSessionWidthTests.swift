import Foundation
import Testing
import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Measuring widths on a pseudo-terminal: the test plays the terminal, answering each cursor
/// position request with where its cursor would be, or not answering at all. (In the
/// serialized session suite: only one session runs at a time in a process.)
extension TerminalSessionTests {
  /// Plays a terminal on `controller` that measures each printed sample with `width`:
  /// answers every position request, and types `typed` after the first answer.
  static func answer(
    on controller: Int32, samples: Int, typed: String, width: @escaping @Sendable (String) -> Int
  ) -> Thread {
    Thread {
      var received: [UInt8] = []
      var answered = 0
      var buffer = [UInt8](repeating: 0, count: 512)
      while answered < samples {
        let count = Glibc.read(controller, &buffer, buffer.count)
        guard count > 0 else { return }
        received += buffer[..<count]
        // Everything before a request is "ESC [ H", then the sample.
        let text = String(decoding: received, as: UTF8.self)
        var requests = text.components(separatedBy: "\u{1B}[6n")
        requests.removeLast()  // not yet asked about
        for request in requests.dropFirst(answered) {
          let sample = request.replacingOccurrences(of: "\u{1B}[H", with: "")
          var reply = Array("\u{1B}[1;\(width(sample) + 1)R".utf8)
          if answered == 0 { reply += Array(typed.utf8) }
          _ = reply.withUnsafeBufferPointer { Glibc.write(controller, $0.baseAddress, $0.count) }
          answered += 1
        }
      }
    }
  }

  @Test func aTerminalThatAnswersGetsTheWidthsItReports() throws {
    let terminal = try #require(PseudoTerminal())
    let session = TerminalSession(input: terminal.device, output: terminal.device, options: [])
    try session.start()
    defer { session.restore() }
    // tmux's way: skin-tone modifiers and U+FE0F count scalar by scalar.
    let thread = Self.answer(
      on: terminal.controller, samples: WidthProfile.samples.count, typed: "q"
    ) { sample in
      let grapheme = Character(sample)
      switch WidthProfile.kind(of: grapheme) {
      case .emojiModifierSequence, .emojiVariationSequence, .keycapSequence:
        return grapheme.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) }
      default:
        return DisplayWidth.of(grapheme)
      }
    }
    thread.start()
    let profile = session.measureWidths(timeoutMilliseconds: 10_000)
    #expect(profile.measuredKinds == Set(WidthProfile.Kind.allCases))
    #expect(profile.width(of: "👍🏽") == 4)
    #expect(profile.width(of: "❤️") == 1)
    #expect(profile.width(of: "👩‍💻") == 2)
    #expect(profile.width(of: grapheme("क्ष")) == 2)
    // The key typed while the answers came is the reader's first event, not lost.
    var reader = session.makeReader()
    #expect(reader.next(timeoutMilliseconds: 1_000) == [.key(KeyEvent(.character("q")))])
  }

  @Test func aTerminalThatDoesNotAnswerKeepsTheTableAndTheKeysTyped() throws {
    let terminal = try #require(PseudoTerminal())
    let session = TerminalSession(input: terminal.device, output: terminal.device, options: [])
    try session.start()
    defer { session.restore() }
    terminal.type("z")
    let profile = session.measureWidths(timeoutMilliseconds: 100)
    #expect(profile == .standard)
    #expect(terminal.read().contains("👍🏽\u{1B}[6n"), "the probe was not sent")
    var reader = session.makeReader()
    #expect(reader.next(timeoutMilliseconds: 1_000) == [.key(KeyEvent(.character("z")))])
  }

  @Test func aSessionThatIsNotRunningAsksNothing() throws {
    let terminal = try #require(PseudoTerminal())
    let session = TerminalSession(input: terminal.device, output: terminal.device, options: [])
    #expect(session.measureWidths(timeoutMilliseconds: 10_000) == .standard)
    #expect(terminal.read(timeoutMilliseconds: 100).isEmpty)
  }
}
