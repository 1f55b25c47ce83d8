import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

private struct ConnectionBox: View {
  let title: String
  @State private var reconnects = true

  var body: some View {
    GroupBox(title) {
      Text("Server one")
      Toggle("Reconnect", isOn: $reconnects)
    }
  }
}

/// A style of the app's own, and one that frames the built-in box.
private struct CardStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 0) {
        Text("# ")
        configuration.label
      }
      configuration.content
    }
  }
}

private struct AngledStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("<")
      GroupBox(configuration)
      Text(">")
    }
  }
}

@MainActor
@Suite struct GroupBoxTests {
  @Test(arguments: ["Connection", "संपर्क", "接続 🔌"])
  func theTerminalDrawsABoxWithTheTitleInItsTopLine(title: String) throws {
    let host = ViewHost(ConnectionBox(title: title), width: 40, height: 6)
    let lines = host.text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    let top = try #require(lines.first { $0.contains("┌") })
    #expect(top.contains("┌─ \(title) ─"))
    #expect(top.hasSuffix("┐"))
    #expect(lines.contains { $0.contains("│ Server one") })
    #expect(lines.contains { $0.contains("└") && $0.hasSuffix("┘") })
    let box = try host.groupBox(title)
    #expect(box.groupBoxTitle == title)
    // The content is inside the line: two cells in, one row down.
    let server = try host.text("Server one")
    #expect(server.frame.x == box.frame.x + 2)
    #expect(server.frame.y == box.frame.y + 1)
    // Its controls are reachable and act.
    #expect(try host.toggle("Reconnect").isOn == true)
    try host.toggle("Reconnect").tap()
    host.update()
    #expect(try host.toggle("Reconnect").isOn == false)
  }

  @Test func aBoxWithoutATitleIsAPlainLine() throws {
    let host = ViewHost(GroupBox { Text("Alone") }, width: 20, height: 5)
    #expect(host.text.contains("┌───────┐"))
    #expect(host.text.contains("│ Alone │"))
    #expect(try host.groupBox("").groupBoxTitle == "")
  }

  @Test func aLongTitleIsCutToTheBox() throws {
    let host = ViewHost(
      GroupBox("A title far longer than the box") { Text("x") }.frame(width: 128), width: 20,
      height: 5)
    let top = try #require(host.text.split(separator: "\n").first { $0.contains("┌") })
    #expect(top.hasSuffix("┐"))
    #expect(top.contains("…"))
  }

  @Test func aStyleOfYourOwnDrawsTheBox() throws {
    let host = ViewHost(
      ConnectionBox(title: "Card").groupBoxStyle(CardStyle()), width: 30, height: 5)
    #expect(host.text.contains("# Card"))
    #expect(!host.text.contains("┌"))
    #expect(try host.groupBox("Card").groupBoxTitle == "Card")
    #expect(try host.toggle("Reconnect").isOn == true)
  }

  @Test func aStylesGroupBoxOfItsConfigurationTakesTheLookOutsideIt() throws {
    let host = ViewHost(
      ConnectionBox(title: "Outer").groupBoxStyle(AngledStyle()), width: 30, height: 6)
    #expect(host.text.contains("┌─ Outer ─"))
    #expect(host.text.contains("<│ Server one    │>"))
  }
}
