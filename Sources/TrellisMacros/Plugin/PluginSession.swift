#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Answers the compiler's messages, one at a time: what the plugin does between reading a
/// message and writing the reply, apart from the bytes on standard input and output.
struct PluginSession {
  /// The protocol version this plugin speaks: the compiler's JSON messages as of Swift 6.
  static let protocolVersion = 7

  /// Why a message could not be answered at all.
  struct UnreadableMessage: Error, CustomStringConvertible {
    let description: String
  }

  /// The reply to `message` (a message's JSON): a capability, or an expansion, which carries
  /// an error diagnostic when the request is one the macros cannot serve.
  func reply(to message: [UInt8]) throws(UnreadableMessage) -> [UInt8] {
    let request: HostMessage
    do {
      request = try JSONDecoder().decode(HostMessage.self, from: Data(message))
    } catch {
      throw UnreadableMessage(description: "the compiler's message is not understood: \(error)")
    }
    let answer = reply(to: request)
    do {
      return Array(try JSONEncoder().encode(answer))
    } catch {
      throw UnreadableMessage(description: "the reply cannot be encoded: \(error)")
    }
  }

  func reply(to request: HostMessage) -> PluginMessage {
    if request.getCapability != nil {
      return .capability(protocolVersion: Self.protocolVersion)
    }
    if let expansion = request.expandFreestandingMacro {
      return MacroExpansion.expand(expansion).message
    }
    if let expansion = request.expandAttachedMacro {
      return MacroExpansion.expand(expansion).message
    }
    return .expansion(
      source: nil,
      diagnostics: [
        Diagnostic(
          "Trellis's macro plugin does not understand this request from the compiler",
          at: .init(fileName: "", offset: 0))
      ])
  }
}
