// The messages of the compiler's plugin protocol that these macros use, in the compiler's JSON
// shapes: each message is an object with one key, the message's name, whose value holds its
// fields. Fields the macros do not need (the static build configuration, for one) are not
// decoded, and so are ignored.

/// A message from the compiler.
struct HostMessage: Decodable {
  var getCapability: CapabilityRequest?
  var expandFreestandingMacro: FreestandingExpansionRequest?
  var expandAttachedMacro: AttachedExpansionRequest?
}

struct CapabilityRequest: Decodable {
  struct Capability: Decodable {
    var protocolVersion: Int
  }
  var capability: Capability?
}

/// Which macro the compiler wants expanded: `typeName` is the type named by its
/// `#externalMacro(module:type:)`.
struct MacroReference: Decodable {
  var moduleName: String
  var typeName: String
  var name: String
}

/// Where a piece of source starts: its first byte, leading comments and whitespace included.
struct SourceLocation: Decodable, Equatable {
  var fileID: String
  var fileName: String
  var offset: Int
  var line: Int
  var column: Int
}

/// A piece of source: its text and where it starts.
struct SyntaxText: Decodable {
  var kind: String
  var source: String
  var location: SourceLocation
}

struct FreestandingExpansionRequest: Decodable {
  var macro: MacroReference
  var macroRole: String?
  /// A mangled name unique to this expansion, from which unique declaration names are made.
  var discriminator: String
  var syntax: SyntaxText
  /// The declarations around the expansion, innermost last, with their members left out;
  /// empty at the top level of a file.
  var lexicalContext: [SyntaxText]?
}

struct AttachedExpansionRequest: Decodable {
  var macro: MacroReference
  var macroRole: String
  var discriminator: String
  var attributeSyntax: SyntaxText
  var declSyntax: SyntaxText
  var lexicalContext: [SyntaxText]?
}

/// A message to the compiler.
enum PluginMessage: Encodable, Equatable {
  /// The answer to `getCapability`.
  case capability(protocolVersion: Int)
  /// The answer to an expansion request: the source the macro expands to (`nil` when it
  /// failed), and what to tell the programmer.
  case expansion(source: String?, diagnostics: [Diagnostic])

  private enum Keys: String, CodingKey {
    case getCapabilityResult, expandMacroResult
    case capability, protocolVersion, expandedSource, diagnostics
  }

  func encode(to encoder: any Encoder) throws {
    var message = encoder.container(keyedBy: Keys.self)
    switch self {
    case .capability(let version):
      var result = message.nestedContainer(keyedBy: Keys.self, forKey: .getCapabilityResult)
      var capability = result.nestedContainer(keyedBy: Keys.self, forKey: .capability)
      try capability.encode(version, forKey: .protocolVersion)
    case .expansion(let source, let diagnostics):
      var result = message.nestedContainer(keyedBy: Keys.self, forKey: .expandMacroResult)
      try result.encode(source, forKey: .expandedSource)
      try result.encode(diagnostics, forKey: .diagnostics)
    }
  }
}

/// An error or a warning about the source, at a byte of a file.
struct Diagnostic: Encodable, Equatable {
  enum Severity: String, Encodable {
    case error, warning, note
  }

  struct Position: Encodable, Equatable {
    var fileName: String
    var offset: Int
  }

  var message: String
  var severity: Severity
  var position: Position
  // The compiler requires these; the macros have no highlights, notes or fix-its to give.
  private var highlights: [Position] = []
  private var notes: [Position] = []
  private var fixIts: [Position] = []

  init(_ message: String, severity: Severity = .error, at position: Position) {
    self.message = message
    self.severity = severity
    self.position = position
  }
}
