import Testing

@testable import TrellisMacros

@Suite struct PreviewMacroTests {
  static let discriminator = "$s4Demo0015Viewsswift_tzEGbfMX2_0_33_ABCLl7PreviewfMf_"

  /// The request the compiler sends for `source`, which starts with the line break before it
  /// (its leading trivia), at line 2 of `Demo/Views.swift`.
  private func request(_ source: String, lexicalContext: [String] = [])
    -> FreestandingExpansionRequest
  {
    let location = SourceLocation(
      fileID: "Demo/Views.swift", fileName: "/src/Demo/Views.swift", offset: 10, line: 2,
      column: 11)
    return FreestandingExpansionRequest(
      macro: MacroReference(moduleName: "TrellisMacros", typeName: "PreviewMacro", name: "Preview"),
      macroRole: "declaration", discriminator: Self.discriminator,
      syntax: SyntaxText(kind: "declaration", source: source, location: location),
      lexicalContext: lexicalContext.map {
        SyntaxText(kind: "declaration", source: $0, location: location)
      })
  }

  private func name(_ base: String) -> String {
    "\(Self.discriminator)\(base.utf8.count)\(base)fMu_"
  }

  @Test func aPreviewBecomesARegistryAndARecord() throws {
    let result = PreviewMacro(request: request("\n\n#Preview(\"Hello\") {\n  Text(\"Hi\")\n}"))
      .expand()
    #expect(result.diagnostics == [])
    let expected = """
      @MainActor private func \(name("makePreview"))() -> TrellisUI.Preview {
        TrellisUI.Preview("Hello") {
        Text("Hi")
      }
      }
      struct \(name("PreviewRegistry")): TrellisUI.PreviewRegistry {
        static let fileID = "Demo/Views.swift"
        static let line = 4
        static let column = 1
        @MainActor static func makePreview() throws -> TrellisUI.Preview {
          \(name("makePreview"))()
        }
        #if compiler(>=6.3)
          @used @section("trellis_previews")
          static let record: TrellisUI._PreviewRecord = (
            0x5452_5052_5657_0001,
            { $0.initializeMemory(as: Any.Type.self, to: \(name("PreviewRegistry")).self) }
          )
        #endif
      }
      """
    #expect(result.source == expected)
  }

  @Test func theArgumentsPassThroughAsWritten() throws {
    let source =
      "\n#Preview(\"Small\", traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) { Text(\"x\") }"
    let expanded = try #require(PreviewMacro(request: request(source)).expand().source)
    #expect(
      expanded.contains(
        "TrellisUI.Preview(\"Small\", traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) { Text(\"x\") }"
      ))
    #expect(expanded.contains("static let line = 3"))
  }

  @Test func theBodyCanBeALabelledArgumentAndTheMacroModuleQualified() throws {
    let expanded = try #require(
      PreviewMacro(request: request("\n#SwiftUI.Preview(body: { Text(\"x\") })")).expand().source)
    #expect(expanded.contains("TrellisUI.Preview(body: { Text(\"x\") })"))
    #expect(expanded.contains("static let column = 1"))
  }

  @Test func aNameWithQuotesIsEscapedInTheFileID() throws {
    var made = request("\n#Preview { Text(\"x\") }")
    made.syntax.location.fileID = "Demo/Odd \"name\".swift"
    let expanded = try #require(PreviewMacro(request: made).expand().source)
    #expect(expanded.contains(#"static let fileID = "Demo/Odd \"name\".swift""#))
  }

  @Test func previewablePropertiesBecomeAViewOfTheirOwn() throws {
    let source = """

      #Preview("Toggle", traits: .sizeThatFitsLayout) {
        @Previewable @State var isOn = true  // starts on
        @Previewable @State private var title = "Réglages"
        Toggle(title, isOn: $isOn)
          .padding()
        Text(isOn ? "on" : "off")
      }
      """
    let result = PreviewMacro(request: request(source)).expand()
    #expect(result.diagnostics == [])
    let expanded = try #require(result.source)
    let view = name("PreviewContent")
    #expect(
      expanded.contains("TrellisUI.Preview(\"Toggle\", traits: .sizeThatFitsLayout) { \(view)() }"))
    #expect(
      expanded.contains(
        """
        struct \(view): TrellisUI.View {
          @State var isOn = true
          @State private var title = "Réglages"
          var body: some TrellisUI.View {
            Toggle(title, isOn: $isOn)
            .padding()
            Text(isOn ? "on" : "off")
          }
        }
        """))
  }

  @Test func previewableInALabelledBodyDropsTheLabelledArgument() throws {
    let source =
      "\n#Preview(\"N\", body: {\n  @Previewable @State var n = 0\n  Stepper(\"\\(n)\", value: $n)\n})"
    let expanded = try #require(PreviewMacro(request: request(source)).expand().source)
    #expect(expanded.contains("TrellisUI.Preview(\"N\") { \(name("PreviewContent"))() }"))
  }

  @Test func previewableOnSomethingOtherThanAVarIsAnError() throws {
    let source = "\n#Preview {\n  @Previewable let x = 1\n  Text(\"\\(x)\")\n}"
    let result = PreviewMacro(request: request(source)).expand()
    #expect(result.source == nil)
    #expect(
      result.diagnostics.map(\.message) == [
        "@Previewable can only be attached to a 'var' declaration"
      ])
    // The position of `@Previewable`: the file offset of the source plus its place in it.
    #expect(
      result.diagnostics.first?.position
        == .init(fileName: "/src/Demo/Views.swift", offset: 10 + 14))
  }

  @Test func previewableInABodyWithParametersIsAnError() throws {
    let source =
      "\n#Preview { () -> any View in\n  @Previewable @State var x = 1\n  return Text(\"\\(x)\")\n}"
    let result = PreviewMacro(request: request(source)).expand()
    #expect(result.source == nil)
    #expect(
      result.diagnostics.map(\.message) == [
        "@Previewable needs the #Preview body to be a closure without parameters"
      ])
  }

  @Test func insideATypeTheCallStaysInTheRegistry() throws {
    let expanded = try #require(
      PreviewMacro(
        request: request("\n#Preview { Text(\"x\") }", lexicalContext: ["\nextension Demo {}"])
      )
      .expand().source)
    #expect(!expanded.contains("private func"))
    #expect(expanded.contains("@section(\"trellis_previews\")"))
    #expect(
      expanded.contains(
        """
          @MainActor static func makePreview() throws -> TrellisUI.Preview {
            TrellisUI.Preview { Text("x") }
          }
        """))
  }

  // The compiler expands `@Previewable` while it checks a #Preview's body, before #Preview
  // takes the declaration out: it must expand to nothing, and say nothing.
  @Test func previewableByItselfExpandsToNothing() {
    let location = SourceLocation(
      fileID: "D/a.swift", fileName: "/a.swift", offset: 0, line: 1, column: 1)
    let request = AttachedExpansionRequest(
      macro: MacroReference(
        moduleName: "TrellisMacros", typeName: "PreviewableMacro", name: "Previewable"),
      macroRole: "peer", discriminator: "d",
      attributeSyntax: SyntaxText(kind: "attribute", source: "@Previewable ", location: location),
      declSyntax: SyntaxText(
        kind: "declaration", source: "@Previewable var x = 1", location: location),
      lexicalContext: [])
    #expect(MacroExpansion.expand(request) == ExpansionResult(source: ""))
  }

  @Test func unbalancedSourceIsReportedNotGuessed() {
    let result = PreviewMacro(request: request("\n#Preview(\"x\" { Text(\"x\") }")).expand()
    #expect(result.source == nil)
    #expect(
      result.diagnostics.map(\.message) == ["#Preview: the macro's arguments could not be read"])
  }
}
