import Testing

@testable import TrellisGTK

/// The application id made of the App type, and TRELLIS_APP_ID in its place.
@Suite struct ApplicationIdentityTests {
  struct NotesApp {}
  enum Outer { struct Inner {} }

  @Test func theIDIsTheTypesModuleAndName() {
    let identity = ApplicationIdentity.derive(appType: NotesApp.self, environment: [:])
    #expect(identity.id == "TrellisGTKTests.ApplicationIdentityTests.NotesApp")
    #expect(identity.name == "NotesApp")
  }

  @Test(arguments: [
    ("search_gtk.SearchApp", "search_gtk.SearchApp"),
    ("Main", "trellis.Main"),
    ("9lives.App", "_9lives.App"),
    ("Módulo.Café", "M_dulo.Caf_"),
    ("Box<Int>", "trellis.Box"),
    ("", "trellis.app"),
  ])
  func namesBecomeValidIDs(qualified: String, id: String) {
    #expect(ApplicationIdentity.id(from: qualified) == id)
  }

  @Test func theEnvironmentReplacesTheIDAndABadOneIsReported() {
    let good = ApplicationIdentity.derive(
      appType: NotesApp.self, environment: ["TRELLIS_APP_ID": "org.example.Notes"])
    #expect(good.id == "org.example.Notes")
    var warnings: [String] = []
    let bad = ApplicationIdentity.derive(
      appType: NotesApp.self, environment: ["TRELLIS_APP_ID": "not an id"],
      warn: { warnings.append($0) })
    #expect(bad.id == "TrellisGTKTests.ApplicationIdentityTests.NotesApp")
    #expect(warnings.count == 1 && warnings[0].contains("not an id"))
  }

  @Test func aPreviewIsNamedAfterTheProgram() {
    let identity = ApplicationIdentity.derive(
      appType: nil, processName: "notes-gtk", environment: [:])
    #expect(identity.id == "trellis.notes-gtk")
    #expect(identity.name == "notes-gtk")
  }
}
