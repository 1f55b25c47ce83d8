import Testing
import TrellisTesting
import TrellisUI

/// The modifiers that only mean something on phones and tablets: accepted, and the views
/// look and behave as without them.
@MainActor
@Suite struct PlatformModifiersTests {
  struct SignIn: View {
    let decorated: Bool
    @State private var email = ""
    @State private var code = ""

    var body: some View {
      if decorated {
        form
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocapitalization(.none)
          .disableAutocorrection(true)
          .autocorrectionDisabled()
          .textContentType(.emailAddress)
          .submitLabel(.continue)
          .scrollDismissesKeyboard(.interactively)
          .statusBarHidden()
          .statusBar(hidden: true)
          .navigationBarHidden(true)
          .navigationBarTitleDisplayMode(.inline)
          .persistentSystemOverlays(.hidden)
          .ignoresSafeArea()
          .ignoresSafeArea(.keyboard, edges: .bottom)
          .edgesIgnoringSafeArea(.all)
          .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
          .presentationDragIndicator(.visible)
          .hoverEffect(.lift)
          .onHover { _ in }
          .symbolRenderingMode(.hierarchical)
          .textSelection(.enabled)
          .privacySensitive()
          .scrollBounceBehavior(.basedOnSize)
          .scrollBounceBehavior(.always, axes: [.horizontal, .vertical])
      } else {
        form
      }
    }

    private var form: some View {
      VStack(alignment: .leading) {
        TextField("Email", text: $email)
          .keyboardType(decorated ? .emailAddress : .default)
          .textContentType(decorated ? .username : nil)
        SecureField("Code", text: $code)
          .textContentType(.oneTimeCode)
          .keyboardType(.numberPad)
        Text("Email: \(email)")
      }
    }
  }

  @Test func platformOnlyModifiersChangeNeitherLayoutNorInput() throws {
    let plain = ViewHost(SignIn(decorated: false), width: 40, height: 8)
    let decorated = ViewHost(SignIn(decorated: true), width: 40, height: 8)
    #expect(decorated.text == plain.text)
    // No capitalisation or correction: the text is kept as typed, in any script.
    for host in [plain, decorated] {
      try host.textField("Email").type("ada lovelace@exämple.org 你好")
      host.update()
    }
    #expect(decorated.contains(text: "Email: ada lovelace@exämple.org 你好"))
    #expect(decorated.text == plain.text)
  }

  @Test func theirTypesHaveApplesCases() {
    #expect(UIKeyboardType.allCases.count == 12)
    #expect(UIKeyboardType.alphabet == .asciiCapable)
    #expect(TextInputAutocapitalization(.words) == .words)
    #expect(TextInputAutocapitalization(.none) == .never)
    #expect(UITextContentType.password.rawValue == "password")
    #expect(UITextContentType(rawValue: "custom") == UITextContentType("custom"))
    #expect(Visibility.allCases == [.automatic, .visible, .hidden])
    #expect(SafeAreaRegions.all == [.container, .keyboard])
    #expect(PresentationDetent.fraction(0.5) != .medium)
    #expect(EnabledTextSelectability.allowsSelection)
    #expect(!DisabledTextSelectability.allowsSelection)
  }
}
