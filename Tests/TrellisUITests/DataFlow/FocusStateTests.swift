import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct FocusStateTests {
  struct Single: View {
    @FocusState private var isFocused: Bool
    @State private var name = ""
    @State private var showsField = true

    var body: some View {
      VStack {
        if showsField {
          TextField("Name", text: $name)
            .focused($isFocused)
            .onSubmit { showsField = false }
        }
        Text(isFocused ? "Name focused" : "Name not focused")
        Button("Focus name") { isFocused = true }
        Button("Unfocus") { isFocused = false }
        Button("Hide field") { showsField = false }
      }
    }
  }

  @Test func settingTheStateMovesFocusToTheField() async throws {
    let host = ViewHost(Single())
    #expect(host.contains(text: "Name not focused"))
    #expect(host.focusedElement == nil)

    try host.button("Focus name").tap()
    await host.nextUpdate()
    #expect(host.focusedElement?.placeholder == "Name")
    #expect(try host.textField("Name").isFocused)
    #expect(host.contains(text: "Name focused"))

    try host.button("Unfocus").tap()
    await host.nextUpdate()
    #expect(!(try host.textField("Name").isFocused))
    #expect(host.contains(text: "Name not focused"))
  }

  @Test func focusingTheFieldInTheHostSetsTheState() async throws {
    let host = ViewHost(Single())
    try host.textField("Name").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Name focused"))

    // Typing elsewhere (pressing a button) moves focus away, and the state follows.
    try host.button("Hide field").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Name not focused"))
  }

  @Test func aFocusedFieldLeavingTheGraphLosesFocus() async throws {
    let host = ViewHost(Single())
    try host.button("Focus name").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Name focused"))
    // Submitting removes the field while it still has focus.
    try host.textField("Name").submit()
    await host.nextUpdate()
    #expect((try? host.textField("Name")) == nil)
    #expect(host.focusedElement == nil)
    #expect(host.contains(text: "Name not focused"))
  }

  enum Field: Hashable {
    case name, email, phone
  }

  struct Form: View {
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
      VStack {
        TextField("Name", text: $name)
          .focused($focus, equals: .name)
          .onSubmit { focus = .email }
        EmailRow(email: $email, focus: $focus)
        Text("Focus: \(focus.map { "\($0)" } ?? "none")")
        Button("Email") { focus = .email }
        Button("Phone") { focus = .phone }
        Button("None") { focus = nil }
      }
    }
  }

  /// Receives the focus state from its parent, as `@FocusState.Binding`.
  struct EmailRow: View {
    @Binding var email: String
    @FocusState.Binding var focus: Field?

    var body: some View {
      HStack {
        TextField("Email", text: $email)
          .focused($focus, equals: .email)
        Text(focus == .email ? "(editing)" : "")
      }
    }
  }

  @Test func optionalValuesTellFieldsApart() async throws {
    let host = ViewHost(Form())
    #expect(host.contains(text: "Focus: none"))

    try host.textField("Name").type("Ada")
    await host.nextUpdate()
    #expect(host.contains(text: "Focus: name"))

    // Submitting the name moves focus to the email field through the state.
    try host.textField("Name").submit()
    await host.nextUpdate()
    #expect(host.focusedElement?.placeholder == "Email")
    #expect(host.contains(text: "Focus: email"))
    #expect(host.contains(text: "(editing)"))

    try host.textField("Name").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Focus: name"))
    #expect(!host.contains(text: "(editing)"))

    try host.button("Email").tap()
    await host.nextUpdate()
    #expect(host.focusedElement?.placeholder == "Email")
    #expect(host.contains(text: "Focus: email"))

    try host.button("None").tap()
    await host.nextUpdate()
    #expect(host.focusedElement?.placeholder == nil)
    #expect(host.contains(text: "Focus: none"))
  }

  @Test func aValueNoViewAnswersToLeavesFocusWhereItWas() async throws {
    let host = ViewHost(Form())
    try host.textField("Email").tap()
    await host.nextUpdate()
    // No field answers to `.phone`: focus stays on the email field, and the state says so.
    // (Pressing a button does not take focus, as a click or a touch on Apple's platforms.)
    try host.button("Phone").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Focus: email"))
    #expect(host.focusedElement?.placeholder == "Email")
  }

  /// A `Form` builds its rows in layout, after the update that ran `onAppear`: the write
  /// waits for them rather than being dropped.
  struct FocusOnAppearInAForm: View {
    enum Field: Hashable { case name, email }
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
      TrellisUI.Form {
        TextField("名前 Name", text: $name).focused($field, equals: .name)
        TextField("ईमेल Email", text: $email).focused($field, equals: .email)
        Text("Focus: \(field.map { "\($0)" } ?? "none")")
      }
      .onAppear { field = .email }
    }
  }

  @Test func aWriteInOnAppearFocusesAFieldInAForm() throws {
    let host = ViewHost(FocusOnAppearInAForm(), width: 40, height: 4)
    host.update()
    #expect(host.focusedElement?.placeholder == "ईमेल Email")
    #expect(host.contains(text: "Focus: email"))
  }

  /// Two writes in one update: the last one wins, even when the first waited for layout.
  struct TwoWrites: View {
    enum Field: Hashable { case name, email }
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
      VStack {
        TrellisUI.Form {
          TextField("Name", text: $name).focused($field, equals: .name)
        }
        TextField("Email", text: $email).focused($field, equals: .email)
        Button("Both") {
          field = .name
          field = .email
        }
        Button("Then none") {
          field = .name
          field = nil
        }
      }
    }
  }

  @Test func theLastOfTwoWritesWins() throws {
    let host = ViewHost(TwoWrites(), width: 30, height: 6)
    try host.button("Both").tap()
    host.update()
    #expect(host.focusedElement?.placeholder == "Email")
    try host.button("Then none").tap()
    host.update()
    #expect(host.focusedElement == nil)
  }
}
