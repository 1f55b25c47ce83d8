import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `headerProminence(_:)`: a section's header with `.increased` is set in a larger font.
@MainActor
@Suite struct HeaderProminenceTests {
  private struct Readout: View {
    @Environment(\.headerProminence) private var prominence
    var body: some View { Text(prominence == .increased ? "increased" : "standard") }
  }

  @Test func theEnvironmentValueReadsBack() {
    let standard = ViewHost(Readout(), width: 10, height: 1)
    #expect(standard.text.trimmingCharacters(in: .whitespaces) == "standard")
    let increased = ViewHost(Readout().headerProminence(.increased), width: 10, height: 1)
    #expect(increased.text.trimmingCharacters(in: .whitespaces) == "increased")
  }

  private struct Sections: View {
    var body: some View {
      List {
        Section("नमस्ते 世界") { Text("Row one") }
          .headerProminence(.increased)
        Section("Plain 🌏") { Text("Row two") }
      }
    }
  }

  @Test func anIncreasedHeaderIsSetLarger() throws {
    let core = HostCore(root: Sections(), width: 30, height: 10)
    func style(_ text: String) -> HostTextStyle? {
      core.elements.first { $0.text == text && $0.typeName == "Text" }?.textStyle
    }
    let increased = try #require(style("नमस्ते 世界"))
    let standard = try #require(style("Plain 🌏"))
    #expect(increased.textStyle == .title3)
    #expect(increased.weight == .bold)
    #expect(standard.textStyle == nil)
    #expect(standard.weight == .bold)
    // The rows keep their own font.
    #expect(style("Row one")?.textStyle == nil)
    // The terminal draws every header bold, at the one size a cell has.
    #expect(core.text.contains("नमस्ते 世界"))
  }

  /// A section outside a list (in a stack) sets its header the same way.
  @Test func aSectionOutsideAListToo() throws {
    let core = HostCore(
      root: VStack {
        Section("漢字 ✨") { Text("Row") }
      }.headerProminence(.increased), width: 20, height: 4)
    let header = core.elements.first { $0.text == "漢字 ✨" && $0.typeName == "Text" }
    #expect(header?.textStyle?.textStyle == .title3)
  }
}
