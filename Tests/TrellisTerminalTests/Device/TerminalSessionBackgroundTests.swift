import Foundation
import Testing
import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Asking a pseudo-terminal for its background: the test plays the terminal, answering the
/// OSC 11 question or only the cursor position request that follows it, or nothing. (In the
/// serialized session suite: only one session runs at a time in a process.)
extension TerminalSessionTests {
  /// Plays a terminal on `controller`: once the question and the position request have come,
  /// writes `reply`.
  static func answerBackground(on controller: Int32, with reply: String) -> Thread {
    Thread {
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 512)
      while !String(decoding: received, as: UTF8.self).contains("\u{1B}]11;?\u{1B}\\\u{1B}[6n") {
        let count = Glibc.read(controller, &buffer, buffer.count)
        guard count > 0 else { return }
        received += buffer[..<count]
      }
      let bytes = Array(reply.utf8)
      _ = bytes.withUnsafeBufferPointer { Glibc.write(controller, $0.baseAddress, $0.count) }
    }
  }

  @Test(arguments: [
    ("\u{1B}]11;rgb:1c1c/1c1c/1c1c\u{1B}\\", true), ("\u{1B}]11;rgb:fd/f6/e3\u{07}", false),
  ])
  func aTerminalThatAnswersGivesItsBackground(answer: String, isDark: Bool) throws {
    let terminal = try #require(PseudoTerminal())
    let session = TerminalSession(input: terminal.device, output: terminal.device, options: [])
    try session.start()
    defer { session.restore() }
    // A key typed between the answers is kept for the reader.
    let thread = Self.answerBackground(
      on: terminal.controller, with: answer + "k\u{1B}[3;7R")
    thread.start()
    let color = try #require(session.queryBackgroundColor(timeoutMilliseconds: 10_000))
    #expect(color.isDark == isDark)
    var reader = session.makeReader()
    #expect(reader.next(timeoutMilliseconds: 1_000) == [.key(KeyEvent(.character("k")))])
  }

  @Test func aTerminalWithoutOSC11IsNotWaitedForPastItsPositionReport() throws {
    let terminal = try #require(PseudoTerminal())
    let session = TerminalSession(input: terminal.device, output: terminal.device, options: [])
    try session.start()
    defer { session.restore() }
    let thread = Self.answerBackground(on: terminal.controller, with: "\u{1B}[1;1R")
    thread.start()
    let started = Date()
    #expect(session.queryBackgroundColor(timeoutMilliseconds: 20_000) == nil)
    // Well short of the timeout: the report ended the wait.
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func aTerminalThatSaysNothingGivesNoColourAndKeepsTheKeysTyped() throws {
    let terminal = try #require(PseudoTerminal())
    let session = TerminalSession(input: terminal.device, output: terminal.device, options: [])
    try session.start()
    defer { session.restore() }
    terminal.type("é")
    #expect(session.queryBackgroundColor(timeoutMilliseconds: 100) == nil)
    #expect(terminal.read().contains("\u{1B}]11;?\u{1B}\\\u{1B}[6n"), "the question was not sent")
    var reader = session.makeReader()
    #expect(reader.next(timeoutMilliseconds: 1_000) == [.key(KeyEvent(.character("é")))])
  }

  @Test func aSessionThatIsNotRunningAsksNoBackground() throws {
    let terminal = try #require(PseudoTerminal())
    let session = TerminalSession(input: terminal.device, output: terminal.device, options: [])
    #expect(session.queryBackgroundColor(timeoutMilliseconds: 10_000) == nil)
    #expect(terminal.read(timeoutMilliseconds: 100).isEmpty)
  }
}
