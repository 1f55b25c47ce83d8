import Testing
import TrellisTesting
import TrellisUI

/// `Button(_:systemImage:action:)` and its role form: a title and a symbol, as a `Label`.
@MainActor
@Suite struct ButtonSystemImageTests {
  final class Presses {
    var names: [String] = []
  }

  struct Buttons: View {
    let presses: Presses
    var body: some View {
      VStack(alignment: .leading) {
        Button("Add", systemImage: "plus") { presses.names.append("add") }
        Button("Löschen 删除", systemImage: "trash", role: .destructive) {
          presses.names.append("delete")
        }
        Button(String("नया"), systemImage: "square.and.pencil") { presses.names.append("new") }
      }
    }
  }

  @Test func theTitleNamesTheButtonAndTheSymbolIsShownWithIt() throws {
    let presses = Presses()
    let host = ViewHost(Buttons(presses: presses), width: 40, height: 6)
    try host.button("Add").tap()
    try host.button("Löschen 删除").tap()
    try host.button("नया").tap()
    #expect(presses.names == ["add", "delete", "new"])
    #expect(host.images(systemName: "plus").count == 1)
    #expect(host.images(systemName: "trash").count == 1)
    #expect(host.images(systemName: "square.and.pencil").first?.isKnownSymbol == true)
    // The symbol comes before the title, as a Label's does.
    let line = try #require(host.text.split(separator: "\n").first { $0.contains("Add") })
    #expect(line.firstIndex(of: "A")! > line.startIndex, "\(line)")
  }
}
