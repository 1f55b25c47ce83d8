import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A columns form drawn in cells: labels right-aligned against a column line, the controls
/// after it, sections apart by a blank row.
@MainActor
@Suite struct ColumnsFormRenderingTests {
  /// The rows of a screen showing `view`, trailing spaces cut.
  private func rows<V: View>(_ view: V, width: Int, height: Int) throws -> [String] {
    let core = HostCore(root: view, width: width, height: height)
    let canvas = try #require(core.screen)
    return canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
  }

  @Test func labelsEndOnOneColumnAndControlsStartAfterIt() throws {
    let form = Form {
      Section {
        LabeledContent("名前", value: "क्षिति")
        Picker("Size", selection: .constant(1)) {
          Text("Small").tag(1)
          Text("Large").tag(2)
        }
        Toggle("Wrap 🌯", isOn: .constant(true))
      }
      Section("Advanced") {
        LabeledContent("Build number", value: "42")
      }
    }
    .formStyle(.columns)
    let shown = try rows(form, width: 40, height: 8)
    // "Build number" (12 cells) is the widest label: the line is after it and a gap.
    #expect(shown[0] == "        名前 क्षिति")
    #expect(shown[1] == "        Size [Small ▾]")
    #expect(shown[2] == "             [x] Wrap 🌯")
    #expect(shown[3] == "")
    #expect(shown[4] == "Advanced")
    #expect(shown[5] == "Build number 42")
  }
}
