import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Controls whose labels `.labelsHidden()` hides, drawn in cells: the bare control, where
/// its label would have been nothing, and the rest of the row free.
@MainActor
@Suite struct LabelsHiddenRenderingTests {
  /// The rows of a screen `width` cells wide showing `view`, trailing spaces cut.
  private func rows<V: View>(_ view: V, width: Int = 20, height: Int = 1) throws -> [String] {
    let core = HostCore(root: view, width: width, height: height)
    let canvas = try #require(core.screen)
    return canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
  }

  @Test func aToggleIsDrawnAsItsBoxAlone() throws {
    let view = HStack(spacing: 0) {
      Toggle("नमस्ते", isOn: .constant(true)).labelsHidden()
      Text("|")
    }.frame(maxWidth: .infinity, alignment: .leading)
    let row = try rows(view)[0]
    #expect(row.hasPrefix("[x]"))
    #expect(!row.contains("नमस्ते"))
    // Only the box's gap is left before what follows it.
    #expect(row.replacingOccurrences(of: " ", with: "") == "[x]|")
  }

  @Test func aStepperPickerAndLabelledContentShowOnlyTheirControls() throws {
    let view = VStack(alignment: .leading) {
      Stepper("数量", value: .constant(2))
      Picker("👩‍👩‍👧 Family", selection: .constant(1)) {
        Text("One").tag(1)
        Text("Two").tag(2)
      }
      LabeledContent("Version", value: "2.4")
    }
    .labelsHidden()
    .frame(maxWidth: .infinity, alignment: .leading)
    let shown = try rows(view, width: 30, height: 3)
    #expect(shown[0].trimmingCharacters(in: .whitespaces) == "[−] [+]")
    #expect(!shown[1].contains("Family"))
    #expect(shown[1].contains("One"))
    #expect(shown[2] == "2.4")
  }

  @Test func visibleInsideShowsTheLabelAgain() throws {
    let view = VStack(alignment: .leading) {
      Toggle("Hidden", isOn: .constant(false))
      Toggle("Shown", isOn: .constant(false)).labelsVisibility(.visible)
    }
    .labelsHidden()
    .frame(maxWidth: .infinity, alignment: .leading)
    let shown = try rows(view, height: 2)
    #expect(shown[0] == "[ ]")
    #expect(shown[1] == "[ ] Shown")
  }
}
