import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct OnSubmitTests {
  private final class Log {
    var entries: [String] = []
  }

  private struct Form: View {
    let log: Log
    @State var query = ""
    var body: some View {
      TextField("Query", text: $query)
        .onSubmit(of: .search) { log.entries.append("search") }
        .onSubmit(of: .text) { log.entries.append("text") }
        .onSubmit(of: [.text, .search]) { log.entries.append("either") }
        .onSubmit { log.entries.append("default") }
    }
  }

  // Submitting a text field runs the actions for `.text` (the default trigger), innermost
  // first, and not those for `.search` alone: a text field is no search field.
  @Test func aTextFieldRunsOnlyTheActionsForTextTriggers() throws {
    let log = Log()
    let host = ViewHost(Form(log: log), width: 30, height: 2)
    try host.textField("Query").type("swift")
    try host.textField("Query").submit()
    #expect(log.entries == ["text", "either", "default"])
  }

  // A secure field submits with the `.text` trigger too.
  @Test func aSecureFieldSubmitsAsText() throws {
    struct Login: View {
      let log: Log
      @State var password = ""
      var body: some View {
        SecureField("Password", text: $password)
          .onSubmit(of: .search) { log.entries.append("search") }
          .onSubmit { log.entries.append("text") }
      }
    }
    let log = Log()
    let host = ViewHost(Login(log: log), width: 30, height: 2)
    try host.textField("Password").submit()
    #expect(log.entries == ["text"])
  }
}
