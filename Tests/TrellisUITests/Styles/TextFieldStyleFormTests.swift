import Foundation
import Testing
import TrellisTerminal
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

/// A style as apps write it: a caption over the field (marked while the field is disabled,
/// read from the style's own `@Environment`), and the field itself without a frame.
private struct LockableCaptionStyle: TextFieldStyle {
  let caption: String
  @Environment(\.isEnabled) private var isEnabled

  func _body(configuration: TextField<Self._Label>) -> some View {
    VStack(alignment: .leading) {
      Text(isEnabled ? caption : "\(caption) (locked)")
      configuration.textFieldStyle(.plain)
    }
  }
}

/// What the sign-up form keeps, off screen.
@MainActor private final class SignUp {
  var submitted: [String] = []
}

/// A sign-up form: fields in sections, some in the app's own style, a secure one among them.
private struct SignUpForm: View {
  let signUp: SignUp
  var isLocked = false
  @State private var name = ""
  @State private var password = ""
  @State private var city = ""
  @State private var age = 30

  var body: some View {
    Form {
      Section("Account") {
        TextField("Name", text: $name)
          .onSubmit { signUp.submitted.append(name) }
        SecureField("Password", text: $password)
          .disabled(isLocked)
      }
      .textFieldStyle(LockableCaptionStyle(caption: "Required"))
      Section("About you") {
        TextField("City", text: $city)
        TextField("Age", value: $age, format: .number)
          .textFieldStyle(LockableCaptionStyle(caption: "In years"))
      }
      Text("\(name) · \(password.count) · \(city) · \(age)")
    }
  }
}

@MainActor
@Suite struct TextFieldStyleFormTests {
  @Test func aCustomStyleWrapsTheFieldWhichStillEdits() async throws {
    let signUp = SignUp()
    let host = ViewHost(SignUpForm(signUp: signUp), width: 50, height: 20)
    // The captions are the style's; the fields inside are the controls.
    #expect(host.all(text: "Required").count == 2)
    #expect(host.contains(text: "In years"))
    let name = try host.textField("Name")
    try name.type("क्षमा 漢字 👩‍👩‍👧")
    try host.textField("Name").submit()
    try host.textField("Password").type("s3cret")
    try host.textField("City").type("Köln")
    try host.textField("Age").setText("41")
    try host.textField("Age").submit()
    await host.nextUpdate()
    #expect(host.contains(text: "क्षमा 漢字 👩‍👩‍👧 · 6 · Köln · 41"), "\(host.text)")
    #expect(signUp.submitted == ["क्षमा 漢字 👩‍👩‍👧"])
    #expect(host.text.contains("[••••••"), "\(host.text)")
    // The style's own environment is the field's.
    let locked = ViewHost(SignUpForm(signUp: signUp, isLocked: true), width: 50, height: 20)
    #expect(locked.contains(text: "Required (locked)"))
    #expect(locked.all(text: "Required").count == 1)
    #expect(try locked.textField("Password").isEnabled == false)
  }

  @Test func theBodysLookIsTheFieldsAndOtherFieldsKeepTheirs() throws {
    let core = HostCore(root: SignUpForm(signUp: SignUp()), width: 50, height: 20)
    let fields = core.elements.filter { $0.kind == .textField || $0.kind == .secureField }
    // One control per field: the style's body is not a field of its own.
    #expect(fields.map(\.placeholder) == ["Name", "Password", "City", "Age"])
    #expect(fields.map(\.isPlainTextField) == [true, true, false, true])
  }

  // In the terminal, Tab reaches the field inside the style, and keys type into it.
  @Test func tabReachesTheStyledFieldInTheTerminal() throws {
    let core = HostCore(root: SignUpForm(signUp: SignUp()), width: 50, height: 20)
    let input = _TerminalInput(core: core)
    _ = input.handle(.key(KeyEvent(.tab)))
    for character in "Ada" { _ = input.handle(.key(KeyEvent(.character(character)))) }
    core.update()
    #expect(core.focused?.placeholder == "Name")
    #expect(core.text.contains("Required\n[Ada"), "\(core.text)")
    #expect(core.text.contains("Ada · 0 ·  · 30"), "\(core.text)")
  }
}
