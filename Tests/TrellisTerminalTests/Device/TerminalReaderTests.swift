import Testing
import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The reader over a pipe: input becomes events, a lone ESC is reported once the input goes
/// quiet, and a closed input ends the stream.
@Suite struct TerminalReaderTests {
  final class Pipe {
    let readEnd: Int32
    let writeEnd: Int32
    private var writeOpen = true

    init() {
      var descriptors: [Int32] = [0, 0]
      _ = pipe(&descriptors)
      readEnd = descriptors[0]
      writeEnd = descriptors[1]
    }

    func send(_ text: String) {
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBufferPointer { write(writeEnd, $0.baseAddress, $0.count) }
    }

    func closeWriteEnd() {
      close(writeEnd)
      writeOpen = false
    }

    deinit {
      close(readEnd)
      if writeOpen { close(writeEnd) }
    }
  }

  @Test func readsKeysAndReportsALoneEscapeAfterQuiet() {
    let pipe = Pipe()
    var reader = TerminalReader(input: pipe.readEnd)
    pipe.send("\u{1B}[A")
    #expect(reader.next(timeoutMilliseconds: 2_000) == [.key(KeyEvent(.up))])
    pipe.send("\u{1B}")
    #expect(reader.next(timeoutMilliseconds: 2_000) == [.key(KeyEvent(.escape))])
    pipe.send("hé")
    // The last grapheme is held until the input is quiet (a combining mark could follow).
    var events: [InputEvent] = []
    while events.count < 2, let more = reader.next(timeoutMilliseconds: 2_000), !more.isEmpty {
      events += more
    }
    #expect(events == [.key(KeyEvent(.character("h"))), .key(KeyEvent(.character("é")))])
  }

  @Test func timesOutWithNoEventsAndEndsWhenClosed() {
    let pipe = Pipe()
    var reader = TerminalReader(input: pipe.readEnd)
    #expect(reader.next(timeoutMilliseconds: 10) == [])
    pipe.closeWriteEnd()
    #expect(reader.next(timeoutMilliseconds: 2_000) == nil)
  }
}
