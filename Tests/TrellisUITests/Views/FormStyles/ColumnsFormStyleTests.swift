import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

private enum Theme: Hashable { case light, dark }

/// A Mac-style settings form as people write one: labelled controls in sections, a
/// checkbox, a button, state held in the view.
private struct ColumnsSettings: View {
  @State var name = "क्षिति"
  @State var theme = Theme.light
  @State var showsPreviews = true
  @State var resets = 0
  var body: some View {
    Form {
      Section {
        TextField("Name", text: $name)
        Picker("Theme", selection: $theme) {
          Text("Light").tag(Theme.light)
          Text("Dark").tag(Theme.dark)
        }
      }
      Section("Display 表示") {
        LabeledContent("Version", value: "2.4 👩🏽‍💻")
        Toggle("Show previews", isOn: $showsPreviews)
      }
      Section {
        Button("Reset \(resets)") { resets += 1 }
      }
    }
    .formStyle(.columns)
  }
}

@MainActor
@Suite struct ColumnsFormStyleTests {
  @Test func labelsAreRightAlignedInALeadingColumn() throws {
    let host = ViewHost(ColumnsSettings(), width: 40, height: 12)
    let ends = try ["Name", "Theme", "Version"].map { label in
      let frame = try host.text(label).frame
      return frame.x + frame.width
    }
    // The widest label starts the column; the others end where it ends.
    #expect(Set(ends).count == 1)
    #expect(try host.text("Version").frame.x == 0)
    #expect(try host.text("Name").frame.x == 3)
  }

  @Test func controlsAndUnlabelledRowsStartAtTheColumnLine() throws {
    let host = ViewHost(ColumnsSettings(), width: 40, height: 12)
    let version = try host.text("Version").frame
    let line = try host.text("2.4 👩🏽‍💻").frame.x
    #expect(line > version.x + version.width)
    #expect(try host.textField("Name").frame.x == line)
    // A checkbox keeps its title beside it, in the controls' column, as on a Mac; so does a
    // button, which has no label.
    #expect(try host.toggle("Show previews").frame.x == line)
    #expect(try host.button("Reset 0").frame.x == line)
    // The field is offered the rest of the row.
    let field = try host.textField("Name").frame
    #expect(field.x + field.width == 40 - 1)
  }

  @Test func aTextFieldsTitleIsItsLabelNotItsPlaceholder() throws {
    let host = ViewHost(ColumnsSettings(), width: 40, height: 12)
    let field = try host.textField("Name")
    #expect(field.placeholder?.isEmpty ?? true)
    #expect(try host.text("Name").frame.y == field.frame.y)
    // It edits its binding as any field does.
    try field.type("!")
    #expect(try host.textField("Name").value?.hasSuffix("!") == true)
  }

  @Test func sectionsAreSetApartBySpaceWithAndWithoutHeaders() throws {
    let host = ViewHost(ColumnsSettings(), width: 40, height: 12)
    let picker = try host.picker("Theme").frame.y
    let header = try host.text("Display 表示")
    #expect(header.frame.y == picker + 2)
    // Headers span the form from its leading edge.
    #expect(header.frame.x == 0)
    let toggle = try host.toggle("Show previews").frame.y
    #expect(try host.button("Reset 0").frame.y == toggle + 2)
  }

  @Test func controlsWorkAndKeepTheirStateInColumns() throws {
    let host = ViewHost(ColumnsSettings(), width: 40, height: 12)
    try host.picker("Theme").pick("Dark")
    try host.toggle("Show previews").tap()
    try host.button("Reset 0").tap()
    #expect(try host.picker("Theme").selectedOption == "Dark")
    #expect(try host.toggle("Show previews").isOn == false)
    #expect((try? host.button("Reset 1")) != nil)
  }

  @Test func theColumnFollowsTheWidestLabelWhenOneChanges() throws {
    struct Growing: View {
      @State var title = "A"
      var body: some View {
        Form {
          LabeledContent(title, value: "v")
          LabeledContent("Bb", value: "w")
          Button("Grow") { title = "Longer label" }
        }
        .formStyle(.columns)
      }
    }
    let host = ViewHost(Growing(), width: 40, height: 6)
    let before = try host.text("w").frame.x
    try host.button("Grow").tap()
    let after = try host.text("w").frame.x
    #expect(after == before + "Longer label".count - "Bb".count)
    #expect(try host.text("v").frame.x == after)
  }

  @Test func withoutTheStyleAFieldKeepsItsPlaceholder() throws {
    let host = ViewHost(
      Form { TextField("Name", text: .constant("")) }.formStyle(.grouped), width: 30, height: 4)
    #expect(try host.textField("Name").placeholder == "Name")
    #expect(!host.contains(text: "Name"))
  }
}
