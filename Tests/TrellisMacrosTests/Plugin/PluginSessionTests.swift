import Foundation
import Testing

@testable import TrellisMacros

@Suite struct PluginSessionTests {
  private func reply(_ json: String) throws -> [String: Any] {
    let bytes = try PluginSession().reply(to: Array(json.utf8))
    return try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  @Test func theCapabilityIsProtocolVersionSeven() throws {
    let answer = try reply(#"{"getCapability":{"capability":{"protocolVersion":8}}}"#)
    let result = try #require(answer["getCapabilityResult"] as? [String: Any])
    let capability = try #require(result["capability"] as? [String: Any])
    #expect(capability["protocolVersion"] as? Int == 7)
  }

  @Test func anExpansionRequestIsAnsweredWithTheExpandedSource() throws {
    // As the compiler sends it, fields the macros do not read included.
    let request = #"""
      {"expandFreestandingMacro":{"discriminator":"$s4Demo4mainfMf_","lexicalContext":[],
      "macro":{"moduleName":"TrellisMacros","name":"Preview","typeName":"PreviewMacro"},
      "macroRole":"declaration","staticBuildConfiguration":"{\"targetOSs\":[\"Linux\"]}",
      "syntax":{"kind":"declaration","location":{"column":1,"fileID":"Demo/main.swift",
      "fileName":"/x/main.swift","line":3,"offset":20},"source":"#Preview { Text(\"x\") }"}}}
      """#
    let answer = try reply(request)
    let result = try #require(answer["expandMacroResult"] as? [String: Any])
    let source = try #require(result["expandedSource"] as? String)
    #expect(source.contains("TrellisUI.Preview { Text(\"x\") }"))
    #expect(source.contains("static let line = 3"))
    #expect((result["diagnostics"] as? [Any])?.isEmpty == true)
  }

  @Test func aFailedExpansionCarriesItsDiagnosticInTheCompilersShape() throws {
    let request = #"""
      {"expandAttachedMacro":{"discriminator":"d","macroRole":"peer",
      "macro":{"moduleName":"TrellisMacros","name":"Entry","typeName":"EntryMacro"},
      "attributeSyntax":{"kind":"attribute","location":{"column":1,"fileID":"D/K.swift",
      "fileName":"/k.swift","line":1,"offset":7},"source":"@Entry "},
      "declSyntax":{"kind":"declaration","location":{"column":1,"fileID":"D/K.swift",
      "fileName":"/k.swift","line":1,"offset":7},"source":"@Entry let x = 1"},
      "lexicalContext":[{"kind":"declaration","location":{"column":0,"fileID":"","fileName":"",
      "line":0,"offset":0},"source":"extension EnvironmentValues {}"}]}}
      """#
    let result = try #require(try reply(request)["expandMacroResult"] as? [String: Any])
    #expect(result["expandedSource"] is NSNull || result["expandedSource"] == nil)
    let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
    #expect(diagnostic["message"] as? String == "@Entry can only be attached to a 'var'")
    #expect(diagnostic["severity"] as? String == "error")
    let position = try #require(diagnostic["position"] as? [String: Any])
    #expect(position["fileName"] as? String == "/k.swift")
    #expect(position["offset"] as? Int == 14)
    for field in ["highlights", "notes", "fixIts"] {
      #expect((diagnostic[field] as? [Any])?.isEmpty == true, "\(field)")
    }
  }

  @Test func anUnknownRequestOrMacroGetsAnErrorNotACrash() throws {
    let unknown = try #require(
      try reply(#"{"loadPluginLibrary":{"libraryPath":"/x","moduleName":"X"}}"#)[
        "expandMacroResult"] as? [String: Any])
    #expect(
      (unknown["diagnostics"] as? [[String: Any]])?.first?["message"] as? String
        == "Trellis's macro plugin does not understand this request from the compiler")
    let request = #"""
      {"expandFreestandingMacro":{"discriminator":"d","macro":{"moduleName":"TrellisMacros",
      "name":"Nope","typeName":"NopeMacro"},"syntax":{"kind":"expression","location":{"column":1,
      "fileID":"D/a.swift","fileName":"/a.swift","line":1,"offset":0},"source":"#Nope"}}}
      """#
    let result = try #require(try reply(request)["expandMacroResult"] as? [String: Any])
    #expect(
      (result["diagnostics"] as? [[String: Any]])?.first?["message"] as? String
        == "Trellis's macro plugin has no macro 'NopeMacro' (asked for 'Nope')")
  }

  @Test func aMessageThatIsNotJSONIsRefusedWithAReason() {
    #expect(throws: PluginSession.UnreadableMessage.self) {
      try PluginSession().reply(to: Array("not json".utf8))
    }
  }
}
