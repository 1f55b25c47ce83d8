/// Expands `#Preview`, in Apple's forms:
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Dark") { ContentView() }
/// #Preview("Small", traits: .sizeThatFitsLayout) { ContentView() }
/// #Preview { @Previewable @State var isOn = true; Toggle("On", isOn: $isOn) }
/// ```
///
/// into a type conforming to `PreviewRegistry` whose `makePreview()` calls
/// `Preview.init(_:traits:body:)` with the macro's own arguments, and which holds (with Swift
/// 6.3's `@section`) a record in the `trellis_previews` section through which the running
/// program finds it. `@Previewable` declarations become the stored properties of a view made for the
/// preview, whose `body` is the rest of the closure.
struct PreviewMacro {
  let request: FreestandingExpansionRequest

  /// The record's first field, which tells a Trellis preview record from anything else a
  /// section of that name might hold ("TRPRVW" and a version).
  static let recordMagic = "0x5452_5052_5657_0001"

  func expand() -> ExpansionResult {
    let source = TokenizedSource(request.syntax.source)
    guard let call = PreviewCall(source) else {
      return .failure(
        Diagnostic(
          "#Preview: the macro's arguments could not be read",
          at: request.syntax.position(ofByte: request.syntax.leadingTriviaLength)))
    }
    let names = UniqueNames(discriminator: request.discriminator)
    let content: PreviewContent
    switch PreviewContent.make(call: call, source: source, viewName: names.content) {
    case .success(let made): content = made
    case .failure(let problem):
      return .failure(
        Diagnostic(problem.message, at: request.syntax.position(ofByte: problem.byte)))
    }
    let nameStart = source[call.nameIndex].range.lowerBound
    let (line, column) = request.syntax.lineAndColumn(ofByte: nameStart)
    let atTopLevel = request.lexicalContext?.isEmpty ?? true

    var lines: [String] = []
    if atTopLevel {
      lines += ["@MainActor private func \(names.make)() -> TrellisUI.Preview {"]
      lines += indented(content.call) + ["}"]
      lines += content.view
    }
    lines += ["struct \(names.registry): TrellisUI.PreviewRegistry {"]
    lines += ["  static let fileID = \(stringLiteral(request.syntax.location.fileID))"]
    lines += ["  static let line = \(line)", "  static let column = \(column)"]
    lines += ["  @MainActor static func makePreview() throws -> TrellisUI.Preview {"]
    if atTopLevel {
      lines += ["    \(names.make)()"]
    } else {
      // Inside a type, the call stays in the registry: a private function there would be a
      // member of the enclosing type, which a static method of the registry cannot call.
      lines += indented(indented(content.call))
    }
    lines += ["  }"]
    // The record is a static member: a global would be a variable of the top-level code in a
    // `main.swift`. Before Swift 6.3 `@section` needs an experimental feature; there the program
    // finds the registry by its conformance instead, in a debug build.
    lines += ["  #if compiler(>=6.3)"]
    lines += ["    @used @section(\"trellis_previews\")"]
    lines += ["    static let record: TrellisUI._PreviewRecord = ("]
    lines += ["      \(Self.recordMagic),"]
    lines += ["      { $0.initializeMemory(as: Any.Type.self, to: \(names.registry).self) }"]
    lines += ["    )", "  #endif"]
    if !atTopLevel { lines += indented(content.view) }
    lines += ["}"]
    return ExpansionResult(source: lines.joined(separator: "\n"))
  }

  private func indented(_ lines: [String]) -> [String] { lines.map { "  " + $0 } }
}

/// Names no one else can declare, made from the expansion's discriminator as the compiler makes
/// a macro's unique names (`$s…fMu_`).
struct UniqueNames {
  let discriminator: String

  var registry: String { unique("PreviewRegistry") }
  var make: String { unique("makePreview") }
  var content: String { unique("PreviewContent") }

  private func unique(_ name: String) -> String {
    "\(discriminator)\(name.utf8.count)\(name)fMu_"
  }
}
