import Testing
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

private struct Settings: View {
  @State var name = "Ada"
  @State var notify = true

  var body: some View {
    Form {
      Section("Profile") {
        TextField("Name", text: $name)
        Text("Hello, \(name)")
      }
      Section {
        Toggle("Notifications", isOn: $notify)
      } header: {
        Text("Alerts")
      } footer: {
        Text("At most once a day.")
      }
    }
  }
}

@MainActor
@Suite struct FormTests {
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func drawsSectionsAsRowsWithTheirHeadersAndFooters() {
    let host = ViewHost(Settings(), width: 30, height: 8)
    let shown = lines(host.text)
    #expect(shown[0] == "Profile")
    #expect(shown[1].hasPrefix("[Ada"))
    #expect(shown[2] == "Hello, Ada")
    #expect(shown[3] == "")
    #expect(shown[4] == "Alerts")
    #expect(shown[5] == "[x] Notifications")
    #expect(shown[6] == "At most once a day.")
  }

  @Test func headersAreBoldAndFootersDim() {
    let core = HostCore(root: Settings(), width: 30, height: 8)
    #expect(core.cellStyle(x: 0, y: 0)?.bold == true)
    #expect(core.cellStyle(x: 0, y: 4)?.bold == true)
    #expect(core.cellStyle(x: 0, y: 2)?.bold == false)
    #expect(core.cellStyle(x: 0, y: 6)?.dim == true)
    #expect(core.cellStyle(x: 0, y: 5)?.dim == false)
    core.close()
  }

  @Test func controlsInAFormWork() async throws {
    let host = ViewHost(Settings(), width: 30, height: 8)
    try host.textField("Name").type("!")
    try host.toggle("Notifications").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Hello, Ada!"))
    #expect(try host.toggle("Notifications").isOn == false)
  }

  @Test func aTallFormScrollsByRows() throws {
    let host = ViewHost(
      Form {
        Section("Numbers") {
          ForEach(0..<20, id: \.self) { Text("Number \($0)") }
        }
      }, width: 20, height: 4)
    #expect(host.contains(text: "Number 2"))
    #expect(!host.contains(text: "Number 3"))
    try host.text("Numbers").scroll(by: 6)
    #expect(try host.text("Number 5").frame.y == 0)
  }

  @Test func sectionsOutsideAFormShowTheirHeaders() {
    let host = ViewHost(
      VStack(alignment: .leading) {
        Section(header: Text("Head"), footer: Text("Foot")) { Text("Body") }
        Section { Text("Only body") }
        Section(footer: Text("Footnote")) { Text("Text") }
        Section(header: Text("Top")) { Text("Under") }
        Section(verbatimTitle) { Text("Content") }
      }, width: 20, height: 10)
    #expect(
      lines(host.text) == [
        "Head", "Body", "Foot", "Only body", "Text", "Footnote", "Top", "Under", "Title", "Content",
      ])
  }

  private var verbatimTitle: String { "Title" }

  @Test func releasesItsRowsOnClose() {
    let host = ViewHost(Settings(), width: 30, height: 8)
    #expect(host.liveNodeCount > 0)
    host.close()
    #expect(host.liveNodeCount == 0)
  }
}
