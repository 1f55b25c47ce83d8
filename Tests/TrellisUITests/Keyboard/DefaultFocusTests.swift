import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `defaultFocus(_:_:priority:)`: the field a window opens with focus in, and the first Tab
/// into a window with nothing focused for `.userInitiated`.
@MainActor
@Suite struct DefaultFocusTests {
  enum Field: Hashable { case name, email }

  struct SignUp: View {
    var priority = DefaultFocusEvaluationPriority.automatic
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
      VStack {
        TextField("नाम Name", text: $name).focused($field, equals: .name)
        TextField("メール Email", text: $email).focused($field, equals: .email)
        Text("Focus: \(field.map { "\($0)" } ?? "none")")
        Button("Done") { field = nil }
      }
      .defaultFocus($field, .email, priority: priority)
    }
  }

  @Test func theWindowOpensWithTheDefaultFieldFocused() throws {
    let host = ViewHost(SignUp(), width: 40, height: 6)
    host.update()
    #expect(host.focusedElement?.placeholder == "メール Email")
    #expect(host.contains(text: "Focus: email"))
  }

  @Test func theFirstTabGoesToTheDefaultOnlyWhenUserInitiated() throws {
    for priority in [DefaultFocusEvaluationPriority.automatic, .userInitiated] {
      let host = ViewHost(SignUp(priority: priority), width: 40, height: 6)
      host.update()
      try host.button("Done").tap()
      host.update()
      #expect(host.focusedElement == nil)
      #expect(host.contains(text: "Focus: none"))
      #expect(host.core.moveFocus(backward: false))
      host.update()
      let expected = priority == .userInitiated ? "メール Email" : "नाम Name"
      #expect(host.focusedElement?.placeholder == expected)
    }
  }

  struct LateForm: View {
    @FocusState private var field: Field?
    @State private var showsForm = false
    @State private var note = ""

    var body: some View {
      VStack {
        TextField("Note 笔记", text: $note)
        Toggle("Show form", isOn: $showsForm)
        if showsForm {
          TextField("Email", text: $note).focused($field, equals: .email)
            .defaultFocus($field, .email)
        }
      }
    }
  }

  /// Focus somewhere already stays there when a view with a default focus appears.
  @Test func focusAlreadyGivenStaysWhereItIs() throws {
    let host = ViewHost(LateForm(), width: 40, height: 4)
    try host.textField("Note 笔记").focus()
    try host.toggle("Show form").tap()
    host.update()
    #expect(host.focusedElement?.placeholder == "Note 笔记")
  }

  @Test func aViewThatAppearsWhileNothingHasFocusTakesIt() throws {
    let host = ViewHost(LateForm(), width: 40, height: 4)
    #expect(host.focusedElement == nil)
    try host.toggle("Show form").tap()
    host.update()
    #expect(host.focusedElement?.placeholder == "Email")
  }

  struct NoSuchField: View {
    @FocusState private var field: Field?
    @State private var name = ""
    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($field, equals: .name)
        Text("Focus: \(field.map { "\($0)" } ?? "none")")
      }
      .defaultFocus($field, .email)
    }
  }

  @Test func aValueNoViewAnswersToFocusesNothing() throws {
    let host = ViewHost(NoSuchField(), width: 30, height: 2)
    host.update()
    #expect(host.focusedElement == nil)
    #expect(host.contains(text: "Focus: none"))
  }

  struct WrittenOnAppear: View {
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($field, equals: .name)
        TextField("Email", text: $email).focused($field, equals: .email)
      }
      .defaultFocus($field, .email)
      .onAppear { field = .name }
    }
  }

  /// The default is a fallback: a value written to the state as the view appears wins.
  @Test func aWriteInOnAppearWinsOverTheDefault() throws {
    let host = ViewHost(WrittenOnAppear(), width: 30, height: 2)
    host.update()
    #expect(host.focusedElement?.placeholder == "Name")
  }
}
