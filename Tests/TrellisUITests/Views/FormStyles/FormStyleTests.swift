import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A style of the app's own: a title above the form's content, in a plain column.
private struct TitledFormStyle: FormStyle {
  let title: String
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      Text(title)
      configuration.content
    }
  }
}

/// A style that adds to the look outside it: the built-in form under a caption.
private struct CaptionedFormStyle: FormStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      Text("Caption")
      Form(configuration)
    }
  }
}

/// A form as people write one, with state in its rows.
private struct Settings: View {
  @State var isPublic = false
  @State var name = "क्षिति"
  var body: some View {
    Form {
      Section("Account") {
        TextField("Name", text: $name)
        Toggle("Public", isOn: $isPublic)
      }
      Section {
        Text("漢字 👩🏽‍💻")
      } footer: {
        Text("Shown to everyone")
      }
    }
  }
}

@MainActor
@Suite struct FormStyleTests {
  @Test func theBuiltInStylesDrawTheGroupedForm() throws {
    for host in [
      ViewHost(Settings(), width: 40, height: 12),
      ViewHost(Settings().formStyle(.automatic), width: 40, height: 12),
      ViewHost(Settings().formStyle(.grouped), width: 40, height: 12),
    ] {
      // The rows scroll in the form, from its top.
      #expect(try host.text("Account").scrollOffset() == 0)
      #expect(try host.text("Account").frame.y == 0)
      #expect(host.contains(text: "Shown to everyone"))
    }
  }

  @Test func anAppsStyleDrawsTheContentItsOwnWay() throws {
    let host = ViewHost(
      Settings().formStyle(TitledFormStyle(title: "Préférences ✨")), width: 40, height: 12)
    let title = try host.text("Préférences ✨").frame.y
    // The content's sections are the style's: no scrolling rows of a built-in form.
    #expect(try host.text("Account").scrollOffset() == nil)
    #expect(try host.text("Account").frame.y == title + 1)
    // Its controls work and keep their state.
    let toggle = try host.toggle("Public")
    try toggle.tap()
    #expect(try host.toggle("Public").isOn == true)
    #expect(try host.textField("Name").value == "क्षिति")
  }

  @Test func formOfAConfigurationTakesTheStyleOutside() throws {
    let host = ViewHost(
      Settings()
        .formStyle(CaptionedFormStyle())
        .formStyle(TitledFormStyle(title: "Outer")),
      width: 40, height: 14)
    // The inner style (captioned) draws `Form(configuration)` in the outer one (titled).
    let caption = try host.text("Caption").frame.y
    #expect(try host.text("Outer").frame.y == caption + 1)
    #expect(try host.text("Account").frame.y == caption + 2)
    #expect(try host.text("Account").scrollOffset() == nil)
    let builtIn = ViewHost(
      Settings().formStyle(CaptionedFormStyle()), width: 40, height: 14)
    #expect(try builtIn.text("Caption").frame.y == 0)
    #expect(try builtIn.text("Account").scrollOffset() == 0)
    #expect(try builtIn.text("Account").frame.y == 1)
  }
}
