import Testing

@testable import TrellisMacros

@Suite struct EntryMacroTests {
  private func request(
    _ declaration: String, role: String, in context: String = "\nextension EnvironmentValues {}"
  ) -> AttachedExpansionRequest {
    let location = SourceLocation(
      fileID: "Demo/Keys.swift", fileName: "/src/Demo/Keys.swift", offset: 40, line: 2, column: 30)
    let attribute = "\n  @Entry "
    return AttachedExpansionRequest(
      macro: MacroReference(moduleName: "TrellisMacros", typeName: "EntryMacro", name: "Entry"),
      macroRole: role, discriminator: "$s4Demo5EntryfMa_",
      attributeSyntax: SyntaxText(kind: "attribute", source: attribute, location: location),
      declSyntax: SyntaxText(kind: "declaration", source: declaration, location: location),
      lexicalContext: [SyntaxText(kind: "declaration", source: context, location: location)])
  }

  private func peer(_ declaration: String, in context: String = "\nextension EnvironmentValues {}")
    -> ExpansionResult
  {
    EntryMacro(request: request(declaration, role: "peer", in: context)).expand()
  }

  @Test func theAccessorsReadAndWriteThroughTheKey() {
    let result = EntryMacro(
      request: request(
        "\n  /// The accent.\n  @Entry var accent: String = \"blue\"", role: "accessor")
    ).expand()
    #expect(
      result.source
        == "get {\n  self[__Key_accent.self]\n}\nset {\n  self[__Key_accent.self] = newValue\n}")
  }

  @Test func theKeyHasTheTypeAndTheInitialValueAsItsDefault() {
    #expect(
      peer("\n  @Entry var accent: String = \"blue\"").source == """
        private struct __Key_accent: TrellisUI.EnvironmentKey {
          typealias Value = String
          static var defaultValue: Value { "blue" }
        }
        """)
  }

  @Test func anOptionalWithoutAnInitialValueDefaultsToNil() {
    #expect(
      peer("\n  @Entry public var note: String?").source?.contains(
        "static var defaultValue: Value { nil }") == true)
    #expect(
      peer("\n  @Entry var note: Optional<Int>").source?.contains("typealias Value = Optional<Int>")
        == true)
  }

  @Test func aLiteralGivesItsType() {
    #expect(peer("\n  @Entry var count = 3").source?.contains("typealias Value = Int") == true)
    #expect(
      peer("\n  @Entry var ratio = -0.5").source?.contains("typealias Value = Double") == true)
    #expect(peer("\n  @Entry var isOn = true").source?.contains("typealias Value = Bool") == true)
    #expect(
      peer("\n  @Entry var title = \"Σ \\(1 + 1)\"").source?.contains("typealias Value = String")
        == true)
  }

  @Test func anyOtherInitialValueWithoutATypeIsAStaticLet() {
    #expect(
      peer("\n  @Entry var spacing = Spacing.regular").source == """
        private struct __Key_spacing: TrellisUI.EnvironmentKey {
          static let defaultValue = Spacing.regular
        }
        """)
  }

  @Test func aQualifiedExtensionAndABacktickedNameWork() {
    let source = peer(
      "\n  @Entry var `default`: Int = 1", in: "\nextension SwiftUI.EnvironmentValues {}"
    ).source
    #expect(source?.hasPrefix("private struct __Key_default: TrellisUI.EnvironmentKey {") == true)
    let accessor = EntryMacro(
      request: request("\n  @Entry var `default`: Int = 1", role: "accessor")
    ).expand()
    #expect(accessor.source?.contains("self[__Key_default.self]") == true)
  }

  @Test func transactionAndContainerValuesGetTheirOwnKeys() {
    #expect(
      peer("\n  @Entry var x: Int = 1", in: "\nextension Transaction {}").source?.contains(
        ": TrellisUI.TransactionKey {") == true)
    #expect(
      peer("\n  @Entry var x: Int = 1", in: "\nextension ContainerValues {}").source?.contains(
        ": TrellisUI.ContainerValueKey {") == true)
  }

  @Test func whatEntryCannotExpandIsReportedWhereItIs() {
    let expectations: [(String, String, String)] = [
      (
        "\n  @Entry let x = 1", "\nextension EnvironmentValues {}",
        "@Entry can only be attached to a 'var'"
      ),
      (
        "\n  @Entry var x: Int", "\nextension EnvironmentValues {}",
        "@Entry needs an initial value, the default, unless the property is optional"
      ),
      (
        "\n  @Entry var x", "\nextension EnvironmentValues {}",
        "@Entry needs a type or an initial value: the initial value is the default"
      ),
      (
        "\n  @Entry var a = 1, b = 2", "\nextension EnvironmentValues {}",
        "@Entry can only be attached to a 'var' that declares one property"
      ),
      (
        "\n  @Entry var x: Int { 1 }", "\nextension EnvironmentValues {}",
        "@Entry makes the property's accessors; remove the ones written here"
      ),
      (
        "\n  @Entry var x = 1", "\nstruct Settings {}",
        "@Entry can only be used in an extension of EnvironmentValues, Transaction, ContainerValues "
          + "or FocusedValues"
      ),
      (
        "\n  @Entry var x = 1", "\nextension PreferenceValues {}",
        "@Entry in 'PreferenceValues' is not supported; it works in ContainerValues, "
          + "EnvironmentValues, FocusedValues, Transaction"
      ),
      (
        "\n  @Entry var x = 1", "\nextension FocusedValues {}",
        "@Entry in FocusedValues needs an optional type, such as 'Note?'"
      ),
    ]
    for (declaration, context, message) in expectations {
      let result = peer(declaration, in: context)
      #expect(result.source == nil, "\(declaration)")
      #expect(result.diagnostics.map(\.message) == [message], "\(declaration)")
    }
  }

  @Test func aProblemWithTheDeclarationIsReportedOnceNotOncePerRole() {
    let accessor = EntryMacro(request: request("\n  @Entry let x = 1", role: "accessor")).expand()
    #expect(accessor.diagnostics == [])
    let peerResult = peer("\n  @Entry let x = 1")
    #expect(
      peerResult.diagnostics.first?.position
        == .init(fileName: "/src/Demo/Keys.swift", offset: 40 + 10))
  }
}
