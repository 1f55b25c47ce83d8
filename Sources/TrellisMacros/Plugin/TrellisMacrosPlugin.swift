#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The macro plugin the compiler runs for `#Preview`, `@Previewable` and `@Entry`: an
/// executable that speaks the compiler's plugin protocol on standard input and output. Each
/// message is a little-endian 64-bit length, then that many bytes of JSON; a length of zero
/// (or the end of input) means the compiler is done.
///
/// It is written without SwiftSyntax: SwiftPM's macro targets normally depend on the
/// swift-syntax package, which cannot be fetched in every place Trellis is built, while the
/// protocol itself is plain JSON, and the expansions are made from the source text.
@main
enum TrellisMacrosPlugin {
  static func main() {
    let session = PluginSession()
    var input = MessageStream(descriptor: 0)
    while let message = input.nextMessage() {
      do {
        writeMessage(try session.reply(to: message), to: 1)
      } catch {
        fail("\(error)")
      }
    }
    if let problem = input.problem { fail(problem) }
  }

  private static func fail(_ problem: String) -> Never {
    let line = Array("Trellis macros: \(problem)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
  }
}

/// Reads the compiler's length-prefixed messages from a file descriptor.
struct MessageStream {
  let descriptor: Int32
  /// Why reading stopped early: a message cut short.
  private(set) var problem: String?

  init(descriptor: Int32) { self.descriptor = descriptor }

  /// The next message's bytes, or `nil` at the end (a zero length, or no more input).
  mutating func nextMessage() -> [UInt8]? {
    guard let header = readExactly(8) else { return nil }
    let length = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    guard length > 0 else { return nil }
    guard length < 1 << 32, let body = readExactly(Int(length)) else {
      problem = "a message from the compiler ends early (\(length) bytes announced)"
      return nil
    }
    return body
  }

  private func readExactly(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + filled, count - filled)
      }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { return nil }
      filled += got
    }
    return bytes
  }
}

/// Writes one length-prefixed message to a file descriptor.
func writeMessage(_ body: [UInt8], to descriptor: Int32) {
  var length = UInt64(body.count)
  let header = (0..<8).map { _ in
    defer { length >>= 8 }
    return UInt8(length & 0xFF)
  }
  let bytes = header + body
  var sent = 0
  while sent < bytes.count {
    let wrote = bytes.withUnsafeBytes {
      write(descriptor, $0.baseAddress! + sent, bytes.count - sent)
    }
    if wrote < 0, errno == EINTR { continue }
    guard wrote > 0 else { return }
    sent += wrote
  }
}
