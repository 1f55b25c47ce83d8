import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A text field style as apps write them: a symbol before the field, the field itself.
private struct SearchFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<_Label>) -> some View {
    HStack {
      Text("⌕")
      configuration
    }
  }
}

/// A style that captions the field and asks for the plain look inside its body.
private struct CaptionedFieldStyle: TextFieldStyle {
  let caption: String
  func _body(configuration: TextField<_Label>) -> some View {
    VStack(alignment: .leading) {
      Text(caption)
      configuration.textFieldStyle(.plain)
    }
  }
}

/// A profile held off screen, as an app's model would be.
@Observable private final class Profile {
  var query = ""
  var password = ""
  var age = 30
  var city = ""
}

private struct ProfileForm: View {
  let profile: Profile

  var body: some View {
    @Bindable var profile = profile
    VStack(alignment: .leading) {
      Section {
        TextField("Search", text: $profile.query)
        SecureField("Password", text: $profile.password)
        TextField("Age", value: $profile.age, format: .number)
      }
      .textFieldStyle(SearchFieldStyle())
      TextField("City", text: $profile.city)
        .textFieldStyle(CaptionedFieldStyle(caption: "Where you live"))
      Text("Query: \(profile.query)")
      Text("Age is \(profile.age)")
    }
  }
}

@MainActor
@Suite struct TextFieldStyleTests {
  @Test func aCustomStyleDecoratesTheFieldItReceives() throws {
    let host = ViewHost(ProfileForm(profile: Profile()), width: 40, height: 9)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    // The style's symbol stands before each field in its subtree, and only there.
    #expect(lines.contains { $0.hasPrefix("⌕ [Search") }, "\(host.text)")
    #expect(lines.contains { $0.hasPrefix("⌕ [Password") }, "\(host.text)")
    #expect(lines.filter { $0.contains("⌕") }.count == 3, "\(host.text)")
    #expect(!lines.contains { $0.contains("⌕") && $0.contains("City") })
    // The field a style shows is the one control: no second, undrawn field.
    #expect(host.textFields("Search").count == 1)
    #expect(host.textFields("City").count == 1)
  }

  @Test func typingInAStyledFieldWritesTheBinding() throws {
    let profile = Profile()
    let host = ViewHost(ProfileForm(profile: profile), width: 40, height: 9)
    try host.textField("Search").type("क्षत्रिय 漢字 👩‍👩‍👧")
    host.update()
    #expect(profile.query == "क्षत्रिय 漢字 👩‍👩‍👧")
    #expect(host.contains(text: "Query: क्षत्रिय 漢字 👩‍👩‍👧"))
    try host.textField("Password").type("s3cret")
    host.update()
    #expect(profile.password == "s3cret")
    #expect(!host.text.contains("s3cret"))
    #expect(host.text.contains("••••••"))
  }

  @Test func aStyledValueFieldParsesOnCommitAndKeepsTheLastGoodValue() throws {
    let profile = Profile()
    let host = ViewHost(ProfileForm(profile: profile), width: 40, height: 9)
    try host.textField("Age").setText("42")
    try host.textField("Age").submit()
    host.update()
    #expect(profile.age == 42)
    #expect(host.contains(text: "Age is 42"))
    try host.textField("Age").setText("forty")
    try host.textField("Age").submit()
    host.update()
    #expect(profile.age == 42)
    #expect(try host.textField("Age").value == "42")
  }

  @Test func aBuiltInStyleInsideTheBodyGivesTheFieldItsLook() throws {
    let core = HostCore(root: ProfileForm(profile: Profile()), width: 40, height: 9)
    let fields = core.elements.filter { $0.kind == .textField }
    let city = try #require(fields.first { $0.placeholder == "City" })
    let search = try #require(fields.first { $0.placeholder == "Search" })
    #expect(city.isPlainTextField)
    #expect(!search.isPlainTextField)
    #expect(core.text.contains("Where you live"))
  }

  @Test func builtInStylesStillDrawTheFieldThemselves() throws {
    struct Plain: View {
      @State var name = ""
      var body: some View {
        TextField("Name", text: $name).textFieldStyle(PlainTextFieldStyle())
      }
    }
    let core = HostCore(root: Plain(), width: 30, height: 2)
    let fields = core.elements.filter { $0.kind == .textField }
    #expect(fields.count == 1)
    #expect(fields.first?.isPlainTextField == true)
    #expect(core.text.hasPrefix("[Name"))
  }
}
